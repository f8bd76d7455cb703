/**
 * Rubbish Auction's part of the synchronised room state (platform protocol state.ts): what its
 * schema classes on the server add to the platform's seats, settings and game. Everything here is
 * public (docs/RULES.md, "Rubbish Auction", "What each device may know") except a seat's `geek`,
 * `heldOut` and `peekedCard`, which reach only that seat's own connection (the server's StateView;
 * on every other connection they read `undefined`). A seat's hand is not a secret: every player
 * owns 1, 2, 2, 5, 10 and the blocked card is face up, so the hand is `usableCards(blocked)`.
 */
import type { GameStateShape, RoomStateShape, SeatState, SettingsState } from '../../platform/protocol/state.js';

export interface RubbishSeatState extends SeatState {
  /** Fame now (before the Geek bonus; fame points). */
  fame: number;
  /** Items won, in the order won (item ids). */
  items: string[];
  /** The face-up card this seat cannot use this round (thousands), 0 for none. */
  blocked: number;
  /** How many cards this seat holds out this round, -1 before it decides (never their values). */
  holding: number;
  /** The seat whose card this seat looked at this round, -1 for none; `peekPosition` is 0-based. */
  peekOf: number;
  peekPosition: number;
  /** Own Geek's id: only on the seat's own connection; "" before a game. */
  geek: string;
  /**
   * Own held-out cards this round, lowest first, comma-separated ("2,5"; "" before deciding or
   * for nothing held out): only on the seat's own connection. A string, not an array, so the
   * secret is one StateView field with no child collection to keep in the view.
   */
  heldOut: string;
  /** The value of the card this seat looked at this round, 0 for none: only on the seat's own connection. */
  peekedCard: number;
  /** The last revealed round's bid: its cards (lowest first) and fame change; [] / 0 before the first reveal. */
  bid: number[];
  fameChange: number;
  /** Only once finished: the Geek ("" before), its bonus, final fame and place (0 before). */
  shownGeek: string;
  bonus: number;
  total: number;
  place: number;
}

export interface RubbishSettingsState extends SettingsState {
  preset: string;
}

export interface RubbishGameState extends GameStateShape {
  /** 1-based round (7 rounds). */
  round: number;
  /** The Next Auctioneer of this round (picks the item and the First Bidder). */
  auctioneer: number;
  /** The item on offer ("" before the pick) and the First Bidder (-1 before the pick). */
  item: string;
  firstBidder: number;
  /** The seat deciding now and its step (`pick`, `peek`, `hold-out`); -1 / "" when none. */
  current: number;
  step: string;
  /** During a peek step: whose row, which row (`held-out` or `kept`) and how many cards; -1 / "" / 0 otherwise. */
  peekOf: number;
  peekRow: string;
  peekSize: number;
  /** Items not yet put up for auction, in table order; items discarded. */
  itemsLeft: string[];
  discarded: string[];
  /** The last revealed round (0 before the first reveal): its item, top bidder, whether the item was discarded, bottom bidder. */
  lastRound: number;
  lastItem: string;
  lastWinner: number;
  lastDiscarded: boolean;
  lastBottom: number;
  /** Outright winner's seat index once finished, -1 otherwise (also for a shared first place). */
  winner: number;
}

/** The room state while Rubbish Auction is the show. */
export type RubbishRoomState = RoomStateShape<RubbishSeatState, RubbishGameState, RubbishSettingsState>;
