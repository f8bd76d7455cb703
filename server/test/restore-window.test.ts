/**
 * After a restart, the seats not back within the reconnection window are let go (in the lobby) or
 * played by a bot (in a game), docs/SERVER.md "Durability". A person who came back and then
 * dropped again waits out their own window like any dropped phone: the restart's window must not
 * take the seat early, and their reconnection token brings them back to it. Nor does the room close
 * for being empty while the people it waits for have yet to come back: a watcher (or a player) back
 * first and gone again leaves it waiting for the others. The person whose turn it is gets the full
 * decision timer when they are back, not what was left of one that ran from the restore.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Client } from 'colyseus.js';
import { ask, createStage, joinPlayer, minusGame, record, serverRoom, sleep, stageBack, startHarness, until, type RoomStateShape } from './support/harness.js';

const WINDOW_S = 2;
const dir = mkdtempSync(join(tmpdir(), 'minus-restore-window-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a restart\'s reconnection window', () => {
  it('does not take the seat of a person who came back and dropped again before their own window ends', async () => {
    let h = await startHarness({ dataDir: dir, reconnectWindowS: WINDOW_S });
    const stage = await createStage(h);
    const code = stage.room.state.code;
    const ann = await joinPlayer(h, code, 'Ann');
    const bo = await joinPlayer(h, code, 'Bo');
    const secrets = [ann.seat!.secret, bo.seat!.secret];
    await until(() => serverRoom(h, code).book.seats.length === 2, 3000, 'two seats');
    await h.close();

    h = await startHarness({ dataDir: dir, reconnectWindowS: WINDOW_S });
    const restartedAt = Date.now();
    try {
      const [ann2, bo2] = [await joinPlayer(h, code, 'x', { seatSecret: secrets[0] }), await joinPlayer(h, code, 'x', { seatSecret: secrets[1] })];
      expect(bo2.messages.find((m) => m.type === 'seat')?.message).toMatchObject({ restored: true });
      await sleep(Math.max(0, 1200 - (Date.now() - restartedAt)));
      // Bo's Wi-Fi blips 1.2 s after the restart: his own window runs to 3.2 s, past the restart's 2 s.
      const token = bo2.room.reconnectionToken;
      await bo2.room.leave(false);
      await until(() => !serverRoom(h, code).book.seats[1]!.connected, 3000, 'Bo away');
      await sleep(Math.max(0, WINDOW_S * 1000 + 400 - (Date.now() - restartedAt)));
      expect(serverRoom(h, code).book.seats.map((s) => s.name)).toEqual(['Ann', 'Bo']);
      const back = record(await new Client(`ws://127.0.0.1:${h.server.port}`).reconnect<RoomStateShape>(token));
      await until(() => serverRoom(h, code).book.seats[1]?.connected === true, 3000, 'Bo back in his seat');
      expect(serverRoom(h, code).book.seats.map((s) => s.name)).toEqual(['Ann', 'Bo']);
      await Promise.all([ann2, back].map((c) => c.room.leave()));
    } finally {
      await h.close();
    }
  });
  it('stays open for the others when the first one back after a restart is a watcher who leaves again', async () => {
    let h = await startHarness({ dataDir: dir, reconnectWindowS: 30 });
    const stage = await createStage(h);
    const code = stage.room.state.code;
    const hostSecret = stage.hostSecret!;
    const ann = await joinPlayer(h, code, 'Ann');
    const bo = await joinPlayer(h, code, 'Bo');
    const secrets = [ann.seat!.secret, bo.seat!.secret];
    await until(() => serverRoom(h, code).book.seats.length === 2, 3000, 'two seats');
    await h.close();

    h = await startHarness({ dataDir: dir, reconnectWindowS: 10 });
    try {
      // A watcher's phone reconnects by itself, then its screen locks (a consented leave closes the same way).
      const watcher = await h.client.joinById<RoomStateShape>(code, { role: 'audience' });
      await watcher.leave(false);
      // Colyseus closes an empty room a second after its last leave when it may.
      await sleep(1800);
      expect(serverRoom(h, code)).toBeTruthy();
      // Ann comes back and leaves the lobby by choice (her seat goes): Bo and the stage are still awaited.
      const ann2 = await joinPlayer(h, code, 'x', { seatSecret: secrets[0] });
      await ann2.room.leave(true);
      await sleep(1800);
      expect(serverRoom(h, code)).toBeTruthy();
      const bo2 = await joinPlayer(h, code, 'x', { seatSecret: secrets[1] });
      expect(bo2.messages.find((m) => m.type === 'seat')?.message).toMatchObject({ restored: true });
      const tv = await stageBack(h, code, hostSecret, 1);
      expect(tv.messages.find((m) => m.type === 'host')?.message).toMatchObject({ restored: true });
      expect(serverRoom(h, code).book.seats.map((s) => s.name)).toEqual(['Bo']);
      // Everyone it waited for has been back: once empty, it closes as any room does, after a
      // phone's window (a TV reloaded in its lobby comes back to it meanwhile: tv-reload.test.ts).
      await Promise.all([bo2.room.leave(true), tv.room.leave(true)]);
      await until(() => !serverRoom(h, code), 15_000, 'the room closed once empty');
    } finally {
      await h.close();
    }
  }, 40_000);
  it('gives the person on turn the full decision timer when they are back, not the rest of one that ran since the restart', async () => {
    const TIMER_MS = 20_000;
    let h = await startHarness({ dataDir: dir, reconnectWindowS: 30 });
    const stage = await createStage(h);
    const code = stage.room.state.code;
    const ann = await joinPlayer(h, code, 'Ann');
    const bo = await joinPlayer(h, code, 'Bo');
    for (const [type, body] of [['add-bot', { label: 'medium' }], ['settings', { preset: 'custom', smallest: 3, largest: 30, removed: 1, chips: 5, seating: 'join', starter: 'first', timerMs: TIMER_MS }], ['start', {}]] as const) {
      expect(await ask(stage, type, body), type).toMatchObject({ ok: true });
    }
    await until(() => ann.room.state.phase === 'playing', 5000, 'the game');
    const secret = ann.seat!.secret;
    void bo;
    await h.close();

    h = await startHarness({ dataDir: dir, reconnectWindowS: 30 });
    try {
      const room = serverRoom(h, code);
      expect(minusGame(room).current).toBe(0);
      const restoredDeadline = room.show.deadline;
      // Ann's phone finds the server 1.5 s after it started.
      await sleep(1500);
      const back = Date.now();
      const ann2 = await joinPlayer(h, code, 'x', { seatSecret: secret });
      await until(() => ann2.room.state.game?.deadline !== undefined && ann2.room.state.game.deadline > restoredDeadline, 3000, 'a new deadline');
      expect(room.show.deadline - back).toBeGreaterThanOrEqual(TIMER_MS - 200);
      expect(ann2.room.state.game.deadline).toBe(room.show.deadline);
      await ann2.room.leave();
    } finally {
      await h.close();
    }
  });
});
