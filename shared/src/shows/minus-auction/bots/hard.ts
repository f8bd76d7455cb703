/**
 * The hard computer player (docs/BOTS.md, "Hard"). It counts chips from public refusals
 * (`ChipTracker`), reads how each rival takes (`StyleReader`) and what kind of player it is
 * (`RivalReader`), then looks ahead: it imagines worlds consistent with its view (which unseen
 * cubes were removed, the deck order, the chips it is not sure of, whether the whole table is of
 * one kind (`readTable`) and what kind of player each rival is, drawn from what it has read),
 * plays each to the end (a rival imagined as a strong player by the sharp rule with a little
 * noise, as a medium one by the medium rule with its read style, as a coin-tosser by coin tosses;
 * itself by the sharp rule), once after taking and once after refusing with the same random
 * numbers, and picks the action that wins more often.
 * Winning, not scoring, is what it counts, so a cube that would hand the leader first place is
 * worth taking, and a gap that only a removed cube could fill is worth less. The "time budget" is
 * a number of imagined worlds (deterministic), stopped early when one action is clearly better.
 * At a table it does not read as one of medium players or coin-tossers (their belief together
 * below `weakBar`, a bar that rises with the number of seats), it decides by the tree search
 * instead (ismcts.ts, every rival a strong player), which plays better among strong players.
 */
import type { Action, PlayerView } from '../types.js';
import type { Rng } from '../../../platform/rng.js';
import type { BotStyle } from './labels.js';
import { MEDIUM_PARAMS, mediumTakes as mediumTakesImport, type MediumParams } from './medium.js';
import { step as stepImport, type Table } from '../core.js';
import { SHARP, SHARP_3, sharpTakes as sharpTakesImport, type PolicyParams } from './policy.js';
import { ISMCTS_PARAMS, ismctsSearch, type IsmctsParams } from './ismcts.js';
import { readTable, type RivalRead, type TableRead } from './rivals.js';
import { FastRng, resetTable, sampleWorld, unseenCubes, worldValue } from './rollout.js';
import { PRIOR_STYLE, type RivalStyle } from './styles.js';
import { copyTable, tableFromView } from './table.js';
import type { ChipBelief } from './tracker.js';

/** Tuning of the hard player's look-ahead. */
export interface HardParams {
  /** Most imagined worlds per decision (each played twice: take and refuse). */
  maxWorlds: number;
  /**
   * The time budget, as cubes: at most `budget / cubes left` worlds (but at least `batch`), so
   * early decisions, whose worlds are long, get fewer of them. Deterministic, unlike a clock.
   */
  budget: number;
  /** Worlds played between checks for an early stop, and before the first check. */
  batch: number;
  /** Stop early when the mean difference is this many standard errors from the bias. */
  stopZ: number;
  /** Weight of one point of score lead in a world's value (first place is worth 1). */
  marginWeight: number;
  /** Value it gives up to refuse rather than take (positive: bold; negative: cautious). */
  bias: number;
  /** Random change (chips, uniform +-) of the pot asked for at each of its own imagined decisions. */
  noiseMe: number;
  /** The rule every other seat follows in imagined worlds (before its read style is applied). */
  rollout: Readonly<MediumParams>;
  /** The rule it follows itself in imagined worlds, after the decision at hand (when `selfSharp` is false). */
  self: Readonly<MediumParams>;
  /** True: it imagines itself playing the sharp rule (with `noiseMe`) after the decision at hand. */
  selfSharp: boolean;
  /** The rule of a rival imagined as a strong player. */
  sharp: Readonly<PolicyParams>;
  /**
   * At tables of 3 seats, the weights of the sharp rule both searches imagine strong players
   * (itself included) by, in place of `sharp` and the tree's `policy`, and its reader of kinds
   * prices a strong rival by (policy.ts, `SHARP_3`; create.ts); null: the same rule at every table.
   */
  sharp3: Readonly<PolicyParams> | null;
  /** Uniform noise (chips, +-) on the pot a rival imagined as a strong player asks for. */
  sharpNoise: number;
  /**
   * Belief that a rival is a coin-tosser (`RivalRead.p[2]`) below which it is never imagined as
   * one: that share of the worlds imagines it as a strong player instead. Each rival is imagined,
   * world by world, as each kind as often as it is believed to be that kind (`RivalReader`).
   */
  coinBar: number;
  /** The kind reader's prior (`RIVAL_KINDS` order: sharp, medium, random). */
  kindPrior: Readonly<[number, number, number]>;
  /**
   * Belief, before any decision is seen, that every rival is a strong player, every rival a
   * medium one, every rival a coin-tosser, or each its own kind (`TABLE_KINDS` order; `readTable`).
   * Each world draws the table's kind from what is read of it, then, for a table of mixed kinds,
   * each rival's kind from its own read.
   */
  tablePrior: Readonly<TableRead>;
  /**
   * Its reader of kinds judges rivals' decisions by their worth (judge.ts) while the table's
   * likeliest kind is believed at most this much, then by the margin alone (`WorthJudging`).
   */
  worthUntil: number;
  /**
   * Belief that the table is one of medium players or of coin-tossers (`readTable`'s medium and
   * coin kinds together) below which the decision goes to the tree search instead (ismcts.ts):
   * among strong players the tree plays better, among coin-tossers and medium players the
   * look-ahead does (docs/BOTS.md, "Hard"). A table of strong players or of mixed kinds goes to
   * the tree. By the number of seats: `weakBar[seats]`, the last entry for more seats than it
   * lists; 0: never.
   */
  weakBar: readonly number[];
  /** The tree search's tuning (its `bias` is replaced by this style's `bias`). */
  tree: Readonly<IsmctsParams>;
  /**
   * The most seats at which its reader of kinds also weighs an eager strong player (`RivalReader`,
   * `EAGER_TAKES`): 3, where strong rivals that take readily were read as coin-tossers for auctions
   * and kept decisions from the tree (docs/BOTS.md, "Hard").
   */
  eagerSeats: number;
  /**
   * The numbers of seats at which its tree plays both root actions on each imagined world with the
   * same random numbers (`IsmctsParams.paired`): 3, where alone among two `ismcts-read` it won about
   * 2 points more (docs/BENCHMARKS.md, "The 3-seat cell: a paired root"), and 7, where alone among
   * six `ismcts` in `show` it won 23.2% of 840 new games (15.8% before), and in `classic` no more
   * than before (docs/BENCHMARKS.md, "A paired root at 7 seats").
   */
  pairedSeats: readonly number[];
}

/**
 * A medium rule the hard player can imagine itself following after the decision at hand (when
 * `selfSharp` is false): a flat reserve of 4 chips and less pressure. The sharp rule with 1 chip
 * of noise (the default) did better against random and medium tables (docs/BOTS.md, "Hard").
 */
export const HARD_SELF: Readonly<MediumParams> = {
  ratio: 0.5, slack: 2, reserve0: 4, reserveGrowth: 0, pressure: 1.5, rounds: 1, roundChips: 2, milk: false,
};

/**
 * The hard player's table prior (`HardParams.tablePrior`, `TABLE_KINDS` order): half on a table of strong players, 0.4 on
 * one of coin-tossers. Leaning harder on strong tables won more among strong players but fell below 99% against two
 * random players (docs/BENCHMARKS.md, "Hard against the challengers", the table variants).
 */
export const TABLE_PRIOR: Readonly<TableRead> = [0.5, 0.05, 0.4, 0.05];

/**
 * The hard player's `weakBar` by the number of seats (index: seats): 0.25 at 3 seats, where a
 * coin-tosser can hand a game away and 99% against two random players needs the look-ahead soon;
 * 0.75 from 5 seats, where one outsider among hard players won more while hard waited for its
 * reads, at the price of fewer wins against tables of coin-tossers, which read weak slowly there
 * (docs/BENCHMARKS.md, "Hard against the challengers"); 0.5 at 4 seats, between the two.
 */
export const WEAK_BAR: readonly number[] = [0.25, 0.25, 0.25, 0.25, 0.5, 0.75];

/**
 * The numbers of seats at which hard's tree pairs its root (`HardParams.pairedSeats`). 5 seats met every cell
 * without it and was not measured with it; 4 and 6 seats were not measured.
 */
export const PAIRED_SEATS: readonly number[] = [3, 7];

const HARD_BASE: Omit<HardParams, 'bias' | 'tree'> = {
  maxWorlds: 1024, budget: 16384, batch: 16, stopZ: 3, marginWeight: 0.01, noiseMe: 1, rollout: MEDIUM_PARAMS.steady, self: HARD_SELF,
  selfSharp: true, sharp: SHARP, sharp3: SHARP_3, sharpNoise: 3, coinBar: 0.15, kindPrior: [0.5, 0.2, 0.3], tablePrior: TABLE_PRIOR,
  worthUntil: 0.9, weakBar: WEAK_BAR, eagerSeats: 3, pairedSeats: PAIRED_SEATS,
};

/**
 * The hard player's tree: the `ismcts` challenger's search at the same budget, with progressive
 * unpruning (a node below the root follows the sharp rule for its first 32 visits), which won about
 * 3 points more of 5-seat games among four `ismcts-read` (docs/BENCHMARKS.md, "Hard's tree with
 * progressive unpruning").
 */
const HARD_TREE: Readonly<IsmctsParams> = { ...ISMCTS_PARAMS, unprune: 32 };

/** The hard player's tuning per style; only the bias differs (the tree search's too). */
export const HARD_PARAMS: Readonly<Record<BotStyle, Readonly<HardParams>>> = {
  bold: { ...HARD_BASE, bias: 0.04, tree: { ...HARD_TREE, bias: 0.04 } },
  steady: { ...HARD_BASE, bias: 0, tree: { ...HARD_TREE, bias: 0 } },
  cautious: { ...HARD_BASE, bias: -0.04, tree: { ...HARD_TREE, bias: -0.04 } },
};

/** What a hard decision found: the action and the mean values it compared. */
export interface HardVerdict {
  action: Action;
  /** Mean value of taking and of refusing over the worlds played (share of a win + margin). */
  take: number;
  refuse: number;
  /** Worlds played (0 when the action was forced), or the tree search's iterations. */
  worlds: number;
  /** Which search decided: the look-ahead over imagined worlds, or the tree (`weakBar`). */
  search: 'worlds' | 'tree';
}

/**
 * One hard decision for the view's seat, as a pure function of the view, a chip belief (from a
 * `ChipTracker` that has seen this view), the rivals' styles (from a `StyleReader`; a loose
 * player is assumed for any not given), what is read of each rival's kind (from a `RivalReader`;
 * a rival not given is imagined as a strong player; given none, every rival is) and a generator.
 * Forced when the seat has no chips (take).
 */
export function hardDecide(
  view: PlayerView, belief: ChipBelief, rng: Rng, p: Readonly<HardParams>, styles: readonly RivalStyle[] = [],
  reads: readonly RivalRead[] = [],
): HardVerdict {
  p = atSeats(p, view.seats.length);
  const me = view.seat;
  if (view.myChips <= 0 || view.offer === null) return { action: 'take', take: 0, refuse: 0, worlds: 0, search: 'worlds' };
  // The table's kind, drawn per world below (none read: a table of mixed kinds, each rival as given).
  const table: TableRead = reads.length ? readTable(reads, view.seat, p.kindPrior, p.tablePrior) : [0, 0, 0, 1];
  const weakBar = p.weakBar[Math.min(view.seats.length, p.weakBar.length - 1)] ?? 0;
  if (reads.length && table[1] + table[2] < weakBar) {
    const tree = ismctsSearch(view, belief, rng, p.tree);
    return { action: tree.action, take: tree.take, refuse: tree.refuse, worlds: tree.iterations, search: 'tree' };
  }
  const base = tableFromView(view);
  base.current = me;
  const unseen = unseenCubes(base, view.rules.smallest, view.rules.largest);
  const deckLeft = view.deckLeft;
  const n = base.chips.length;
  const totalChips = view.rules.chips * n;
  const fast = new FastRng(rng.int(1, 0x7fffffff));
  const world: Table = copyTable(base);
  const play: Table = copyTable(world);
  // Per seat and world: the kind imagined (`SHARP_KIND`, `MEDIUM_KIND`, `COIN_KIND`), and the
  // offset and spread (chips) of the pot it asks for.
  const kind = new Uint8Array(n);
  const spread = new Float64Array(n);
  const offset = new Float64Array(n);
  // Per rival: how often it is imagined as a strong / a medium player, and its read style.
  const pSharp = new Float64Array(n);
  const pMedium = new Float64Array(n);
  const medOffset = new Float64Array(n);
  const medSpread = new Float64Array(n);
  for (let s = 0; s < n; s++) {
    if (s === me) {
      kind[s] = p.selfSharp ? SHARP_KIND : MEDIUM_KIND;
      spread[s] = p.noiseMe;
      continue;
    }
    const read = reads[s];
    const [sharp, medium, coin] = read ? read.p : [1, 0, 0];
    pSharp[s] = coin < p.coinBar ? sharp + coin : sharp;
    pMedium[s] = medium;
    const style = styles[s] ?? PRIOR_STYLE;
    medOffset[s] = style.offset;
    medSpread[s] = style.spread;
  }
  const rules: Rules = { p, me, rng: new FastRng(1), spread, offset, kind };
  let sumT = 0;
  let sumR = 0;
  let sumD = 0;
  let sumD2 = 0;
  let worlds = 0;
  const limit = Math.max(p.batch, Math.min(p.maxWorlds, Math.floor(p.budget / (deckLeft + 1))));
  while (worlds < limit) {
    sampleWorld(base, world, unseen, deckLeft, belief, me, totalChips, fast);
    const h = reads.length ? fast.next() : 1;
    const whole = h < table[0] ? SHARP_KIND : h < table[0] + table[1] ? MEDIUM_KIND : h < table[0] + table[1] + table[2] ? COIN_KIND : -1;
    for (let s = 0; s < n; s++) {
      if (s === me) continue;
      const u = fast.next();
      const k = whole >= 0 ? whole : u < pSharp[s]! ? SHARP_KIND : u < pSharp[s]! + pMedium[s]! ? MEDIUM_KIND : COIN_KIND;
      kind[s] = k;
      offset[s] = k === MEDIUM_KIND ? medOffset[s]! : 0;
      spread[s] = k === SHARP_KIND ? p.sharpNoise : k === MEDIUM_KIND ? medSpread[s]! : 0;
    }
    // Common random numbers: both endings of a world draw the same noise, so their difference
    // is the action's, not the dice's.
    const seed = fast.below(0x7fffffff) + 1;
    rules.rng.reseed(seed);
    const vt = playAfter(world, play, true, rules);
    rules.rng.reseed(seed);
    const vr = playAfter(world, play, false, rules);
    sumT += vt;
    sumR += vr;
    const d = vt - vr;
    sumD += d;
    sumD2 += d * d;
    worlds++;
    if (worlds % p.batch === 0) {
      const mean = sumD / worlds;
      const se = Math.sqrt(Math.max(0, sumD2 / worlds - mean * mean) / worlds);
      if (Math.abs(mean - p.bias) > p.stopZ * se + 1e-12) break;
    }
  }
  const take = sumT / worlds;
  const refuse = sumR / worlds;
  return { action: take - refuse > p.bias ? 'take' : 'refuse', take, refuse, worlds, search: 'worlds' };
}

/** The kinds of player a seat is imagined as in a world. */
const MEDIUM_KIND = 0;
const SHARP_KIND = 1;
const COIN_KIND = 2;

/** How every seat of an imagined world decides: per seat its kind, and the offset and spread of the pot it asks for. */
interface Rules {
  p: Readonly<HardParams>;
  me: number;
  rng: FastRng;
  spread: Float64Array;
  offset: Float64Array;
  kind: Uint8Array;
}

// Local copies of hot imports (see medium.ts).
const step = stepImport;
const mediumTakes = mediumTakesImport;
const sharpTakes = sharpTakesImport;

function playAfter(world: Table, play: Table, take: boolean, r: Rules): number {
  resetTable(play, world);
  if (!step(play, take)) {
    const { p, me, rng, spread, offset, kind } = r;
    while (!play.finished) {
      const s = play.current;
      const amp = spread[s]!;
      const jitter = offset[s]! + (amp === 0 ? 0 : (rng.next() * 2 - 1) * amp);
      const k = kind[s]!;
      step(play, k === SHARP_KIND ? sharpTakes(play, p.sharp, jitter) : k === MEDIUM_KIND ? mediumTakes(play, s === me ? p.self : p.rollout, jitter) : play.chips[s]! <= 0 || rng.next() < 0.5);
    }
  }
  return worldValue(play, r.me, r.p.marginWeight);
}

/** Each tuning as it plays at a number of seats (`atSeats`), by tuning and then seats. */
const AT_SEATS = new WeakMap<Readonly<HardParams>, Map<number, Readonly<HardParams>>>();

/**
 * The tuning `p` as it plays at `seats` seats, made once per tuning and count: at 3 seats the 3-seat
 * weights of the sharp rule in both searches (`HardParams.sharp3`), and at the counts it lists the
 * tree's paired root (`HardParams.pairedSeats`); `p` itself where neither applies.
 */
function atSeats(p: Readonly<HardParams>, seats: number): Readonly<HardParams> {
  const three = seats === 3 && p.sharp3 !== null;
  const paired = p.pairedSeats.includes(seats) && !p.tree.paired;
  if (!three && !paired) return p;
  let bySeats = AT_SEATS.get(p);
  if (!bySeats) AT_SEATS.set(p, (bySeats = new Map()));
  let q = bySeats.get(seats);
  if (!q) {
    const sharp = three ? p.sharp3! : p.sharp;
    const tree = { ...p.tree, policy: three ? p.sharp3! : p.tree.policy, paired: paired || !!p.tree.paired };
    bySeats.set(seats, (q = { ...p, sharp, sharp3: null, pairedSeats: [], tree }));
  }
  return q;
}
