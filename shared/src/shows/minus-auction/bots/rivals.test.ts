/** Reading rivals: which kind of player each one is, from public decisions. */
import { describe, expect, it } from 'vitest';
import { rngFromSeed } from '../../../platform/rng.js';
import { handView, watchGame } from './fixtures.js';
import { HARD_PARAMS } from './hard.js';
import { SHARP_3 } from './policy.js';
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

describe('RivalReader judging decisions by their worth', () => {
  /** Mean belief in each kind after each rival's first `k` decisions, over 12 games of `labels` (rivals at seats 1 and 2). */
  const byWorth = { tablePrior: HARD_PARAMS.steady.tablePrior, until: 1 };
  function earlyReads(labels: readonly string[], judge: 'worth' | 'margin', k: number): number[] {
    const sum = [0, 0, 0];
    for (let seed = 1; seed <= 12; seed++) {
      const reader = new RivalReader(RIVAL_PRIOR, judge === 'worth' ? byWorth : null);
      watchGame(labels, seed, reader);
      const decisions = reader.recorded();
      for (const s of [1, 2]) readDecisions(decisions[s]!.slice(0, k)).p.forEach((x, i) => (sum[i]! += x / 24));
    }
    return sum;
  }

  // 96 whole games with dmc rivals: about 20 s on an idle core, three times that beside other work.
  it('tells coin-tossers and strong players apart in fewer decisions than the margin alone', { timeout: 180_000 }, () => {
    const coins = ['medium', 'random', 'random'];
    const strong = ['medium', 'dmc', 'dmc'];
    for (const k of [5, 8]) {
      expect(earlyReads(coins, 'worth', k)[2]!).toBeGreaterThan(earlyReads(coins, 'margin', k)[2]! + 0.08);
      expect(earlyReads(strong, 'worth', k)[0]!).toBeGreaterThan(earlyReads(strong, 'margin', k)[0]! + 0.05);
    }
  });

  it('weighs a decision the same whichever way it is asked for, and only once', () => {
    const reader = new RivalReader(RIVAL_PRIOR, byWorth);
    watchGame(['medium', 'random', 'dmc'], 5, reader);
    const first = reader.recorded();
    expect(reader.recorded()).toEqual(first);
    expect(reader.readOf(1).decisions).toBe(first[1]!.length);
    expect(first[0]).toEqual([]);
  });

  it('judges by the margin alone once the table reads as one kind beyond its bar', () => {
    const margin = new RivalReader(RIVAL_PRIOR, null);
    watchGame(['medium', 'random', 'dmc'], 6, margin);
    const settledAtOnce = new RivalReader(RIVAL_PRIOR, { tablePrior: HARD_PARAMS.steady.tablePrior, until: 0 });
    watchGame(['medium', 'random', 'dmc'], 6, settledAtOnce);
    // Bar 0: settled before the first decision is weighed (the game's views are read once, at its end).
    expect(settledAtOnce.recorded()).toEqual(margin.recorded());
    const never = new RivalReader(RIVAL_PRIOR, byWorth);
    watchGame(['medium', 'random', 'dmc'], 6, never);
    expect(never.recorded()).not.toEqual(margin.recorded());
  });
});

describe('RivalReader weighing an eager strong player (at 3 seats)', () => {
  const { kindPrior, tablePrior, worthUntil } = HARD_PARAMS.steady;
  /** Mean belief that the table is one of coin-tossers after `actions` actions, over 8 games of `labels` (rivals at seats 1 and 2). */
  function coinBelief(labels: readonly string[], eagerSeats: number, actions: number): number {
    let sum = 0;
    for (let seed = 1; seed <= 8; seed++) {
      const reader = new RivalReader(kindPrior, { tablePrior, until: worthUntil }, eagerSeats);
      watchGame(labels, seed, reader, actions);
      sum += readTable([0, 1, 2].map((s) => reader.readOf(s)), 0, kindPrior, tablePrior)[2] / 8;
    }
    return sum;
  }

  it('reads strong players who take readily as strong sooner, and coin-tossers still as coin-tossers', () => {
    const strong = ['medium', 'ismcts-read', 'ismcts-read'];
    const coins = ['medium', 'random', 'random'];
    // After about the first six auctions.
    expect(coinBelief(strong, 3, 30)).toBeLessThan(coinBelief(strong, 0, 30) / 2);
    expect(coinBelief(coins, 3, 30)).toBeGreaterThan(0.7);
    // At more seats than `eagerSeats` nothing changes.
    const five = ['medium', 'ismcts-read', 'ismcts-read', 'dmc', 'dmc'];
    const at = (eagerSeats: number) => {
      const reader = new RivalReader(kindPrior, { tablePrior, until: worthUntil }, eagerSeats);
      watchGame(five, 4, reader, 40);
      return reader.recorded().map((_, s) => reader.readOf(s));
    };
    expect(at(3)).toEqual(at(0));
  });

  it('prices a strong player by the 3-seat weights it is given at 3 seats only, and coin-tossers still read as coin-tossers', () => {
    const reads = (labels: readonly string[], sharp3: typeof SHARP_3 | null, seed: number) => {
      const reader = new RivalReader(kindPrior, { tablePrior, until: worthUntil }, 3, sharp3);
      watchGame(labels, seed, reader, 40);
      return reader.recorded().map((_, s) => reader.readOf(s));
    };
    const three = ['medium', 'ismcts-read', 'ismcts-read'];
    expect(reads(three, SHARP_3, 2)).not.toEqual(reads(three, null, 2));
    let coin = 0;
    for (let seed = 1; seed <= 8; seed++) {
      const r = reads(['medium', 'random', 'random'], SHARP_3, seed);
      coin += readTable(r, 0, kindPrior, tablePrior)[2] / 8;
    }
    expect(coin).toBeGreaterThan(0.7);
    const five = ['medium', 'ismcts-read', 'ismcts-read', 'dmc', 'dmc'];
    expect(reads(five, SHARP_3, 4)).toEqual(reads(five, null, 4));
  });
});
