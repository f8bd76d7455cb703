import { describe, expect, it } from 'vitest';
import { recordFileName } from './record-file.js';

describe('the game record file name', () => {
  it('names the show, the room, the local date the game finished, and the game', () => {
    const at = new Date(2026, 10, 29, 23, 59).getTime();
    expect(recordFileName('quiz-night', 'BCFG', 2, at)).toBe('quiz-night-BCFG-2026-11-29-game-2.json');
    expect(recordFileName('quiz-night', 'bcfg', 12, new Date(2027, 0, 3, 0, 5))).toBe('quiz-night-BCFG-2027-01-03-game-12.json');
  });

  it('keeps two evenings in the same room code apart, and never makes a bad file name', () => {
    const a = recordFileName('quiz', 'MKST', 1, new Date(2026, 10, 29, 21).getTime());
    const b = recordFileName('quiz', 'MKST', 1, new Date(2026, 11, 6, 21).getTime());
    expect(a).not.toBe(b);
    expect(recordFileName('quiz', '../x', 1, 0)).toMatch(/^quiz-X-\d{4}-\d{2}-\d{2}-game-1\.json$/);
    expect(recordFileName('../Quiz/', '', -1, Number.NaN)).toMatch(/^quiz-ROOM-\d{4}-\d{2}-\d{2}-game-0\.json$/);
    expect(recordFileName('', 'AB', 1, 0)).toMatch(/^game-AB-/);
  });
});
