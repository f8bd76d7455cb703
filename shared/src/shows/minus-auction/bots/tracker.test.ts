/** Chip counting from public refusals (docs/RULES.md, "What each person may know"). */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyAction, createGame, legalActions } from '../engine.js';
import type { GameState } from '../types.js';
import { playerView } from '../views.js';
import { rngFromSeed } from '../../../platform/rng.js';
import { ChipTracker } from './tracker.js';

/** Follow one seat through a random game; `watch` says which views the tracker is shown. */
function follow(seed: number, seats: number, me: number, watch: (s: GameState) => boolean, from = 0) {
  const start = createGame({ preset: 'show' }, Array.from({ length: seats }, (_, i) => `P${i + 1}`), seed);
  if (!start.ok) throw new Error(start.error.message);
  let s = start.value;
  const rng = rngFromSeed(seed ^ 0x55);
  const tracker = new ChipTracker();
  let checks = 0;
  let exact = 0;
  while (!s.finished) {
    if (s.version >= from && watch(s)) {
      const view = playerView(s, me);
      tracker.update(view);
      const b = tracker.belief();
      checks++;
      // What it is sure of is right; its own chips are always sure; the others add up.
      for (let i = 0; i < seats; i++) if (b.exact[i]) expect(b.chips[i]).toBe(s.chips[i]);
      expect(b.exact[me]).toBe(true);
      const sum = b.chips.reduce((a, c, i) => (i === me ? a : a + c), 0);
      expect(sum).toBeCloseTo(seats * s.rules.chips - s.chips[me]! - s.pot, 6);
      if (b.exact.every(Boolean)) exact++;
    }
    // Refuse more often than not, so that pots build up and chips move.
    const legal = legalActions(s, s.current);
    const action = legal.length === 2 && rng.float() < 0.7 ? 'refuse' : 'take';
    const next = applyAction(s, s.current, action);
    if (!next.ok) throw new Error(next.error.message);
    s = next.value;
  }
  return { checks, exact };
}

describe('ChipTracker', () => {
  it('shown every view, it knows every seat\u2019s chips exactly', () => {
    for (let seed = 0; seed < 10; seed++) {
      const r = follow(seed, 3 + (seed % 5), seed % 3, () => true);
      expect(r.exact).toBe(r.checks);
    }
  });

  it('shown only its own turns, it rebuilds the auctions in between from public facts', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e6 }), fc.integer({ min: 3, max: 7 }), (seed, seats) => {
        const me = seed % seats;
        const r = follow(seed, seats, me, (s) => s.current === me);
        expect(r.checks).toBeGreaterThan(0);
        expect(r.exact / r.checks).toBeGreaterThan(0.9);
      }),
      { numRuns: 40 },
    );
  });

  it('handed a seat mid-game, it never claims a count it cannot know, and its estimates add up', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e6 }), fc.integer({ min: 3, max: 7 }), fc.integer({ min: 1, max: 60 }), (seed, seats, from) => {
        const me = (seed >> 3) % seats;
        follow(seed, seats, me, (s) => s.current === me, from);
      }),
      { numRuns: 40 },
    );
  });

  it('starts a new game afresh', () => {
    const tracker = new ChipTracker();
    const a = createGame({ preset: 'show' }, ['A', 'B', 'C'], 1);
    const b = createGame({ preset: 'show' }, ['A', 'B', 'C', 'D'], 2);
    if (!a.ok || !b.ok) throw new Error('setup');
    let s = a.value;
    for (let i = 0; i < 5; i++) s = (applyAction(s, s.current, 'refuse') as { ok: true; value: GameState }).value;
    tracker.update(playerView(s, 0));
    tracker.update(playerView(b.value, 1));
    expect(tracker.belief()).toEqual({ chips: [9, 9, 9, 9], exact: [true, true, true, true] });
  });
});
