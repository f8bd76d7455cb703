import { describe, expect, it } from 'vitest';
import { recordFileName } from './record-file.js';

describe('the game record file name', () => {
  it('names the show, the room, the local date the game finished, and the game', () => {
    const at = new Date(2026, 10, 29, 23, 59).getTime();
    expect(recordFileName('BCFG', 2, at, 'quiz-night')).toBe('quiz-night-BCFG-2026-11-29-game-2.json');
    expect(recordFileName('bcfg', 12, new Date(2027, 0, 3, 0, 5), 'quiz-night')).toBe('quiz-night-BCFG-2027-01-03-game-12.json');
  });

  it('keeps two evenings in the same room code apart, and never makes a bad file name', () => {
    const a = recordFileName('MKST', 1, new Date(2026, 10, 29, 21).getTime(), 'quiz');
    const b = recordFileName('MKST', 1, new Date(2026, 11, 6, 21).getTime(), 'quiz');
    expect(a).not.toBe(b);
    expect(recordFileName('../x', 1, 0, 'quiz')).toMatch(/^quiz-X-\d{4}-\d{2}-\d{2}-game-1\.json$/);
    expect(recordFileName('', -1, Number.NaN, 'quiz')).toMatch(/^quiz-ROOM-\d{4}-\d{2}-\d{2}-game-0\.json$/);
  });

  it('starts with the show that was played, whatever its id holds', () => {
    const at = new Date(2026, 10, 29, 21).getTime();
    expect(recordFileName('BCFG', 3, at, 'darts-night')).toBe('darts-night-BCFG-2026-11-29-game-3.json');
    expect(recordFileName('BCFG', 3, at, '../Evil Show')).toBe('evilshow-BCFG-2026-11-29-game-3.json');
    expect(recordFileName('BCFG', 3, at, '')).toBe('game-BCFG-2026-11-29-game-3.json');
  });
});
