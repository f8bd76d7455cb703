/**
 * How the hard level imagines another bidder choosing its cards (docs/BOTS.md, "Rubbish
 * Auction", "Hard"): a few simple models of a player, each giving a chance to every set the
 * bidder could hold out, once for a bidder whose Geek wants the item and once for one whose Geek
 * does not. The hard level learns which model fits each rival from the revealed rounds.
 */
import { plainDistribution, setsOf } from './hands.js';
import { MEDIUM_PRICES, rankOdds, roundWorth } from './odds.js';
import type { MoneyCard } from '../types.js';

/** What a bidder saw when it chose: the bidding order's facts and its own stake. */
export interface BidContext {
  /** Bidders in bidding order: each one's blocked card and, for those before this bidder, how many cards it held out (null: unknown). */
  bidders: { blocked: MoneyCard | null; count: number | null }[];
  /** This bidder's index in the order. */
  index: number;
  fame: number;
  last: boolean;
}

/**
 * The models, in this order: a careful player (the one-round worth of each set, chosen with a
 * little noise: `sharp`), a rougher one (more noise: `loose`), a plain one (bids high for what it
 * wants, low otherwise: `plain`), and a player that ignores everything (`any`).
 */
export const RIVAL_MODELS = ['sharp', 'loose', 'plain', 'any'] as const;
export type RivalModel = (typeof RIVAL_MODELS)[number];

/** Noise (fame points) of the worth-based models, and the slope of the plain one. */
export const MODEL_PARAMS = { sharp: 0.6, loose: 2.5, plainSlope: 4, floor: 0.03 } as const;

/**
 * Per model, per stake (index 0: the Geek does not want the item, 1: it does), the chance of
 * each set of the bidder's hand (`setsOf(blocked)` order). Every chance is mixed with a little
 * of `any` (`floor`), so no set is ever impossible. With `memo`, a context already seen is not
 * worked out again (the arrays are shared: do not change them).
 */
export function modelChances(ctx: BidContext, memo?: Map<string, Float64Array[][]>): Float64Array[][] {
  if (memo) {
    const key = `${ctx.index}|${ctx.fame}|${ctx.last ? 1 : 0}|${ctx.bidders.map((b) => `${b.blocked ?? 0}:${b.count ?? '-'}`).join(',')}`;
    let found = memo.get(key);
    if (!found) {
      found = modelChances(ctx);
      memo.set(key, found);
    }
    return found;
  }
  const me = ctx.bidders[ctx.index]!;
  const sets = setsOf(me.blocked);
  const dists = ctx.bidders.map((b, j) => (j === ctx.index ? null : plainDistribution(b.blocked, b.count)));
  const most = sets[sets.length - 1]!.value || 1;
  const any = normalise(sets.map((s) => s.ways));
  const out: Float64Array[][] = RIVAL_MODELS.map(() => []);
  for (const wanted of [false, true]) {
    const worth = sets.map((s) => roundWorth(s, rankOdds(dists, ctx.index, s.value), { wanted, fame: ctx.fame, last: ctx.last }, MEDIUM_PRICES));
    const top = Math.max(...worth);
    const slope = (wanted ? 1 : -1) * MODEL_PARAMS.plainSlope;
    const raw: number[][] = [
      sets.map((s, i) => s.ways * Math.exp((worth[i]! - top) / MODEL_PARAMS.sharp)),
      sets.map((s, i) => s.ways * Math.exp((worth[i]! - top) / MODEL_PARAMS.loose)),
      sets.map((s) => s.ways * Math.exp((slope * s.value) / most)),
      sets.map((s) => s.ways),
    ];
    raw.forEach((r, m) => {
      const p = normalise(r);
      for (let i = 0; i < p.length; i++) p[i] = (1 - MODEL_PARAMS.floor) * p[i]! + MODEL_PARAMS.floor * any[i]!;
      out[m]!.push(p);
    });
  }
  return out;
}

function normalise(weights: readonly number[]): Float64Array {
  const out = new Float64Array(weights.length);
  let total = 0;
  for (const w of weights) total += w;
  for (let i = 0; i < weights.length; i++) out[i] = total > 0 ? weights[i]! / total : 1 / weights.length;
  return out;
}
