/** The hard player's imagined worlds: sampling what the view hides, and playing them out. */
import { describe, expect, it } from 'vitest';
import { handView } from './fixtures.js';
import { FastRng, sampleWorld, unseenCubes } from './rollout.js';
import { copyTable, tableFromView } from './table.js';

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
      const out = unseen.filter((m) => !deck.includes(m));
      // One check per world (a thousand expect calls per world made this test slow).
      const sound = deck.length === 24 && new Set(deck).size === 24 && deck.every((m) => unseen.includes(m)) && out.length === view.removedCount &&
        world.chips.reduce((a, b) => a + b, 0) + world.pot === 36 && world.chips[0] === 6 && world.chips[3] === 6;
      if (!sound) expect({ deck, out, chips: world.chips }).toBe('a world consistent with the view');
      left.set(out[0]!, (left.get(out[0]!) ?? 0) + 1);
    }
    // Every unseen cube is sometimes the removed one, about equally often.
    expect(left.size).toBe(unseen.length);
    for (const count of left.values()) expect(count).toBeGreaterThan(1000 / unseen.length / 3);
  });
});
