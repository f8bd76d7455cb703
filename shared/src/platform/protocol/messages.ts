/**
 * The wire contract between the phones / the stage and the server (DESIGN.md, "server/").
 * Every client message is parsed with these zod schemas before anything else reads it; a message
 * that fails is answered with an `answer` carrying `ok: false` and changes nothing.
 */
import { z } from 'zod';

// ROOM_NAME, NAME_MAX, JoinRefusalCode, JOIN_REFUSAL_CODES, CLOSE_KICKED and CLOSE_TAKEN_OVER live in the zod-free
// constants.ts (so the phone's bundle can use them without zod) and are re-exported here.
export { ROOM_NAME, NAME_MAX, JOIN_REFUSAL_CODES, CLOSE_KICKED, CLOSE_TAKEN_OVER, type JoinRefusalCode } from './constants.js';

/** Join options (`client.create(ROOM_NAME, opts)` / `client.joinById(code, opts)`). */
export const joinOptionsSchema = z.discriminatedUnion('role', [
  /** The host screen. `hostSecret` is set when a reloaded stage rejoins its own room. */
  z.object({ role: z.literal('stage'), hostSecret: z.string().max(64).optional() }),
  /** A phone asking for a seat. `seatSecret` takes back a seat held before (reload, new tab). */
  z.object({
    role: z.literal('player'),
    name: z.string().max(200),
    avatar: z.number().int().min(0).max(6).optional(),
    seatSecret: z.string().max(64).optional(),
  }),
  /** A phone that only watches (late joiner, full room, or by choice). */
  z.object({ role: z.literal('audience'), name: z.string().max(200).optional() }),
]);
export type JoinOptions = z.infer<typeof joinOptionsSchema>;

/** Settings the VIP or the stage may change in the lobby (custom fields only read for `custom`). */
export const settingsSchema = z.object({
  preset: z.enum(['show', 'veto', 'genius', 'classic', 'custom']),
  smallest: z.number().int().min(1).max(59).optional(),
  largest: z.number().int().min(2).max(60).optional(),
  removed: z.number().int().min(0).max(5).optional(),
  chips: z.number().int().min(0).max(30).optional(),
  seating: z.enum(['join', 'shuffled']).optional(),
  starter: z.enum(['random', 'first']).optional(),
  /** Decision timer in ms; null = off. 5000..120000. */
  timerMs: z.number().int().min(5000).max(120000).nullable().optional(),
});
export type SettingsMessage = z.infer<typeof settingsSchema>;

/**
 * Client → server messages, by Colyseus message type. Each payload schema is strict.
 * - `decide`: a seat's decision; `auction` is the auction number it answers (stale → "too late").
 * - `settings`, `add-bot`, `remove-seat`, `kick`, `start`, `play-again`, `hand-to-bot`: VIP or stage only.
 * - `back-to-lobby`: VIP or stage only, between games: the room goes back to the lobby to change
 *   the rules, the timer or the seats (the evening's table and the records stay).
 * - `take-back`: the seat's owner takes its seat back from a bot stand-in.
 * - `get-record`: ask for the game record (answered with a `record` message).
 * - `time`: clock sync; answered with `time` { client, server } (ms).
 */
export const clientMessages = {
  decide: z
    .object({
      action: z.enum(['take', 'refuse']),
      auction: z.number().int().min(1),
      /** Optional: the `game.version` the tap answers; a tap naming an older version is "too late" (a stale double tap). */
      version: z.number().int().min(0).optional(),
    })
    .strict(),
  settings: settingsSchema.strict(),
  'add-bot': z.object({ label: z.string().max(32) }).strict(),
  'remove-seat': z.object({ seat: z.number().int().min(0).max(6) }).strict(),
  kick: z.object({ seat: z.number().int().min(0).max(6) }).strict(),
  start: z.object({}).strict(),
  'play-again': z.object({}).strict(),
  'back-to-lobby': z.object({}).strict(),
  'hand-to-bot': z.object({ seat: z.number().int().min(0).max(6), label: z.string().max(32).optional() }).strict(),
  'take-back': z.object({}).strict(),
  'get-record': z.object({ game: z.number().int().min(1).optional() }).strict(),
  time: z.object({ client: z.number() }).strict(),
} as const;
export type ClientMessageType = keyof typeof clientMessages;
export type ClientMessage<T extends ClientMessageType> = z.infer<(typeof clientMessages)[T]>;

/** Why a request was refused; `message` is a friendly sentence a phone can show as is. */
export type RefusalCode =
  | 'bad-message' | 'rate-limited' | 'not-allowed' | 'not-your-turn' | 'too-late' | 'no-chips'
  | 'game-over' | 'not-in-lobby' | 'too-few-seats' | 'room-full' | 'bad-settings' | 'bad-bot' | 'no-such-seat'
  /** `get-record` before any game of the evening has finished (records hold the hidden cubes). */
  | 'no-record';

/**
 * Server → client messages (Colyseus message types):
 * - `answer`: the reply to a request: `{ type, ok, code?, message? }`.
 * - `event`: one `GameEvent` of the ordered stream (events.ts).
 * - `seat`: private to a player: `{ seat, secret }` to keep in storage for rejoining.
 * - `host`: private to the stage: `{ hostSecret }` to rejoin after a reload.
 * - `record`: `{ game, record, finishedAt }`: a `minus-auction/record@1` object and when the game ended.
 * - `time`: `{ client, server }` clock sync reply (ms since epoch).
 * - `restarting`: the server is shutting down; reconnect in a moment.
 */
export interface AnswerMessage {
  type: ClientMessageType | 'unknown';
  ok: boolean;
  code?: RefusalCode;
  message?: string;
}

/** `seat` (server → player): the seat this phone holds. Keep `secret` to rejoin by `seatSecret`. */
export interface SeatMessage {
  /** Index into `state.seats` now (it can change in the lobby and when seating is shuffled). */
  seat: number;
  /** The seat's stable id (`state.seats[i].id`): find your seat by it. */
  id: string;
  secret: string;
}

/** `audience` (server → phone): you watch; a `player` join lands here after the start or when seats are full. */
export interface AudienceMessage {
  reason: 'game-in-progress' | 'room-full' | 'by-choice';
}

/** `host` (server → stage): keep `hostSecret` to rejoin your own room after a reload. */
export interface HostMessage {
  hostSecret: string;
}

/** `record` (server → the asker): a finished game's `minus-auction/record@1`. */
export interface RecordMessage {
  game: number;
  record: unknown;
  /** When the game finished (server ms since epoch): dates the download's file name (record-file.ts). */
  finishedAt: number;
}

/** `time` (server → the asker): `client` echoed, `server` = server time (ms since epoch). */
export interface TimeReply {
  client: number;
  server: number;
}
