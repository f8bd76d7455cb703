/**
 * The TV's last room in this browser (localStorage), so a TV tab closed and opened again within
 * the hour (a dinner break, a laptop restarted) goes back to its room and its game instead of
 * making a new one; the server keeps such a room that long (docs/SERVER.md, "Phones that come and
 * go"). A tab writes its room every `LAST_ROOM_BEAT_MS` while it is linked, and marks it closed
 * when the page goes: a second TV tab opened beside a live one makes its own room.
 */

const KEY = 'party-stage-last-room';
/** How often a linked TV tab says its room is still shown (ms). */
export const LAST_ROOM_BEAT_MS = 10_000;
/** A room written less than this long ago (ms), and not marked closed, is another tab's: left alone. */
export const LAST_ROOM_LIVE_MS = 2.5 * LAST_ROOM_BEAT_MS;
/** A room last shown longer ago than this (ms) is not tried again: the server has closed it. */
export const LAST_ROOM_KEEP_MS = 3_600_000;

interface LastRoom {
  code: string;
  hostSecret: string;
  /** When a tab last showed it (ms since epoch). */
  seenAt: number;
  /** The tab that showed it went away (its page closed). */
  closed: boolean;
}

function read(storage: Storage): LastRoom | null {
  try {
    const v = JSON.parse(storage.getItem(KEY) ?? 'null') as Partial<LastRoom> | null;
    if (!v || typeof v.code !== 'string' || typeof v.hostSecret !== 'string' || typeof v.seenAt !== 'number') return null;
    return { code: v.code, hostSecret: v.hostSecret, seenAt: v.seenAt, closed: v.closed === true };
  } catch {
    return null;
  }
}

/** Note that this tab shows room `code` now (`closed`: its page is going). Storage errors (private mode, full) are ignored. */
export function rememberRoom(storage: Storage, code: string, hostSecret: string, now: number, closed = false): void {
  try {
    if (closed && read(storage)?.code !== code) return; // another tab's room since: not this tab's to close
    storage.setItem(KEY, JSON.stringify({ code, hostSecret, seenAt: now, closed } satisfies LastRoom));
  } catch {
    /* private mode or full: the TV makes a new room next time */
  }
}

/** The last room to try when a TV opens with no room of its own: closed or quiet, and seen within the hour; else null. */
export function reusableRoom(storage: Storage, now: number): { code: string; hostSecret: string } | null {
  const last = read(storage);
  if (!last || now - last.seenAt > LAST_ROOM_KEEP_MS) return null;
  if (!last.closed && now - last.seenAt < LAST_ROOM_LIVE_MS) return null;
  return { code: last.code, hostSecret: last.hostSecret };
}

/** The last room is gone (the server answered so): not tried again. */
export function forgetRoom(storage: Storage): void {
  try {
    storage.removeItem(KEY);
  } catch {
    /* ignored */
  }
}
