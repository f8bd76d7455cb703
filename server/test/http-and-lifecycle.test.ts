/**
 * The HTTP side (health, info, records, the built apps or a friendly page) and the room's end of
 * life: a disposed room fires no timer, bot or event; a server shutdown tells rooms `restarting`.
 * Bots pause 150-200 ms here so that a bot move is pending when the room goes.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPLAY_LIMITS } from '../src/http/api.js';
import { MAX_RECORD_BYTES } from '../src/platform/replay-script.js';
import { ask, createStage, joinPlayer, minusGame, serverRoom, sleep, startHarness, until, type Harness } from './support/harness.js';

const dist = mkdtempSync(join(tmpdir(), 'minus-dist-'));
mkdirSync(join(dist, 'controller'));
writeFileSync(join(dist, 'controller', 'index.html'), '<!doctype html><title>controller</title>');
writeFileSync(join(dist, 'controller', 'app.js'), 'console.log(1)');

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ botDelayMs: [150, 200], timerScale: 0.02, publicUrl: 'https://party.example.org', controllerDist: join(dist, 'controller'), stageDist: join(dist, 'stage') });
});
afterAll(async () => {
  await h.close();
});

describe('HTTP', () => {
  it('GET /healthz answers', async () => {
    const res = await fetch(`${h.server.localUrl}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ ok: true });
  });

  it('GET /api/info gives the join base for the QR code (PUBLIC_URL wins)', async () => {
    const info = await (await fetch(`${h.server.localUrl}/api/info`)).json();
    expect(info).toEqual({ joinBase: 'https://party.example.org/play', stageUrl: 'https://party.example.org/' });
  });

  it('the controller is served at /play with a fallback for /play?room=CODE; a missing stage build gets a friendly page', async () => {
    const page = await fetch(`${h.server.localUrl}/play?room=BCFG`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>controller</title>');
    expect((await fetch(`${h.server.localUrl}/play/app.js`)).status).toBe(200);
    expect((await fetch(`${h.server.localUrl}/play/missing.js`)).status).toBe(404);
    const stage = await fetch(`${h.server.localUrl}/`);
    expect(stage.status).toBe(503);
    expect(await stage.text()).toContain('npm run build');
  });

  it('GET /favicon.ico answers with the show\'s icon (an SVG), even with no build', async () => {
    const res = await fetch(`${h.server.localUrl}/favicon.ico`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    const svg = await res.text();
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 64 64"/);
    expect(svg).toContain('<title>Minus Auction</title>');
  });

  it('records: a clear 404 for an unknown room or an unfinished game, 400 for a bad path', async () => {
    expect((await fetch(`${h.server.localUrl}/api/rooms/BCFG/record/1.json`)).status).toBe(404);
    expect((await fetch(`${h.server.localUrl}/api/rooms/nope!/record/x.json`)).status).toBe(400);
    const stage = await createStage(h);
    const res = await fetch(`${h.server.localUrl}/api/rooms/${stage.room.state.code}/record/1.json`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: 'no-record' });
    // Nor over the websocket before a game has finished (a record reveals the removed cubes).
    expect(await ask(stage, 'get-record', {})).toMatchObject({ ok: false, code: 'no-record' });
    await stage.room.leave();
  });

  it('an unknown /api address is a JSON 404 and an undecodable one a JSON 400, never an HTML page or a stack trace', async () => {
    const unknown = await fetch(`${h.server.localUrl}/api/nothing-here`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: 'not-found' });
    for (const path of ['/api/rooms/%ZZ/avatars', '/api/rooms/BCFG/record/%ZZ', '/api/rooms/%E0%A4%A/replay/1']) {
      const res = await fetch(`${h.server.localUrl}${path}`);
      expect(res.status, path).toBe(400);
      expect(res.headers.get('content-type'), path).toMatch(/^application\/json/);
      const text = await res.text();
      expect(text, path).not.toMatch(/URIError|node_modules|at decode/);
      expect(JSON.parse(text), path).toMatchObject({ error: 'bad-request' });
    }
  });

  it('another method than GET on a page, /healthz or an /api address read with GET is a JSON 405 naming GET', async () => {
    for (const [method, path] of [['POST', '/healthz'], ['POST', '/'], ['DELETE', '/play'], ['PUT', '/api/info'], ['PATCH', '/api/rooms/BCFG/games']] as const) {
      const res = await fetch(`${h.server.localUrl}${path}`, { method });
      expect(res.status, `${method} ${path}`).toBe(405);
      expect(res.headers.get('allow'), `${method} ${path}`).toBe('GET, HEAD');
      expect(await res.json(), `${method} ${path}`).toMatchObject({ error: 'method-not-allowed' });
    }
    // An address that is not there at all stays a 404, whatever the method.
    expect((await fetch(`${h.server.localUrl}/api/nothing/here/at/all`, { method: 'PUT' })).status).toBe(404);
    expect((await fetch(`${h.server.localUrl}/healthz`)).status).toBe(200);
  });
});

describe('the replay routes under a flood', () => {
  it('past REPLAY_LIMITS.perAddress.burst replays an address gets a JSON 429 "busy" (a forged X-Forwarded-For does not help); other routes answer', async () => {
    const post = (headers: Record<string, string> = {}) => fetch(`${h.server.localUrl}/api/replay?room=BCFG`, { method: 'POST', body: 'not json', headers: { 'content-type': 'text/plain', ...headers } });
    // The first: a body over the limit is answered 413 in JSON, as a file that is no record.
    const big = await fetch(`${h.server.localUrl}/api/replay?room=BCFG`, { method: 'POST', body: 'x'.repeat(MAX_RECORD_BYTES + 100_000), headers: { 'content-type': 'text/plain' } });
    expect(big.status).toBe(413);
    expect(await big.json()).toMatchObject({ error: 'not-a-record', message: expect.stringMatching(/larger than/) });
    for (let i = 1; i < REPLAY_LIMITS.perAddress.burst; i++) {
      const res = await post();
      expect(res.status).toBe(422);
      await res.body?.cancel();
    }
    for (const res of [await post(), await post({ 'x-forwarded-for': '203.0.113.9' }), await fetch(`${h.server.localUrl}/api/rooms/BCFG/replay/1`)]) {
      expect(res.status).toBe(429);
      expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(await res.json()).toMatchObject({ error: 'busy' });
    }
    const health = await fetch(`${h.server.localUrl}/healthz`);
    expect(health.status).toBe(200);
    expect((await fetch(`${h.server.localUrl}/api/rooms/BCFG/record/1.json`)).status).toBe(404);
  });
});

describe('the avatars taken in a room (the join screen)', () => {
  it('GET /api/rooms/CODE/avatars lists the seats\' avatars, the show and where a newcomer lands, nothing else; 404 for an unknown room, 400 for a bad code', async () => {
    expect((await fetch(`${h.server.localUrl}/api/rooms/nope!/avatars`)).status).toBe(400);
    const unknown = await fetch(`${h.server.localUrl}/api/rooms/BCFG/avatars`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: 'no-such-room' });
    const stage = await createStage(h);
    const code = stage.room.state.code;
    expect(await (await fetch(`${h.server.localUrl}/api/rooms/${code}/avatars`)).json()).toEqual({ taken: [], show: 'minus-auction', landing: 'seat' });
    const ana = await joinPlayer(h, code, 'Ana', { avatar: 4 });
    expect(await ask(stage, 'add-bot', { label: 'easy' })).toMatchObject({ ok: true });
    const res = await fetch(`${h.server.localUrl}/api/rooms/${code.toLowerCase()}/avatars`);
    expect(res.headers.get('cache-control')).toBe('no-store');
    // Ana's whale, then the bot's first free avatar (the fox): indexes only, no names, chips or secrets.
    expect(await res.json()).toEqual({ taken: [4, 0], show: 'minus-auction', landing: 'seat' });
    // A game on: a newcomer asking for a seat would watch (the join screen says so before Join).
    expect(await ask(stage, 'add-bot', { label: 'easy' })).toMatchObject({ ok: true });
    expect(await ask(stage, 'start', {})).toMatchObject({ ok: true });
    expect(await (await fetch(`${h.server.localUrl}/api/rooms/${code}/avatars`)).json()).toMatchObject({ landing: 'game-in-progress' });
    await ana.room.leave();
    await stage.room.leave();
  });

  it('a join asking for exactly a taken avatar is refused avatar-taken; without exactAvatar it gets a free one', async () => {
    const stage = await createStage(h);
    const code = stage.room.state.code;
    await joinPlayer(h, code, 'Ana', { avatar: 2 });
    await expect(joinPlayer(h, code, 'Ben', { avatar: 2, exactAvatar: true })).rejects.toThrow(/avatar-taken/);
    const cy = await joinPlayer(h, code, 'Cy', { avatar: 2 });
    expect(cy.room.state.seats.map((s) => s.avatar)).toEqual([2, 0]);
    const ben = await joinPlayer(h, code, 'Ben', { avatar: 3, exactAvatar: true });
    expect(ben.room.state.seats.map((s) => s.avatar)).toEqual([2, 0, 3]);
    await stage.room.leave();
  });
});

describe('the end of a room', () => {
  it('a disposed room fires no timer, bot or event', async () => {
    const stage = await createStage(h);
    const code = stage.room.state.code;
    const ann = await joinPlayer(h, code, 'Ann');
    for (const label of ['easy', 'medium']) expect((await ask(stage, 'add-bot', { label })).ok).toBe(true);
    expect((await ask(stage, 'settings', { preset: 'custom', smallest: 3, largest: 20, removed: 1, chips: 3, seating: 'join', starter: 'first', timerMs: 5000 })).ok).toBe(true);
    expect((await ask(stage, 'start')).ok).toBe(true);
    const room = serverRoom(h, code);
    // Let bots and timers run a little, then close the room mid-game.
    await until(() => stage.events.filter((e) => e.type === 'refused' || e.type === 'taken').length >= 3, 5000);
    const sent: unknown[] = [];
    const broadcast = room.broadcast.bind(room);
    room.broadcast = ((type: string, msg: unknown, opts: unknown) => {
      sent.push(msg);
      return broadcast(type, msg, opts as never);
    }) as typeof room.broadcast;
    const version = minusGame(room).version;
    await room.disconnect();
    await sleep(600); // longer than a bot pause and several timer lengths
    expect(sent).toHaveLength(0);
    expect(minusGame(room).version).toBe(version);
    expect(h.logs.filter((l) => l.includes('error'))).toEqual([]);
    void ann;
  });

  it('a server shutdown tells every room "restarting" and closes', async () => {
    const stage = await createStage(h);
    const got = new Promise<void>((resolve) => stage.room.onMessage('restarting', () => resolve()));
    const left = new Promise<number>((resolve) => stage.room.onLeave((c) => resolve(c)));
    await h.close();
    await got;
    expect(await left).toBeGreaterThan(0);
    const health = await fetch(`${h.server.localUrl}/healthz`).then(() => 'up', () => 'down');
    expect(health).toBe('down');
  });
});
