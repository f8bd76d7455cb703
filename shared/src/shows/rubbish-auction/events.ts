/**
 * The event bodies Rubbish Auction gives the stage and audience stream (the room numbers them and
 * adds a caption `variant`). Events carry only public facts (docs/RULES.md, "What each device may
 * know"): a peek names whose card and which position, never the value; a hold-out names how many
 * cards, never which; Geeks only in `game-over`.
 */
import type { DecisionCause } from '../../platform/show-module.js';
import { finalScores, standing } from './standing.js';
import type { GeekId, ItemId, PeekRow, RoundResult, RubbishAction, RubbishState } from './types.js';

/** One event body, `type` first. Seats are 0-based. */
export type RubbishEvent =
  /** A game begins: how many seats, and who picks first. */
  | { type: 'game-started'; seats: number; auctioneer: number }
  /** The Next Auctioneer put `item` up for auction and named the First Bidder. */
  | { type: 'item-picked'; round: number; seat: number; item: ItemId; firstBidder: number; itemsLeft: number; timeout: boolean }
  /** `seat` looked at one card of `of`'s row (never the value). */
  | { type: 'peeked'; round: number; seat: number; of: number; row: PeekRow; position: number; size: number; timeout: boolean }
  /** `seat` holds out `count` cards, face down. */
  | { type: 'held-out'; round: number; seat: number; count: number; timeout: boolean }
  /** Every bid is revealed and the round is settled (the whole result is public). */
  | ({ type: 'revealed' } & RoundResult)
  /** The Geeks are revealed and the game is over. `winner` is -1 when first place is shared. */
  | {
      type: 'game-over';
      geeks: GeekId[];
      /** Per seat: fame before the Geek bonus, the bonus, final fame, items won, place. */
      fame: number[];
      bonus: number[];
      totals: number[];
      items: ItemId[][];
      places: number[];
      winner: number;
    };

/** The events when a game starts. */
export function startEvents(state: RubbishState): RubbishEvent[] {
  return [{ type: 'game-started', seats: state.players.length, auctioneer: state.auctioneer }];
}

/** The events of one applied action, from the state before to the state after. */
export function stepEvents(before: RubbishState, seat: number, action: RubbishAction, after: RubbishState, cause: DecisionCause): RubbishEvent[] {
  const timeout = cause === 'timeout';
  const round = before.round;
  if (action.type === 'pick') {
    return [{ type: 'item-picked', round, seat, item: action.item, firstBidder: action.firstBidder, itemsLeft: after.itemsLeft.length, timeout }];
  }
  if (action.type === 'peek') {
    const p = after.peeks[seat]!;
    return [{ type: 'peeked', round, seat, of: p.of, row: p.row, position: p.position, size: p.size, timeout }];
  }
  const out: RubbishEvent[] = [{ type: 'held-out', round, seat, count: action.cards.length, timeout }];
  if (after.rounds.length > before.rounds.length) out.push({ type: 'revealed', ...structuredClone(after.rounds[after.rounds.length - 1]!) });
  if (after.finished && !before.finished) {
    const { bonus, totals, places } = finalScores(after);
    out.push({
      type: 'game-over',
      geeks: [...after.geeks],
      fame: [...after.fame],
      bonus,
      totals,
      items: after.won.map((w) => [...w]),
      places,
      winner: standing(after).winner ?? -1,
    });
  }
  return out;
}
