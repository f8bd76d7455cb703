/**
 * Minus Auction's part of the synchronised room state (platform protocol state.ts): what its
 * schema classes on the server add to the platform's seats, settings and game. Everything here is
 * public (docs/RULES.md, "What each person may know") except a seat's `chips`, which reaches only
 * that seat's own connection.
 */
import type { GameStateShape, RoomStateShape, SeatState, SettingsState } from '../../platform/protocol/state.js';

export interface MinusSeatState extends SeatState {
  /** Taken cubes, closest to zero first. */
  cubes: number[];
  /** Sum of counted values (points, no chips). */
  cubeScore: number;
  /**
   * Own chips: only on the seat's own connection (StateView). On every other connection the field
   * is never sent, so it reads `undefined`; -1 on the own connection before the first game.
   */
  chips: number;
  /** Final chips, score and place: only once the game is over; -1 / 0 before. */
  finalChips: number;
  finalScore: number;
  place: number;
}

export interface MinusSettingsState extends SettingsState {
  preset: string;
  smallest: number;
  largest: number;
  removed: number;
  /** Chips per player at the start (for classic, as resolved for the current seat count). */
  chips: number;
  seating: string;
  starter: string;
}

export interface MinusGameState extends GameStateShape {
  /** 1-based auction number. */
  auction: number;
  /** The cube on offer (negative), 0 when none. */
  offer: number;
  pot: number;
  /** Index into `seats` of the seat deciding now; -1 when none. */
  current: number;
  /** Seat indexes that refused the cube on offer, in order. */
  refusals: number[];
  deckLeft: number;
  removedCount: number;
  /** The removed cubes: empty until the game is over. */
  removed: number[];
  /** Outright winner's seat index, -1 for none or a shared first place (only at the end). */
  winner: number;
}

/** The room state while Minus Auction is the show. */
export type MinusRoomState = RoomStateShape<MinusSeatState, MinusGameState, MinusSettingsState>;
