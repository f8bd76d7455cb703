/**
 * A server process with `REDIS_URL` and a data folder, stopped and started again: the room it
 * restores takes its code back in the cluster (cluster/room-codes.ts `reclaimRoomCode`): the
 * code is claimed in the presence and listed by the new process, so no other process can hand it
 * out. Skipped, with the reason printed, when redis-server is not installed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { matchMaker } from '@colyseus/core';
import { redisUnavailable, startRedis, type RedisServer } from '../../test-support/redis-server.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimInCluster, restoreKey } from '../src/cluster/room-codes.js';
import { hostOf } from '../src/cluster/colyseus-cluster.js';
import { isRoomAway } from '../src/cluster/room-homes.js';
import { createStage, serverRoom, startHarness } from './support/harness.js';

const missing = redisUnavailable();
if (missing) console.warn(`server/test/cluster-restore.test.ts: skipped: ${missing}`);

describe.skipIf(missing !== null)('a clustered server restarted on its data folder', () => {
  let redis: RedisServer;
  const dir = mkdtempSync(join(tmpdir(), 'minus-cluster-restore-'));
  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(async () => {
    await redis?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('restores its room under the same code, claimed and listed in the cluster for the new process', async () => {
    let h = await startHarness({ dataDir: dir, redisUrl: redis.url });
    const stage = await createStage(h);
    const code = stage.room.state.code;
    // The claim made at creation lasts 30 s: let it be gone, as on a restart some time later.
    await matchMaker.presence.del(`roomcode:${code}`);
    await h.close();

    h = await startHarness({ dataDir: dir, redisUrl: redis.url });
    try {
      expect(h.logs.join('\n')).toMatch(new RegExp(`rooms restored .*: 1 \\(${code}\\)`));
      expect(serverRoom(h, code).roomId).toBe(code);
      // Claimed again and listed for this process: a process choosing a new code cannot have it.
      expect(await matchMaker.presence.hget(restoreKey(code), 'restores')).toBe('1');
      const host = await hostOf(code);
      expect(host?.processId).toBe(matchMaker.processId);
      expect(await claimInCluster(code)).toBe(false);
    } finally {
      await h.close();
    }
  });

  it('lists and marks its rooms again when Redis comes back empty (restarted without its data)', async () => {
    const h = await startHarness({ dataDir: mkdtempSync(join(tmpdir(), 'minus-cluster-redis-')), redisUrl: redis.url });
    try {
      const stage = await createStage(h);
      const code = stage.room.state.code;
      expect(await hostOf(code)).not.toBeNull();
      expect(await isRoomAway(code)).toBe(true);
      await redis.stop();
      redis = await startRedis(10_000, redis.port);
      // Without the room's listing, another process would tell its phones there is no such room.
      const end = Date.now() + 15_000;
      while (!((await hostOf(code).catch(() => null)) && (await isRoomAway(code))) && Date.now() < end) await new Promise((r) => setTimeout(r, 100));
      expect((await hostOf(code))?.processId).toBe(matchMaker.processId);
      expect(await isRoomAway(code)).toBe(true);

    } finally {
      await h.close();
    }
  });
});
