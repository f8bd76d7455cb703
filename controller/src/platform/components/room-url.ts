/**
 * The page's address and the room: the code a link names (`?room=CODE`, the QR code's), and the
 * address kept on the room joined so a reload or a bookmark comes back to this seat.
 */
import { normalizeRoomCode } from '@minus/shared/platform/protocol/room-code';
import type { RoomConnection } from '../net/connection.js';

/** The room code a query string names (`?room=CODE`), normalized, or null when it names none. */
export function roomInQuery(search: string): string | null {
  const room = new URLSearchParams(search).get('room');
  return room ? normalizeRoomCode(room) : null;
}

/**
 * Once in a room, the page's address names it (`?room=CODE`): a reload or a bookmark then comes
 * back to this seat, not to a room whose code was typed over (an old QR code's link).
 * Untouched when the query string was given as a property (`search`, tests).
 */
export function keepUrlOnRoom(c: RoomConnection | undefined, search: string | undefined): void {
  if (search !== undefined || !c?.view || c.status !== 'connected' || !c.code || roomInQuery(location.search) === c.code) return;
  const url = new URL(location.href);
  url.searchParams.set('room', c.code);
  history.replaceState(history.state, '', url);
}
