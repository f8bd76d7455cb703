/**
 * A house network down for longer than a phone's window (docs/SERVER.md, "Reconnection"): the TV
 * that dropped (not closed) keeps its room for `stageWindowS` (an hour by default) though every
 * phone's window ran out, so the evening is not closed under the sofa. Once the network is back
 * the TV comes back into the same room, with its game, and the phones by their seats' secrets
 * (while nobody was connected the game held: no decision timer ran and no bot stood in). A dinner
 * break (the TV's tab closed, every phone asleep) keeps a room with a game tonight just as long;
 * a watcher looking on alone does not end the hold. A room whose people all left on purpose
 * closes as before (server/test/dispose.test.ts).
 */
import { Client } from 'colyseus.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveRooms } from '../src/platform/live-rooms.js';
import { ask, createStage, joinPlayer, record, serverRoom, sleep, startHarness, until, type Harness, type RoomStateShape } from './support/harness.js';

let h: Harness;
beforeAll(async () => {
  // The decision timer scaled down (a turn's time in well under a second): timeouts would play the game out during the outage.
  h = await startHarness({ reconnectWindowS: 1, stageWindowS: 30, timerScale: 0.02 });
});
afterAll(async () => {
  await h.close();
});

/** Ann, Bo and a bot in a game; the TV's host secret and the phones' seat secrets. */
async function playing() {
  const stage = await createStage(h);
  const code = stage.room.state.code;
  const ann = await joinPlayer(h, code, 'Ann');
  const bo = await joinPlayer(h, code, 'Bo');
  expect((await ask(stage, 'add-bot', { label: 'easy' })).ok).toBe(true);
  expect((await ask(stage, 'start')).ok).toBe(true);
  await until(() => stage.room.state.phase === 'playing', 3000, 'the game');
  return { stage, code, ann, bo, hostSecret: stage.hostSecret!, secrets: [ann.seat!.secret, bo.seat!.secret] };
}

describe('everyone is cut off for longer than a phone keeps its seat', () => {
  it('the TV comes back to the same room and game, and so do the phones', async () => {
    const { stage, code, ann, bo, secrets } = await playing();
    const version = stage.room.state.game.version;
    const number = stage.room.state.game.number;
    const token = stage.room.reconnectionToken;

    // The network goes: every connection drops at once, and stays down past the phones' window.
    for (const c of [ann, bo, stage]) c.room.connection.close(4999, 'network down');
    await sleep(3500);
    expect(liveRooms.has(code), 'the room is kept for its TV').toBe(true);

    // Back: the TV by its reconnection, the phones by their seats.
    const back = record(await new Client(`ws://127.0.0.1:${h.server.port}`).reconnect<RoomStateShape>(token));
    await until(() => back.room.state?.code === code, 3000, 'the TV back');
    expect(back.room.state.phase).toBe('playing');
    expect(back.room.state.game.number).toBe(number);
    expect(back.room.state.game.version).toBeGreaterThanOrEqual(version);
    // Nothing was decided for Ann and Bo while nobody was there: no stand-in, no timeout.
    const people = () => back.room.state.seats.slice(0, 2);
    expect(people().map((s) => [s.name, s.standIn, s.timedOut ?? 0])).toEqual([['Ann', false, 0], ['Bo', false, 0]]);
    for (const secret of secrets) {
      const phone = await joinPlayer(h, code, 'ignored', { seatSecret: secret });
      expect(phone.seat).toBeDefined();
    }
    expect(people().every((s) => s.connected && !s.standIn)).toBe(true);
    // The decision timer runs again from the first return.
    await until(() => back.room.state.game.deadline > 0, 3000, 'a deadline again');
  }, 30_000);
});

describe('a dinner break: the TV\'s tab closed, every phone asleep past its window', () => {
  it('keeps the room and its game: the TV comes back by its host secret, the phones by their seats', async () => {
    const { stage, code, ann, bo, hostSecret, secrets } = await playing();
    for (const c of [ann, bo]) c.room.connection.close(4999, 'phone locked');
    await stage.room.leave(true);
    // The game as the hold found it (a turn's time is short here: the timer may have decided one before).
    await sleep(200);
    const version = serverRoom(h, code).state.game.version;
    await sleep(3300);
    expect(liveRooms.has(code), 'the room is kept').toBe(true);
    const tv = record(await new Client(`ws://127.0.0.1:${h.server.port}`).joinById<RoomStateShape>(code, { role: 'stage', hostSecret }));
    await until(() => tv.room.state?.seats?.length === 3, 3000, 'the TV back');
    expect(tv.room.state.phase).toBe('playing');
    expect(tv.room.state.game.version).toBe(version);
    expect(tv.room.state.seats.slice(0, 2).map((x) => [x.name, x.standIn])).toEqual([['Ann', false], ['Bo', false]]);
    for (const secret of secrets) expect((await joinPlayer(h, code, 'ignored', { seatSecret: secret })).seat).toBeDefined();
    await until(() => tv.room.state.game.deadline > 0, 3000, 'the timer again');
  }, 30_000);

  it('a watcher looking on alone does not end the hold: no stand-in, no timeout', async () => {
    const { stage, code, ann, bo } = await playing();
    for (const c of [ann, bo, stage]) c.room.connection.close(4999, 'network down');
    await sleep(200);
    const version = serverRoom(h, code).state.game.version;
    const watcher = record(await new Client(`ws://127.0.0.1:${h.server.port}`).joinById<RoomStateShape>(code, { role: 'audience', name: 'Wes' }));
    await sleep(3000);
    expect(watcher.room.state.game.version).toBe(version);
    expect(watcher.room.state.seats.slice(0, 2).map((x) => x.standIn)).toEqual([false, false]);
    await watcher.room.leave(true);
  }, 30_000);

  it('stays kept while watchers come and go, and when the phones slept past their window before the TV closed (stand-ins sat in)', async () => {
    const watch = () => new Client(`ws://127.0.0.1:${h.server.port}`).joinById<RoomStateShape>(code, { role: 'audience', name: 'Wes' });
    const { stage, code, ann, bo, secrets } = await playing();
    const looking = await watch();
    // The phones sleep past their window while the TV is still on: bots sit in for them.
    for (const c of [ann, bo]) c.room.connection.close(4999, 'phone locked');
    await until(() => stage.room.state.seats.slice(0, 2).every((x) => x.standIn), 5000, 'the stand-ins');
    // Then the TV's tab closes and the watcher's phone sleeps; another watcher looks in and leaves.
    await stage.room.leave(true);
    looking.connection.close(4999, 'phone locked');
    await sleep(1500);
    await (await watch()).leave(true);
    await sleep(2500);
    expect(liveRooms.has(code), 'the room is kept').toBe(true);
    expect((await joinPlayer(h, code, 'ignored', { seatSecret: secrets[0] })).seat).toBeDefined();
  }, 30_000);

  it('a room whose people all left on purpose closes', async () => {
    const { stage, code, ann, bo } = await playing();
    await ann.room.leave(true);
    await bo.room.leave(true);
    await stage.room.leave(true);
    await until(() => !liveRooms.has(code), 5000, 'the room to close');
  }, 30_000);
});

describe('a TV that drops and comes back by its host secret, again and again', () => {
  it('leaves no waiting places behind: once everyone leaves on purpose, the room closes', async () => {
    const stage = await createStage(h);
    const code = stage.room.state.code;
    const hostSecret = stage.hostSecret!;
    const ann = await joinPlayer(h, code, 'Ann');
    let tv = stage;
    for (let i = 0; i < 5; i++) {
      tv.room.connection.close(4999, 'wifi blip');
      await sleep(100);
      // The TV's page comes back with its host secret (never its old connection's token).
      tv = record(await new Client(`ws://127.0.0.1:${h.server.port}`).joinById<RoomStateShape>(code, { role: 'stage', hostSecret }));
    }
    await tv.room.leave(true);
    await ann.room.leave(true);
    await until(() => !liveRooms.has(code), 5000, 'the room to close');
  }, 30_000);
});

describe('a server restarted while nobody is connected', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  it('holds the restored game until someone is back: no timeout, no stand-in', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'minus-hold-'));
    dirs.push(dir);
    let h2 = await startHarness({ dataDir: dir, reconnectWindowS: 1, stageWindowS: 30, timerScale: 0.02 });
    const stage = await createStage(h2);
    const code = stage.room.state.code;
    const hostSecret = stage.hostSecret!;
    for (const name of ['Ann', 'Bo', 'Cy']) await joinPlayer(h2, code, name);
    expect((await ask(stage, 'start')).ok).toBe(true);
    await until(() => stage.room.state.phase === 'playing', 3000, 'the game');
    const version = serverRoom(h2, code).show.game === null ? -1 : stage.room.state.game.version;
    await h2.close();

    h2 = await startHarness({ dataDir: dir, reconnectWindowS: 1, stageWindowS: 30, timerScale: 0.02 });
    try {
      // Nobody comes back for well past the phones' window and many turns' time.
      await sleep(3000);
      const back = record(await new Client(`ws://127.0.0.1:${h2.server.port}`).joinById<RoomStateShape>(code, { role: 'stage', hostSecret }));
      await until(() => back.room.state?.seats?.length === 3, 3000, 'the restored room');
      expect(back.room.state.phase).toBe('playing');
      expect(back.room.state.game.version).toBe(version);
      expect(back.room.state.seats.map((x) => x.standIn)).toEqual([false, false, false]);
      await until(() => back.room.state.game.deadline > 0, 3000, 'the timer running again');
    } finally {
      await h2.close();
    }
  }, 30_000);
});
