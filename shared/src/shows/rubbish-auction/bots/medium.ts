/**
 * The medium level (docs/BOTS.md, "Rubbish Auction", "Medium"): it prices every set of cards it
 * could hold out by its one-round worth (odds.ts), treating every other bid as any set of that
 * bidder's usable cards with the count it showed, equally likely, narrowed by its own peek. It
 * does not guess Geeks. It picks the item and First Bidder (itself or the next seat) whose best
 * bid is worth most.
 */
import type { RubbishAction, RubbishPlayerView } from '../types.js';
import { setWeights, setsOf, valueDistribution, type HandSet } from './hands.js';
import { MEDIUM_PRICES, rankOdds, roundWorth, type RoundPrices } from './odds.js';
import { situationOf, type Situation } from './situation.js';

/** Each rival's value distribution by bidding index, as the medium level imagines it. */
export function naiveDistributions(s: Situation): (Float64Array | null)[] {
  const dists: (Float64Array | null)[] = new Array(s.order.length).fill(null);
  for (const r of s.rivals) dists[r.index] = valueDistribution(r.blocked, setWeights(r.blocked, r.count, r.peek));
  return dists;
}

/** The best set for a situation by one-round worth, with its worth (ties: the smaller bid). */
export function bestSet(s: Situation, mine: readonly HandSet[], prices: Readonly<RoundPrices>): { set: HandSet; worth: number } {
  const dists = naiveDistributions(s);
  let best = mine[0]!;
  let bestWorth = -Infinity;
  for (const set of mine) {
    const worth = roundWorth(set, rankOdds(dists, s.me, set.value), s.stake, prices);
    if (worth > bestWorth + 1e-9) {
      best = set;
      bestWorth = worth;
    }
  }
  return { set: best, worth: bestWorth };
}

/** Medium's hold-out: the set with the best one-round worth. */
export function mediumHoldOut(view: RubbishPlayerView): RubbishAction {
  const { set } = bestSet(situationOf(view), setsOf(view.seats[view.seat]!.blocked), MEDIUM_PRICES);
  return { type: 'hold-out', cards: [...set.cards] };
}

/** Medium's pick: the item and First Bidder (itself, or the next seat so it bids last) whose best bid is worth most. */
export function mediumPick(view: RubbishPlayerView): RubbishAction {
  const n = view.seats.length;
  const mine = setsOf(view.seats[view.seat]!.blocked);
  let best: RubbishAction = { type: 'pick', item: view.itemsLeft[0]!, firstBidder: view.seat };
  let bestWorth = -Infinity;
  for (const item of view.itemsLeft) {
    for (const firstBidder of [view.seat, (view.seat + 1) % n]) {
      const { worth } = bestSet(situationOf(view, item, firstBidder), mine, MEDIUM_PRICES);
      if (worth > bestWorth + 1e-9) {
        best = { type: 'pick', item, firstBidder };
        bestWorth = worth;
      }
    }
  }
  return best;
}
