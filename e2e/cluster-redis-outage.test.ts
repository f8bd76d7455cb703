/**
 * Redis stops under a clustered server (docs/SERVER.md, "Hosting for many parties"): while it is
 * down, ioredis fails each waiting command after its retries (about 20 s), some of them Colyseus'
 * own that nobody awaits. The process must live through it: /healthz answers 503 meanwhile, a
 * phone joining is told to try again (not Redis' own words), the outage is logged, and when Redis is back on its port the process is healthy again, its
 * room still there. Skipped, with the reason printed, when redis-server is not installed.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'colyseus.js';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { classifyJoinError } from '@minus/shared/platform/protocol/join-errors';
import { redisUnavailable, startRedis, type RedisServer } from '../test-support/redis-server.js';
import { startShow, type ShowServer } from './server.js';

const missing = redisUnavailable();
if (missing) console.warn(`e2e/cluster-redis-outage.test.ts skipped: ${missing}`);

let redis: RedisServer | undefined;
let server: ShowServer | undefined;

beforeAll(async () => {
  if (!missing) redis = await startRedis();
});
afterAll(async () => {
  await server?.stop();
  await redis?.stop();
});

/** /healthz's status, or 0 when the process does not answer at all. */
async function healthz(s: ShowServer): Promise<number> {
  try {
    return (await fetch(`${s.url}/healthz`, { signal: AbortSignal.timeout(5000) })).status;
  } catch {
    return 0;
  }
}

describe.skipIf(missing !== null)('Redis stops under a clustered server', () => {
  it('the server lives through the outage, says so once, and is healthy again when Redis is back', async () => {
    const port = redis!.port;
    server = await startShow((p) => ({ REDIS_URL: `${redis!.url}/3`, PROCESS_ADDRESS: `127.0.0.1:${p}`, DATA_DIR: mkdtempSync(join(tmpdir(), 'minus-redis-outage-')) }));
    const s = server;
    onTestFailed(() => console.error(s.log().slice(-4000)));
    const tv = await new Client(`ws://127.0.0.1:${s.port}`).create('party', { role: 'stage' });
    tv.onMessage('*', () => undefined);
    const code = tv.roomId;
    expect(await healthz(s)).toBe(200);

    await redis!.stop();
    // A phone joining meanwhile is told to try again, in words of the game, not Redis' own.
    const joining = new Client(`ws://127.0.0.1:${s.port}`).joinById(code, { role: 'player', name: 'Ann' }).then(() => null, (e: { code?: number; message?: string }) => e);
    // Past ioredis' retries for every command asked meanwhile (the health's own among them).
    const until = Date.now() + 30_000;
    const answers: number[] = [];
    while (Date.now() < until) {
      answers.push(await healthz(s));
      await new Promise((r) => setTimeout(r, 1000));
    }
    expect(answers.every((a) => a === 503)).toBe(true);
    expect(s.log()).toMatch(/Redis \(rooms\): .*retrying/);
    const refused = await joining;
    // (the server's answer, 4213, or no answer at all: both are "try again" to the phone and the TV)
    expect(refused).not.toBeNull();
    expect(classifyJoinError(refused)).toBe('unreachable');
    expect(refused!.message).not.toMatch(/retries|redis/i);

    redis = await startRedis(10_000, port);
    const back = Date.now() + 30_000;
    while ((await healthz(s)) !== 200 && Date.now() < back) await new Promise((r) => setTimeout(r, 500));
    expect(await healthz(s)).toBe(200);
    // The room lived through it: listed again, and its TV still in it.
    const listed = (await (await fetch(`${s.url}/api/rooms/${code}/avatars`)).json()) as { show?: string };
    expect(listed.show).toBe('minus-auction');
    await tv.leave();
  }, 120_000);
});
