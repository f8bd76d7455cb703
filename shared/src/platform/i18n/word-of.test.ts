import { describe, expect, it } from 'vitest';
import { wordOf } from './word-of.js';

describe('wordOf', () => {
  it('gives a catalogue\'s own entries, and nothing for the names every object has', () => {
    const levels = { easy: 'Easy', hard: 'Hard' };
    expect(wordOf(levels, 'hard')).toBe('Hard');
    for (const odd of ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf', 'medium']) expect(wordOf(levels, odd)).toBeUndefined();
  });
});
