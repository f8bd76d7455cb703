/**
 * The real server for the end-to-end suite, started exactly as the README says: `npm start`
 * (which builds the stage and the controller first when they are missing or stale), on a free
 * loopback port, bots deciding at once, and PUBLIC_URL pointing at loopback so the stage's join
 * link is one a headless phone on this machine can open.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from '@minus/shared/node/free-port';
import { fileURLToPath } from 'node:url';

export const REPO = fileURLToPath(new URL('../', import.meta.url));

export { freePort };

export interface ShowServer {
  /** `http://127.0.0.1:<port>` */
  url: string;
  port: number;
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
function cleanEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
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
 * one: a server started again where a crashed one was). Resolves once GET /healthz answers. The server
 * runs in its own process group so `stop()` ends npm and node together (and nothing else).
 */
export async function startShow(env: Record<string, string> = {}, timeoutMs = 240_000): Promise<ShowServer> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn('npm', ['start'], {
    cwd: REPO,
    env: cleanEnv({ PORT: String(port), BOT_DELAY_MS: '0', PUBLIC_URL: url, ...env }),
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
      const r = await fetch(`${url}/healthz`);
      if (r.ok && ((await r.json()) as { ok?: boolean }).ok) break;
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
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      return;
    }
    await exited;
  };
  return { url, port, log: () => output, stop, crash };
}
