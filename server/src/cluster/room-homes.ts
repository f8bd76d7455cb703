/**
 * Rooms that are away, not gone (docs/SERVER.md, "Hosting for many parties"). In a cluster each
 * process stores its own rooms (its own `DATA_DIR`); when it dies, its rooms are stored but not
 * live until it starts again. The other processes only see the room listing vanish, and would tell
 * a phone "no such room": the phone would then give up its seat, and the TV open a new room.
 *
 * So a process that stores its rooms leaves a mark in the cluster's presence for each of them:
 * `roomhome:<CODE>`, set when the room opens (or is restored), renewed every hour, and deleted
 * when the room closes for good (everyone left, or idle). A stopping or crashing process leaves it.
 * A join or reconnection that finds no room but this mark is told `room-paused` (the game server
 * holding it is restarting), which the phones and the TV answer by waiting and trying again.
 * The mark expires after `ROOM_IDLE_HOURS` plus an hour without renewal: a process that never
 * comes back stops holding its phones after that (a restarted one closes such rooms as idle).
 */
import { isClustered, isListed, presence } from './colyseus-cluster.js';

/** How often a live room renews its mark (ms). */
export const HOME_RENEW_MS = 3_600_000;

/** The presence key that marks `code` as stored by some process. */
export function homeKey(code: string): string {
  return `roomhome:${code}`;
}

/** A room's mark while it is live: `release(final)` stops renewing it, and deletes it when the room closed for good. */
export interface RoomHome {
  release(final: boolean): void;
}

/**
 * Mark `code` as stored (clustered processes only; elsewhere a no-op that costs nothing). The
 * mark lives `idleMs` plus `HOME_RENEW_MS`, renewed every `HOME_RENEW_MS`. A Redis error is
 * reported through `log` (the room plays on; only its phones' patience after a crash is lost).
 */
export function holdRoomHome(code: string, idleMs: number, log: (line: string) => void): RoomHome {
  if (!isClustered()) return { release: () => undefined };
  const seconds = Math.ceil((idleMs + HOME_RENEW_MS) / 1000);
  const mark = () => {
    Promise.resolve(presence().setex(homeKey(code), String(Date.now()), seconds)).catch((e: Error) => log(`could not mark the room as stored in Redis: ${e.message}`));
  };
  mark();
  marks.add(mark);
  const timer = setInterval(mark, HOME_RENEW_MS);
  timer.unref();
  return {
    release(final) {
      clearInterval(timer);
      marks.delete(mark);
      if (final) Promise.resolve(presence().del(homeKey(code))).catch(() => undefined);
    },
  };
}

/** Every live room's mark, to write again at once (`markAllAgain`). */
const marks = new Set<() => void>();

/**
 * Write every live stored room's mark again (Redis came back after an outage, perhaps without its
 * data; `republishListings` does the same for the room listings).
 */
export function markAllAgain(): void {
  for (const mark of marks) mark();
}

/**
 * Is `code` a stored room whose process is away (no live room has it, but its mark stands)?
 * False when rooms are not shared, or Redis does not answer.
 */
export async function isRoomAway(code: string): Promise<boolean> {
  if (!isClustered()) return false;
  try {
    return Boolean(await presence().get(homeKey(code)));
  } catch {
    return false;
  }
}

/** Where a room is: `live` (a process lists it), `away` (stored by a process that is down: `isRoomAway`), or `none`. */
export type RoomWhereabouts = 'live' | 'away' | 'none';

/**
 * Where room `code` is, the one answer the matchmaking, the avatars route and the code claims
 * share: listed by a live process, marked but not listed (its process is away), or neither.
 * Without shared rooms a room is never `away`. Errors: a Redis error looking up the listing
 * rejects (the mark's lookup never does: no answer reads as no mark).
 */
export async function roomWhereabouts(code: string): Promise<RoomWhereabouts> {
  if (await isListed(code)) return 'live';
  return (await isRoomAway(code)) ? 'away' : 'none';
}

/**
 * Whether room `code` is `away` (`roomWhereabouts`), for the answers to a room no process lists
 * (the matchmaking's, the HTTP routes'): a Redis error reads as not away, so the caller gives its
 * plain "no such room" answer. Never rejects.
 */
export async function isAwayNow(code: string): Promise<boolean> {
  return (await roomWhereabouts(code).catch(() => 'none')) === 'away';
}
