/**
 * Server configuration: defaults, and parsing of the environment (docs/SERVER.md, "Environment").
 * Every value a test or `npm start` can change lives here; rooms read it from `RoomConfig`.
 */
import { hostingFromEnv, type HostingConfig } from './hosting-config.js';

/** What a room needs to know about the server it runs in (passed by the server, never by a client). */
export interface RoomConfig {
  /** How long a dropped phone keeps its seat before a bot stands in (seconds; may be fractional). */
  reconnectWindowS: number;
  /** A bot's human-like pause before deciding, `[min, max]` in ms. `[0, 0]` decides at once. */
  botDelayMs: [number, number];
  /**
   * Multiplies the decision timer (1 = real time). Only tests set it below 1 to make a 5 s timer
   * expire in a fraction of a second; the deadline in the state is scaled the same way.
   */
  timerScale: number;
  /** Bot label that stands in for a person who is away for good. */
  standInLabel: string;
  /** Rate limit per connection: a bucket of `burst` messages refilled at `perSecond`. */
  rateLimit: { perSecond: number; burst: number };
  /** Largest message (bytes, whole frame) a room reads; larger ones are refused. */
  maxMessageBytes: number;
  /** Where refusals and lifecycle lines go (one line each). */
  log: (line: string) => void;
}

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
}

export const DEFAULT_PORT = 2567;

/** Defaults for a room (real time, 5 minute window, 1-3 s bot pauses). */
export const DEFAULT_ROOM_CONFIG: RoomConfig = {
  reconnectWindowS: 300,
  botDelayMs: [1000, 3000],
  timerScale: 1,
  standInLabel: 'medium-steady',
  rateLimit: { perSecond: 10, burst: 20 },
  maxMessageBytes: 1024,
  log: (line) => console.log(line),
};

/** A value read from the environment, or a sentence saying what is wrong with it. */
export type EnvResult<T> = { ok: true; value: T } | { ok: false; error: string };

/**
 * Read PORT, PUBLIC_URL, RECONNECT_WINDOW_S and BOT_DELAY_MS from `env`, and the hosting
 * settings (REDIS_URL, PROCESS_ADDRESS, TLS_CERT, TLS_KEY: hosting-config.ts).
 * - PORT: 0..65535 (default 2567).
 * - PUBLIC_URL: an http(s) URL; a trailing slash is dropped.
 * - RECONNECT_WINDOW_S: seconds, 0..86400 (default 300).
 * - BOT_DELAY_MS: `MIN,MAX` or a single `N` (ms, 0..60000, MIN <= MAX; default 1000,3000).
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
  if (env.BOT_DELAY_MS !== undefined && env.BOT_DELAY_MS !== '') {
    const parts = env.BOT_DELAY_MS.split(',').map((p) => Number(p.trim()));
    const [min, max = min] = parts;
    const valid = parts.length <= 2 && [min, max].every((n) => n !== undefined && Number.isInteger(n) && n >= 0 && n <= 60000);
    if (!valid || min! > max!) return { ok: false, error: `BOT_DELAY_MS must be MIN,MAX in ms (0..60000, MIN <= MAX) or one number, not "${env.BOT_DELAY_MS}"` };
    out.botDelayMs = [min!, max!];
  }
  const hosting = hostingFromEnv(env);
  if (!hosting.ok) return hosting;
  return { ok: true, value: { ...out, ...hosting.value } };
}
