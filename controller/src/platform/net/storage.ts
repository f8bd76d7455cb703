/**
 * What the phone remembers between visits, in `localStorage` (docs/SERVER.md, "Phones that come and go"):
 * the player's name, avatar and language for next time, the current session (room code, role, seat
 * secret, the rotating reconnection token), and the phone's watcher id. Storage can be missing or full (private browsing):
 * every call then quietly does nothing and reads give null.
 */

/** A seat (or an audience place) this phone holds in a room. */
export interface StoredSession {
  /** Room code, four letters ("MKST"). */
  code: string;
  role: 'player' | 'audience';
  /** Seat secret from the server's `seat` message: rejoins the same seat after a reload. */
  secret?: string;
  /** Seat index and stable seat id from the `seat` message, when known. */
  seat?: number;
  seatId?: string;
  /** Latest `room.reconnectionToken` ("roomId:token"); rotates after every reconnect. */
  token?: string;
  /** Name used to join (needed to rejoin by secret). */
  name?: string;
  /** Why a player join landed in the audience (the server says "by-choice" when a watcher rejoins). */
  audienceReason?: 'game-in-progress' | 'room-full' | 'by-choice' | null;
  /** The game this phone watched from the audience (`LinkView.watchedGame`), kept when it takes a seat. */
  watchedGame?: number;
  /** When this session was last saved (ms since epoch). */
  savedAt: number;
}

const PREFIX = 'party.';
/** A session older than this is forgotten (ms): the evening is over. */
export const SESSION_MAX_AGE_MS = 12 * 60 * 60 * 1000;

function store(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function read(key: string): string | null {
  try {
    return store()?.getItem(PREFIX + key) ?? null;
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    const s = store();
    if (!s) return;
    if (value === null) s.removeItem(PREFIX + key);
    else s.setItem(PREFIX + key, value);
  } catch {
    /* storage full or blocked: the phone simply will not remember */
  }
}

/** The name typed last time, or "". */
export function loadName(): string {
  return read('name') ?? '';
}

export function saveName(name: string): void {
  write('name', name);
}

/** The language picked on this phone (a locale code as saved; the caller checks it), or null. */
export function loadLocale(): string | null {
  return read('locale');
}

export function saveLocale(locale: string): void {
  write('locale', locale);
}

/** The avatar picked last time (0..6), or null. */
export function loadAvatar(): number | null {
  const n = Number(read('avatar'));
  return read('avatar') !== null && Number.isInteger(n) && n >= 0 && n <= 6 ? n : null;
}

export function saveAvatar(avatar: number): void {
  write('avatar', String(avatar));
}

/** This page's watcher id when the phone cannot remember one. */
let pageWatcher = '';

/**
 * The phone's watcher id: 32 random hex digits made once and remembered, sent when it watches so
 * the crowd's table counts a reloaded phone's guesses as the same guesser's. Never shown to anyone.
 */
export function watcherId(): string {
  const saved = read('watcher');
  if (saved && /^[0-9a-f]{32}$/.test(saved)) return saved;
  if (!pageWatcher) {
    const bytes = new Uint8Array(16);
    crypto.getRandomValues(bytes);
    pageWatcher = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  }
  write('watcher', pageWatcher);
  return pageWatcher;
}

/** The seat secret `session` holds for room `code` as a player (after a take-over, the other tab's too), if any. */
export function seatSecretFor(code: string, session: StoredSession | null): string | undefined {
  return session?.code === code && session.role === 'player' && session.secret ? session.secret : undefined;
}

/** The saved session, or null when none, unreadable, or older than SESSION_MAX_AGE_MS. */
export function loadSession(now = Date.now()): StoredSession | null {
  const text = read('session');
  if (!text) return null;
  try {
    const s = JSON.parse(text) as StoredSession;
    if (typeof s !== 'object' || s === null || typeof s.code !== 'string' || (s.role !== 'player' && s.role !== 'audience')) return null;
    if (typeof s.savedAt !== 'number' || now - s.savedAt > SESSION_MAX_AGE_MS) return null;
    return s;
  } catch {
    return null;
  }
}

/** Save (merge into) the session; `null` forgets it (a consented leave or a kick). */
export function saveSession(session: Omit<StoredSession, 'savedAt'> | null, now = Date.now()): void {
  write('session', session === null ? null : JSON.stringify({ ...session, savedAt: now }));
}
