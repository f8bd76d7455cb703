/**
 * The avatars already taken in a room, for the join screen (`GET /api/rooms/CODE/avatars`,
 * docs/SERVER.md "HTTP"; the same origin that serves this page, any process of a cluster).
 */

/** Where a newcomer asking for a seat would land now: a seat, or the audience and why ('' when the server did not say). */
export type RoomLanding = 'seat' | 'game-in-progress' | 'room-full' | '';

/**
 * What the server says of a room's avatars: the indexes taken (and the show it plays, and where a
 * newcomer would land), no such room, or no answer.
 */
export type TakenAvatars = { kind: 'taken'; taken: number[]; show: string; landing: RoomLanding } | { kind: 'no-such-room' } | { kind: 'room-paused' } | { kind: 'unknown' };

const LANDINGS: readonly RoomLanding[] = ['seat', 'game-in-progress', 'room-full'];

/**
 * Ask the server which avatars room `code` (already normalised) has taken. Never throws: a
 * network failure or an odd answer is `unknown` (the join screen then marks nothing).
 */
export async function fetchTakenAvatars(code: string, fetcher: typeof fetch = fetch): Promise<TakenAvatars> {
  try {
    const res = await fetcher(`/api/rooms/${encodeURIComponent(code)}/avatars`, { cache: 'no-store' });
    if (res.status === 404) return { kind: 'no-such-room' };
    const body = (await res.json()) as { taken?: unknown; show?: unknown; landing?: unknown; error?: unknown };
    // The room's game server is restarting (a cluster): the room comes back with it.
    if (res.status === 503 && body.error === 'room-paused') return { kind: 'room-paused' };
    if (!res.ok) return { kind: 'unknown' };
    if (!Array.isArray(body.taken)) return { kind: 'unknown' };
    const landing = LANDINGS.find((l) => l === body.landing) ?? '';
    return { kind: 'taken', taken: body.taken.filter((n): n is number => Number.isInteger(n)), show: typeof body.show === 'string' ? body.show : '', landing };
  } catch {
    return { kind: 'unknown' };
  }
}
