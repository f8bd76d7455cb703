/**
 * The real server for the end-to-end suite, started exactly as the README says: `npm start`
 * (which builds the stage and the controller first when they are missing or stale), on a free
 * loopback port, bots deciding at once, and PUBLIC_URL pointing at loopback so the stage's join
 * link is one a headless phone on this machine can open.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { get as httpsGet } from 'node:https';
import { freePort } from '../test-support/free-port.js';
import { fileURLToPath } from 'node:url';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const REPO = fileURLToPath(new URL('../', import.meta.url));

export { freePort };

export interface ShowServer {
  /** `http://127.0.0.1:<port>` */
  url: string;
  port: number;
  /** The rooms' database folder it was given (DATA_DIR): start another server on it to restore its rooms. */
  dataDir: string;
  /** Everything the server printed so far (for failure messages). */
  log(): string;
  stop(): Promise<void>;
  /** `kill -9` the server (npm and node): no goodbye to anyone, every room lost. */
  crash(): Promise<void>;
}

/**
 * The environment a person's shell would give `npm start`: the test runner's own variables
 * (VITEST*, NODE_ENV=test, MODE/DEV/PROD/SSR/BASE_URL, npm's lifecycle ones) are left out so the build and the server behave
 * as they do for a user.
 */
export function cleanEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) {
    if (/^(VITEST|NODE_ENV$|npm_|INIT_CWD$|TEST$|MODE$|DEV$|PROD$|SSR$|BASE_URL$)/.test(k)) continue;
    env[k] = v;
  }
  return { ...env, ...extra };
}

/**
 * `npm start` with PORT=<free port>, BOT_DELAY_MS=0 and PUBLIC_URL=http://127.0.0.1:<port>
 * (server/src/config.ts names them), plus `env` (its PORT, if set, is used instead of a free
 * one: a server started again where a crashed one was), or the variables `env(port)` gives (for
 * those that name the port: PROCESS_ADDRESS). `scheme` `https` when `env` sets TLS_CERT and
 * TLS_KEY; `cwd` another copy of the repository (the production install test). Resolves once
 * GET /healthz answers. The server runs in its own process group so `stop()` ends npm and node
 * together (and nothing else).
 */
export async function startShow(env: Record<string, string> | ((port: number) => Record<string, string>) = {}, timeoutMs = 240_000, scheme: 'http' | 'https' = 'http', cwd = REPO): Promise<ShowServer> {
  const port = typeof env !== 'function' && env.PORT ? Number(env.PORT) : await freePort();
  const url = `${scheme}://127.0.0.1:${port}`;
  const given = typeof env === 'function' ? env(port) : env;
  // Each server its own rooms' database (one server per data folder), unless the test names one.
  const dataDir = given.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'minus-e2e-data-'));
  const child: ChildProcess = spawn('npm', ['start'], {
    cwd,
    env: cleanEnv({ PORT: String(port), BOT_DELAY_MS: '0', PUBLIC_URL: url, DATA_DIR: dataDir, ...given }),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += String(d)));
  child.stderr?.on('data', (d) => (output += String(d)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      return;
    }
    const done = await Promise.race([exited.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), 8000))]);
    if (!done) {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        /* already gone */
      }
    }
  };
  const end = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start stopped (exit ${child.exitCode}):\n${output}`);
    try {
      if (await healthy(`${url}/healthz`)) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > end) {
      await stop();
      throw new Error(`npm start did not answer /healthz within ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  const crash = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      return;
    }
    await exited;
  };
  return { url, port, dataDir, log: () => output, stop, crash };
}

/**
 * Whether GET `url` answers 200 with `ok: true`. Over https the test's own self-signed
 * certificate is accepted (loopback, this suite's server): the browser test checks TLS itself.
 */
export function healthy(url: string): Promise<boolean> {
  if (url.startsWith('http:')) return fetch(url).then(async (r) => r.ok && ((await r.json()) as { ok?: boolean }).ok === true, () => false);
  return new Promise((resolve) => {
    const req = httpsGet(url, { rejectUnauthorized: false }, (res) => {
      let body = '';
      res.on('data', (d) => (body += String(d)));
      res.on('end', () => {
        try {
          resolve(res.statusCode === 200 && (JSON.parse(body) as { ok?: boolean }).ok === true);
        } catch {
          resolve(false);
        }
      });
    });
    req.on('error', () => resolve(false));
  });
}
