/**
 * What a living room or a prankster does that the other suites did not: typos and silly names at
 * the door (each refused join is one log line, never a stack trace), a room code typed with
 * spaces, a huge matchmaking request (refused before the server holds it in memory), one that is
 * not JSON (a clear 400), and the
 * host kicking a prankster after a game (the seat goes; it does not play the next game as a bot),
 * and a crowd of watchers (or one prankster's tabs) that must not lock players and the stage out.
 */
import { CLOSE_KICKED, NAME_MAX } from '@minus/shared/platform/protocol/index';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_MATCHMAKE_BODY } from '../src/app.js';
import { AUDIENCE_MAX, RETURN_HEADROOM } from '../src/platform/admission.js';
import { ask, autoPlay, createStage, joinPlayer, mySeat, startHarness, until, type Conn, type Harness } from './support/harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.close();
});

/** POST `body` to the matchmaking route, streamed in chunks without a length when `chunked`. */
function postMatchmake(path: string, body: string, chunked: boolean): Promise<{ status: number; text: string } | { error: string }> {
  return new Promise((resolve) => {
    const req = request(`${h.server.localUrl}/matchmake/${path}`, {
      method: 'POST',
      headers: chunked ? { 'Content-Type': 'application/json' } : { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
    }, (res) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      res.on('error', (e) => resolve({ error: e.message }));
    });
    req.on('error', (e) => resolve({ error: e.message }));
    if (chunked) {
      const chunk = body.slice(0, 8192);
      let sent = 0;
      const pump = () => {
        while (sent < body.length) {
          sent += chunk.length;
          if (!req.write(chunk)) return void req.once('drain', pump);
        }
        req.end();
      };
      pump();
    } else req.end(body);
  });
}

describe('at the door', () => {
  it('a refused join (empty, long, taken name, bad options, wrong host secret) is one log line, no stack trace', async () => {
    const stage = await createStage(h);
    const code = stage.room.state.code;
    const ann = await joinPlayer(h, code, 'Ann');
    const from = h.logs.length;
    await expect(h.client.joinById(code, { role: 'player', name: ' \u200B ' })).rejects.toMatchObject({ message: 'name-empty' });
    await expect(h.client.joinById(code, { role: 'player', name: 'A'.repeat(NAME_MAX + 1) })).rejects.toMatchObject({ message: 'name-too-long' });
    await expect(h.client.joinById(code, { role: 'player', name: ' ANN ' })).rejects.toMatchObject({ message: 'name-taken' });
    await expect(h.client.joinById(code, { role: 'player', name: 7 })).rejects.toMatchObject({ message: 'bad-options' });
    await expect(h.client.joinById(code, { role: 'stage', hostSecret: 'guess' })).rejects.toMatchObject({ message: 'not-host' });
    const lines = h.logs.slice(from);
    expect(lines.join('\n')).not.toMatch(/\n\s+at |Exception/);
    for (const c of ['name-empty', 'name-too-long', 'name-taken', 'bad-options', 'not-host']) {
      expect(lines.filter((l) => l.includes(c)), c).toHaveLength(1);
    }
    expect(stage.room.state.seats.map((s) => s.name)).toEqual(['Ann']);
    await Promise.all([stage, ann].map((c) => c.room.leave()));
  });

  it('a pasted 500-character name is "name-too-long", not "bad-options"', async () => {
    const stage = await createStage(h);
    await expect(h.client.joinById(stage.room.state.code, { role: 'player', name: 'x'.repeat(500) })).rejects.toMatchObject({ code: 4215, message: 'name-too-long' });
    await stage.room.leave();
  });

  it('a room code typed with spaces or a dash is mended', async () => {
    const stage = await createStage(h);
    const code = stage.room.state.code;
    for (const typed of [` ${code} `, `${code.slice(0, 2)} ${code.slice(2)}`, `${code.slice(0, 2)}-${code.slice(2).toLowerCase()}`]) {
      const watcher = await h.client.joinById(typed, { role: 'audience' });
      expect(watcher.roomId, typed).toBe(code);
      await watcher.leave();
    }
    await expect(h.client.joinById(`${code} X`, { role: 'audience' })).rejects.toMatchObject({ code: 4212, message: 'no-such-room' });
    await stage.room.leave();
  });

  it('a matchmaking request whose body is not a JSON object is a clear 400, and colyseus.js still joins', async () => {
    const stage = await createStage(h);
    const code = stage.room.state.code;
    for (const body of ['{"role":"player","name":', 'role=player', '', '[1]', 'null']) {
      const got = await postMatchmake(`joinById/${code}`, body, false);
      expect('status' in got && got.status, body).toBe(400);
      expect('text' in got && JSON.parse(got.text), body).toMatchObject({ code: 4215, error: 'bad-options', message: expect.stringContaining('JSON') });
    }
    expect(await postMatchmake('create/party', '{oops', false)).toMatchObject({ status: 400 });
    const ann = await joinPlayer(h, code, 'Ann');
    expect(stage.room.state.seats.map((s) => s.name)).toEqual(['Ann']);
    await Promise.all([stage, ann].map((c) => c.room.leave()));
  });

  it('a matchmaking request over the limit is refused, declared or streamed, and the room carries on', async () => {
    const stage = await createStage(h);
    const code = stage.room.state.code;
    const big = JSON.stringify({ role: 'player', name: 'Zed', pad: 'y'.repeat(MAX_MATCHMAKE_BODY) });
    expect(await postMatchmake(`joinById/${code}`, big, false)).toEqual({ status: 413, text: JSON.stringify({ code: 4215, error: 'bad-options' }) });
    // Streamed with no length: cut off once past the limit (Colyseus would read it all and seat Zed).
    const streamed = await postMatchmake(`joinById/${code}`, JSON.stringify({ role: 'player', name: 'Zed', pad: 'y'.repeat(1 << 20) }), true);
    expect('error' in streamed ? streamed.error : `answered ${streamed.status}`).toMatch(/socket hang up|ECONNRESET|EPIPE/);
    // An honest phone still gets in.
    const ann = await joinPlayer(h, code, 'Ann');
    expect(ann.seat).toBeDefined();
    expect(stage.room.state.seats.map((s) => s.name)).toEqual(['Ann']);
    await Promise.all([stage, ann].map((c) => c.room.leave()));
  });
});

describe('kicking a seat whose phone is away', () => {
  it('the phone coming back with its old secret is told it was removed (lobby and game); joining afresh is allowed', async () => {
    for (const playing of [false, true]) {
      const stage = await createStage(h);
      const code = stage.room.state.code;
      const [ann, bo, cy] = [await joinPlayer(h, code, 'Ann'), await joinPlayer(h, code, 'Bo'), await joinPlayer(h, code, 'Cy')];
      if (playing) {
        expect((await ask(stage, 'start')).ok).toBe(true);
        await until(() => stage.room.state.phase === 'playing', 3000, 'the game');
      }
      const secret = bo!.seat!.secret;
      const index = mySeat(bo!);
      // Bo's phone drops (the seat waits for it); the VIP removes the seat meanwhile.
      bo!.room.connection.close(4999, 'phone asleep');
      await until(() => stage.room.state.seats[index]?.connected === false, 3000, 'Bo away');
      expect(await ask(ann!, 'kick', { seat: index })).toMatchObject({ ok: true });
      const refused = await h.client.joinById(code, { role: 'player', name: 'Bo', seatSecret: secret }).then(() => null, (e: { message?: string }) => e.message);
      expect(refused, playing ? 'in a game' : 'in the lobby').toBe('kicked');
      if (!playing) {
        // From the join page, without the old secret: a seat like anyone's.
        const again = await joinPlayer(h, code, 'Bo');
        expect(again.seat).toBeDefined();
        await again.room.leave();
      }
      await Promise.all([stage, ann!, cy!].map((c) => c.room.leave()));
    }
  });
});

describe('a kick that crosses a seat leaving', () => {
  it('names the seat by id too: when the table moved, nobody else is removed', async () => {
    const stage = await createStage(h);
    const code = stage.room.state.code;
    const [ann, bo, cy, dee] = [await joinPlayer(h, code, 'Ann'), await joinPlayer(h, code, 'Bo'), await joinPlayer(h, code, 'Cy'), await joinPlayer(h, code, 'Dee')];
    const cyAt = mySeat(cy!);
    const cyId = stage.room.state.seats[cyAt]!.id;
    // Bo leaves as the VIP taps Kick on Cy from a screen that still shows Cy at index 2.
    await bo!.room.leave(true);
    await until(() => stage.room.state.seats.length === 3, 3000, 'Bo gone');
    expect(stage.room.state.seats[cyAt]!.name).toBe('Dee');
    expect(await ask(ann!, 'kick', { seat: cyAt, id: cyId })).toMatchObject({ ok: false, code: 'no-such-seat' });
    expect(await ask(ann!, 'remove-seat', { seat: cyAt, id: cyId })).toMatchObject({ ok: false, code: 'no-such-seat' });
    expect(stage.room.state.seats.map((s) => s.name)).toEqual(['Ann', 'Cy', 'Dee']);
    // Named right, the kick goes through.
    expect(await ask(ann!, 'kick', { seat: mySeat(cy!), id: cyId })).toMatchObject({ ok: true });
    await until(() => stage.room.state.seats.length === 2, 3000, 'Cy removed');
    expect(stage.room.state.seats.map((s) => s.name)).toEqual(['Ann', 'Dee']);
    await Promise.all([stage, ann!, dee!].map((c) => c.room.leave()));
  });
});

describe('kicking after a game', () => {
  /** Stage, Ann (VIP), Bo, Cy; a short game with no timer played to the end by autoPlay. */
  async function afterAGame() {
    const stage = await createStage(h);
    const code = stage.room.state.code;
    const phones: Conn[] = [];
    for (const name of ['Ann', 'Bo', 'Cy']) phones.push(await joinPlayer(h, code, name));
    expect((await ask(stage, 'settings', { preset: 'custom', smallest: 3, largest: 8, removed: 1, chips: 2, timerMs: null })).ok).toBe(true);
    const stops = phones.map((p) => autoPlay(p));
    expect((await ask(stage, 'start')).ok).toBe(true);
    await until(() => stage.room.state.phase === 'finale', 5000, 'the end of the game');
    stops.forEach((stop) => stop());
    return { stage, code, phones };
  }

  it('the kicked person\'s seat goes and the room is back in the lobby; the next game is without them', async () => {
    const { stage, phones: [ann, bo, cy] } = await afterAGame();
    const closed = new Promise<number>((resolve) => cy!.room.onLeave((c) => resolve(c)));
    expect(await ask(ann!, 'kick', { seat: mySeat(cy!) })).toMatchObject({ ok: true });
    expect(await closed).toBe(CLOSE_KICKED);
    await until(() => stage.room.state.seats.length === 2, 2000, 'the seat to go');
    expect(stage.room.state.phase).toBe('lobby');
    expect(stage.room.state.seats.map((s) => s.name)).toEqual(['Ann', 'Bo']);
    expect(stage.room.state.seats.some((s) => s.standIn)).toBe(false);
    expect(stage.events.some((e) => e.type === 'seat-left' && e.name === 'Cy')).toBe(true);
    // Ann is still the VIP; with two seats the next game needs a third.
    expect(stage.room.state.seats[0]!.vip).toBe(true);
    expect(await ask(ann!, 'play-again')).toMatchObject({ ok: false, code: 'too-few-seats' });
    await Promise.all([stage, ann!, bo!].map((c) => c.room.leave()));
  });

  it('a seat a bot took over after a kick mid-game can be kicked away once the game is over', async () => {
    const stage = await createStage(h);
    const code = stage.room.state.code;
    const phones: Conn[] = [];
    for (const name of ['Ann', 'Bo', 'Cy']) phones.push(await joinPlayer(h, code, name));
    const [ann, bo, cy] = phones as [Conn, Conn, Conn];
    expect((await ask(stage, 'settings', { preset: 'custom', smallest: 3, largest: 8, removed: 1, chips: 2, timerMs: null })).ok).toBe(true);
    expect((await ask(stage, 'start')).ok).toBe(true);
    await until(() => stage.room.state.phase === 'playing');
    expect(await ask(stage, 'kick', { seat: mySeat(cy) })).toMatchObject({ ok: true });
    await until(() => stage.room.state.seats.some((s) => s.name === 'Cy' && s.standIn), 2000, 'a stand-in for Cy');
    const stops = [ann, bo].map((p) => autoPlay(p));
    await until(() => stage.room.state.phase === 'finale', 5000, 'the end of the game');
    stops.forEach((stop) => stop());
    const cyIndex = stage.room.state.seats.findIndex((s) => s.name === 'Cy');
    expect(await ask(stage, 'kick', { seat: cyIndex })).toMatchObject({ ok: true });
    await until(() => stage.room.state.seats.length === 2, 2000, 'the stand-in seat to go');
    expect(stage.room.state.phase).toBe('lobby');
    // The evening's table keeps Cy's game.
    expect(stage.room.state.evening.rows.some((r) => r.name === 'Cy' && r.games === 1)).toBe(true);
    await Promise.all([stage, ann, bo].map((c) => c.room.leave()));
  });
});

describe('a crowd at the door', () => {
  it('watchers past AUDIENCE_MAX are refused room-full; a returning player, the stage and a new player still get in', async () => {
    const stage = await createStage(h);
    const code = stage.room.state.code;
    const ann = await joinPlayer(h, code, 'Ann');
    const secret = ann.seat!.secret;
    ann.room.connection.close(4999, 'phone locked'); // a drop, not a leave: the seat waits
    await until(() => stage.room.state.seats[0]!.connected === false, 2000, 'Ann away');
    const watchers = await Promise.all(Array.from({ length: AUDIENCE_MAX }, () => h.client.joinById(code, { role: 'audience' })));
    await expect(h.client.joinById(code, { role: 'audience' })).rejects.toMatchObject({ code: 4215, message: 'room-full' });
    const back = await joinPlayer(h, code, 'Ann', { seatSecret: secret });
    expect(back.seat?.id).toBe(ann.seat!.id);
    const bo = await joinPlayer(h, code, 'Bo');
    expect(bo.seat).toBeDefined();
    const reloaded = await h.client.joinById(code, { role: 'stage', hostSecret: stage.hostSecret });
    // Colyseus' own limit (64 connections and reservations) says "full", not "no such room".
    const more = await Promise.all(Array.from({ length: 64 - AUDIENCE_MAX - 4 }, () => h.client.joinById(code, { role: 'stage', hostSecret: stage.hostSecret })));
    await expect(h.client.joinById(code, { role: 'player', name: 'Cy' })).rejects.toMatchObject({ code: 4215, message: 'room-full' });
    await Promise.all([...watchers, ...more, reloaded].map((r) => r.leave()));
    await Promise.all([stage, back, bo].map((c) => c.room.leave()));
  });
});

describe('a flood of reservations', () => {
  it('newcomers\' reservations (never connected) cannot lock out a returning player or the stage; newcomers get room-full', async () => {
    const stage = await createStage(h);
    const code = stage.room.state.code;
    const ann = await joinPlayer(h, code, 'Ann');
    const secret = ann.seat!.secret;
    ann.room.connection.close(4999, 'phone locked');
    await until(() => stage.room.state.seats[0]!.connected === false, 2000, 'Ann away');
    // A script reserves places by HTTP and never opens the websockets (each would wait 15 s).
    const flood = await Promise.all(Array.from({ length: 80 }, () => postMatchmake(`joinById/${code}`, JSON.stringify({ role: 'audience' }), false)));
    const answers = flood.map((r) => ('text' in r ? (JSON.parse(r.text) as { sessionId?: string; code?: number; error?: string }) : {}));
    expect(answers.filter((a) => a.sessionId).length).toBeLessThanOrEqual(64 - RETURN_HEADROOM);
    expect(answers.find((a) => !a.sessionId)).toEqual({ code: 4215, error: 'room-full' });
    const back = await joinPlayer(h, code, 'Ann', { seatSecret: secret });
    expect(back.seat?.id).toBe(ann.seat!.id);
    const reloaded = await h.client.joinById(code, { role: 'stage', hostSecret: stage.hostSecret });
    await expect(h.client.joinById(code, { role: 'player', name: 'Bo' })).rejects.toMatchObject({ code: 4215, message: 'room-full' });
    await Promise.all([reloaded.leave(), stage.room.leave(), back.room.leave()]);
  });
});
