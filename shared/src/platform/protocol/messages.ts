/**
 * The wire contract between the phones / the stage and the server (docs/SERVER.md, "Messages").
 * Every client message is parsed with these zod schemas before anything else reads it; a message
 * that fails is answered with an `answer` carrying `ok: false` and changes nothing. What a show
 * adds (its rules, its actions) is checked by its module once the message has passed here.
 */
import { z } from 'zod';
import { LOCALES } from '../i18n/locales.js';
import type { RefusalCode, RefusalParams, RefusalReason } from './refusals.js';

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
    /** Refuse `avatar-taken` when `avatar` is taken, instead of seating with the first free one (the phone's join screen). */
    exactAvatar: z.boolean().optional(),
    seatSecret: z.string().max(64).optional(),
    /** The phone's watcher id, for when the join lands in the audience (see below). */
    watcher: z.string().regex(/^[0-9a-f]{32}$/).optional(),
  }),
  /**
   * A phone that only watches (late joiner, full room, or by choice). `watcher`: 32 hex digits the
   * phone made and keeps, so its guesses stay one guesser's across reloads (never shown to anyone).
   */
  z.object({ role: z.literal('audience'), name: z.string().max(200).optional(), watcher: z.string().regex(/^[0-9a-f]{32}$/).optional() }),
]);
export type JoinOptions = z.infer<typeof joinOptionsSchema>;


/**
 * Client → server messages, by Colyseus message type. Each payload schema is strict.
 * - `act`: a seat's action in the game (`action` is the show's own JSON, checked by its module; anything JSON cannot carry, such as a 64-bit integer, is a `bad-message`);
 *   `version` is the `game.version` the tap answers: an older one is "too late" (a late or
 *   double tap), a newer one is not understood.
 * - `settings`: the lobby's rules for the chosen show (checked by its module's `rules.schema`).
 *   `show`, if present, names the show the rules were picked for: when the show has changed since
 *   (another host's press crossed this one), they are refused (`bad-settings`, `show-changed`).
 * - `show`: pick the show for the next game (between games; the room goes back to the lobby).
 * - `settings`, `show`, `add-bot`, `remove-seat`, `kick`, `start`, `play-again`, `hand-to-bot`: VIP or stage only.
 *   `remove-seat`, `kick` and `hand-to-bot` name the seat by index, and may add its `id` (state
 *   `seats[i].id`): then a seat that moved meanwhile (another left in the lobby) is not mistaken
 *   for it: the request is refused `no-such-seat` and nobody else is removed.
 * - `back-to-lobby`: VIP or stage only, between games: the room goes back to the lobby to change
 *   the show, the rules, the timer or the seats (the evening's table and the records stay).
 * - `take-back`: the seat's owner takes its seat back from a bot stand-in.
 * - `get-record`: ask for a finished game's record (answered with a `record` message).
 * - `time`: clock sync; answered with `time` { client, server } (ms).
 * - `practice`: VIP or stage only, between games: mark the next games as practice (`on`) or not.
 *   Only in a practice game may a player turn the coach on.
 * - `coach`: a seated player turns their own coach on or off (practice games only; off by
 *   default). On their turn the server sends that phone, and no other, a `coach` tip.
 * - `predict`: the audience (and seated players not deciding now) guess who answers the open
 *   crowd question (`key`, state `crowd.key`) by seat index; a newer guess replaces the older.
 * - `cheer`: a watcher cheers or groans; a few a second at most per connection, the rest dropped.
 * - `hide-name`: VIP or stage only: every watcher the crowd's table (state `crowd.table`) now
 *   lists as `name` is listed by its "Watcher N" for the rest of the evening (a rude name).
 * - `solo`: VIP or stage, in the lobby: play against the computer: computer players (the show's
 *   `bots.solo` labels in turn) fill the table up to `players` seats in all, and a practice game
 *   starts (state `practice`).
 * - `hints`: VIP or stage, in the lobby: the phones' hints on or off (state `settings.hints`; on by
 *   default; a show says what its hints are).
 * - `stage-locale`: the stage only, on joining and when its language changes: the language the TV
 *   speaks (state `stageLocale`), so a phone in another can also name what the TV names.
 */
export const clientMessages = {
  act: z.object({ action: z.json() as z.ZodType<unknown>, version: z.number().int().min(0) }).strict(),
  settings: z.record(z.string(), z.unknown()),
  show: z.object({ show: z.string().max(40) }).strict(),
  'add-bot': z.object({ label: z.string().max(32) }).strict(),
  'remove-seat': z.object({ seat: z.number().int().min(0).max(31), id: z.string().max(16).optional() }).strict(),
  kick: z.object({ seat: z.number().int().min(0).max(31), id: z.string().max(16).optional() }).strict(),
  start: z.object({}).strict(),
  'play-again': z.object({}).strict(),
  'back-to-lobby': z.object({}).strict(),
  'hand-to-bot': z.object({ seat: z.number().int().min(0).max(31), id: z.string().max(16).optional(), label: z.string().max(32).optional() }).strict(),
  'take-back': z.object({}).strict(),
  'get-record': z.object({ game: z.number().int().min(1).optional() }).strict(),
  time: z.object({ client: z.number() }).strict(),
  practice: z.object({ on: z.boolean() }).strict(),
  coach: z.object({ on: z.boolean() }).strict(),
  predict: z.object({ key: z.string().min(1).max(40), seat: z.number().int().min(0).max(31) }).strict(),
  cheer: z.object({ kind: z.enum(['cheer', 'groan']) }).strict(),
  'hide-name': z.object({ name: z.string().min(1).max(200) }).strict(),
  // Any whole number: one the show does not seat is refused with its seats (`solo-size`), not as a misread message.
  solo: z.object({ players: z.number().int() }).strict(),
  hints: z.object({ on: z.boolean() }).strict(),
  'stage-locale': z.object({ locale: z.enum(LOCALES) }).strict(),
} as const;
export type ClientMessageType = keyof typeof clientMessages;
export type ClientMessage<T extends ClientMessageType> = z.infer<(typeof clientMessages)[T]>;

export { REFUSAL_CODES, REFUSAL_REASONS, type RefusalCode, type RefusalParams, type RefusalReason } from './refusals.js';

/** A show module's own refusal code (not one of `RefusalCode`), passed through as the module gave it. */
export type ShowRefusalCode = string & { readonly showRefusal?: never };

/**
 * Server → client messages (Colyseus message types):
 * - `answer`: the reply to a request: `{ type, ok, code?, message? }`.
 * - `event`: one `RoomEvent` of the ordered stream (events.ts).
 * - `seat`: private to a player: `{ seat, secret }` to keep in storage for rejoining.
 * - `host`: private to the stage: `{ hostSecret }` to rejoin after a reload.
 * - `record`: `{ game, show, record, finishedAt }`: a finished game's record (its show's format) and when the game ended.
 * - `time`: `{ client, server }` clock sync reply (ms since epoch).
 * - `restarting`: `{ keeps }`: the server is shutting down; reconnect in a moment. `keeps`: the
 *   server stores its rooms (docs/SERVER.md, "Durability"), so this room comes back with it.
 * - `coach`: private to one player whose coach is on, on their turn in a practice game (`CoachMessage`).
 * - `crowd-score`: private to one guesser, when a question closes and as it joins (`CrowdScoreMessage`).
 * - `finale`: to a phone joining or coming back while the results are on (`FinaleMessage`).
 */
export interface AnswerMessage {
  type: ClientMessageType | 'unknown';
  ok: boolean;
  code?: RefusalCode | ShowRefusalCode;
  /** A finer reason under `code`, worded by each screen with `params` (refusals.ts). */
  reason?: RefusalReason;
  params?: RefusalParams;
  /** The refusal in English, for logs and clients that word no codes; phones word `code` and `reason`. */
  message?: string;
}

/** `seat` (server → player): the seat this phone holds. Keep `secret` to rejoin by `seatSecret`. */
export interface SeatMessage {
  /** Index into `state.seats` now (it can change in the lobby and when seating is shuffled). */
  seat: number;
  /** The seat's stable id (`state.seats[i].id`): find your seat by it. */
  id: string;
  secret: string;
  /** True on the first `seat` after the server restarted and restored this room: "your game is back". */
  restored?: boolean;
  /** With `restored`: the room came back without its last game (its stored moves do not replay: set aside, or left out), in its lobby. */
  gameLost?: boolean;
}

/** `audience` (server → phone): you watch; a `player` join lands here after the start or when seats are full. */
export interface AudienceMessage {
  reason: 'game-in-progress' | 'room-full' | 'by-choice';
}

/**
 * `finale` (server → a phone joining or coming back while the results are on, a newcomer or a
 * watcher too): game `game` ended `sinceMs` ms ago, so the phone holds the results back until the
 * TV's finale has shown the winner, as the phones that saw the game end do (no spoiler on the sofa).
 */
export interface FinaleMessage {
  game: number;
  sinceMs: number;
}

/** `host` (server → stage): keep `hostSecret` to rejoin your own room after a reload. */
export interface HostMessage {
  hostSecret: string;
  /** True on the first `host` after the server restarted and restored this room: "your game is back". */
  restored?: boolean;
  /** With `restored`: the room came back without its last game (its stored moves do not replay: set aside, or left out), in its lobby. */
  gameLost?: boolean;
}

/** `restarting` (server → everyone): the server is stopping. */
export interface RestartingMessage {
  /** The room is stored and comes back when the server starts again (rejoin the same code). */
  keeps: boolean;
}

/** `record` (server → the asker): a finished game's record, in its show's format (`<show>/record@1`). */
export interface RecordMessage {
  game: number;
  /** The show the game was (its id). */
  show: string;
  record: unknown;
  /** When the game finished (server ms since epoch): dates the download's file name (record-file.ts). */
  finishedAt: number;
}

/** `time` (server → the asker): `client` echoed, `server` = server time (ms since epoch). */
export interface TimeReply {
  client: number;
  server: number;
}

/**
 * `coach` (server → one player): the coach's tip for this seat's turn, computed from that seat's
 * own view only and sent to that seat's phone only, when the turn opens, when the coach is turned
 * on, and when the phone comes back during the turn. `game` (the room's game number) and
 * `version` (the game version) say which moment it is for: a tip for another is stale (the turn
 * has moved on, or it is from an earlier game, whose versions started from 0 too).
 */
export interface CoachMessage {
  game: number;
  version: number;
  /** The action advised, in the show's own form (what an `act` would carry). */
  action: unknown;
  /**
   * Why, as the show's typed reasons with their numbers (`{ kind: 'extends-run', run: -17 }`),
   * main one first; each phone words them in its language (its show part's `coachText`).
   */
  reasons: unknown[];
}

/**
 * `crowd-score` (server → one guesser): how its own guesses went in game `game`, counted up to
 * and including the question `key` (state `crowd.lastKey` once that question has closed). Sent to
 * that guesser's connections only, each time a question closes and when it joins or comes back.
 */
export interface CrowdScoreMessage {
  game: number;
  key: string;
  /** Guesses that came true. */
  right: number;
  /** Guesses made on questions that have closed. */
  made: number;
  /**
   * The name the room's best guessers list this guesser by (state `crowd.table`): its own, or its
   * "Watcher N" (watcher-label.ts). Absent before the room has listed it.
   */
  listedAs?: string;
  /** True when `listedAs` is its "Watcher N" because the host hid the name it chose (`hide-name`). */
  hidden?: true;
}
