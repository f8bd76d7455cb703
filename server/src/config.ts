/**
 * Server configuration: defaults, and parsing of the environment (docs/SERVER.md, "Environment").
 * Every value a test or `npm start` can change lives here; rooms read it from `RoomConfig`.
 */
import { hostingFromEnv, type HostingConfig } from './hosting-config.js';
import type { Durability } from './durability/durability.js';
import type { LimitedLog } from './log-limit.js';
import { cryptoRandom, type RandomSource } from './platform/randomness.js';
import type { ServerShow } from './platform/server-show.js';
import { SERVER_SHOWS } from './shows/registry.js';

/** What a room needs to know about the server it runs in (passed by the server, never by a client). */
export interface RoomConfig {
  /** How long a dropped phone keeps its seat before a bot stands in (seconds; may be fractional). */
  reconnectWindowS: number;
  /**
   * How long a TV that dropped (a lost network, a sleeping laptop; not a closed tab, which leaves
   * on purpose) keeps its room for it when nobody else is left, seconds: the longer of this and
   * `reconnectWindowS`. A house network down for ten minutes does not end the evening.
   */
  stageWindowS: number;
  /** A bot's human-like pause before deciding, `[min, max]` in ms. `[0, 0]` decides at once. */
  botDelayMs: [number, number];
  /**
   * Multiplies the decision timer (1 = real time). Only tests set it below 1 to make a 5 s timer
   * expire in a fraction of a second; the deadline in the state is scaled the same way.
   */
  timerScale: number;
  /** Bot label that stands in for a person who is away for good; null: the show's own (`bots.standIn`). */
  standInLabel: string | null;
  /** The shows a room can host, the one a new room starts with first (shows/registry.ts, plus a test's own). */
  shows: readonly ServerShow[];
  /** Rate limit per connection: a bucket of `burst` messages refilled at `perSecond`. */
  rateLimit: { perSecond: number; burst: number };
  /** Largest message (bytes, whole frame) a room reads; larger ones are refused. */
  maxMessageBytes: number;
  /** Where refusals and lifecycle lines go (one line each). */
  log: (line: string) => void;
  /** Where deal seeds, bot seeds and the cosmetic generator come from (`crypto`; tests fix them). */
  random: RandomSource;
  /** Per-address limits at the door and the reservation time (platform/admission-limits.ts). */
  admission: AdmissionLimits;
  /** Refusal lines limited per address and kind (log-limit.ts); `startServer` makes one per server. */
  doorLog: LimitedLog;
  /** The rooms' database (docs/SERVER.md, "Durability"); null keeps rooms in memory only. */
  durability: Durability | null;
}

/** Per-address limits (docs/SERVER.md, "Admission limits"). */
export interface AdmissionLimits {
  /** Rooms one address may create: a bucket of `burst`, refilled at `perMinute`. */
  create: { burst: number; perMinute: number };
  /** Seat reservations (`joinById`) one address may make: a bucket of `burst`, refilled at `perSecond`. */
  reserve: { burst: number; perSecond: number };
  /**
   * Questions about rooms that do not exist (`/api/rooms/CODE/...` answered 404) one address may
   * ask: a bucket of `burst`, refilled at `perSecond`; when empty, every room question from it is
   * refused 429 (http/api.ts). A code that exists costs nothing.
   */
  unknownRooms: { burst: number; perSecond: number };
  /** How long a seat reservation waits for its websocket before its place is free again (s). */
  seatReservationS: number;
  /** Take the client's address from the last `X-Forwarded-For` entry (only behind your own proxy). */
  trustProxy: boolean;
  /** A refusal line per address and kind stands for this long, then one summary line (ms). */
  logWindowMs: number;
}

/**
 * The door's numbers: a household behind one address (seven phones and a few watchers at once)
 * gets in in one go; a script gets 30 reservations, then 2 a second, each gone after 8 s unused.
 */
export const DEFAULT_ADMISSION: AdmissionLimits = {
  create: { burst: 10, perMinute: 6 },
  reserve: { burst: 30, perSecond: 2 },
  // Walking the 104,976 room codes for live rooms (their names, their games) takes about six days.
  unknownRooms: { burst: 30, perSecond: 0.2 },
  seatReservationS: 8,
  trustProxy: false,
  logWindowMs: 60_000,
};

/** Everything `startServer` accepts; all optional. */
export interface ServerConfig extends RoomConfig, HostingConfig {
  /** TCP port; 0 picks a free one. */
  port: number;
  /** Interface to listen on ("0.0.0.0" = all). */
  host: string;
  /** Public base URL (e.g. behind a tunnel or a proxy) used in place of `http(s)://<LAN address>:<port>`. */
  publicUrl: string | null;
  /** Built stage and controller folders. */
  stageDist: string;
  controllerDist: string;
  /**
   * Folder of the rooms' database (`minus-auction.sqlite`, docs/SERVER.md "Durability"), created
   * on first start; null keeps everything in memory (tests, `bench:load` without durability).
   * `npm start` reads `DATA_DIR` (default `./data`, relative to the folder it runs in).
   */
  dataDir: string | null;
  /** A live room with no activity for this long is closed and archived (ms; `ROOM_IDLE_HOURS`). */
  roomIdleMs: number;
  /**
   * Largest size of the database (bytes; SQLite's `max_page_count`), null for no cap: a quota,
   * and the storage's failure injection for tests (a "full disk" at a size of their choosing).
   */
  dataMaxBytes: number | null;
}

export const DEFAULT_PORT = 2567;

/** `DATA_DIR` when not set: `./data` beside where `npm start` runs (the repository; git-ignored). */
export const DEFAULT_DATA_DIR = './data';

/** `ROOM_IDLE_HOURS` when not set: a room nobody used for a day is archived. */
export const DEFAULT_ROOM_IDLE_HOURS = 24;

/** Defaults for a room (real time, 5 minute window, 1-3 s bot pauses). */
export const DEFAULT_ROOM_CONFIG: RoomConfig = {
  reconnectWindowS: 300,
  stageWindowS: 3600,
  botDelayMs: [1000, 3000],
  timerScale: 1,
  standInLabel: null,
  shows: SERVER_SHOWS,
  rateLimit: { perSecond: 10, burst: 20 },
  maxMessageBytes: 1024,
  log: (line) => console.log(line),
  random: cryptoRandom,
  admission: DEFAULT_ADMISSION,
  doorLog: { line: (_address, _kind, text) => console.log(text) },
  durability: null,
};

/** A value read from the environment, or a sentence saying what is wrong with it. */
export type EnvResult<T> = { ok: true; value: T } | { ok: false; error: string };

/**
 * Read PORT, PUBLIC_URL, RECONNECT_WINDOW_S, STAGE_WINDOW_S, BOT_DELAY_MS, DATA_DIR and ROOM_IDLE_HOURS from `env`,
 * and the hosting settings (REDIS_URL, PROCESS_ADDRESS, TLS_CERT, TLS_KEY: hosting-config.ts).
 * - PORT: 0..65535 (default 2567).
 * - PUBLIC_URL: an http(s) URL; a trailing slash is dropped.
 * - RECONNECT_WINDOW_S: seconds, 0..86400 (default 300).
 * - STAGE_WINDOW_S: seconds, 0..86400 (default 3600): how long a room waits for its TV, and stays
 *   open for a dinner break while nobody is at the table (never less than RECONNECT_WINDOW_S).
 * - BOT_DELAY_MS: `MIN,MAX` or a single `N` (ms, 0..60000, MIN <= MAX; default 1000,3000).
 * - DATA_DIR: the database's folder (`npm start` uses `DEFAULT_DATA_DIR`, `./data`, without it);
 *   `none` keeps rooms in memory only (a restart ends every room; `bench:load --memory`).
 * - ROOM_IDLE_HOURS: hours, more than 0 and at most 8760 (a year; default 24).
 * - TRUST_PROXY, JOIN_BURST, JOIN_PER_S, SEAT_RESERVATION_S: see `admissionFromEnv`.
 * Returns the overrides found, or an error naming the variable.
 */
export function configFromEnv(env: Record<string, string | undefined>): EnvResult<Partial<ServerConfig>> {
  const out: Partial<ServerConfig> = {};
  if (env.PORT !== undefined && env.PORT !== '') {
    const port = Number(env.PORT);
    if (!Number.isInteger(port) || port < 0 || port > 65535) return { ok: false, error: `PORT must be a whole number from 0 to 65535, not "${env.PORT}"` };
    out.port = port;
  }
  if (env.PUBLIC_URL !== undefined && env.PUBLIC_URL !== '') {
    let url: URL;
    try {
      url = new URL(env.PUBLIC_URL);
    } catch {
      return { ok: false, error: `PUBLIC_URL must be a full URL such as https://party.example.org, not "${env.PUBLIC_URL}"` };
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, error: 'PUBLIC_URL must start with http:// or https://' };
    out.publicUrl = env.PUBLIC_URL.replace(/\/+$/, '');
  }
  if (env.RECONNECT_WINDOW_S !== undefined && env.RECONNECT_WINDOW_S !== '') {
    const s = Number(env.RECONNECT_WINDOW_S);
    if (!Number.isFinite(s) || s < 0 || s > 86400) return { ok: false, error: `RECONNECT_WINDOW_S must be seconds from 0 to 86400, not "${env.RECONNECT_WINDOW_S}"` };
    out.reconnectWindowS = s;
  }
  if (env.STAGE_WINDOW_S !== undefined && env.STAGE_WINDOW_S !== '') {
    const s = Number(env.STAGE_WINDOW_S);
    if (!Number.isFinite(s) || s < 0 || s > 86400) return { ok: false, error: `STAGE_WINDOW_S must be seconds from 0 to 86400, not "${env.STAGE_WINDOW_S}"` };
    out.stageWindowS = s;
  }
  if (env.BOT_DELAY_MS !== undefined && env.BOT_DELAY_MS !== '') {
    const parts = env.BOT_DELAY_MS.split(',').map((p) => Number(p.trim()));
    const [min, max = min] = parts;
    const valid = parts.length <= 2 && [min, max].every((n) => n !== undefined && Number.isInteger(n) && n >= 0 && n <= 60000);
    if (!valid || min! > max!) return { ok: false, error: `BOT_DELAY_MS must be MIN,MAX in ms (0..60000, MIN <= MAX) or one number, not "${env.BOT_DELAY_MS}"` };
    out.botDelayMs = [min!, max!];
  }
  if (env.DATA_DIR !== undefined && env.DATA_DIR.trim() !== '') out.dataDir = env.DATA_DIR.trim() === 'none' ? null : env.DATA_DIR;
  if (env.ROOM_IDLE_HOURS !== undefined && env.ROOM_IDLE_HOURS !== '') {
    const h = Number(env.ROOM_IDLE_HOURS);
    if (!Number.isFinite(h) || h <= 0 || h > 8760) return { ok: false, error: `ROOM_IDLE_HOURS must be hours, more than 0 and at most 8760, not "${env.ROOM_IDLE_HOURS}"` };
    out.roomIdleMs = Math.round(h * 3_600_000);
  }
  const admission = admissionFromEnv(env);
  if (!admission.ok) return admission;
  if (admission.value !== DEFAULT_ADMISSION) out.admission = admission.value;
  const hosting = hostingFromEnv(env);
  if (!hosting.ok) return hosting;
  return { ok: true, value: { ...out, ...hosting.value } };
}

/**
 * The door's numbers a host may need to change (docs/SERVER.md, "Admission limits"):
 * - TRUST_PROXY: `1`/`true` to read the client's address from X-Forwarded-For (`0`/`false`, default);
 * - JOIN_BURST: seat reservations one address may make at once, 1..10000 (default 30);
 * - JOIN_PER_S: reservations per second an address gets back, 0.1..1000 (default 2);
 * - SEAT_RESERVATION_S: seconds a reservation waits for its websocket, 2..60 (default 8).
 * Returns `DEFAULT_ADMISSION` itself when none is set.
 */
export function admissionFromEnv(env: Record<string, string | undefined>): EnvResult<AdmissionLimits> {
  const set = (name: string) => env[name] !== undefined && env[name] !== '';
  if (!['TRUST_PROXY', 'JOIN_BURST', 'JOIN_PER_S', 'SEAT_RESERVATION_S'].some(set)) return { ok: true, value: DEFAULT_ADMISSION };
  const out: AdmissionLimits = { ...DEFAULT_ADMISSION, reserve: { ...DEFAULT_ADMISSION.reserve } };
  if (set('TRUST_PROXY')) {
    const v = env.TRUST_PROXY!.toLowerCase();
    if (!['1', '0', 'true', 'false'].includes(v)) return { ok: false, error: `TRUST_PROXY must be 1 or 0 (true or false), not "${env.TRUST_PROXY}"` };
    out.trustProxy = v === '1' || v === 'true';
  }
  const num = (name: string, min: number, max: number, whole: boolean): number | string => {
    const n = Number(env[name]);
    const ok = Number.isFinite(n) && n >= min && n <= max && (!whole || Number.isInteger(n));
    return ok ? n : `${name} must be a ${whole ? 'whole ' : ''}number from ${min} to ${max}, not "${env[name]}"`;
  };
  for (const [name, min, max, whole, put] of [
    ['JOIN_BURST', 1, 10000, true, (n: number) => (out.reserve.burst = n)],
    ['JOIN_PER_S', 0.1, 1000, false, (n: number) => (out.reserve.perSecond = n)],
    ['SEAT_RESERVATION_S', 2, 60, false, (n: number) => (out.seatReservationS = n)],
  ] as const) {
    if (!set(name)) continue;
    const n = num(name, min, max, whole);
    if (typeof n === 'string') return { ok: false, error: n };
    put(n);
  }
  return { ok: true, value: out };
}
