/** The hard player's imagined worlds: sampling what the view hides, and playing them out. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { handView } from './fixtures.js';
import { HARD_SELF } from './hard.js';
import { MEDIUM_PARAMS, mediumTakes } from './medium.js';
import { step } from '../minus/core.js';
import { FastRng, playOut, sampleWorld, unseenCubes } from './rollout.js';
import { copyTable, tableFromView, type Table } from './table.js';

/** A table from a hand-built view with a deck of `deckLeft` slots ready for `sampleWorld`. */
function setup(deckLeft: number) {
  const view = handView({ cubes: [[-20, -21], [-5, -6, -30], [-12], [-33]], myChips: 6, offer: -22, pot: 2, refusals: [1, 2], current: 0, deckLeft });
  const base = tableFromView(view);
  const world = copyTable(base);
  return { view, base, world, unseen: unseenCubes(base, 3, 35) };
}

describe('sampleWorld', () => {
  it('deals the deck from the unseen cubes only, leaves the rest out as the removed ones, and keeps chips whole', () => {
    const { view, base, world, unseen } = setup(24);
    expect(unseen).toHaveLength(view.deckLeft + view.removedCount);
    const belief = { chips: [6, 8.4, 12.6, 6], exact: [true, false, false, true] };
    const rng = new FastRng(11);
    const left = new Map<number, number>();
    for (let i = 0; i < 1000; i++) {
      sampleWorld(base, world, unseen, view.deckLeft, belief, 0, 36, rng);
      const deck = world.deck.slice(world.revealed).map((c) => -c);
      expect(deck).toHaveLength(24);
      expect(new Set(deck).size).toBe(24);
      for (const m of deck) expect(unseen).toContain(m);
      const out = unseen.filter((m) => !deck.includes(m));
      expect(out).toHaveLength(view.removedCount);
      left.set(out[0]!, (left.get(out[0]!) ?? 0) + 1);
      expect([...world.chips].reduce((a, b) => a + b, 0) + world.pot).toBe(36);
      expect(world.chips[0]).toBe(6);
      expect(world.chips[3]).toBe(6);
    }
    // Every unseen cube is sometimes the removed one, about equally often.
    expect(left.size).toBe(unseen.length);
    for (const count of left.values()) expect(count).toBeGreaterThan(1000 / unseen.length / 3);
  });
});

describe('playOut', () => {
  it('plays exactly as stepping the medium rule decision by decision', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e9 }), fc.integer({ min: 0, max: 3 }), (seed, me) => {
        const { view, base, world, unseen } = setup(24);
        const belief = { chips: [6, 9, 9, 9], exact: [true, true, true, true] };
        sampleWorld(base, world, unseen, view.deckLeft, belief, 0, 36, new FastRng(seed));
        const spread = [0, 4, 12, 0];
        const offset = [0, -2, 1.5, 3];
        const rules = { ...MEDIUM_PARAMS.bold };
        const fast: Table = copyTable(world);
        playOut(fast, rules, HARD_SELF, me, new FastRng(seed + 1), spread, offset);
        const slow: Table = copyTable(world);
        const rng = new FastRng(seed + 1);
        for (;;) {
          const s = slow.current;
          const jitter = offset[s]! + (spread[s] === 0 ? 0 : (rng.next() * 2 - 1) * spread[s]!);
          if (step(slow, mediumTakes(slow, s === me ? HARD_SELF : rules, jitter))) break;
        }
        expect(fast.chips).toEqual(slow.chips);
        expect(fast.cubes).toEqual(slow.cubes);
        expect(fast.held).toEqual(slow.held);
        expect(fast.offer).toBeNull();
        // Every cube but the removed one ends up taken: the 7 on the table, the offer and the deck.
        expect(fast.cubes.flat()).toHaveLength(7 + 1 + 24);
      }),
      { numRuns: 60 },
    );
  });
});
