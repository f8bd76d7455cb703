/**
 * Two server processes sharing rooms through a real `redis-server` (docs/SERVER.md, "Hosting for
 * many parties"), as the cluster tests start them: A and B, each `npm start` on its own data
 * folder, with PROCESS_ADDRESS its own port. A can be killed and started again on its folder and
 * port (`restartA`). Each server started is added to `servers` (the test file stops them all),
 * and a failing test prints the end of both logs.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, onTestFailed } from 'vitest';
import { redisUnavailable, startRedis, type RedisServer } from '../test-support/redis-server.js';
import { startShow, type ShowServer } from './server.js';

/** A cluster test file's Redis and servers (`clusterFile`). */
export interface ClusterFile {
  /** Why the file's tests are skipped (redis-server is not installed), or null. */
  missing: string | null;
  /** The running Redis's URL (inside a test). */
  redisUrl(): string;
  /** Every server the file started: all stopped after its tests. */
  servers: ShowServer[];
}

/**
 * Redis for the cluster test file `file`: started before its tests, stopped after them with every
 * server in `servers`. When redis-server is not installed the reason is printed and `missing`
 * says it (scripts/ensure-redis.sh installs it for `npm test`).
 */
export function clusterFile(file: string): ClusterFile {
  const missing = redisUnavailable();
  if (missing) console.warn(`${file} skipped: ${missing}`);
  let redis: RedisServer | undefined;
  const servers: ShowServer[] = [];
  beforeAll(async () => {
    if (!missing) redis = await startRedis();
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await redis?.stop();
  });
  return { missing, redisUrl: () => redis!.url, servers };
}

export class ClusterPair {
  a!: ShowServer;
  b!: ShowServer;

  private constructor(
    private readonly env: (dir: string) => (port: number) => Record<string, string>,
    /** A's data folder (its rooms' database: a restart on it brings them back). */
    readonly dirA: string,
    private readonly servers: ShowServer[],
  ) {}

  /** Start A, then B, on Redis database `db` of `redisUrl` (`name` marks their temporary data folders). Call inside a test. */
  static async start(redisUrl: string, db: number, name: string, servers: ShowServer[]): Promise<ClusterPair> {
    const env = (dir: string) => (port: number) => ({ REDIS_URL: `${redisUrl}/${db}`, PROCESS_ADDRESS: `127.0.0.1:${port}`, DATA_DIR: dir });
    const pair = new ClusterPair(env, mkdtempSync(join(tmpdir(), `minus-${name}-a-`)), servers);
    pair.a = await startShow(env(pair.dirA));
    pair.b = await startShow(env(mkdtempSync(join(tmpdir(), `minus-${name}-b-`))));
    servers.push(pair.a, pair.b);
    onTestFailed(() => console.error(`A:\n${pair.a.log().slice(-3000)}\nB:\n${pair.b.log().slice(-3000)}`));
    return pair;
  }

  /** Start A again on its data folder, port and address (after `a.crash()`); resolves once it answers. */
  async restartA(): Promise<ShowServer> {
    const port = this.a.port;
    this.a = await startShow({ ...this.env(this.dirA)(port), PORT: String(port) });
    this.servers.push(this.a);
    return this.a;
  }
}
