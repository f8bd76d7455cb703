/**
 * Node-only helper for tests and benchmarks of the scale-out set-up: Debian's `redis-server` on a
 * free loopback port, with no disk (no RDB, no AOF) and its own empty data set, stopped by `stop()`.
 * CI installs the package (scripts/ensure-redis.sh, run by `npm test`'s pretest).
 */
import { spawn, spawnSync } from 'node:child_process';
import { connect } from 'node:net';
import { freePort } from './free-port.js';

/** Where Debian puts the server. */
export const REDIS_SERVER = '/usr/bin/redis-server';

export interface RedisServer {
  /** `redis://127.0.0.1:<port>` */
  url: string;
  port: number;
  pid: number;
  /** SIGTERM, then wait for the exit (SIGKILL after 5 s). */
  stop(): Promise<void>;
}

/** Why Redis cannot run here, or null when `redis-server` is installed and starts. */
export function redisUnavailable(): string | null {
  const probe = spawnSync(REDIS_SERVER, ['--version'], { encoding: 'utf8' });
  if (probe.error) return `${REDIS_SERVER} is not installed (apt-get install redis-server; scripts/ensure-redis.sh does it)`;
  return probe.status === 0 ? null : `${REDIS_SERVER} --version failed: ${probe.stderr.trim()}`;
}

/**
 * Start a private redis-server (on `onPort`, or a free port) and wait until it accepts connections.
 * Errors: rejects when it exits first or does not say it is ready within `timeoutMs`.
 */
export async function startRedis(timeoutMs = 10_000, onPort?: number): Promise<RedisServer> {
  const port = onPort ?? (await freePort());
  const child = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', '/tmp', '--loglevel', 'warning'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += String(d)));
  child.stderr!.on('data', (d) => (output += String(d)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // At log level "warning" redis prints nothing once ready: ask it PING until it answers.
  const deadline = Date.now() + timeoutMs;
  while (!(await answersPing(port))) {
    if (child.exitCode !== null) throw new Error(`redis-server exited (${child.exitCode}):\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`redis-server did not answer within ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    pid: child.pid!,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Whether a Redis on 127.0.0.1:`port` answers PING (false on any socket error). */
function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = connect(port, '127.0.0.1');
    s.setTimeout(1000, () => {
      s.destroy();
      resolve(false);
    });
    s.once('connect', () => s.write('PING\r\n'));
    s.once('data', (d) => {
      s.destroy();
      resolve(String(d).startsWith('+PONG'));
    });
    s.once('error', () => resolve(false));
  });
}
