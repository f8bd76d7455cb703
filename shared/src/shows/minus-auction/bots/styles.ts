/**
 * Reading rivals' styles for the hard computer player: "watch other players" (docs/BOTS.md,
 * "Reading rivals"). Every public decision of a rival (a refusal in the list, a take seen when the
 * next auction starts) is compared with what the steady medium rule would have asked for that
 * cube: the pot minus that price is the decision's margin. A rival is modelled as taking when the
 * margin beats a random threshold, uniform in `offset +- spread` chips; the most likely offset and
 * spread (with a prior that assumes a fairly loose player) say how early and how predictably it
 * takes. A random player gets a huge spread, a medium one a small one, an eager one a low offset.
 */
import { mediumPriceFor } from './rivals.js';
import type { Table } from './table.js';
import { DecisionWatch } from './watch.js';

/** How a rival's decisions sit round the steady rule's price (chips). */
export interface RivalStyle {
  /** Chips above (+) or below (-) the steady price at which it typically takes. */
  offset: number;
  /** Half-width of its random spread round that point. */
  spread: number;
}

/** One public decision: its margin (pot - steady price, chips) and whether the rival took. */
export interface StyleDecision {
  seat: number;
  margin: number;
  took: boolean;
}

const OFFSETS = [-8, -5, -3, -1.5, 0, 1.5, 3, 5];
const SPREADS = [2, 4, 7, 10, 15, 22, 32, 45, 70, 100];
/** The style assumed for a rival not seen deciding yet: a loose player. */
export const PRIOR_STYLE: Readonly<RivalStyle> = { offset: 0, spread: 10 };

/** Log-likelihood of one decision under a style. */
function logLike(d: StyleDecision, s: RivalStyle): number {
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
export function fitStyle(decisions: readonly StyleDecision[]): RivalStyle {
  const scores = GRID.map((g) => g.prior);
  for (const d of decisions) GRID.forEach((g, i) => (scores[i]! += logLike(d, g.style)));
  return best(scores);
}

/** Collects rivals' public decisions from the views one seat is shown, and fits each rival's style. */
export class StyleReader extends DecisionWatch {
  private decisions: StyleDecision[][] = [];
  /** Per seat, each `GRID` style's log-prior plus the log-likelihood of the decisions so far. */
  private scores: Float64Array[] = [];

  /** Each seat's most likely style (`PRIOR_STYLE` for the reader's own seat and unseen rivals). */
  styleOf(seat: number): RivalStyle {
    const scores = this.scores[seat];
    return scores ? best(scores) : { ...PRIOR_STYLE };
  }

  /** Every decision recorded so far, per seat. */
  recorded(): StyleDecision[][] {
    return this.decisions.map((d) => [...d]);
  }

  protected begin(n: number): void {
    this.decisions = Array.from({ length: n }, () => []);
    this.scores = Array.from({ length: n }, () => Float64Array.from(GRID, (g) => g.prior));
  }

  protected record(seat: number, t: Table, chips: number, took: boolean): void {
    const price = mediumPriceFor(t, seat, chips);
    if (price === null) return;
    const d = { seat, margin: t.pot - price, took };
    this.decisions[seat]!.push(d);
    const scores = this.scores[seat]!;
    for (let i = 0; i < GRID.length; i++) scores[i]! += logLike(d, GRID[i]!.style);
  }
}
