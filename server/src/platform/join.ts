/**
 * Joining a room: checking join options and deciding where a connection lands (docs/SERVER.md,
 * "Joining"). Refusals are Colyseus `ServerError`s whose message is a `JoinRefusalCode`, so
 * colyseus.js rejects `joinById` / `create` with `{ code: 4215, message: 'name-taken' }`.
 */
import { ErrorCode, ServerError } from '@colyseus/core';
import { JOIN_REFUSAL_CODES, joinOptionsSchema, type JoinOptions, type JoinRefusalCode } from '@minus/shared/platform/protocol/index';
import { randomBytes } from 'node:crypto';
import { sameName } from '@minus/shared/platform/protocol/name-skeleton';
import type { Seat, SeatBook } from './seat-book.js';

/** The error a refused join throws: message = the refusal code. */
export function joinRefusal(code: JoinRefusalCode): ServerError {
  return new ServerError(ErrorCode.AUTH_FAILED, code);
}

/** True for an error `joinRefusal` made (a `ServerError` whose message is a `JoinRefusalCode`). */
export function isJoinRefusal(error: unknown): error is ServerError {
  return error instanceof ServerError && error.code === ErrorCode.AUTH_FAILED && (JOIN_REFUSAL_CODES as readonly string[]).includes(error.message);
}

/**
 * Parse join options or throw `bad-options`; a player's name past the schema's bound (a pasted
 * essay) is `name-too-long`, as a 17-character one is, so the phone says what is wrong. A
 * watcher's name is optional: one past the bound is dropped (listed as "Watcher N", as any name
 * a watcher cannot have), not a refusal.
 */
export function parseJoinOptions(options: unknown): JoinOptions {
  const parsed = joinOptionsSchema.safeParse(options ?? {});
  if (parsed.success) return parsed.data;
  const onlyLongName = parsed.error.issues.every((i) => i.code === 'too_big' && i.path.length === 1 && i.path[0] === 'name');
  if (onlyLongName && (options as { role?: unknown }).role === 'audience') {
    const { name: _, ...rest } = options as Record<string, unknown>;
    return parseJoinOptions(rest);
  }
  throw joinRefusal(onlyLongName ? 'name-too-long' : 'bad-options');
}

/**
 * Check a matchmaking request's options before Colyseus reserves anything (app.ts): `create` is
 * the stage's alone (`{ role: 'stage' }`, no host secret), `joinById` any join `parseJoinOptions`
 * accepts. Throws the refusal the room itself would (`bad-options`, `name-too-long`), so junk
 * (`null`, `[1,2]`, a number for a name, a name nested thousands deep) is answered at once, never
 * with a seat reservation that holds a place until its websocket is refused. Other methods pass.
 */
export function checkMatchmakeOptions(method: string, options: unknown): void {
  if (method !== 'create' && method !== 'joinById') return;
  // `null`, an array or a string is no options object (Colyseus would read `{}` for some of them).
  if (options === null || typeof options !== 'object' || Array.isArray(options)) throw joinRefusal('bad-options');
  const opts = parseJoinOptions(options);
  if (method === 'create' && (opts.role !== 'stage' || opts.hostSecret)) throw joinRefusal('bad-options');
}

/** A secret a phone or the stage keeps to prove who it is later (22 url-safe characters). */
export function newSecret(): string {
  return randomBytes(16).toString('base64url');
}

/** Where a `player` join lands. */
export type PlayerLanding =
  | { kind: 'back'; seat: Seat }
  | { kind: 'new'; name: string }
  | { kind: 'audience'; reason: 'game-in-progress' | 'room-full' };

/**
 * Decide where a phone asking for a seat lands: its old seat (by seat secret), a new seat
 * (lobby or finale with a free seat: fewer than `maxSeats`, the chosen show's most; the name must
 * pass), or the audience (a game is on, or all seats are taken). Throws `kicked` for the secret of
 * a seat the host removed (`SeatBook.kickedOut`), `name-empty`,
 * `name-too-long` or `name-taken` for a new seat, and `name-hidden` for a name the host hid
 * among the watchers tonight (`hidden`: crowd.ts `nameHidden`), so a hidden name does not come
 * back on a seat.
 */
export function landPlayer(book: SeatBook, playing: boolean, maxSeats: number, opts: Extract<JoinOptions, { role: 'player' }>, hidden: (name: string) => boolean = () => false): PlayerLanding {
  const seat = book.bySecret(opts.seatSecret);
  if (seat) return { kind: 'back', seat };
  // Its seat was removed while the phone was away: it hears so, instead of sitting down afresh or watching.
  if (book.wasKicked(opts.seatSecret)) throw joinRefusal('kicked');
  if (playing) return { kind: 'audience', reason: 'game-in-progress' };
  if (book.isFull(maxSeats)) return { kind: 'audience', reason: 'room-full' };
  const name = book.checkName(opts.name);
  if (!name.ok) throw joinRefusal(name.code);
  if (hidden(name.name)) throw joinRefusal('name-hidden');
  if (opts.exactAvatar && opts.avatar !== undefined && book.takenAvatars().includes(opts.avatar)) throw joinRefusal('avatar-taken');
  return { kind: 'new', name: name.name };
}

/**
 * The seat id a person taking a new seat as `name` gets: the id of a seat that left the table
 * tonight under that name (its phone away too long, or a tap on Leave), so their row of the
 * evening's table (`rows`, keyed by seat id) goes on instead of a second row with the same name
 * (name-skeleton.ts `sameName`); undefined (a new id) when no departed row has the name. A
 * computer player's row is never a person's (a person named "Ada" after the bot Ada left), nor is
 * the row of a seat the host removed (`wasKickedSeat`): whoever joins under that name is new.
 */
export function returningSeatId(book: SeatBook, rows: readonly { seat: string; name: string }[], name: string): string | undefined {
  return rows.find((r) => book.byId(r.seat) === undefined && !book.wasBot(r.seat) && !book.wasKickedSeat(r.seat) && sameName(r.name, name))?.seat;
}

/** Join options without the server's own keys (a client cannot set them; they are not part of the protocol). */
export function stripServer(options: unknown): unknown {
  if (!options || typeof options !== 'object') return options;
  const { serverConfig: _, ...rest } = options as Record<string, unknown>;
  return rest;
}
