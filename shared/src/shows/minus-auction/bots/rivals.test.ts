/** Reading rivals: which kind of player each one is, from public decisions. */
import { describe, expect, it } from 'vitest';
import { rngFromSeed } from '../../../platform/rng.js';
import { handView, watchGame } from './fixtures.js';
import { HARD_PARAMS } from './hard.js';
import { kindOf, mediumPriceFor, readDecisions, readTable, RIVAL_PRIOR, RivalReader, sharpPriceFor, type RivalDecision, type RivalRead } from './rivals.js';
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

describe('readTable', () => {
  const { kindPrior, tablePrior } = HARD_PARAMS.steady;
  const unseen: RivalRead = { p: [...kindPrior], decisions: 0 };

  it('keeps the table prior before any rival is seen deciding, and leaves out its own seat and seats without a read', () => {
    const table = readTable([unseen, unseen, undefined, unseen], 0, kindPrior, tablePrior);
    table.forEach((x, i) => expect(x).toBeCloseTo(tablePrior[i]!, 9));
    const own = readTable([{ p: [0, 0, 1], decisions: 9 }, unseen], 0, kindPrior, tablePrior);
    own.forEach((x, i) => expect(x).toBeCloseTo(tablePrior[i]!, 9));
  });

  it('pools the rivals: two coin-tossing reads say more about the table than one', () => {
    const coinish: RivalRead = { p: [0.3, 0.05, 0.65], decisions: 6 };
    const one = readTable([unseen, coinish, unseen], 0, kindPrior, tablePrior);
    const two = readTable([unseen, coinish, coinish], 0, kindPrior, tablePrior);
    expect(two[2]).toBeGreaterThan(one[2] + 0.05);
    expect(two.reduce((a, b) => a + b)).toBeCloseTo(1, 9);
  });

  it('watching whole games, reads most tables of coin-tossers as such, and a medium and a coin-tossing rival as a mixed table', () => {
    let coinTables = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const coins = new RivalReader(kindPrior);
      watchGame(['medium', 'random', 'random'], seed, coins);
      if (readTable([0, 1, 2].map((s) => coins.readOf(s)), 0, kindPrior, tablePrior)[2] > 0.7) coinTables++;
      const mixed = new RivalReader(kindPrior);
      watchGame(['medium', 'medium', 'random'], seed, mixed);
      expect(readTable([0, 1, 2].map((s) => mixed.readOf(s)), 0, kindPrior, tablePrior)[3]).toBeGreaterThan(0.95);
    }
    // A coin-tosser's decisions can look like a loose strong player's for a whole game (now and then).
    expect(coinTables).toBeGreaterThanOrEqual(9);
  });
});
