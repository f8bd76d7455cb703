/**
 * The reveal (docs/RULES.md, "Rubbish Auction", "The reveal"): rank the bids, move fame, leave
 * cards face up. Pure: the engine calls `settleRound` as part of the last bidder's hold-out.
 */
import { highestCard, sumCards } from './cards.js';
import type { Bid, ItemId, MoneyCard, RoundResult } from './types.js';

/** The bidding order of a round: from the First Bidder round the table in seat order. */
export function biddingOrder(firstBidder: number, seats: number): number[] {
  return Array.from({ length: seats }, (_, i) => (firstBidder + i) % seats);
}

/**
 * Seats from the top bid to the bottom bid. `bids` are in bidding order; a higher value ranks
 * higher, and between equal values the bid made earlier (closer to the First Bidder) ranks higher.
 */
export function rankBids(bids: readonly Bid[]): number[] {
  return bids
    .map((b, i) => ({ seat: b.seat, value: b.value, i }))
    .sort((a, b) => b.value - a.value || a.i - b.i)
    .map((b) => b.seat);
}

/** What a round needs to settle: who picked what, the First Bidder, each seat's held-out cards and fame. */
export interface RoundInput {
  round: number;
  item: ItemId;
  auctioneer: number;
  firstBidder: number;
  /** Per seat, the cards it held out. */
  held: readonly (readonly MoneyCard[])[];
  /** Per seat, fame before the reveal. */
  fame: readonly number[];
}

/**
 * Settle a round:
 * - the top bidder wins the item and loses fame equal to the bid; one who cannot pay in full
 *   drops to 0 fame and the item is discarded;
 * - the bottom bidder's fame does not change (it picks next round);
 * - every other bidder gains fame equal to their bid;
 * - every bidder but the bottom one leaves their highest held-out card face up (none if they held
 *   out nothing); the bottom bidder's cards, and every card blocked this round, return to hand.
 */
export function settleRound(input: RoundInput): RoundResult {
  const n = input.fame.length;
  const bids: Bid[] = biddingOrder(input.firstBidder, n).map((seat) => {
    const cards = [...input.held[seat]!];
    return { seat, cards, value: sumCards(cards) };
  });
  const ranking = rankBids(bids);
  const winner = ranking[0]!;
  const bottom = ranking[n - 1]!;
  const valueOf = (seat: number): number => bids.find((b) => b.seat === seat)!.value;
  const fame = new Array<number>(n).fill(0);
  const top = valueOf(winner);
  const discarded = input.fame[winner]! < top;
  fame[winner] = discarded ? 0 - input.fame[winner]! : 0 - top;
  for (const seat of ranking.slice(1, n - 1)) fame[seat] = valueOf(seat);
  const blocked = input.held.map((cards, seat) => (seat === bottom ? null : highestCard(cards)));
  return {
    round: input.round,
    item: input.item,
    auctioneer: input.auctioneer,
    firstBidder: input.firstBidder,
    bids,
    ranking,
    winner,
    discarded,
    bottom,
    fame,
    fameAfter: input.fame.map((f, i) => f + fame[i]!),
    blocked,
  };
}
