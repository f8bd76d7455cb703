/** Reading rivals' styles (the hard level): how early and how predictably each one takes, from public decisions. */
import { describe, expect, it } from 'vitest';
import { rngFromSeed } from '../../../platform/rng.js';
import { watchGame } from './fixtures.js';
import { fitStyle, PRIOR_STYLE, StyleReader, type StyleDecision } from './styles.js';

describe('fitStyle', () => {
  it('assumes a loose player before it has seen one decide', () => {
    expect(fitStyle([])).toEqual(PRIOR_STYLE);
  });

  it('finds a tight player tight and a coin-tosser loose', () => {
    const rng = rngFromSeed(3);
    const margins = Array.from({ length: 60 }, () => rng.int(-15, 15));
    const tight: StyleDecision[] = margins.map((m) => ({ seat: 1, margin: m, took: m >= 2 }));
    const coin: StyleDecision[] = margins.map((m) => ({ seat: 1, margin: m, took: rng.int(0, 1) === 1 }));
    const t = fitStyle(tight);
    const c = fitStyle(coin);
    expect(t.spread).toBeLessThanOrEqual(4);
    expect(Math.abs(t.offset - 2)).toBeLessThanOrEqual(1.5);
    expect(c.spread).toBeGreaterThanOrEqual(30);
  });
});

describe('StyleReader', () => {
  it('watching whole games, reads a random player as much looser than a medium one', () => {
    for (let seed = 1; seed <= 3; seed++) {
      const reader = new StyleReader();
      watchGame(['medium', 'random', 'medium'], seed, reader);
      expect(reader.recorded()[1]!.length).toBeGreaterThan(5);
      expect(reader.recorded()[0]).toEqual([]);
      expect(reader.styleOf(1).spread).toBeGreaterThan(2 * reader.styleOf(2).spread);
    }
  });
});
