/**
 * The real server in its own process, started as `npm start` starts it (the compiled server, built
 * first when missing or stale, with the same node command and flags, `startArgs()`) on a free loopback port, with
 * bots that decide at once (BOT_DELAY_MS=0) and the decision timer on (the presets' default).
 * Its output is kept: lines that look like errors are counted as load errors.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { appendFileSync, readFileSync } from 'node:fs';
import { freePort } from '../../test-support/free-port.js';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

export { freePort };

/**
 * The node arguments `npm start` runs the server with: the last `node ...` command of the root
 * package.json's `start` script (its V8 memory flags included), e.g.
 * `['--max-semi-space-size=8', ..., 'server/dist/index.js']` (the compiled server).
 * Throws when that script no longer ends in a `node` command.
 */
export function startArgs(): string[] {
  const pkg = JSON.parse(readFileSync(new URL('package.json', `file://${REPO_ROOT}`), 'utf8')) as { scripts: { start: string } };
  const words = pkg.scripts.start.split('&&').at(-1)!.trim().split(/\s+/);
  if (words[0] !== 'node' || !words.at(-1)!.endsWith('server/dist/index.js')) throw new Error(`unexpected start script: ${pkg.scripts.start}`);
  return words.slice(1);
}

/** Compile the server when its build is missing or stale (`npm start`'s first step, the server part only). Throws when that fails. */
export function buildServer(): void {
  const run = spawnSync(process.execPath, ['server/scripts/build-if-needed.mjs', 'server'], { cwd: REPO_ROOT, stdio: ['ignore', 'inherit', 'inherit'] });
  if (run.status !== 0) throw new Error(`building the server failed (exit ${run.status})`);
}

export interface ServerOptions {
  /** Write a V8 CPU profile (`--cpu-prof`) into this folder when the server exits. */
  cpuProfDir?: string;
  /** Preload loop-probe.cjs: the server reports its event-loop delay on SIGUSR2 (`loopDelay()`). */
  loopProbe?: boolean;
  /** With `loopProbe`: also print the delay every `sliceMs` ms (`loopSlices()`). */
  sliceMs?: number;
  /** Rooms in memory only (`DATA_DIR=none`), no database. */
  memory?: boolean;
  /** Extra environment (e.g. RECONNECT_WINDOW_S, REDIS_URL). */
  env?: Record<string, string>;
  /** Set PROCESS_ADDRESS to this process's own `127.0.0.1:<port>` (several processes sharing rooms). */
  processAddress?: boolean;
}

export interface ServerProcess {
  pid: number;
  port: number;
  /** `ws://127.0.0.1:<port>` for colyseus.js. */
  wsUrl: string;
  httpUrl: string;
  child: ChildProcess;
  /** Every output line so far (stdout and stderr). */
  lines: string[];
  /** Output lines that report an error (uncaught errors, room errors, stack traces). */
  errorLines(): string[];
  /**
   * With `loopProbe`: ask for the event-loop delay since the last call (ms); resolves when the
   * server has printed it (null without the probe or after 2 s).
   */
  loopDelay(): Promise<{ p50: number; p99: number; max: number } | null>;
  /** With `loopProbe` and `sliceMs`: the event-loop delay slices printed since the last call, oldest first. */
  loopSlices(): { p99: number; max: number }[];
  /** SIGTERM, then wait for the exit; resolves with the exit code and how long it took (ms). SIGKILL after `killAfterMs`. */
  stop(killAfterMs?: number): Promise<{ code: number | null; ms: number }>;
}

let serverBuilt = false;

const ERROR_LINE = /error|exception|unhandled|EADDRINUSE|FATAL/i;

/**
 * Start the server and wait until `/healthz` answers. Errors: rejects when the process exits
 * first or does not answer within `timeoutMs`.
 */
export async function startServerProcess(opts: ServerOptions = {}, timeoutMs = 30_000): Promise<ServerProcess> {
  if (!serverBuilt) {
    buildServer();
    serverBuilt = true;
  }
  const port = await freePort();
  // BENCH_SERVER_NODE_FLAGS: extra node flags for the server process only (e.g. GC experiments).
  const nodeArgs = startArgs();
  const args = [
    ...(process.env.BENCH_SERVER_NODE_FLAGS ?? '').split(' ').filter(Boolean),
    ...(opts.cpuProfDir ? ['--cpu-prof', `--cpu-prof-dir=${opts.cpuProfDir}`] : []),
    ...(opts.loopProbe ? ['--require', fileURLToPath(new URL('./loop-probe.cjs', import.meta.url))] : []),
    ...nodeArgs,
  ];
  const child = spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    env: {
      // TRUST_PROXY: each room of the load names its own household's address (worker.ts).
      ...process.env, PORT: String(port), BOT_DELAY_MS: '0', NODE_ENV: 'production', TRUST_PROXY: '1',
      ...(opts.sliceMs ? { LOOP_PROBE_SLICE_MS: String(opts.sliceMs) } : {}),
      ...(opts.processAddress ? { PROCESS_ADDRESS: `127.0.0.1:${port}` } : {}), ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  // BENCH_SERVER_LOG: also append the server's whole output to this file (e.g. with --trace-gc).
  const logFile = process.env.BENCH_SERVER_LOG;
  const keep = (chunk: Buffer) => {
    if (logFile) appendFileSync(logFile, chunk);
    for (const line of chunk.toString('utf8').split('\n')) if (line.trim()) lines.push(line);
    if (lines.length > 20_000) lines.splice(0, lines.length - 20_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  let exited: number | null | undefined;
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve((exited = code))));
  const httpUrl = `http://127.0.0.1:${port}`;
  const start = Date.now();
  for (;;) {
    if (exited !== undefined) throw new Error(`the server exited with code ${exited}:\n${lines.join('\n')}`);
    if (Date.now() - start > timeoutMs) {
      child.kill('SIGKILL');
      throw new Error(`the server did not answer /healthz within ${timeoutMs} ms`);
    }
    try {
      const res = await fetch(`${httpUrl}/healthz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  let slicesRead = 0;
  return {
    pid: child.pid!,
    port,
    wsUrl: `ws://127.0.0.1:${port}`,
    httpUrl,
    child,
    lines,
    errorLines: () => lines.filter((l) => ERROR_LINE.test(l) && !l.includes('refused ')),
    async loopDelay() {
      if (!opts.loopProbe || exited !== undefined) return null;
      const seen = lines.filter((l) => l.startsWith('LOOP_DELAY ')).length;
      child.kill('SIGUSR2');
      for (let waited = 0; waited < 2000; waited += 20) {
        const all = lines.filter((l) => l.startsWith('LOOP_DELAY '));
        if (all.length > seen) return JSON.parse(all.at(-1)!.slice('LOOP_DELAY '.length)) as { p50: number; p99: number; max: number };
        await new Promise((r) => setTimeout(r, 20));
      }
      return null;
    },
    loopSlices() {
      const all = lines.filter((l) => l.startsWith('LOOP_SLICE '));
      const fresh = all.slice(slicesRead);
      slicesRead = all.length;
      return fresh.map((l) => JSON.parse(l.slice('LOOP_SLICE '.length)) as { p99: number; max: number });
    },
    async stop(killAfterMs = 10_000) {
      const t0 = Date.now();
      if (exited !== undefined) return { code: exited, ms: 0 };
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), killAfterMs);
      const code = await exit;
      clearTimeout(timer);
      return { code, ms: Date.now() - t0 };
    },
  };
}
