/**
 * Events and the full state of a connection that joins mid-game. A connection's full state is
 * encoded when it acknowledges the join, so it already reflects every event emitted before that:
 * such events must not reach it afterwards (a stage reloaded mid-game added a taken cube twice,
 * "-29 -29", and then stayed ahead of the state for the rest of the game).
 */
import { unpackMultiple } from '@colyseus/msgpackr';
import type { GameEvent } from './support/harness.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { ask, createStage, joinPlayer, mySeat, startHarness, until, type Harness } from './support/harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.close();
});

describe('a connection joining mid-game', () => {
  it('gets no event that its full state already reflects, and every event after it', async () => {
    const stage = await createStage(h);
    const code = stage.room.state.code;
    const phones = [await joinPlayer(h, code, 'Ann'), await joinPlayer(h, code, 'Bo'), await joinPlayer(h, code, 'Cy')];
    expect((await ask(stage, 'settings', { preset: 'custom', smallest: 3, largest: 30, removed: 1, chips: 5, seating: 'join', starter: 'first', timerMs: null })).ok).toBe(true);
    expect((await ask(stage, 'start')).ok).toBe(true);
    await until(() => stage.room.state.phase === 'playing' && phones[0]!.room.state.game.current === 0);
    const current = () => phones.find((p) => mySeat(p) === p.room.state.game.current)!;
    const take = async () => {
      const g = stage.room.state.game;
      const seen = stage.events.length;
      expect(await ask(current(), 'act', { action: 'take', version: g.version })).toMatchObject({ ok: true });
      await until(() => stage.events.slice(seen).some((e) => e.type === 'turn'), 3000, 'the next turn');
    };
    await take();

    // A watcher's websocket, by hand, so that it can hold back its join acknowledgement.
    const res = await fetch(`http://127.0.0.1:${h.server.port}/matchmake/joinById/${code}`, {
      method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify({ role: 'audience' }),
    });
    const seat = (await res.json()) as { sessionId: string; room: { processId: string; roomId: string } };
    const ws = new WebSocket(`ws://127.0.0.1:${h.server.port}/${seat.room.processId}/${seat.room.roomId}?sessionId=${seat.sessionId}`);
    const frames: Uint8Array[] = [];
    ws.on('message', (data: Buffer) => frames.push(new Uint8Array(data)));
    await until(() => frames.some((f) => f[0] === 10), 3000, 'the join frame');

    // Two takes while the watcher is still joining; then it acknowledges and gets its full state.
    await take();
    await take();
    const before = Math.max(...stage.events.map((e) => e.seq));
    ws.send(Uint8Array.from([10]));
    await until(() => frames.some((f) => f[0] === 14), 3000, 'the full state');
    await take();

    const events = () => frames.filter((f) => f[0] === 13).map((f) => unpackMultiple(f.subarray(1)) as [string, unknown])
      .filter(([type]) => type === 'event').map(([, e]) => e as GameEvent);
    await until(() => events().some((e) => e.type === 'taken' && e.seq > before), 3000, 'the take after the join');
    expect(events().filter((e) => e.seq <= before)).toEqual([]);
    const after = stage.events.filter((e) => e.seq > before).map((e) => e.seq);
    await until(() => events().length >= after.length, 3000, 'every later event');
    expect(events().map((e) => e.seq)).toEqual(stage.events.filter((e) => e.seq > before).map((e) => e.seq));
    ws.close();
  });
});
