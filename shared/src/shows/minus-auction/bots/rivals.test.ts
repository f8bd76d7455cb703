/** Reading rivals: which kind of player each one is, from public decisions. */
import { describe, expect, it } from 'vitest';
import { rngFromSeed } from '../../../platform/rng.js';
import { handView, watchGame } from './fixtures.js';
import { kindOf, mediumPriceFor, readDecisions, RIVAL_PRIOR, RivalReader, sharpPriceFor, type RivalDecision } from './rivals.js';
import { tableFromView } from './table.js';

describe('readDecisions', () => {
  it('keeps the prior before a rival is seen deciding', () => {
    const read = readDecisions([]);
    expect(read.decisions).toBe(0);
    read.p.forEach((x, i) => expect(x).toBeCloseTo(RIVAL_PRIOR[i]!, 9));
  });

  it('tells a rule-follower of each kind and a coin-tosser apart', () => {
    const rng = rngFromSeed(3);
    // Odds of a take for each kind at 40 moments; each player takes as its own kind would.
    const odds = Array.from({ length: 40 }, () => ({ sharp: rng.float() < 0.5 ? 0.05 : 0.6, medium: rng.float() < 0.5 ? 0.02 : 0.98 }));
    const byMedium: RivalDecision[] = odds.map((x) => ({ seat: 1, ...x, took: rng.float() < x.medium }));
    const bySharp: RivalDecision[] = odds.map((x) => ({ seat: 1, ...x, took: rng.float() < x.sharp }));
    const byCoin: RivalDecision[] = odds.map((x) => ({ seat: 1, ...x, took: rng.int(0, 1) === 1 }));
    expect(readDecisions(byMedium).p[1]).toBeGreaterThan(0.9);
    expect(readDecisions(bySharp).p[0]).toBeGreaterThan(0.9);
    expect(readDecisions(byCoin).p[2]).toBeGreaterThan(0.9);
    expect(kindOf(readDecisions(byMedium))).toBe('medium');
    expect(kindOf(readDecisions(byCoin))).toBe('random');
    expect(kindOf(readDecisions([]))).toBe('sharp');
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
    expect(mediumPriceFor(t, 1, 9)).toBeNull();
    expect(mediumPriceFor(t, 2, 1)!).toBeLessThan(mediumPriceFor(t, 2, 9)!);
  });
});

describe('RivalReader', () => {
  it('watching whole games, reads a random player as random and a medium one as medium', () => {
    for (let seed = 1; seed <= 3; seed++) {
      const reader = new RivalReader();
      watchGame(['medium', 'random', 'medium'], seed, reader);
      expect(reader.recorded()[1]!.length).toBeGreaterThan(5);
      expect(reader.recorded()[0]).toEqual([]);
      // A coin-tosser can look like a loose strong player for a while, never like a medium one.
      expect(reader.readOf(1).p[1]).toBeLessThan(0.05);
      expect(reader.readOf(1).p[2]).toBeGreaterThan(0.3);
      expect(reader.readOf(2).p[1]).toBeGreaterThan(0.9);
      expect(reader.readOf(0)).toEqual({ p: [...RIVAL_PRIOR], decisions: 0 });
    }
  });
});
