/**
 * The sharp rule: a threshold policy with tuned weights, fast enough to play every seat of the
 * hard player's imagined endings (and to be a player of its own, the `selfplay` challenger).
 * Its weights were tuned by self-play (shared/src/shows/minus-auction/cli/tune.ts; docs/BOTS.md, "Tuning").
 *
 * For the seat to act, facing the cube -m with `pot` chips on it:
 * - a cube that **costs** points (`cost = -takeDelta > 0`) is taken when the pot reaches
 *   `ratio(progress) x cost - slack - pressure x short + wealth x spare + away x gone - gap x live`,
 *   where `short` / `spare` are the chips below / above the wanted reserve, `gone` is 1 when some
 *   seat before the cube would come back must take it (no chips) or would take it cheaply (it
 *   touches that seat's run), so refusing costs one chip and the cube is gone, and `live` is 1
 *   when the cube lies one gap away from the seat's run and the gap cube is still unseen;
 * - a cube that **fits** a run (cost <= 0) is taken at once when a rival's run touches it or
 *   the cube could be gone before it comes back; otherwise it goes round (`milk` times at most,
 *   with at least `milkChips` chips in hand) while one more round would still leave the pot
 *   below what any rival would take it for.
 * Reads only what the seat may know: the cubes on the table, the pot, this auction's refusals,
 * chip counts (its own; the others' as counted from public refusals).
 */
import { HELD_WORDS as HELD_WORDS_IMPORT, refusalsBy as refusalsByImport, type Table } from '../core.js';

// Local copies of hot imports (see medium.ts).
const HELD_WORDS = HELD_WORDS_IMPORT;
const refusalsBy = refusalsByImport;

/** Weights of the sharp rule (chips, points, or chips per point; see the module comment). */
export interface PolicyParams {
  /** Pot demanded per point of cost at the first auction. */
  ratio0: number;
  /** Pot demanded per point of cost at the last auction (linear in between). */
  ratio1: number;
  /** Points of cost swallowed with an empty pot. */
  slack: number;
  /** Chip reserve wanted at the start. */
  reserve0: number;
  /** Chip reserve wanted at the end. */
  reserve1: number;
  /** Pot demand dropped per chip below the reserve. */
  pressure: number;
  /** Pot demand raised per chip above the reserve. */
  wealth: number;
  /** Pot demand raised when refusing would send the cube away for good. */
  away: number;
  /** Pot demand dropped when the cube lies one live gap from the seat's run. */
  gap: number;
  /** Most rounds a fitting cube may go round. */
  milk: number;
  /** Fewest chips in hand to let a fitting cube go round. */
  milkChips: number;
}

/** The tuned weights (self-play, all presets and seat counts). */
export const SHARP: Readonly<PolicyParams> = {
  ratio0: 0.256, ratio1: 0.5, slack: 1.739, reserve0: 6.832, reserve1: 4.405, pressure: 0.538, wealth: 0.409, away: 1.556, gap: 6.178, milk: 0.661, milkChips: 3.012,
};

/**
 * The sharp rule's weights for tables of 3 seats, tuned by self-play at 3 seats only, starting
 * from `SHARP` (`tune.ts --seats 3 --from sharp --generations 40 --population 32 --deals 300
 * --seed 34`). At 3 seats it beats `SHARP` (1.195 x the fair share in 3-seat self-play): it swallows
 * more points with an empty pot (`slack` 3.5) and late in the game asks more per point (`ratio1`),
 * the eager taking the strong searching players show at 3 seats. The hard level imagines strong
 * players (itself included) by it at 3 seats (hard.ts, `HardParams.sharp3`; docs/BOTS.md, "Hard").
 */
export const SHARP_3: Readonly<PolicyParams> = {
  ratio0: 0.245, ratio1: 0.66, slack: 3.511, reserve0: 8.264, reserve1: 4.112, pressure: 0.311, wealth: 0.35, away: -0.022, gap: 4.521, milk: 0.607, milkChips: 2.409,
};

/** Bit `m & 31` of a seat's word for magnitude m. */
function has(held: readonly number[], seat: number, m: number): boolean {
  return ((held[seat * HELD_WORDS + (m >> 5)]! >>> (m & 31)) & 1) === 1;
}

/** Cube-score change (points) for `seat` of taking the cube of magnitude `m` (the core's takeDelta, inlined). */
function delta(held: readonly number[], seat: number, m: number): number {
  return (has(held, seat, m - 1) ? 0 : -m) + (has(held, seat, m + 1) ? m + 1 : 0);
}

/** True when nobody holds the cube of magnitude `m` (it is in the deck, removed, or on offer). */
function unseen(held: readonly number[], n: number, m: number): boolean {
  for (let s = 0; s < n; s++) if (has(held, s, m)) return false;
  return true;
}

/**
 * The sharp rule's decision for the seat whose turn it is: true to take. `jitter` (chips) is
 * added to the pot it asks for (imagined players use it to be less predictable). A seat without
 * chips always takes (RULES.md, "An auction", 3).
 */
export function sharpTakes(t: Table, p: Readonly<PolicyParams>, jitter = 0): boolean {
  const s = t.current;
  const c = t.chips[s]!;
  if (c <= 0) return true;
  const held = t.held;
  const m = -t.offer!;
  const cost = -delta(held, s, m);
  if (cost > 0) {
    // `sharpPrice` without its two rarer terms first: they are worked out only when they could
    // change the answer (most decisions are clear without them; this is the look-ahead's hot loop).
    const total = t.deck.length;
    const prog = total <= 1 ? 1 : (t.revealed - 1) / (total - 1);
    const short = p.reserve0 + (p.reserve1 - p.reserve0) * prog - c;
    const need = (p.ratio0 + (p.ratio1 - p.ratio0) * prog) * cost - p.slack + (short > 0 ? -p.pressure * short : -p.wealth * short) + jitter;
    const margin = t.pot - need;
    // The most the two terms can raise (`up`) or lower (`down`) the pot it asks for.
    const up = (p.away > 0 ? p.away : 0) + (p.gap < 0 ? -p.gap : 0);
    const down = (p.gap > 0 ? p.gap : 0) + (p.away < 0 ? -p.away : 0);
    if (margin >= up || margin < -down) return margin >= up;
    return t.pot >= sharpPrice(t, s, p) + jitter;
  }
  // The cube fits its run: take at once if it could be gone before it comes back, else milk it.
  if (c < p.milkChips || fitGone(t, s, p) || refusalsBy(t, s) >= p.milk) return true;
  return t.pot + t.chips.length - 1 >= rivalsPrice(t, s, p) + jitter;
}

/** Progress 0..1 and the ratio of pot to cost at this point of the game. */
function ratioNow(t: Table, p: Readonly<PolicyParams>): number {
  const total = t.deck.length;
  const prog = total <= 1 ? 1 : (t.revealed - 1) / (total - 1);
  return p.ratio0 + (p.ratio1 - p.ratio0) * prog;
}

/**
 * True when the cube on offer would be gone before it came back to `seat`: a seat on the way has
 * no chips (it must take), or the cube touches that seat's run (it costs that seat nothing).
 */
function fitGone(t: Table, seat: number, _p: Readonly<PolicyParams>): boolean {
  const n = t.chips.length;
  const m = -t.offer!;
  for (let k = 1; k < n; k++) {
    const r = seat + k < n ? seat + k : seat + k - n;
    if (t.chips[r]! <= 0 || delta(t.held, r, m) >= 0) return true;
  }
  return false;
}

/** The smallest pot for which some rival of `seat` would take the cube on offer (0 when it fits a rival's run). */
function rivalsPrice(t: Table, seat: number, p: Readonly<PolicyParams>): number {
  const n = t.chips.length;
  const m = -t.offer!;
  const ratio = ratioNow(t, p);
  let price = Infinity;
  for (let r = 0; r < n; r++) {
    if (r === seat) continue;
    const d = delta(t.held, r, m);
    const x = d >= 0 ? 0 : -ratio * d - p.slack;
    if (x < price) price = x;
  }
  return price;
}

/**
 * The pot (chips) at which `seat`, deciding now, takes the cube on offer by the sharp rule, when
 * the cube costs it points; NaN when the cube fits one of its runs (the go-round rule decides
 * then). Reads `seat`'s own chips from `t.chips`.
 */
export function sharpPrice(t: Table, seat: number, p: Readonly<PolicyParams>): number {
  const held = t.held;
  const m = -t.offer!;
  const cost = -delta(held, seat, m);
  if (cost <= 0) return NaN;
  const n = t.chips.length;
  const c = t.chips[seat]!;
  const total = t.deck.length;
  const prog = total <= 1 ? 1 : (t.revealed - 1) / (total - 1);
  const ratio = p.ratio0 + (p.ratio1 - p.ratio0) * prog;
  const reserve = p.reserve0 + (p.reserve1 - p.reserve0) * prog;
  const short = reserve - c;
  let need = ratio * cost - p.slack + (short > 0 ? -p.pressure * short : -p.wealth * short);
  if (p.away !== 0 && fitGone(t, seat, p)) need += p.away;
  if (p.gap !== 0) {
    const live = (has(held, seat, m + 2) && !has(held, seat, m + 1) && unseen(held, n, m + 1)) ||
      (m > 2 && has(held, seat, m - 2) && !has(held, seat, m - 1) && unseen(held, n, m - 1));
    if (live) need -= p.gap;
  }
  return need;
}
