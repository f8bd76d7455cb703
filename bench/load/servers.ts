/**
 * The servers under load: one server process as `npm start` runs it, or several sharing rooms
 * through a private redis-server (REDIS_URL, each with its own PROCESS_ADDRESS and DATA_DIR), as a host runs
 * them for many parties (docs/SERVER.md, "Hosting for many parties"). Their figures are read per
 * process and summed or maxed by the caller.
 */
import { redisUnavailable, startRedis, type RedisServer } from '../../test-support/redis-server.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServerProcess, type ServerOptions, type ServerProcess } from './server-process.js';

export interface ServerSet {
  processes: ServerProcess[];
  /** The private redis-server, when the processes share rooms through it. */
  redis: RedisServer | null;
  /** One websocket URL per process (the load processes open their rooms through them in turn). */
  wsUrls: string[];
  /** Rooms and connections per process, as the cluster's health reports them (from the first process). */
  health(): Promise<{ processId: string; rooms: number; connections: number }[]>;
  /** Stop every process (SIGTERM), then Redis; resolves with each process's exit and how long it took. */
  stop(): Promise<{ code: number | null; ms: number }[]>;
}

/**
 * Start `count` server processes (one after the other: the first builds the server if needed);
 * with `redis`, a private redis-server first and every process on it. `count` > 1 needs `redis`.
 * Errors: rejects when redis-server is not installed or a process does not start.
 */
export async function startServers(count: number, redis: boolean, opts: ServerOptions = {}): Promise<ServerSet> {
  if (count > 1 && !redis) throw new Error('several server processes share rooms through Redis: add --redis');
  let redisServer: RedisServer | null = null;
  if (redis) {
    const missing = redisUnavailable();
    if (missing) throw new Error(`--redis: ${missing}`);
    redisServer = await startRedis();
  }
  const processes: ServerProcess[] = [];
  // One data folder per process (one server per folder), gone with the run.
  const dataDirs: string[] = [];
  const cleanUp = async () => {
    await Promise.all(processes.map((p) => p.stop()));
    await redisServer?.stop();
    for (const d of dataDirs) rmSync(d, { recursive: true, force: true });
  };
  try {
    for (let i = 0; i < count; i++) {
      dataDirs.push(mkdtempSync(join(tmpdir(), 'minus-bench-data-')));
      processes.push(await startServerProcess({
        ...opts,
        processAddress: redis,
        env: { ...opts.env, DATA_DIR: opts.memory ? 'none' : dataDirs[i]!, ...(redisServer ? { REDIS_URL: redisServer.url } : {}) },
      }));
    }
  } catch (e) {
    await cleanUp();
    throw e;
  }
  return {
    processes,
    redis: redisServer,
    wsUrls: processes.map((p) => p.wsUrl),
    async health() {
      const h = (await (await fetch(`${processes[0]!.httpUrl}/healthz`)).json()) as { processes?: { processId: string; rooms: number; connections: number }[]; rooms: number };
      return h.processes ?? [{ processId: 'one', rooms: h.rooms, connections: 0 }];
    },
    async stop() {
      const out = await Promise.all(processes.map((p) => p.stop()));
      await cleanUp();
      return out;
    },
  };
}
