/**
 * The shapes and constants of the phone's room link (connection.ts re-exports them): the parts of
 * colyseus.js it uses, its status, why it failed, refusals, join requests, close codes and timings.
 */
import type { RefusalCode, RefusalParams, RefusalReason, ShowRefusalCode } from '@minus/shared/platform/protocol/messages';
import type { JoinFailure } from '@minus/shared/platform/protocol/join-errors';

/** The part of a colyseus.js `Room` this class uses (a fake in tests). */
export interface RoomLike {
  roomId: string;
  reconnectionToken: string;
  state: unknown;
  onStateChange(cb: (state: unknown) => void): unknown;
  onMessage(type: string, cb: (message: never) => void): unknown;
  onLeave(cb: (code: number, reason?: string) => void): unknown;
  send(type: string, message?: unknown): void;
  leave(consented?: boolean): Promise<number>;
}

/** The part of a colyseus.js `Client` this class uses. */
export interface ClientLike {
  joinById(roomId: string, options: object): Promise<RoomLike>;
  reconnect(reconnectionToken: string): Promise<RoomLike>;
}

/** idle: not in a room; joining: a join request is pending; reconnecting: the link dropped. */
export type LinkStatus = 'idle' | 'joining' | 'connected' | 'reconnecting';

/**
 * Why the phone is back on the join screen: a join refusal, the VIP removed this seat (`kicked`),
 * the same seat was opened on another screen (`taken-over`), or the room this phone was in is
 * gone (`room-ended`: the game ended or the server restarted).
 */
export type LinkFailure = JoinFailure | 'kicked' | 'taken-over' | 'room-ended';

export { CLOSE_TAKEN_OVER } from '@minus/shared/platform/protocol/constants';

/** A refused request, as the server answered it (`answer` with ok false). */
export interface Notice {
  /** The request type that was refused ("act", "start", ...). */
  type: string;
  /** The platform's code, a show's own rule code, or `no-answer` (the server did not answer in time). */
  code: RefusalCode | ShowRefusalCode | 'no-answer' | undefined;
  /** A finer reason under `code` and its numbers, worded by the phone (shared platform/refusals/). */
  reason?: RefusalReason | undefined;
  params?: RefusalParams | undefined;
  /** The server's English sentence, for logs; the phone words `code` and `reason` instead. */
  message: string | undefined;
  /** Increases per notice, so the same refusal twice is shown twice. */
  id: number;
}

/** What a join asks for. */
export interface JoinRequest {
  code: string;
  role: 'player' | 'audience';
  name: string;
  avatar?: number;
  /** Refuse `avatar-taken` rather than seat with another avatar (a pick on the join screen). */
  exactAvatar?: boolean;
}

/** Colyseus' close code for a leave the client asked for. */
export const CONSENTED = 4000;
/** Back-off steps between reconnection attempts (ms); the last repeats. */
export const RETRY_DELAYS_MS = [500, 1000, 2000, 4000, 8000, 10000] as const;
/** How long "the game server restarted: your game is back" shows after a restore (ms). */
export const RESTORED_NOTICE_MS = 15_000;
/** How long an action may wait for its answer before the buttons unlock again (ms). */
export const DECIDE_TIMEOUT_MS = 8000;
