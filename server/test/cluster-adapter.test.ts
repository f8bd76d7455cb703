/**
 * The cluster adapter (server/src/cluster/) against a real redis-server: connecting (and a clear
 * refusal when Redis is not there), the room-creation policy, cluster-wide room code claims (two
 * claims of one code at once: exactly one wins; a code listed by another process is not free),
 * a restored room taking its code back (over a dead process's listing, never over a live room's
 * or a claim in progress), the room listings, the process-to-process requests that carry records, the health summary, and
 * the refusal codes mended after a remote create. The whole cluster, two real processes, is
 * e2e/cluster.test.ts. Skipped, with the reason printed, when redis-server is not installed.
 */
import { ErrorCode, matchMaker } from '@colyseus/core';
import { redisUnavailable, startRedis, type RedisServer } from '../../test-support/redis-server.js';
import { freePort } from '../../test-support/free-port.js';
import { ROOM_NAME } from '@minus/shared/platform/protocol/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  printableRedisUrl, answerOn, askOn, connectRedis, hostOf, isClustered, isDeadProcess, mendRemoteError, pickProcessForRoom, RedisUnreachable,
} from '../src/cluster/colyseus-cluster.js';
import { summarize } from '../src/cluster/health.js';
import { claimInCluster, claimRoomCode, CLAIM_TTL_S, CodeTaken, reclaimRoomCode } from '../src/cluster/room-codes.js';
import { liveRooms } from '../src/platform/live-rooms.js';
import { holdRoomHome, roomWhereabouts } from '../src/cluster/room-homes.js';

const missing = redisUnavailable();
if (missing) console.warn(`server/test/cluster-adapter.test.ts: the Redis tests are skipped: ${missing}`);

describe('room creation policy and error codes (no Redis needed)', () => {
  it('picks the process with the fewest rooms; on a tie this one; with no stats this one', () => {
    const loads = [
      { processId: 'a', rooms: 3, connections: 10 },
      { processId: 'b', rooms: 1, connections: 4 },
      { processId: 'c', rooms: 1, connections: 2 },
    ];
    expect(pickProcessForRoom(loads, 'a')).toBe('b');
    expect(pickProcessForRoom(loads, 'c')).toBe('c');
    expect(pickProcessForRoom([], 'me')).toBe('me');
  });

  it('gives a join refusal from another process its code back, and a silent process is no-such-room', () => {
    const refused: { code?: number; message?: string } = { message: 'bad-options' };
    mendRemoteError(refused);
    expect(refused).toEqual({ code: ErrorCode.AUTH_FAILED, message: 'bad-options' });
    const other: { code?: number; message?: string } = { message: 'something else' };
    mendRemoteError(other);
    expect(other.code).toBeUndefined();
    const silent: { code?: number; message?: string } = { message: 'process xyz is not available.' };
    mendRemoteError(silent);
    expect(silent).toEqual({ code: ErrorCode.MATCHMAKE_INVALID_ROOM_ID, message: 'no-such-room' });
    expect([isDeadProcess({ message: 'process xyz is not available.' }), isDeadProcess({ message: 'no-such-room' }), isDeadProcess(null), isDeadProcess('x')]).toEqual([true, false, false, false]);
  });

  it('prints a Redis URL with its password hidden (start-up lines and errors)', () => {
    expect(printableRedisUrl('redis://:s3cret@10.0.0.3:6379/1')).toBe('redis://:***@10.0.0.3:6379/1');
    expect(printableRedisUrl('rediss://u:pw@redis.example.org:6380')).toBe('rediss://u:***@redis.example.org:6380');
    expect(printableRedisUrl('redis://10.0.0.3:6379')).toBe('redis://10.0.0.3:6379');
    expect(printableRedisUrl('not a url')).toBe('not a url');
  });

  it('sums the health of every process and lists this one before its first stats', () => {
    expect(summarize([{ processId: 'x', rooms: 2, connections: 9 }], 'me', { rooms: 1, connections: 0 })).toEqual({
      rooms: 3, connections: 9, process: 'me',
      processes: [{ processId: 'me', rooms: 1, connections: 0 }, { processId: 'x', rooms: 2, connections: 9 }],
    });
  });
});

describe.skipIf(missing !== null)('with a real redis-server', () => {
  let redis: RedisServer;
  let parts: Awaited<ReturnType<typeof connectRedis>>;

  beforeAll(async () => {
    redis = await startRedis();
    parts = await connectRedis(redis.url);
    // This test process plays one server process of the cluster.
    await matchMaker.setup(parts.presence, parts.driver);
  });

  afterAll(async () => {
    parts?.presence.shutdown();
    await parts?.driver.shutdown();
    await redis?.stop();
  });

  it('refuses to start with a sentence naming REDIS_URL when nothing answers there', async () => {
    const port = await freePort();
    const t0 = Date.now();
    const err = await connectRedis(`redis://127.0.0.1:${port}`, 500).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RedisUnreachable);
    expect((err as Error).message).toMatch(new RegExp(`REDIS_URL=redis://127\\.0\\.0\\.1:${port}`));
    expect(Date.now() - t0).toBeLessThan(3000);
  });

  it('is clustered once Colyseus runs on the Redis presence', () => {
    expect(isClustered()).toBe(true);
  });

  it('claims a code for one process only: of two claims at once exactly one wins, and the claim expires', async () => {
    const results = await Promise.all([claimInCluster('BCFG'), claimInCluster('BCFG'), claimInCluster('BCFG')]);
    expect(results.filter(Boolean)).toHaveLength(1);
    const ttl = Number(await (parts.presence as unknown as { pub: { ttl(k: string): Promise<number> } }).pub.ttl('roomcode:BCFG'));
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(CLAIM_TTL_S);
  });

  it('does not give out a code that a room on another process holds (its listing), and finds that room\'s host', async () => {
    const listing = parts.driver.createInstance({ name: ROOM_NAME, processId: 'other-process', publicAddress: '10.0.0.9:2567', roomId: 'CDFG' });
    await listing.save();
    expect(await hostOf('CDFG')).toEqual({ processId: 'other-process', publicAddress: '10.0.0.9:2567' });
    expect(await claimInCluster('CDFG')).toBe(false);
    expect(await hostOf('ZZZZ')).toBeNull();
    await listing.remove();
    expect(await hostOf('CDFG')).toBeNull();
  });

  it('claimRoomCode registers the code here and skips codes the cluster refuses', async () => {
    const refused: string[] = [];
    const room = { record: () => undefined, finishedAt: () => undefined, games: () => [], avatars: () => [], showId: () => 'minus-auction', landing: () => 'seat' as const };
    const code = await claimRoomCode(room, async (c) => {
      if (refused.length < 3) {
        refused.push(c);
        return false;
      }
      return true;
    });
    expect(refused).toHaveLength(3);
    for (const c of refused) expect(liveRooms.has(c)).toBe(false);
    expect(liveRooms.get(code)).toBe(room);
    liveRooms.remove(code);
    // A Redis error while claiming leaves nothing behind locally.
    await expect(claimRoomCode(room, async () => { throw new Error('redis down'); })).rejects.toThrow('redis down');
    expect(liveRooms.size).toBe(0);
  });

  it('gives a room restored from the database its code back: claimed in the presence, over a dead process\'s listing, never over a live room', async () => {
    const room = { record: () => undefined, finishedAt: () => undefined, games: () => [], avatars: () => [], showId: () => 'minus-auction', landing: () => 'seat' as const };
    const anHourAgo = Date.now() - 3_600_000;
    // A free code: registered here and claimed, so a process choosing a new code cannot take it.
    await reclaimRoomCode('DFGH', room, anHourAgo);
    expect(liveRooms.get('DFGH')).toBe(room);
    expect(await claimInCluster('DFGH')).toBe(false);
    liveRooms.remove('DFGH');
    // The process restarts again within the claim's lifetime: its own earlier restore is no other
    // process's claim, so the room takes its code back again (and again).
    await reclaimRoomCode('DFGH', room, anHourAgo);
    liveRooms.remove('DFGH');
    await reclaimRoomCode('DFGH', room, anHourAgo);
    expect(liveRooms.get('DFGH')).toBe(room);
    liveRooms.remove('DFGH');
    // A young room's own creation claim (here with a 1 s life) is not kept alive by its restore:
    // once it lapses, a second restore of the now older room is not refused for it.
    await matchMaker.presence.hincrbyex('roomcode:DGHJ', 'claims', 1, 1);
    await reclaimRoomCode('DGHJ', room, Date.now() - 5_000);
    liveRooms.remove('DGHJ');
    await new Promise((r) => setTimeout(r, 1_500));
    await reclaimRoomCode('DGHJ', room, anHourAgo);
    expect(liveRooms.get('DGHJ')).toBe(room);
    liveRooms.remove('DGHJ');

    // The listing the killed process left (it answers no health check): the restored room takes the code.
    const leftover = parts.driver.createInstance({ name: ROOM_NAME, processId: 'killed-process', roomId: 'FGHJ' });
    await leftover.save();
    await reclaimRoomCode('FGHJ', room, anHourAgo);
    expect(liveRooms.get('FGHJ')).toBe(room);
    liveRooms.remove('FGHJ');
    await leftover.remove();

    // A room another live process hosts with that code (the process answers): refused, nothing kept here.
    const stopAnswering = await answerOn('p:live-process', () => true);
    const live = parts.driver.createInstance({ name: ROOM_NAME, processId: 'live-process', roomId: 'GHJK' });
    await live.save();
    const taken = await reclaimRoomCode('GHJK', room, anHourAgo).catch((e: unknown) => e);
    expect(taken).toBeInstanceOf(CodeTaken);
    expect((taken as Error).message).toMatch(/held by a room of the live process live-process/);
    expect(liveRooms.has('GHJK')).toBe(false);
    await live.remove();
    stopAnswering();

    // Another process claimed the code moments ago for a new room: refused for an old room; for a
    // room created within the claim's lifetime the claim may be its own (made before the kill).
    expect(await claimInCluster('HJKL')).toBe(true);
    await expect(reclaimRoomCode('HJKL', room, anHourAgo)).rejects.toThrow(/claiming the code HJKL right now/);
    expect(liveRooms.has('HJKL')).toBe(false);
    expect(await claimInCluster('JKLM')).toBe(true);
    await reclaimRoomCode('JKLM', room, Date.now() - 5_000);
    expect(liveRooms.get('JKLM')).toBe(room);
    liveRooms.remove('JKLM');
    expect(liveRooms.size).toBe(0);
  });

  it('marks a stored room while it lives, keeps the mark when its process stops, and no new room takes a marked code', async () => {
    const kept = holdRoomHome('KLMN', 3_600_000, () => undefined);
    await new Promise((r) => setTimeout(r, 50));
    // Live: a process lists it (the mark alone does not make it away).
    const listing = parts.driver.createInstance({ name: ROOM_NAME, processId: 'this-process', roomId: 'KLMN' });
    await listing.save();
    expect(await roomWhereabouts('KLMN')).toBe('live');
    // The process stops (or dies): the listing goes, the mark stays, and the code is not handed to a new room.
    kept.release(false);
    await listing.remove();
    expect(await roomWhereabouts('KLMN')).toBe('away');
    expect(await claimInCluster('KLMN')).toBe(false);
    // The room closes for good: the mark goes, the code is free again.
    const closed = holdRoomHome('KLMN', 3_600_000, () => undefined);
    closed.release(true);
    await new Promise((r) => setTimeout(r, 50));
    expect(await roomWhereabouts('KLMN')).toBe('none');
    await matchMaker.presence.del('roomcode:KLMN');
    expect(await claimInCluster('KLMN')).toBe(true);
  });

  it('carries a request and its JSON answer from process to process (the records\' channel)', async () => {
    const stop = await answerOn('records:test', (method, args) => ({ method, args, at: 'the hosting process' }));
    expect(await askOn('records:test', 'record', ['BCFG', 2])).toEqual({ method: 'record', args: ['BCFG', 2], at: 'the hosting process' });
    stop();
    await new Promise((r) => setTimeout(r, 50));
    await expect(askOn('records:test', 'record', ['BCFG', 2], 300)).rejects.toThrow('ipc_timeout');
  });
});
