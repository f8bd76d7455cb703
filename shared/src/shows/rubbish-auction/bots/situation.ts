/**
 * A bidding decision as a bot sees it, read from its own `RubbishPlayerView` only: the bidding
 * order, its place in it, what it knows of every other bidder (blocked card, count held out, the
 * card it peeked), and what is at stake for itself.
 */
import { wants } from '../geeks.js';
import type { ItemId, MoneyCard, Peek, RubbishPlayerView } from '../types.js';
import type { RoundStake } from './odds.js';

/** What a bot knows of one other bidder this round. */
export interface Rival {
  seat: number;
  /** Index in the bidding order. */
  index: number;
  blocked: MoneyCard | null;
  /** Cards held out, or null when it has not decided yet. */
  count: number | null;
  /** The bot's own look at this bidder's row, if it took one. */
  peek: Peek | null;
  fame: number;
}

/** A bidding decision (or an imagined one, for a pick). */
export interface Situation {
  item: ItemId;
  order: number[];
  /** The bot's index in `order`. */
  me: number;
  rivals: Rival[];
  stake: RoundStake;
}

/** The bidding order from `firstBidder`. */
export function orderFrom(firstBidder: number, seats: number): number[] {
  return Array.from({ length: seats }, (_, i) => (firstBidder + i) % seats);
}

/**
 * The situation of the view's seat for `item` bid from `firstBidder` (defaults: the round on
 * offer). Rivals that have held out this round carry their count; for an imagined round, none has.
 */
export function situationOf(view: RubbishPlayerView, item: ItemId | null = view.item, firstBidder: number | null = view.firstBidder): Situation {
  if (item === null || firstBidder === null) throw new RangeError('no item on offer');
  const order = orderFrom(firstBidder, view.seats.length);
  const live = item === view.item && firstBidder === view.firstBidder;
  const rivals: Rival[] = order.flatMap((seat, index) => {
    if (seat === view.seat) return [];
    const s = view.seats[seat]!;
    const peek = live && view.peeked && view.peeked.of === seat ? view.peeked : null;
    return [{ seat, index, blocked: s.blocked, count: live ? s.holding : null, peek, fame: s.fame }];
  });
  const upcoming = live ? view.itemsLeft.length : view.itemsLeft.length - 1;
  return {
    item,
    order,
    me: order.indexOf(view.seat),
    rivals,
    stake: { wanted: wants(view.geek, item), fame: view.seats[view.seat]!.fame, last: upcoming <= 0 },
  };
}
