/** Judging a rival's decision by its worth: a short look-ahead in that rival's seat. */
import { describe, expect, it } from 'vitest';
import { handView } from './fixtures.js';
import { decisionWorth, sharpTakeChance } from './judge.js';
import { copyTable, tableFromView } from './table.js';

/** Seat 1's decision on a hand-built 3-seat table (every seat holding `chips` chips). */
function decision(cubes: number[][], offer: number, pot: number, chips: number, deckLeft?: number) {
  const view = handView({ cubes, me: 0, current: 1, myChips: chips, offer, pot, deckLeft });
  const t = tableFromView(view);
  t.chips.fill(chips);
  return { t, rules: view.rules };
}

describe('decisionWorth', () => {
  it('says taking a big lone cube for nothing late in a game is worth less than refusing, and taking one a rival also wants is worth more', () => {
    const lone = decision([[-5, -8], [-12], [-14]], -33, 0, 9, 5);
    expect(decisionWorth(lone.t, 1, 9, lone.rules)).toBeLessThan(-0.3);
    // -32 joins seat 1's -31, and seat 2's -33 too: refused, it would not come back.
    const contested = decision([[-20], [-31], [-33]], -32, 3, 9, 5);
    expect(decisionWorth(contested.t, 1, 9, contested.rules)).toBeGreaterThan(0.2);
  });

  it('is a function of the decision alone (seeded by it) and leaves the table as it was', () => {
    const { t, rules } = decision([[-20], [-12], [-9]], -27, 2, 7);
    const before = copyTable(t);
    const worth = decisionWorth(t, 1, 7, rules);
    expect(t).toEqual(before);
    expect(decisionWorth(copyTable(t), 1, 7, rules)).toBe(worth);
    // Another pot is another decision.
    expect(decisionWorth({ ...copyTable(t), pot: 5 }, 1, 7, rules)).not.toBe(worth);
  });
});

describe('sharpTakeChance', () => {
  it('rises with the worth of taking and with the margin model, and never reaches 0 or 1', () => {
    expect(sharpTakeChance(0.3, 0.5)).toBeGreaterThan(sharpTakeChance(0, 0.5));
    expect(sharpTakeChance(0, 0.5)).toBeGreaterThan(sharpTakeChance(-0.3, 0.5));
    expect(sharpTakeChance(0, 0.9)).toBeGreaterThan(sharpTakeChance(0, 0.1));
    expect(sharpTakeChance(-5, 0)).toBeGreaterThan(0);
    expect(sharpTakeChance(5, 1)).toBeLessThan(1);
  });
});
