/**
 * Crowds and pranks at the door, with the real limits (docs/SERVER.md, "Admission limits").
 * A prankster's script works from another loopback address (127.0.0.2...) than the real phones
 * (colyseus.js from 127.0.0.1), as a second device on the network would:
 * - re-reserving places by HTTP without ever connecting does not keep a real phone out;
 * - a reservation that is never used frees its place after `seatReservationS`;
 * - one address cannot create rooms without limit (another address still can);
 * - one address cannot walk the room codes for live rooms' names and games (the household can);
 * - websockets with made-up session ids, and refused joins, write one line per address and kind,
 *   then one summary line per window.
 */
import { request } from 'node:http';
import { ROOM_NAME } from '@minus/shared/platform/protocol/index';
import { ROOM_CODE_ALPHABET } from '@minus/shared/platform/protocol/room-code';
import type { RoomStateShape } from './support/harness.js';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ADMISSION } from '../src/config.js';
import { createStage, joinPlayer, serverRoom, sleep, startHarness, until, type Harness } from './support/harness.js';

/** The real numbers, except the summary window (a minute in production), shortened to wait for it. */
const LOG_WINDOW_MS = 3000;
let h: Harness;
beforeAll(async () => {
  h = await startHarness({ admission: { ...DEFAULT_ADMISSION, logWindowMs: LOG_WINDOW_MS } });
});
afterAll(async () => {
  await h.close();
});

/** The room's seat reservations (Colyseus keeps them in a protected field). */
const reserved = (room: object) => (room as { reservedSeats: Record<string, unknown> }).reservedSeats;

/** POST a matchmaking request from `from` (a loopback address). */
function matchmake(from: string, path: string, body: object): Promise<{ status: number; body: { sessionId?: string; code?: number; error?: string } }> {
  return new Promise((resolve, reject) => {
    const text = JSON.stringify(body);
    const req = request(`${h.server.localUrl}/matchmake/${path}`, {
      method: 'POST', localAddress: from, headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(text) },
    }, (res) => {
      let out = '';
      res.on('data', (c: Buffer) => (out += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(out || '{}') }));
    });
    req.on('error', reject);
    req.end(text);
  });
}

describe('a flood of reservations', () => {
  it('a script re-reserving 60 places every second from one address never keeps a real phone out for 5 s', async () => {
    const stage = await createStage(h);
    const code = stage.room.state.code;
    let flooding = true;
    const answers: number[] = [];
    const flood = (async () => {
      while (flooding) {
        const wave = await Promise.all(Array.from({ length: 60 }, () => matchmake('127.0.0.2', `joinById/${code}`, { role: 'audience' })));
        for (const a of wave) answers.push(a.status);
        await sleep(1000);
      }
    })();
    await sleep(2500);
    // The flood is on: the room has taken what the prankster's address may have, no more.
    const room = serverRoom(h, code);
    const held = Object.keys(reserved(room)).length;
    expect(held).toBeLessThanOrEqual(DEFAULT_ADMISSION.reserve.burst + DEFAULT_ADMISSION.reserve.perSecond * 3);
    const start = Date.now();
    const ann = await joinPlayer(h, code, 'Ann');
    expect(ann.seat).toBeDefined();
    expect(Date.now() - start).toBeLessThan(5000);
    // At least three whole waves (a loaded machine sends fewer a second), most of them refused.
    await until(() => answers.length >= 180, 30_000, 'three waves of the flood');
    flooding = false;
    await flood;
    expect(answers.filter((s) => s === 429).length).toBeGreaterThan(60);
    await Promise.all([stage, ann].map((c) => c.room.leave()));
  }, 45_000);

  it(`a reservation never used frees its place after ${DEFAULT_ADMISSION.seatReservationS} s`, async () => {
    const stage = await createStage(h);
    const code = stage.room.state.code;
    const room = serverRoom(h, code);
    for (let i = 0; i < 5; i++) expect((await matchmake('127.0.0.3', `joinById/${code}`, { role: 'audience' })).body.sessionId).toBeDefined();
    const start = Date.now();
    expect(Object.keys(reserved(room)).length).toBe(5);
    await until(() => Object.keys(reserved(room)).length === 0, DEFAULT_ADMISSION.seatReservationS * 1000 + 2000, 'the reservations to go');
    expect(Date.now() - start).toBeGreaterThan(DEFAULT_ADMISSION.seatReservationS * 1000 - 1500);
    await stage.room.leave();
  }, 20_000);
});

describe('rooms without end', () => {
  it('one address creates at most its bucket of rooms; the others are told to slow down; another address still can', async () => {
    const results = await Promise.all(Array.from({ length: 200 }, () => matchmake('127.0.0.6', `create/${ROOM_NAME}`, { role: 'stage' })));
    const made = results.filter((r) => r.status === 200 && r.body.sessionId);
    expect(made.length).toBeLessThanOrEqual(DEFAULT_ADMISSION.create.burst);
    expect(made.length).toBeGreaterThan(0);
    expect(results.filter((r) => r.status === 429 && r.body.error === 'slow-down')).toHaveLength(200 - made.length);
    const stage = await createStage(h);
    expect(stage.room.state.code).toMatch(/^[A-Z]{4}$/);
    await stage.room.leave();
  });
});

/** GET `path` from `from` (a loopback address): the status and the JSON body. */
function getFrom(from: string, path: string): Promise<{ status: number; body: { error?: string; taken?: unknown; games?: unknown } }> {
  return new Promise((resolve, reject) => {
    const req = request(`${h.server.localUrl}${path}`, { localAddress: from }, (res) => {
      let out = '';
      res.on('data', (c: Buffer) => (out += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(out || '{}') }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('a scan of room codes', () => {
  it('past its bucket of unknown codes an address is told to wait, even about a live room; a live room costs nothing; the household asks on', async () => {
    const stage = await createStage(h);
    const live = stage.room.state.code;
    const burst = DEFAULT_ADMISSION.unknownRooms.burst;
    // Asking about a room that exists, however often, costs nothing.
    for (let i = 0; i < burst + 5; i++) expect((await getFrom('127.0.0.7', `/api/rooms/${live}/avatars`)).status).toBe(200);
    // Codes no room has: the bucket's worth are answered 404, then everything is 429 `busy`.
    const unknown = [...ROOM_CODE_ALPHABET].flatMap((a) => [...'BCF'].map((b) => `ZZ${a}${b}`)).filter((c) => c !== live);
    const answers: number[] = [];
    for (const code of unknown.slice(0, burst + 3)) answers.push((await getFrom('127.0.0.7', `/api/rooms/${code}/games`)).status);
    expect(answers.filter((s) => s === 404).length).toBe(burst);
    expect(answers.slice(burst)).toEqual([429, 429, 429]);
    for (const path of [`/api/rooms/${live}/avatars`, `/api/rooms/${live}/games`, `/api/rooms/${live}/record/1.json`]) {
      expect(await getFrom('127.0.0.7', path)).toMatchObject({ status: 429, body: { error: 'busy' } });
    }
    // The household, at another address, still sees its room.
    expect(await getFrom('127.0.0.1', `/api/rooms/${live}/avatars`)).toMatchObject({ status: 200, body: { taken: expect.any(Array) } });
    await stage.room.leave();
  });

  it('a phone asking again and again about one wrong code (its join screen polls) pays once; codes tried through matchmaking count too', async () => {
    const stage = await createStage(h);
    const live = stage.room.state.code;
    const burst = DEFAULT_ADMISSION.unknownRooms.burst;
    for (let i = 0; i < burst + 10; i++) expect((await getFrom('127.0.0.8', '/api/rooms/ZZZZ/avatars')).status).toBe(404);
    expect((await getFrom('127.0.0.8', `/api/rooms/${live}/games`)).status).toBe(200);
    // A scan through joinById spends the same misses, then is refused, even for the live room.
    const unknown = [...ROOM_CODE_ALPHABET].flatMap((a) => [...'BCF'].map((b) => `ZX${a}${b}`)).filter((c) => c !== live);
    const answers: string[] = [];
    for (const code of unknown.slice(0, burst + 2)) answers.push(String((await matchmake('127.0.0.9', `joinById/${code}`, { role: 'audience' })).body.error));
    expect(answers.slice(0, burst - 1).every((e) => /no-such-room|not found/i.test(e))).toBe(true);
    expect(answers.slice(burst)).toEqual(['slow-down', 'slow-down']);
    expect((await getFrom('127.0.0.9', `/api/rooms/${live}/avatars`)).status).toBe(429);
    expect((await matchmake('127.0.0.9', `joinById/${live}`, { role: 'audience' })).body.error).toBe('slow-down');
    await stage.room.leave();
  });
});

/**
 * Lines about `address` (and `kind`) since `from`: the single lines, and how many refusals the
 * summaries add. Each window has at most one single line per address and kind, so on a loaded
 * machine a burst spread over two windows writes two; every refusal is still counted once.
 */
function tally(from: number, address: string, kind: RegExp): { singles: number; counted: number } {
  const lines = h.logs.slice(from).filter((l) => l.includes(address) && kind.test(l));
  const summaries = lines.map((l) => /\[door\] (\d+) more/.exec(l)).filter((m) => m !== null);
  const singles = lines.length - summaries.length;
  return { singles, counted: singles + summaries.reduce((n, m) => n + Number(m![1]), 0) };
}

describe('quiet logs', () => {
  it('300 websockets with made-up session ids from one address write one line per window, then one summary', async () => {
    const stage = await createStage(h);
    const from = h.logs.length;
    const start = Date.now();
    const sockets = Array.from({ length: 300 }, (_, i) => new WebSocket(`ws://127.0.0.1:${h.server.port}/x/${stage.room.state.code}?sessionId=made-up-${i}`, { localAddress: '127.0.0.4' }));
    await Promise.all(sockets.map((s) => new Promise((r) => { s.on('close', r); s.on('error', r); })));
    const windows = Math.ceil((Date.now() - start) / LOG_WINDOW_MS) + 1;
    await until(() => tally(from, '127.0.0.4', /late join|too late/).counted === 300, LOG_WINDOW_MS * 3, 'every socket counted');
    const { singles } = tally(from, '127.0.0.4', /late join|too late/);
    expect(singles).toBeGreaterThanOrEqual(1);
    expect(singles).toBeLessThanOrEqual(windows);
    expect(h.logs.slice(from).filter((l) => l.includes('127.0.0.4')).length).toBeLessThanOrEqual(2 * windows);
    await stage.room.leave();
  });

  it('refused joins from one address write one line per kind and window, then one summary', async () => {
    const stage = await createStage(h);
    const code = stage.room.state.code;
    const ann = await joinPlayer(h, code, 'Ann');
    const from = h.logs.length;
    const start = Date.now();
    for (let i = 0; i < 12; i++) await expect(h.client.joinById<RoomStateShape>(code, { role: 'player', name: 'ANN' })).rejects.toMatchObject({ message: 'name-taken' });
    for (let i = 0; i < 3; i++) await expect(h.client.joinById<RoomStateShape>(code, { role: 'player', name: '' })).rejects.toMatchObject({ message: 'name-empty' });
    const windows = Math.ceil((Date.now() - start) / LOG_WINDOW_MS) + 1;
    await until(() => tally(from, '127.0.0.1', /name-taken/).counted === 12 && tally(from, '127.0.0.1', /name-empty/).counted === 3, LOG_WINDOW_MS * 3, 'every refusal counted');
    for (const kind of [/name-taken/, /name-empty/]) expect(tally(from, '127.0.0.1', kind).singles).toBeLessThanOrEqual(windows);
    expect(tally(from, '127.0.0.1', /name-taken/).singles).toBeLessThan(12);
    await Promise.all([stage, ann].map((c) => c.room.leave()));
  });
});

describe('what a phone is told', () => {
  // Last in the file: it empties 127.0.0.1's reservation bucket, where colyseus.js comes from.
  it('a refused reservation is answered 429 slow-down, which colyseus.js rejects with that message', async () => {
    const stage = await createStage(h);
    const code = stage.room.state.code;
    let last = { status: 0, body: {} as { error?: string } };
    for (let i = 0; i < DEFAULT_ADMISSION.reserve.burst + 5 && last.status !== 429; i++) last = await matchmake('127.0.0.1', `joinById/${code}`, { role: 'audience' });
    expect(last).toMatchObject({ status: 429, body: { error: 'slow-down' } });
    await expect(h.client.joinById(code, { role: 'player', name: 'Zed' })).rejects.toMatchObject({ message: 'slow-down' });
    await stage.room.leave();
  });
});
