import { describe, expect, it } from 'vitest';
import { englishWatcherName, shownName, watcherNumber } from './watcher-label.js';

describe('the room\'s names for watchers', () => {
  it('reads back the number of a "Watcher N" it gave, and nothing from any other name', () => {
    expect(watcherNumber(englishWatcherName(12))).toBe(12);
    for (const other of ['Watcher', 'Watcher 0', 'Watcher 07', 'watcher 3', 'Watcher 3 ', 'Bob 3', 'Wаtcher 3']) expect(watcherNumber(other), other).toBe(0);
  });

  it('words a "Watcher N" in the screen\'s language and leaves every other name as it is', () => {
    const it = (n: number) => `Spettatore ${n}`;
    expect(shownName('Watcher 3', it)).toBe('Spettatore 3');
    expect(shownName('Sir Fartsalot', it)).toBe('Sir Fartsalot');
    expect(shownName('Watcher 03', it)).toBe('Watcher 03');
  });
});
