/** Reading rivals: how early and how predictably each one takes, from public decisions. */
import { describe, expect, it } from 'vitest';
import { applyAction, createGame } from '../minus/engine.js';
import { playerView } from '../minus/views.js';
import { rngFromSeed } from '../rng.js';
import { createBot } from './create.js';
import { handView } from './fixtures.js';
import { fitStyle, PRIOR_STYLE, RivalReader, sharpPriceFor, type RivalDecision } from './rivals.js';
import { tableFromView } from './table.js';
import { ChipTracker } from './tracker.js';

describe('fitStyle', () => {
  it('assumes a loose player before it has seen one decide', () => {
    expect(fitStyle([])).toEqual(PRIOR_STYLE);
  });

  it('finds a tight player tight and a coin-tosser loose', () => {
    const rng = rngFromSeed(3);
    const margins = Array.from({ length: 60 }, () => rng.int(-15, 15));
    const tight: RivalDecision[] = margins.map((m) => ({ seat: 1, margin: m, took: m >= 2 }));
    const coin: RivalDecision[] = margins.map((m) => ({ seat: 1, margin: m, took: rng.int(0, 1) === 1 }));
    const t = fitStyle(tight);
    const c = fitStyle(coin);
    expect(t.spread).toBeLessThanOrEqual(4);
    expect(Math.abs(t.offset - 2)).toBeLessThanOrEqual(1.5);
    expect(c.spread).toBeGreaterThanOrEqual(30);
  });
});

describe('sharpPriceFor', () => {
  it('prices a lone cube and leaves a cube that fits the seat\u2019s run to the go-round rule', () => {
    const t = tableFromView(handView({ cubes: [[], [-20], [-5]], myChips: 9, offer: -21, deckLeft: 28 }));
    t.chips.fill(9);
    expect(sharpPriceFor(t, 1, 9)).toBeNull();
    expect(sharpPriceFor(t, 2, 9)).toBeGreaterThan(3);
    expect(sharpPriceFor(t, 2, 0)).toBeNull();
    // Short of chips, it asks for less.
    expect(sharpPriceFor(t, 2, 1)!).toBeLessThan(sharpPriceFor(t, 2, 9)!);
  });
});

describe('RivalReader', () => {
  it('watching whole games, reads a random player as much looser than a medium one', () => {
    for (let seed = 1; seed <= 3; seed++) {
      const labels = ['medium', 'random', 'medium'];
      const start = createGame({ preset: 'show' }, labels, seed);
      if (!start.ok) throw new Error(start.error.message);
      let s = start.value;
      const bots = labels.map((l, i) => createBot(l, seed * 10 + i));
      const tracker = new ChipTracker();
      const reader = new RivalReader();
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
