/**
 * The protocol's plain constants, without zod, so a browser bundle (the phone controller) can
 * import them without pulling in the message schemas. messages.ts re-exports every name here.
 */

/** The Colyseus room name the stage creates and phones join (by room id = room code): one party room for every show. */
export const ROOM_NAME = 'party';

/** Longest player name, in characters as people count them (grapheme clusters) after trimming (names.ts). */
export const NAME_MAX = 16;

/** Join refusals (Colyseus `onAuth` / `onJoin` errors): the `code` a phone maps to a sentence. */
export type JoinRefusalCode = 'no-such-room' | 'name-empty' | 'name-too-long' | 'name-taken' | 'room-full' | 'game-in-progress' | 'bad-options'
  /** The name holds a character that cannot be shown or imitates another (names.ts). */
  | 'name-invalid'
  /** Too many rooms or joins from this address just now (HTTP 429; server/src/platform/admission-limits.ts). */
  | 'slow-down'
  /** A second screen asked to be the stage of a room without the room's `hostSecret`. */
  | 'not-host'
  /** The server could not save the new seat (its disk is full or read-only): nothing changed; try again later. */
  | 'not-saved'
  /** The avatar asked for with `exactAvatar` was taken meanwhile (another phone was quicker): pick another. */
  | 'avatar-taken'
  /** The room is stored by a game server that is down or restarting (a cluster): it comes back when that server does; try again. */
  | 'room-paused'
  /** The host hid this name (or one that looks like it) among the watchers tonight: a seat takes another. */
  | 'name-hidden'
  /** The seat secret is one of a seat the host removed (kick) while its phone was away: the phone says so and forgets it. */
  | 'kicked';

/** Every `JoinRefusalCode`, for a phone that maps an error message back to a code. */
export const JOIN_REFUSAL_CODES: readonly JoinRefusalCode[] = [
  'no-such-room', 'name-empty', 'name-too-long', 'name-taken', 'room-full', 'game-in-progress', 'bad-options', 'not-host',
  'name-invalid', 'slow-down', 'not-saved', 'avatar-taken', 'room-paused', 'name-hidden', 'kicked',
];

/**
 * WebSocket close code when the VIP or the stage kicks a player (reason text `kicked`).
 * The phone must not try to reconnect after it.
 */
export const CLOSE_KICKED = 4100;

/**
 * WebSocket close code for a phone whose seat was opened on another connection with the same
 * seat secret (reason text `seat taken over by another connection`). The phone must not try to
 * reconnect after it: that would take the seat back and forth between two screens.
 */
export const CLOSE_TAKEN_OVER = 4001;
