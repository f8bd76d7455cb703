/**
 * The avatars already taken in a room, for the join screen (`GET /api/rooms/CODE/avatars`,
 * docs/SERVER.md "HTTP"; the same origin that serves this page, any process of a cluster).
 */

/** What the server says of a room's avatars: the indexes taken (and the show it plays), no such room, or no answer. */
export type TakenAvatars = { kind: 'taken'; taken: number[]; show: string } | { kind: 'no-such-room' } | { kind: 'unknown' };

/**
 * Ask the server which avatars room `code` (already normalised) has taken. Never throws: a
 * network failure or an odd answer is `unknown` (the join screen then marks nothing).
 */
export async function fetchTakenAvatars(code: string, fetcher: typeof fetch = fetch): Promise<TakenAvatars> {
  try {
    const res = await fetcher(`/api/rooms/${encodeURIComponent(code)}/avatars`, { cache: 'no-store' });
    if (res.status === 404) return { kind: 'no-such-room' };
    if (!res.ok) return { kind: 'unknown' };
    const body = (await res.json()) as { taken?: unknown; show?: unknown };
    if (!Array.isArray(body.taken)) return { kind: 'unknown' };
    return { kind: 'taken', taken: body.taken.filter((n): n is number => Number.isInteger(n)), show: typeof body.show === 'string' ? body.show : '' };
  } catch {
    return { kind: 'unknown' };
  }
}
