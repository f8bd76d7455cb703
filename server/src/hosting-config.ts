/**
 * The hosting settings (README.md, "Hosting many parties"; docs/SERVER.md, "Hosting for many parties"): Redis
 * for several server processes, this process's own address, and HTTPS. Read from the environment
 * by `hostingFromEnv`; `configFromEnv` (config.ts) merges them with the game's settings.
 */
import { existsSync } from 'node:fs';

/** Where the PEM files for HTTPS/WSS are (paths; read when the server starts, tls.ts). */
export interface TlsFiles {
  certFile: string;
  keyFile: string;
}

export interface HostingConfig {
  /**
   * `REDIS_URL`: Redis shared by every server process (rooms, matchmaking, room codes, health),
   * e.g. `redis://127.0.0.1:6379`; null = one process with everything in its memory.
   */
  redisUrl: string | null;
  /**
   * `PROCESS_ADDRESS`: where phones reach this very process's websockets, `host[:port][/path]`
   * without a scheme (Colyseus' `publicAddress`; the page's own scheme, ws or wss, is used).
   * Needed with several processes unless a proxy routes each websocket by its process id; null =
   * the address the page came from.
   */
  processAddress: string | null;
  /** `TLS_CERT` and `TLS_KEY`: serve HTTPS and WSS on the same port; null = plain HTTP. */
  tls: TlsFiles | null;
}

export const DEFAULT_HOSTING_CONFIG: HostingConfig = { redisUrl: null, processAddress: null, tls: null };

/** A value read from the environment, or a sentence naming the variable and what is wrong. */
export type HostingResult = { ok: true; value: Partial<HostingConfig> } | { ok: false; error: string };

const set = (v: string | undefined): v is string => v !== undefined && v.trim() !== '';

/**
 * Read REDIS_URL, PROCESS_ADDRESS, TLS_CERT and TLS_KEY from `env`.
 * - REDIS_URL: `redis://` or `rediss://` URL.
 * - PROCESS_ADDRESS: `host[:port][/path]`, no scheme, no trailing slash (one is dropped).
 * - TLS_CERT / TLS_KEY: both or neither; each an existing file (PEM).
 * Returns the overrides found, or an error naming the variable.
 */
export function hostingFromEnv(env: Record<string, string | undefined>, fileExists: (path: string) => boolean = existsSync): HostingResult {
  const out: Partial<HostingConfig> = {};
  if (set(env.REDIS_URL)) {
    let url: URL | null = null;
    try {
      url = new URL(env.REDIS_URL.trim());
    } catch {
      /* reported below */
    }
    if (!url || (url.protocol !== 'redis:' && url.protocol !== 'rediss:')) return { ok: false, error: `REDIS_URL must be a redis:// URL such as redis://127.0.0.1:6379, not "${env.REDIS_URL}"` };
    out.redisUrl = env.REDIS_URL.trim();
  }
  if (set(env.PROCESS_ADDRESS)) {
    const address = env.PROCESS_ADDRESS.trim().replace(/\/+$/, '');
    if (/^[a-z]+:\/\//i.test(address) || !/^[a-z0-9.\-[\]:]+(\/[\w\-./]*)?$/i.test(address)) {
      return { ok: false, error: `PROCESS_ADDRESS must be host[:port][/path] without a scheme, e.g. 10.0.0.5:2567 or game.example.org/p1, not "${env.PROCESS_ADDRESS}"` };
    }
    out.processAddress = address;
  }
  if (set(env.TLS_CERT) !== set(env.TLS_KEY)) return { ok: false, error: 'TLS_CERT and TLS_KEY go together: set both (PEM files) for HTTPS, or neither' };
  if (set(env.TLS_CERT) && set(env.TLS_KEY)) {
    for (const name of ['TLS_CERT', 'TLS_KEY'] as const) {
      if (!fileExists(env[name]!)) return { ok: false, error: `${name} must name a PEM file; "${env[name]}" does not exist` };
    }
    out.tls = { certFile: env.TLS_CERT, keyFile: env.TLS_KEY };
  }
  return { ok: true, value: out };
}
