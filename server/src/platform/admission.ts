/**
 * Who may still come in when a room is crowded. Colyseus locks a room at `maxClients`
 * (connections plus seat reservations, reconnection windows included) and then refuses every
 * join; these limits keep places free for the people a game cannot do without: a player coming
 * back with a seat secret and the stage coming back with its host secret.
 */
import type { SeatBook } from './seat-book.js';

/**
 * Most watchers a room takes (audience connections). Colyseus locks a room at `maxClients`
 * (connections plus seat reservations, reconnection windows included) and then refuses every
 * join, a returning player's and a reloaded stage's too; the cap keeps room below it for seven
 * seats, their reconnections and the stage. A watcher past it is refused `room-full`.
 */
export const AUDIENCE_MAX = 40;

/**
 * Places (connections plus reservations) kept free for people coming back: a player with a seat
 * secret and the stage with its host secret (reconnections by token are never counted against
 * the limit by Colyseus). Newcomers, whose reservations anyone can make with a loop of HTTP
 * requests without ever connecting, stop at `maxClients - RETURN_HEADROOM`.
 */
export const RETURN_HEADROOM = 16;

/** Join options (unchecked, as matchmaking got them) of someone coming back: a valid seat secret or the host secret (`isHostSecret`). */
export function isReturning(options: unknown, book: SeatBook, isHostSecret: (given: string) => boolean): boolean {
  if (!options || typeof options !== 'object') return false;
  const { role, seatSecret, hostSecret: given } = options as Record<string, unknown>;
  if (role === 'player') return typeof seatSecret === 'string' && book.bySecret(seatSecret) !== undefined;
  return role === 'stage' && typeof given === 'string' && given !== '' && isHostSecret(given);
}

/** How many of `clients` are watchers (audience connections). */
export function watcherCount(clients: Iterable<{ userData?: { role: string } }>): number {
  let n = 0;
  for (const c of clients) if (c.userData?.role === 'audience') n++;
  return n;
}
