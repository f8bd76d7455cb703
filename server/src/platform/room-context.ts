/**
 * What the message handlers may use of the room (so handlers.ts does not import the room class).
 */
import type { Client } from '@colyseus/core';
import type { Rng } from '@minus/shared/platform/rng';
import type { RoomConfig } from '../config.js';
import type { EventStream } from './event-stream.js';
import type { Seat, SeatBook } from './seat-book.js';
import type { Show } from './show.js';
import type { CrowdDesk } from './crowd/crowd-desk.js';
import type { CoachDesk } from './coach.js';

/** Per-connection data (Colyseus `client.userData`); survives a reconnection. */
export interface ClientData {
  role: 'stage' | 'player' | 'audience';
  /** The seat this phone plays (players only). */
  seatId: string | null;
  /** The seat instance its StateView holds (projection.ts). */
  viewSeat?: object | null;
  /** The seat index last sent in a `seat` message. */
  sentIndex?: number;
  /** Replaced by a newer connection for the same seat, or kicked: its leave changes nothing. */
  dropped?: boolean;
  /** A watcher's name for the predictors' table (the name it joined with, or "Watcher N"). */
  name?: string;
  /** A watcher's "Watcher N": listed by it while a seat's name looks like `name`. */
  fallback?: string;
  /** A watcher's id from its phone (join option `watcher`): its guesses are one guesser's across reloads. */
  watcher?: string;
}

export type RoomClient = Client<ClientData>;

/** A person away inside the reconnection window: the old connection and its pending reconnection. */
export interface Away {
  client: RoomClient;
  /** Give up waiting for this connection (the seat was taken back by secret, or kicked). */
  cancel(reason: string): void;
}

export interface RoomContext {
  readonly book: SeatBook;
  readonly show: Show;
  readonly config: RoomConfig;
  readonly events: EventStream;
  /** The room's cosmetic generator (caption variants, bot names, bot pauses); never the deal's (randomness.ts). */
  readonly cosmetic: Rng;
  /** The audience's guesses and cheers, and when the state shows them (crowd/crowd-desk.ts). */
  readonly crowd: CrowdDesk;
  /** Practice games and the players' coaches (coach.ts). */
  readonly coach: CoachDesk;
  /** What the state shows of the stage itself: its language (projection.ts `stageLocale`). */
  readonly projection: { stageLocale: string };
  /** The stage, or the VIP's phone while it plays its own seat. */
  isHost(client: RoomClient): boolean;
  /** The seat this connection plays, if any. */
  seatOf(client: RoomClient): Seat | undefined;
  /** The connection holding a seat now, if any. */
  phoneOf(seat: Seat): RoomClient | undefined;
  /** Take a seat's phone off it for good (kick): its secret stops working now; the phone is closed by the function returned (call it once the change is stored). */
  dropPhone(seat: Seat, closeCode: number, reason: string): () => void;
  /**
   * A person is gone for good: lobby → seat removed; game or finale → a bot stands in, except
   * that `removeBetweenGames` (a kick) removes the seat after a game too (back to the lobby).
   */
  goneForGood(seat: Seat, removeBetweenGames?: boolean): void;
}
