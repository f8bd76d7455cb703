/**
 * Minus Auction's events on the room's stream (show-module.ts, `events`): the bodies its module
 * produces for the stage and the audience. The room adds the game's number, `seq` and `variant`.
 * Seats are indexes into the game's seat order. Nothing here holds a chip count or a removed
 * cube before `game-over` (docs/RULES.md, "What each person may know").
 */
import type { RoomEvent } from '../../platform/protocol/events.js';

/** One Minus Auction event body. */
export type MinusEventBody =
  | {
      type: 'game-started'; removedCount: number; first: number;
      /** The seats were drawn at random (the rules' `shuffled` seating, e.g. `veto`): the seat order is the draw's. */
      drawn: boolean;
    }
  | { type: 'cube-revealed'; auction: number; cube: number; seat: number; deckLeft: number }
  | { type: 'refused'; auction: number; seat: number; cube: number; pot: number; timeout: boolean }
  | {
      type: 'taken'; auction: number; seat: number; cube: number; pot: number; timeout: boolean;
      /** The taker had no chips, so taking was forced. */
      forced: boolean;
      /** Taker's cube-only score before and after (points). */
      before: number; after: number;
    }
  | {
      type: 'game-over'; removed: number[];
      /** The outright winner's seat, or -1 when first place is shared. */
      winner: number;
      places: number[];
      /** Final scores per seat (points). */
      scores: number[];
      chips: number[];
    };

/** Every event a Minus Auction stage or audience receives: the platform's and the show's. */
export type MinusEvent = RoomEvent<MinusEventBody>;

/** A Minus Auction event as streamed (with `game`, `seq` and `variant`). */
export type MinusShowEvent = Extract<MinusEvent, { game: number }>;
