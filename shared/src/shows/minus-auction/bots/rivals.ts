/**
 * Reading rivals for the hard computer player: "watch other players" (docs/BOTS.md, "Reading
 * rivals"). Every public decision of a rival (a refusal in the list, a take seen when the next
 * auction starts) is weighed under three kinds of player, each a rule with its own noise:
 * - `sharp`: the sharp rule (policy.ts), as strong players (searching ones included) follow it:
 *   how often they take at each margin of the pot over its price is `SHARP_TAKES`, measured;
 * - `medium`: the steady medium rule, nearly to the chip: careful players who refuse long;
 * - `random`: a coin toss.
 * The probability of each kind after a rival's decisions so far (from `RIVAL_PRIOR`) is what the
 * hard player imagines that rival as, world by world.
 */
import { takeDelta } from '../core.js';
import { MEDIUM_PARAMS } from './medium.js';
import { SHARP, sharpPrice, type PolicyParams } from './policy.js';
import type { PlayerView } from '../types.js';
import { decisionWorth, sharpTakeChance, type JudgeRules } from './judge.js';
import { copyTable, progress, type Table } from './table.js';
import type { ChipBelief, HiddenAuction } from './tracker.js';
import { DecisionWatch } from './watch.js';

/** The kinds of player the reader tells apart, in the order of a `RivalRead`'s probabilities. */
export const RIVAL_KINDS = ['sharp', 'medium', 'random'] as const;
export type RivalKind = (typeof RIVAL_KINDS)[number];

/** What is believed of one rival: the probability of each kind (`RIVAL_KINDS` order), and how many decisions it rests on. */
export interface RivalRead {
  p: [number, number, number];
  decisions: number;
}

/** One public decision: how likely a take was for a strong player and for a medium one, and whether the rival took. */
export interface RivalDecision {
  seat: number;
  /** Probability that a strong player (the sharp kind) takes here. */
  sharp: number;
  /** Probability that a medium player takes here. */
  medium: number;
  took: boolean;
}

/** Belief in each kind before a rival is seen deciding (`RIVAL_KINDS` order). */
export const RIVAL_PRIOR: Readonly<[number, number, number]> = [0.9, 0.07, 0.03];
/**
 * How often a strong player takes a cube that costs it points, by the margin of the pot over the
 * sharp rule's price (chips): `[margin, share]`, straight lines in between, flat beyond the ends.
 * Measured on 30,000 decisions of `dmc` players (all presets, 3 to 7 seats): they seldom take far
 * below the price, and take only about half the time above it (they often wait for more).
 */
export const SHARP_TAKES: readonly (readonly [number, number])[] = [
  [-20, 0.011], [-18, 0.023], [-16, 0.028], [-14, 0.02], [-12, 0.046], [-10, 0.062], [-8, 0.093], [-6, 0.128],
  [-4, 0.221], [-2, 0.344], [0, 0.511], [2, 0.55],
];
/** The same for a medium player round the steady rule's price: it follows the rule nearly to the chip. */
export const MEDIUM_TAU = 0.6;

/**
 * How often an eager strong player takes, by how likely the strong kind's rule says a take is
 * (`[sharp chance, share]`, straight lines in between). Strong players differ: at 3 seats the tree
 * search `ismcts-read` took far more often than the strong kind's odds say (0.37 of the time where
 * they say 0.15, 0.5 where they say 0.27), while `dmc` took about as often or less. Measured on the
 * decisions a hard player judged by their worth in 120 games of each at 3 seats (docs/BENCHMARKS.md,
 * "The 3-seat cell: an eager strong player").
 */
export const EAGER_TAKES: readonly (readonly [number, number])[] = [
  [0, 0.003], [0.013, 0.005], [0.033, 0.05], [0.074, 0.2], [0.146, 0.37], [0.274, 0.5], [0.426, 0.64],
  [0.59, 0.66], [0.79, 0.71], [0.94, 0.84], [1, 0.88],
];

/** A table of `[x, y]` points at `x`: straight lines in between, flat beyond the ends. */
function interpolate(table: readonly (readonly [number, number])[], x: number): number {
  if (x <= table[0]![0]) return table[0]![1];
  for (let i = 1; i < table.length; i++) {
    const [x1, y1] = table[i]!;
    if (x <= x1) {
      const [x0, y0] = table[i - 1]!;
      return y0 + ((y1 - y0) * (x - x0)) / (x1 - x0);
    }
  }
  return table[table.length - 1]![1];
}

/** `SHARP_TAKES` at a margin. */
function sharpTakeRate(margin: number): number {
  return interpolate(SHARP_TAKES, margin);
}

/** How likely an eager strong player is to take where the strong kind takes with probability `sharp` (`EAGER_TAKES`). */
export function eagerTakeChance(sharp: number): number {
  return interpolate(EAGER_TAKES, sharp);
}

/** A probability kept within 0.015..0.98, so one odd decision never rules a kind out. */
const floor = (x: number): number => Math.min(0.98, Math.max(0.015, x));

/** Probability of the decision under each kind, floored (`floor`). */
function likelihoods(d: RivalDecision, out: Float64Array): void {
  out[0] = floor(d.took ? d.sharp : 1 - d.sharp);
  out[1] = floor(d.took ? d.medium : 1 - d.medium);
  out[2] = 0.5;
}

/**
 * How likely a strong and a medium player are to take the cube on offer for `seat` with `chips`
 * chips (`t.pot` in the pot; `t.chips` the others' chips as counted), or null when the seat has
 * no chips (it must take: no evidence). A cube that costs points: by the margin of the pot over
 * each rule's price. A cube that fits its run: both take it at once when a rival's run touches
 * it (a strong player also when a seat on the way has no chips); otherwise either may let it go
 * round, no evidence. `weights`: the sharp rule a strong player is priced by (default `SHARP`).
 */
export function takeOdds(t: Table, seat: number, chips: number, weights: Readonly<PolicyParams> = SHARP): { sharp: number; medium: number } | null {
  if (chips <= 0) return null;
  const m = -t.offer!;
  const sharp = sharpPriceFor(t, seat, chips, weights);
  if (sharp !== null) {
    const medium = mediumPriceFor(t, seat, chips)!;
    return { sharp: sharpTakeRate(t.pot - sharp), medium: 1 / (1 + Math.exp(-(t.pot - medium) / MEDIUM_TAU)) };
  }
  const n = t.chips.length;
  let touch = false;
  let broke = false;
  for (let k = 1; k < n; k++) {
    const r = (seat + k) % n;
    if (takeDelta(t.held, r, m) >= 0) touch = true;
    if (t.chips[r]! <= 0) broke = true;
  }
  return { sharp: touch || broke ? 0.88 : 0.5, medium: touch || chips < MEDIUM_PARAMS.steady.roundChips ? 0.97 : 0.5 };
}

/** Belief a kind other than `sharp` needs before a rival is imagined as that kind. */
export const KIND_BAR = 0.9;

/**
 * The kind a rival is imagined as: medium or random once the belief in it reaches `KIND_BAR`,
 * otherwise a strong player (wrongly imagining a strong player as anything else cost far more
 * than the reverse, measured against tables of challengers).
 */
export function kindOf(read: RivalRead): RivalKind {
  if (read.p[1] >= KIND_BAR) return 'medium';
  if (read.p[2] >= KIND_BAR) return 'random';
  return 'sharp';
}

/** The belief in each kind after some decisions (the prior alone when there are none). */
export function readDecisions(decisions: readonly RivalDecision[]): RivalRead {
  const log = RIVAL_PRIOR.map((x) => Math.log(x));
  const like = new Float64Array(3);
  for (const d of decisions) {
    likelihoods(d, like);
    for (let i = 0; i < 3; i++) log[i]! += Math.log(like[i]!);
  }
  return decisions.length ? { p: normalise(log), decisions: decisions.length } : { p: [...RIVAL_PRIOR], decisions: 0 };
}

function normalise(log: ArrayLike<number>): [number, number, number] {
  const top = Math.max(log[0]!, log[1]!, log[2]!);
  const e = [Math.exp(log[0]! - top), Math.exp(log[1]! - top), Math.exp(log[2]! - top)];
  const sum = e[0]! + e[1]! + e[2]!;
  return [e[0]! / sum, e[1]! / sum, e[2]! / sum];
}

/**
 * The sharp rule's price for `seat` of the cube on offer, had it `chips` chips: the pot it would
 * want before taking, or null when that rule does not price it (the cube fits the seat's run, or
 * it has no chips). `t.chips` holds the other seats' chips as counted. `weights`: the rule's
 * weights (default `SHARP`).
 */
export function sharpPriceFor(t: Table, seat: number, chips: number, weights: Readonly<PolicyParams> = SHARP): number | null {
  if (chips <= 0 || takeDelta(t.held, seat, -t.offer!) >= 0) return null;
  const own = t.chips[seat]!;
  t.chips[seat] = chips;
  const price = sharpPrice(t, seat, weights);
  t.chips[seat] = own;
  return price;
}

/** The steady medium rule's price for `seat` of the cube on offer with `chips` chips, or null as above. */
export function mediumPriceFor(t: Table, seat: number, chips: number): number | null {
  const delta = takeDelta(t.held, seat, -t.offer!);
  if (delta >= 0 || chips <= 0) return null;
  const p = MEDIUM_PARAMS.steady;
  const reserve = p.reserve0 + p.reserveGrowth * progress(t);
  return p.ratio * -delta - p.slack - p.pressure * Math.max(0, reserve - chips);
}

/**
 * What a table is believed to be, in `TABLE_KINDS` order: every rival a strong player, every rival
 * a medium one, every rival a coin-tosser, or each rival its own kind (read one by one). Sums to 1.
 */
export type TableRead = [number, number, number, number];

/** The table kinds a `TableRead` weighs, in its order. */
export const TABLE_KINDS = ['sharp', 'medium', 'random', 'mixed'] as const;

/**
 * The belief in each kind of table (`TABLE_KINDS`) from the rivals' reads: Bayes' rule over the
 * rivals' decisions taken together. Players at one table are often alike (a group of friends of
 * one skill, bots of one level), so a table-wide kind pools every rival's evidence: four strong
 * rivals refusing cheap cubes tell it a strong table within a round, two coin-tossers taking costly
 * cubes for nothing tell it a coin-tossing table, where one rival's decisions alone would take
 * many auctions. `reads[s]` is seat `s`'s read from a `RivalReader` with prior `kindPrior` (a
 * read is that prior times the likelihood of its decisions, so its likelihood under kind k is
 * `p[k] / kindPrior[k]` up to a factor shared by every kind of table); the reader's own seat `me`
 * and seats without a read are left out. `tablePrior`: the belief before any decision is seen.
 * Under `mixed` each rival keeps its own read. Source: docs/BOTS.md, "Hard".
 */
export function readTable(
  reads: readonly (RivalRead | undefined)[], me: number, kindPrior: Readonly<[number, number, number]>,
  tablePrior: Readonly<TableRead>,
): TableRead {
  const log = tablePrior.map((x) => Math.log(x)) as TableRead;
  reads.forEach((read, s) => {
    if (s === me || !read) return;
    for (let k = 0; k < 3; k++) log[k] = log[k]! + Math.log(Math.max(1e-300, read.p[k]!)) - Math.log(kindPrior[k]!);
  });
  const top = Math.max(...log);
  const e = log.map((x) => Math.exp(x - top));
  const sum = e[0]! + e[1]! + e[2]! + e[3]!;
  return [e[0]! / sum, e[1]! / sum, e[2]! / sum, e[3]! / sum];
}

/**
 * Judging decisions by their worth (judge.ts) while a table's kind is in doubt: a reader given
 * this weighs each decision under the strong kind by a short look-ahead in the rival's seat
 * (sharper evidence, a 32-world look-ahead per decision, spent when a read is asked for)
 * until the table's likeliest kind (`readTable` from `tablePrior`) is believed above `until`;
 * from then on, and without it, by the margin of the pot over the sharp rule's price alone.
 */
export interface WorthJudging {
  tablePrior: Readonly<TableRead>;
  until: number;
}

interface Pending {
  seat: number;
  t: Table;
  chips: number;
  took: boolean;
  odds: { sharp: number; medium: number };
}

/**
 * Collects rivals' public decisions from the views one seat is shown, and reads each rival's kind from them.
 * At a table of at most `eagerSeats` seats the strong kind is two alike in weight: the strong
 * kind's odds as they are, and an eager strong player's (`eagerTakeChance`); a rival's belief in the
 * strong kind is the two together, so a strong player who takes readily is not read as a coin-tosser.
 */
export class RivalReader extends DecisionWatch {
  /**
   * `prior`: the belief in each kind before a rival is seen deciding (`RIVAL_KINDS` order);
   * `worth`: when to judge decisions by their worth (`WorthJudging`; null: by the margin alone);
   * `eagerSeats`: the most seats at which an eager strong player is weighed too (0: never);
   * `sharp3`: at tables of 3 seats, the sharp rule's weights a strong player is priced by (null:
   * `SHARP` at every table; the hard level passes its own, `HardParams.sharp3`).
   */
  constructor(
    private readonly prior: Readonly<[number, number, number]> = RIVAL_PRIOR,
    private readonly worth: Readonly<WorthJudging> | null = null,
    private readonly eagerSeats = 0,
    private readonly sharp3: Readonly<PolicyParams> | null = null,
  ) {
    super();
  }
  private decisions: RivalDecision[][] = [];
  /**
   * Per seat, the log of each kind's prior times the likelihood of the decisions so far; at an
   * eager table a fourth entry is the eager strong player's, and the first the other half of the strong kind.
   */
  private scores: Float64Array[] = [];
  private eager = false;
  private like = new Float64Array(3);
  /** Decisions seen but not yet weighed (`worth` judging weighs them when a read is asked for). */
  private pending: Pending[] = [];
  private rules: JudgeRules | null = null;

  /** What is believed of a seat (the prior for the reader's own seat and for rivals not seen deciding). */
  readOf(seat: number): RivalRead {
    this.flush();
    const decisions = this.decisions[seat]?.length ?? 0;
    return this.scores[seat] && decisions > 0 ? this.readNow(seat) : { p: [...this.prior], decisions: 0 };
  }

  /** A seat's read from its scores (at an eager table, the strong kind's two halves summed). */
  private readNow(seat: number): RivalRead {
    const scores = this.scores[seat]!;
    const decisions = this.decisions[seat]!.length;
    if (!this.eager) return { p: normalise(scores), decisions };
    const a = scores[0]!;
    const b = scores[3]!;
    const top = Math.max(a, b);
    return { p: normalise([top + Math.log(Math.exp(a - top) + Math.exp(b - top)), scores[1]!, scores[2]!]), decisions };
  }

  /** Every decision recorded so far, per seat. */
  recorded(): RivalDecision[][] {
    this.flush();
    return this.decisions.map((d) => [...d]);
  }

  override update(view: PlayerView, belief: ChipBelief, hidden: readonly HiddenAuction[] | null): void {
    this.rules = view.rules;
    super.update(view, belief, hidden);
  }

  protected begin(n: number): void {
    this.decisions = Array.from({ length: n }, () => []);
    this.eager = n <= this.eagerSeats;
    const [sharp, medium, random] = this.prior.map((x) => Math.log(x)) as [number, number, number];
    this.scores = Array.from({ length: n }, () => Float64Array.from(this.eager ? [sharp + Math.log(0.5), medium, random, sharp + Math.log(0.5)] : [sharp, medium, random]));
    this.pending = [];
  }

  protected record(seat: number, t: Table, chips: number, took: boolean): void {
    const odds = takeOdds(t, seat, chips, t.chips.length === 3 && this.sharp3 ? this.sharp3 : SHARP);
    if (odds === null) return;
    if (this.worth !== null) this.pending.push({ seat, t: copyTable(t), chips, took, odds });
    else this.add({ seat, sharp: odds.sharp, medium: odds.medium, took });
  }

  private flush(): void {
    const rules = this.rules;
    if (rules === null || this.pending.length === 0) return;
    const worth = this.worth!;
    const reads = this.scores.map((_, s) => this.readNow(s));
    const settled = Math.max(...readTable(reads, -1, this.prior, worth.tablePrior)) > worth.until;
    for (const p of this.pending) {
      const sharp = settled ? p.odds.sharp : sharpTakeChance(decisionWorth(p.t, p.seat, p.chips, rules), p.odds.sharp);
      this.add({ seat: p.seat, sharp, medium: p.odds.medium, took: p.took });
    }
    this.pending = [];
  }

  private add(d: RivalDecision): void {
    this.decisions[d.seat]!.push(d);
    likelihoods(d, this.like);
    const scores = this.scores[d.seat]!;
    for (let i = 0; i < 3; i++) scores[i]! += Math.log(this.like[i]!);
    if (this.eager) {
      const e = floor(eagerTakeChance(d.sharp));
      scores[3]! += Math.log(d.took ? e : 1 - e);
    }
  }
}
