/**
 * Hosted for many parties (docs/SERVER.md, "Hosting for many parties"): two server processes,
 * each started with `npm start`, sharing rooms through a real `redis-server` (REDIS_URL), each
 * reachable at its own address (PROCESS_ADDRESS, Colyseus' publicAddress).
 * - The stage opens on process A and its room lives there; three phones join through process
 *   B's address: B's matchmaking finds the room on A, and the phones' websockets go to A.
 * - A whole game plays to the end; the record downloads from B (fetched from A over Redis), as
 *   do the join screen's taken avatars.
 * - A phone drops mid-game and reconnects through B (matchmaking on B, websocket to A).
 * - Both processes report the whole cluster in /healthz.
 * - A is stopped with SIGTERM: the stage says the game server is stopping, the phones (asking
 *   B) that it is restarting (A keeps its rooms), and B's health shows A gone.
 * Then the one-address set-up: two more processes behind one reverse proxy that routes
 * `/p1/...` and `/p2/...` to each (PROCESS_ADDRESS=<proxy>/p1, /p2) and everything else to either:
 * a room, three phones and a reconnection all through the proxy's one address; then the room's
 * process crashes (SIGKILL) and the other one tells a phone its game server is restarting.
 * Skipped, with the reason printed, only when redis-server is not installed (scripts/ensure-redis.sh
 * installs it for `npm test`).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFailed, vi } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { redisUnavailable, startRedis, type RedisServer } from '../test-support/redis-server.js';
import { Client, type Room } from 'colyseus.js';
import { freePort } from '../test-support/free-port.js';
import { ROOM_NAME } from '@minus/shared/platform/protocol/constants';
import { launch, log, until } from './browser.js';
import { Phone } from './phone.js';
import { startPathProxy, type PathProxy } from './proxy.js';
import { startShow, type ShowServer } from './server.js';
import { Stage } from './stage.js';

const missing = redisUnavailable();
if (missing) console.warn(`e2e/cluster.test.ts skipped: ${missing}`);

let redis: RedisServer | undefined;
let a: ShowServer | undefined;
let b: ShowServer | undefined;
let browser: Browser | undefined;

/** What a page asked of which server: matchmaking requests and websockets, by URL. */
function traffic(page: Page): { matchmake: string[]; sockets: string[] } {
  const seen = { matchmake: [] as string[], sockets: [] as string[] };
  page.on('request', (r) => { if (r.url().includes('/matchmake/')) seen.matchmake.push(r.url()); });
  page.on('websocket', (ws) => seen.sockets.push(ws.url()));
  return seen;
}

interface Health { ok: boolean; rooms: number; connections: number; process: string; processes: { processId: string; rooms: number }[] }
/** A fresh data folder for one server process (one server per folder, README.md "Your evenings on disk"). */
const dataDir = (): string => mkdtempSync(join(tmpdir(), 'minus-cluster-data-'));

const health = async (s: ShowServer): Promise<Health> => (await fetch(`${s.url}/healthz`)).json() as Promise<Health>;

beforeAll(async () => {
  if (!missing) redis = await startRedis();
});

afterAll(async () => {
  await redis?.stop();
});

describe.skipIf(missing !== null)('two server processes sharing rooms through Redis', () => {
  beforeAll(async () => {
    const env = (port: number) => ({ REDIS_URL: redis!.url, PROCESS_ADDRESS: `127.0.0.1:${port}`, DATA_DIR: dataDir() });
    // One after the other: the first `npm start` builds what is stale, the second finds it built.
    a = await startShow(env);
    b = await startShow(env);
    browser = await launch();
  });

  afterAll(async () => {
    await browser?.close();
    await Promise.all([a?.stop(), b?.stop()]);
  });

  it('a room on A plays a whole game with phones joined through B, survives a drop, and A stops cleanly', async () => {
    const A = a!;
    const B = b!;
    const stage = await Stage.open(browser!, A.url);
    onTestFailed(async () => {
      await stage.dump('cluster-failure');
      console.error(`A:\n${A.log().slice(-3000)}\nB:\n${B.log().slice(-3000)}`);
    });
    const code = stage.code;
    expect(await stage.joinUrl()).toBe(`${A.url}/play?room=${code}`);
    // Each process publishes its load now and then, so the new room can take a moment to show.
    const [hA] = await vi.waitFor(async () => {
      const [x, y] = await Promise.all([health(A), health(B)]);
      expect(x.processes.map((p) => p.processId).sort()).toEqual([x.process, y.process].sort());
      expect(x.processes.find((p) => p.processId === x.process)?.rooms).toBe(1);
      return [x, y] as const;
    }, { timeout: 15_000, interval: 250 });

    const phones = await Promise.all(['Ana', 'Ben', 'Cy'].map((n) => Phone.open(browser!, n)));
    const seen = phones.map((p) => traffic(p.page));
    const viaB = `${B.url}/play?room=${code}`;
    await phones[0]!.join(viaB, /orange fox/i);
    await Promise.all([phones[1]!.join(viaB, /sky owl/i), phones[2]!.join(viaB, /green frog/i)]);
    log('cluster: three phones joined through B');
    // The join screen's avatars, asked of B, come from A: the three picked, the room's show and where a newcomer lands, nothing else.
    const avatars = (await (await fetch(`${B.url}/api/rooms/${code}/avatars`)).json()) as { taken: number[]; show: string; landing: string };
    expect(Object.keys(avatars).sort()).toEqual(['landing', 'show', 'taken']);
    expect(avatars.show).toBe('minus-auction');
    expect([...avatars.taken].sort()).toEqual([0, 1, 2]);
    expect((await fetch(`${B.url}/api/rooms/ZZZZ/avatars`)).status).toBe(404);
    for (const s of seen) {
      expect(s.matchmake.length).toBeGreaterThan(0);
      expect(s.matchmake.every((u) => u.startsWith(`${B.url}/matchmake/`)), s.matchmake.join(' ')).toBe(true);
      // The room is A's: B's answer named A's process and address, and the phone went there.
      expect(s.sockets.at(-1)).toMatch(new RegExp(`^ws://127\\.0\\.0\\.1:${A.port}/${hA.process}/${code}\\?`));
    }
    await until(async () => (await stage.table()).length === 3, 'three seats on the stage');

    // A short game (cubes -3..-14, one hidden, 3 chips each) so chips run out and takes come fast.
    const [ana, ben, cy] = phones as [Phone, Phone, Phone];
    await ana.customRules({ largest: 14, removed: 1, chips: 3 });
    await ana.page.getByRole('button', { name: /start the game/i }).click();
    await stage.waitForScene('auction');
    const playing = [ana.autoPlay(), ben.autoPlay()];

    // Cy drops off the network and comes back: matchmaking through B again, the websocket to A.
    await until(async () => (await cy.read()).glance !== null, 'Cy on the play screen');
    const before = { sockets: seen[2]!.sockets.length, matchmake: seen[2]!.matchmake.length };
    await cy.wire.offline();
    try {
      await cy.page.getByRole('status').filter({ hasText: /reconnecting/i }).waitFor({ timeout: 30_000 });
      await until(async () => (await stage.table()).some((l) => /^Cy: .*phone off$/.test(l)), 'Cy\'s phone off, on the stage', 30_000);
      await cy.page.waitForTimeout(2000);
    } finally {
      await cy.wire.online();
    }
    await until(async () => (await cy.page.getByText(/reconnecting/i).count()) === 0, 'Cy reconnected', 45_000);
    await until(async () => (await stage.table()).some((l) => /^Cy: .*phone on$/.test(l)), 'Cy\'s phone on again, on the stage', 30_000);
    const again = seen[2]!.matchmake.slice(before.matchmake);
    expect(again.length, 'a matchmaking request after the drop').toBeGreaterThan(0);
    expect(again.every((u) => u.startsWith(`${B.url}/matchmake/`)), again.join(' ')).toBe(true);
    expect(seen[2]!.sockets.length).toBeGreaterThan(before.sockets);
    expect(seen[2]!.sockets.at(-1)).toMatch(new RegExp(`^ws://127\\.0\\.0\\.1:${A.port}/${hA.process}/${code}\\?`));
    log('cluster: Cy back through B');

    playing.push(cy.autoPlay());
    await Promise.all(playing.map((p) => p.done));
    await stage.waitForScene('finale');
    log('cluster: game over');

    // The record, asked of B, comes from A.
    const res = await fetch(`${B.url}/api/rooms/${code}/record/1.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(new RegExp(`minus-auction-${code}-\\d{4}-\\d{2}-\\d{2}-game-1\\.json`));
    const record = (await res.json()) as { players: unknown[] };
    expect(record.players).toHaveLength(3);
    expect((await fetch(`${B.url}/api/rooms/${code}/record/2.json`)).status).toBe(404);
    // So does the replay picker's list of games, with who won.
    const listed = (await (await fetch(`${B.url}/api/rooms/${code}/games`)).json()) as { games: { game: number; winners: string[] }[] };
    expect(listed.games.map((g) => g.game)).toEqual([1]);
    expect(listed.games[0]!.winners.length).toBeGreaterThan(0);

    // Both processes see the whole cluster: one room (A's) with the stage and three phones.
    await until(async () => {
      const [x, y] = await Promise.all([health(A), health(B)]);
      return [x, y].every((h) => h.rooms === 1 && h.connections === 4 && h.processes.length === 2);
    }, 'the cluster\'s health on both processes', 10_000);

    // A stops: its screens are told; B lives on and no longer counts A.
    await A.stop();
    await stage.page.getByText(/game server is stopping/i).first().waitFor({ timeout: 15_000 });
    // A keeps its rooms (its data folder): B tells the phones it is restarting, and they keep their seats.
    for (const p of phones) await p.page.getByText(/game server is restarting/i).first().waitFor({ timeout: 30_000 });
    await stage.shoot('cluster-stage-after-sigterm');
    await ana.shoot('cluster-phone-after-sigterm');
    const after = await health(B);
    expect(after).toMatchObject({ ok: true, rooms: 0 });
    expect(after.processes.map((p) => p.processId)).toEqual([after.process]);
    // Its record is away with it, not gone: B says so (503 room-paused) until A is back.
    const away = await fetch(`${B.url}/api/rooms/${code}/record/1.json`);
    expect(away.status).toBe(503);
    expect(((await away.json()) as { error: string }).error).toBe('room-paused');
    for (const p of phones) expect(p.wire.report.leaks, `${p.name}'s frames`).toEqual([]);
    await Promise.all([stage.close(), ...phones.map((p) => p.close())]);
  });
});

describe.skipIf(missing !== null)('two server processes behind one reverse proxy that routes by path', () => {
  let p1: ShowServer | undefined;
  let p2: ShowServer | undefined;
  let proxy: PathProxy | undefined;

  beforeAll(async () => {
    const proxyPort = await freePort();
    // Database 1 of the same redis-server: a cluster of its own, apart from the first test's.
    const env = (name: string) => () => ({ REDIS_URL: `${redis!.url}/1`, PROCESS_ADDRESS: `127.0.0.1:${proxyPort}/${name}`, PUBLIC_URL: `http://127.0.0.1:${proxyPort}`, DATA_DIR: dataDir() });
    p1 = await startShow(env('p1'));
    p2 = await startShow(env('p2'));
    proxy = await startPathProxy(proxyPort, { p1: p1.port, p2: p2.port });
  });

  afterAll(async () => {
    await proxy?.close();
    await Promise.all([p1?.stop(), p2?.stop()]);
  });

  it('creates, joins and reconnects through the proxy alone; each websocket reaches the room\'s process', async () => {
    const base = `127.0.0.1:${proxy!.port}`;
    const client = new Client(`ws://${base}`);
    const quiet = <T extends Room>(r: T) => (r.onMessage('*', () => undefined), r);
    const stage = quiet(await client.create(ROOM_NAME, { role: 'stage' }));
    const code = stage.roomId;
    const phones: Room[] = [];
    for (const name of ['Ana', 'Ben', 'Cy']) phones.push(quiet(await client.joinById(code, { role: 'player', name })));
    await until(() => (stage.state as { seats?: unknown[] }).seats?.length === 3, 'three seats');
    const sockets = proxy!.routed.filter((l) => l.startsWith('ws '));
    expect(sockets).toHaveLength(4);
    const host = /^ws \/(p[12])\//.exec(sockets[0]!)![1];
    expect(sockets.every((l) => l.startsWith(`ws /${host}/`) && l.endsWith(`-> ${host}`)), sockets.join('\n')).toBe(true);
    // Matchmaking went to both processes (the proxy takes turns), the websockets to the room's.
    const matchmaking = proxy!.routed.filter((l) => l.startsWith('http /matchmake/'));
    expect(new Set(matchmaking.map((l) => l.split('-> ')[1])).size).toBe(2);

    // A phone's link drops; it reconnects with its token through the proxy, to the same seat.
    const token = phones[0]!.reconnectionToken;
    const sessionId = phones[0]!.sessionId;
    (phones[0]!.connection as unknown as { transport: { ws: { close(code: number): void } } }).transport.ws.close(4999);
    await until(() => (stage.state as { seats: { connected: boolean }[] }).seats.filter((s) => s.connected).length === 2, 'the phone away');
    const back = quiet(await client.reconnect(token));
    expect(back.sessionId).toBe(sessionId);
    await until(() => (stage.state as { seats: { connected: boolean }[] }).seats.every((s) => s.connected), 'the phone back');
    expect(proxy!.routed.filter((l) => l.startsWith('http /matchmake/reconnect/')).length).toBe(1);
    expect(proxy!.routed.filter((l) => l.startsWith('ws ')).at(-1)).toMatch(new RegExp(`^ws /${host}/.*reconnectionToken=.* -> ${host}$`));

    const health = (await (await fetch(`http://${base}/healthz`)).json()) as { rooms: number; connections: number; processes: unknown[] };
    expect(health.processes).toHaveLength(2);
    expect(health.rooms).toBe(1);

    // The room's process crashes (SIGKILL: nobody is told). A phone asking for the room through
    // the other process is told, once that process stopped answering (2 s, and 2 s for the health
    // check), that the game server holding it is restarting (it stores the room), and the cluster
    // forgets the dead process.
    const [dead, alive] = host === 'p1' ? [p1!, p2!] : [p2!, p1!];
    await dead.crash();
    const t0 = Date.now();
    // Asked with fetch, as colyseus.js asks: in Node colyseus.js matchmakes over the global HTTP
    // agent, whose sockets time out after 5 s of silence (less on a reused socket), and this
    // answer takes about 4 s; a phone's browser waits for it.
    const asked = await fetch(`${alive.url}/matchmake/joinById/${code}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ role: 'player', name: 'Dee' }) });
    expect(await asked.json()).toEqual({ code: 4215, error: 'room-paused' });
    expect(Date.now() - t0).toBeLessThan(10_000);
    const after = (await (await fetch(`${alive.url}/healthz`)).json()) as { rooms: number; processes: unknown[] };
    expect(after).toMatchObject({ rooms: 0 });
    expect(after.processes).toHaveLength(1);
    // New rooms go to the live process.
    const next = quiet(await new Client(`ws://127.0.0.1:${alive.port}`).create(ROOM_NAME, { role: 'stage' }));
    expect(proxy!.routed.at(-1)).toMatch(host === 'p1' ? /-> p2$/ : /-> p1$/);
    await next.leave();
  });
});
