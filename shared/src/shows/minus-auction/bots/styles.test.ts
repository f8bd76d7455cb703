/** Reading rivals' styles (the hard level): how early and how predictably each one takes, from public decisions. */
import { describe, expect, it } from 'vitest';
import { applyAction, createGame } from '../engine.js';
import { playerView } from '../views.js';
import { rngFromSeed } from '../../../platform/rng.js';
import { createBot } from './create.js';
import { fitStyle, PRIOR_STYLE, StyleReader, type StyleDecision } from './styles.js';
import { ChipTracker } from './tracker.js';

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
      const labels = ['medium', 'random', 'medium'];
      const start = createGame({ preset: 'show' }, labels, seed);
      if (!start.ok) throw new Error(start.error.message);
      let s = start.value;
      const bots = labels.map((l, i) => createBot(l, seed * 10 + i));
      const tracker = new ChipTracker();
      const reader = new StyleReader();
      while (!s.finished) {
        const mine = playerView(s, 0);
        tracker.update(mine);
        reader.update(mine, tracker.belief(), tracker.lastHidden());
        const next = applyAction(s, s.current, bots[s.current]!.decide(playerView(s, s.current)));
        if (!next.ok) throw new Error(next.error.message);
        s = next.value;
      }
      expect(reader.recorded()[1]!.length).toBeGreaterThan(5);
      expect(reader.recorded()[0]).toEqual([]);
      expect(reader.styleOf(1).spread).toBeGreaterThan(2 * reader.styleOf(2).spread);
    }
  });
});
