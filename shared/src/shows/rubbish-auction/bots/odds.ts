/**
 * One round's odds for a bid when the other bids are independent distributions over values
 * (docs/BOTS.md, "Rubbish Auction", "Medium"), and the one-round worth of a bid: the fame it
 * wins or loses, the item, the card it leaves face up and the next pick.
 */
import { GEEK_BONUS } from '../geeks.js';
import { MAX_VALUE, type HandSet } from './hands.js';

/** The chance that a bid of `value` at `me` (index in bidding order) ranks top, and bottom. */
export interface RankOdds {
  top: number;
  bottom: number;
}

/**
 * Odds for a bid of `value` at bidding index `me`, given each other bidder's distribution over
 * values (`dists[j]`, by bidding index; `dists[me]` is ignored). Ties go to the earlier bidder.
 */
export function rankOdds(dists: readonly (Float64Array | null)[], me: number, value: number): RankOdds {
  let top = 1;
  let bottom = 1;
  for (let j = 0; j < dists.length; j++) {
    const d = dists[j];
    if (j === me || !d) continue;
    let below = 0;
    for (let v = 0; v < value && v <= MAX_VALUE; v++) below += d[v]!;
    const equal = value <= MAX_VALUE ? d[value]! : 0;
    const above = Math.max(0, 1 - below - equal);
    if (j < me) {
      top *= below;
      bottom *= equal + above;
    } else {
      top *= below + equal;
      bottom *= above;
    }
  }
  return { top, bottom };
}

/** How a bot prices the parts of a round's outcome other than fame (fame points). */
export interface RoundPrices {
  /** What being the bottom bidder (and so picking next) is worth. */
  pick: number;
  /** The cost of leaving each card face up for a round, by the card's value (0: none). */
  block: Readonly<Record<number, number>>;
}

/** The medium level's prices. */
export const MEDIUM_PRICES: Readonly<RoundPrices> = { pick: 2, block: { 0: 0, 1: 0.1, 2: 0.3, 5: 1, 10: 3 } };

/** What a round is about for the bidder: does its Geek want the item, its fame, is it the last item. */
export interface RoundStake {
  wanted: boolean;
  fame: number;
  last: boolean;
}

/**
 * The one-round worth of holding out `set` with odds `odds` (fame points): as top bidder the item
 * (30 when wanted) minus the bid, or all of its fame when it cannot pay; in the middle the bid;
 * at the bottom the next pick; and, unless at the bottom, the face-up card's cost. The last
 * round has no next pick and no face-up cost.
 */
export function roundWorth(set: HandSet, odds: RankOdds, stake: RoundStake, prices: Readonly<RoundPrices>): number {
  const middle = Math.max(0, 1 - odds.top - odds.bottom);
  const asTop = stake.fame >= set.value ? (stake.wanted ? GEEK_BONUS : 0) - set.value : -stake.fame;
  const later = stake.last ? 0 : odds.bottom * prices.pick - (1 - odds.bottom) * (prices.block[set.high] ?? 0);
  return odds.top * asTop + middle * set.value + later;
}
