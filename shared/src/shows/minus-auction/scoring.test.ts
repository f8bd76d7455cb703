import { describe, expect, it } from 'vitest';
import { countedOf, cubeScore, places, runsOf, score, takePreview } from './scoring.js';

// Every example of docs/RULES.md, "Scoring".
describe('scoring (docs/RULES.md examples)', () => {
  it('-17, -20 and 5 chips score -32', () => {
    expect(score([-17, -20], 5)).toBe(-32);
  });
  it('-4, -5, -17..-20 and 3 chips score -18', () => {
    const cubes = [-4, -5, -17, -18, -19, -20];
    expect(runsOf(cubes)).toEqual([[-4, -5], [-17, -18, -19, -20]]);
    expect(countedOf(cubes)).toEqual([-4, -17]);
    expect(score(cubes, 3)).toBe(-18);
  });
  it('-5, -6, -10 and 3 chips score -12', () => {
    expect(score([-10, -6, -5], 3)).toBe(-12);
  });
  it('a cube that joins two runs raises the score by 12', () => {
    expect(cubeScore([-10, -12])).toBe(-22);
    expect(cubeScore([-10, -11, -12])).toBe(-10);
    expect(takePreview([-10, -12], 0, -11, 0).delta).toBe(12);
  });
  it('the take preview counts the pot', () => {
    expect(takePreview([-5], 2, -15, 4)).toEqual({ before: -3, after: -14, delta: -11 });
  });
  it('runs are sorted closest to zero first whatever the input order', () => {
    expect(runsOf([-20, -3, -19, -4, -30])).toEqual([[-3, -4], [-19, -20], [-30]]);
  });
});

describe('places: standard competition ranking', () => {
  it('ties share a place and the next place is skipped', () => {
    expect(places([-10, -5, -10, -20])).toEqual([2, 1, 2, 4]);
    expect(places([-5, -5, -9])).toEqual([1, 1, 3]);
  });
});
