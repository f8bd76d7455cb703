/**
 * Reading rivals for the hard computer player: "watch other players" (seeds/004, "Strategy").
 * Every public decision of a rival (a refusal in the list, a take seen when the next auction
 * starts) is compared with what the sharp rule (policy.ts) would have asked for that cube: the pot
 * minus that price is the decision's margin. A rival is modelled as taking when the margin beats
 * a random threshold, uniform in `offset +- spread` chips; the most likely offset and spread
 * (with a prior that assumes a fairly loose player) say how early and how predictably it takes.
 * A random player gets a huge spread, a medium one a small one, an eager one a low offset.
 */
import type { PlayerView } from '../minus/types.js';
import { HELD_WORDS, holds, takeDelta } from '../minus/core.js';
import { SHARP, sharpPrice } from './policy.js';
import { tableFromView, type Table } from './table.js';
import type { ChipBelief, HiddenAuction } from './tracker.js';

/** How a rival's decisions sit round the sharp rule's price (chips). */
export interface RivalStyle {
  /** Chips above (+) or below (-) the sharp rule's price at which it typically takes. */
  offset: number;
  /** Half-width of its random spread round that point. */
  spread: number;
}

/** One public decision: its margin (pot - the sharp rule's price, chips) and whether the rival took. */
export interface RivalDecision {
  seat: number;
  margin: number;
  took: boolean;
}

const OFFSETS = [-8, -5, -3, -1.5, 0, 1.5, 3, 5];
const SPREADS = [2, 4, 7, 10, 15, 22, 32, 45, 70, 100];
/** The style assumed for a rival not seen deciding yet: a loose player. */
export const PRIOR_STYLE: Readonly<RivalStyle> = { offset: 0, spread: 10 };

/**
 * The sharp rule's price for `seat` of the cube on offer, had it `chips` chips: the pot it would
 * want before taking, or null when that rule does not price it (the cube fits the seat's run, or
 * it has no chips). `t.chips` holds the other seats' chips as counted.
 */
export function sharpPriceFor(t: Table, seat: number, chips: number): number | null {
  if (chips <= 0 || takeDelta(t.held, seat, -t.offer!) >= 0) return null;
  const own = t.chips[seat]!;
  t.chips[seat] = chips;
  const price = sharpPrice(t, seat, SHARP);
  t.chips[seat] = own;
  return price;
}

/** Log-likelihood of one decision under a style. */
function logLike(d: RivalDecision, s: RivalStyle): number {
  const take = Math.min(0.98, Math.max(0.02, (d.margin - s.offset + s.spread) / (2 * s.spread)));
  return Math.log(d.took ? take : 1 - take);
}

/** Log-prior of a style: centred on `PRIOR_STYLE`. */
function logPrior(s: RivalStyle): number {
  const o = s.offset / 4;
  const w = Math.log(s.spread / PRIOR_STYLE.spread) / 1.2;
  return -(o * o + w * w) / 2;
}

/** Every style the fit weighs, with its log-prior. */
const GRID: readonly { style: RivalStyle; prior: number }[] = OFFSETS.flatMap((offset) =>
  SPREADS.map((spread) => ({ style: { offset, spread }, prior: logPrior({ offset, spread }) })),
);

/** The style of `GRID` with the highest score (`scores[i]`: log-prior plus log-likelihood). */
function best(scores: ArrayLike<number>): RivalStyle {
  let top = 0;
  for (let i = 1; i < GRID.length; i++) if (scores[i]! > scores[top]!) top = i;
  return { ...GRID[top]!.style };
}

/** The most likely style of a rival from its decisions (the prior alone when there are none). */
export function fitStyle(decisions: readonly RivalDecision[]): RivalStyle {
  const scores = GRID.map((g) => g.prior);
  for (const d of decisions) GRID.forEach((g, i) => (scores[i]! += logLike(d, g.style)));
  return best(scores);
}

interface Seen {
  auction: number;
  version: number;
  refusals: number;
  offer: number;
  cubes: number[][];
}

/** Collects rivals' public decisions from the views one seat is shown. */
export class RivalReader {
  private decisions: RivalDecision[][] = [];
  /** Per seat, each `GRID` style's log-prior plus the log-likelihood of the decisions so far. */
  private scores: Float64Array[] = [];
  private last: Seen | null = null;

  /** Each seat's most likely style (`PRIOR_STYLE` for the reader's own seat and unseen rivals). */
  styleOf(seat: number): RivalStyle {
    const scores = this.scores[seat];
    return scores ? best(scores) : { ...PRIOR_STYLE };
  }

  /** Every decision recorded so far, per seat. */
  recorded(): RivalDecision[][] {
    return this.decisions.map((d) => [...d]);
  }

  /**
   * Take in a view, with the chip belief after it and the auctions that ended since the last
   * view (both from a `ChipTracker` that saw the same view: `belief()`, `lastHidden()`).
   */
  update(view: PlayerView, belief: ChipBelief, hidden: readonly HiddenAuction[] | null): void {
    if (view.finished || view.offer === null) return;
    const n = view.seats.length;
    if (this.decisions.length !== n || (this.last && (view.version < this.last.version || view.auction < this.last.auction))) {
      this.decisions = Array.from({ length: n }, () => []);
      this.scores = Array.from({ length: n }, () => Float64Array.from(GRID, (g) => g.prior));
      this.last = null;
    }
    const last = this.last;
    if (last && view.version === last.version) return;
    const t = tableFromView(view);
    const chips = belief.chips.map((c) => Math.max(0, Math.round(c)));
    for (let s = 0; s < n; s++) t.chips[s] = chips[s]!;
    if (last && hidden && hidden.length > 0 && hidden.length === view.auction - last.auction) this.hiddenAuctions(view, last, t, chips, hidden);
    // This auction's refusals (all new unless the last view was in the same auction).
    const from = last && view.auction === last.auction ? last.refusals : 0;
    const later = new Array<number>(n).fill(0);
    for (let i = view.refusals.length - 1; i >= 0; i--) {
      const s = view.refusals[i]!;
      if (i >= from && s !== view.seat) {
        t.pot = i;
        this.record(s, t, chips[s]! + later[s]! + 1, false);
      }
      later[s]! += 1;
    }
    this.last = { auction: view.auction, version: view.version, refusals: view.refusals.length, offer: -view.offer, cubes: view.seats.map((x) => [...x.cubes]) };
  }

  /**
   * Decisions in the auctions that ended out of sight. The first one's cube is the one the last
   * view showed; a later one's cube is known when its taker gained just that one cube.
   */
  private hiddenAuctions(view: PlayerView, last: Seen, now: Table, chips: number[], hidden: readonly HiddenAuction[]): void {
    const n = now.chips.length;
    // Cubes each seat gained out of sight, by magnitude; the first auction's is known.
    const fresh = view.seats.map((x, i) => x.cubes.filter((c) => !last.cubes[i]!.includes(c)).map((c) => -c));
    const first = fresh[hidden[0]!.taker]!;
    if (!first.includes(last.offer)) return;
    first.splice(first.indexOf(last.offer), 1);
    const laterTakes = new Array<number>(n).fill(0);
    hidden.forEach((a, j) => {
      if (j > 0) laterTakes[a.taker]! += 1;
    });
    hidden.forEach((a, j) => {
      const m = j === 0 ? last.offer : laterTakes[a.taker] === 1 && fresh[a.taker]!.length === 1 ? fresh[a.taker]![0]! : 0;
      if (m === 0 || !holds(now.held, a.taker, m)) return;
      const t: Table = { ...now, held: now.held.slice(), offer: -m };
      const w = a.taker * HELD_WORDS + (m >> 5);
      t.held[w] = t.held[w]! & ~(1 << (m & 31));
      t.pot = a.pot + a.refusals;
      if (a.taker !== view.seat) this.record(a.taker, t, Math.max(0, chips[a.taker]! - t.pot), true);
      for (let k = 0; k < a.refusals; k++) {
        const s = (a.from + k) % n;
        t.pot = a.pot + k;
        if (s !== view.seat) this.record(s, t, chips[s]! + 1, false);
      }
    });
  }

  private record(seat: number, t: Table, chips: number, took: boolean): void {
    const price = sharpPriceFor(t, seat, chips);
    if (price === null) return;
    const d = { seat, margin: t.pot - price, took };
    this.decisions[seat]!.push(d);
    const scores = this.scores[seat]!;
    for (let i = 0; i < GRID.length; i++) scores[i]! += logLike(d, GRID[i]!.style);
  }
}
