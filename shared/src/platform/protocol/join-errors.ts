/**
 * Why a join failed, from whatever colyseus.js threw: a `MatchMakeError` / `ServerError` whose
 * message or code names a `JoinRefusalCode` (server/, onAuth and onJoin), Colyseus' own
 * "invalid room id" (4212), or a network failure (no answer at all). The phone and the stage
 * read join errors through this one classifier.
 */
import { JOIN_REFUSAL_CODES as CODES, type JoinRefusalCode } from './constants.js';

/** A join refusal the screens explain, or `unreachable` when the server did not answer. */
export type JoinFailure = JoinRefusalCode | 'unreachable';

/** Colyseus matchmaking error codes (colyseus.js Protocol.ErrorCode). */
const INVALID_ROOM_ID = 4212;
const INVALID_CRITERIA = 4211;
/**
 * The server's own trouble (Redis unreachable, another process not answering): try again. (4214,
 * an expired reconnection token, stays a refusal: the phone then joins with its seat secret.)
 */
const UNHANDLED = 4213;

/**
 * Classify a join error. Reads `code` (number or string) and `message`; returns `bad-options`
 * for an error that names nothing we know (the phone then shows a generic sentence).
 */
export function classifyJoinError(error: unknown): JoinFailure {
  const e = (typeof error === 'object' && error !== null ? error : {}) as { code?: unknown; message?: unknown; name?: unknown };
  const message = typeof e.message === 'string' ? e.message : typeof error === 'string' ? error : '';
  if (typeof e.code === 'string' && (CODES as readonly string[]).includes(e.code)) return e.code as JoinRefusalCode;
  const named = CODES.find((c) => message.includes(c));
  if (named) return named;
  if (e.code === INVALID_ROOM_ID || e.code === INVALID_CRITERIA || /not found|invalid room|no rooms? found/i.test(message)) return 'no-such-room';
  if (e.code === UNHANDLED) return 'unreachable';
  if (e.code === undefined || e.code === 0 || /network|fetch|failed to connect|ECONNREFUSED|offline|timed? ?out|xhr/i.test(message)) {
    return 'unreachable';
  }
  return 'bad-options';
}

/**
 * True for failures that will not change by trying again (the seat or room is really gone).
 * Not final: no answer, a flood limit, storage that failed, and `room-paused` (the game server
 * storing the room is restarting; the room comes back with it).
 */
export function isFinalFailure(failure: JoinFailure): boolean {
  return failure !== 'unreachable' && failure !== 'slow-down' && failure !== 'not-saved' && failure !== 'room-paused';
}
