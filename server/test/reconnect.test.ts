/**
 * Phones come and go: reconnection inside the window, a bot stand-in after it and the
 * owner taking the seat back by seat secret, a stage reload mid-game, six phones joining at once,
 * a late joiner in the audience, a full room, and the VIP passing on. The window is 1 s here.
 */
import type { RoomStateShape } from './support/harness.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Client } from 'colyseus.js';
import { AWAY_SAID_PER_MINUTE } from '../src/platform/seat-presence.js';
import { annBoAndBot, ask, createStage, joinPlayer, record, minusGame, serverRoom, sleep, startHarness, until, type Conn, type Harness } from './support/harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ reconnectWindowS: 1 });
});
afterAll(async () => {
  await h.close();
});

const seatById = (s: RoomStateShape, id: string) => s.seats.find((x) => x.id === id)!;

/** Ann, Bo and a bot; Ann starts; no timer (so only people and bots move the game). */
const game = () => annBoAndBot(h);

describe('a dropped phone', () => {
  it('reconnects inside the window to the same seat, cubes and chips, without a duplicate', async () => {
    const { stage, ann, bo, room } = await game();
    // Ann takes the first cube so she has something to get back.
    expect(await ask(ann, 'act', { action: 'take', version: 0 })).toMatchObject({ ok: true });
    await until(() => ann.room.state.seats[0]!.cubes.length === 1);
    const id = ann.seat!.id;
    const token = ann.room.reconnectionToken;
    await ann.room.leave(false);
    await until(() => !seatById(stage.room.state, id).connected, 2000, 'seat away');
    await until(() => stage.events.some((e) => e.type === 'seat-away' && e.seat === 0));
    const back = record(await h.client.reconnect<RoomStateShape>(token));
    await until(() => back.room.state?.seats?.length === 3 && seatById(stage.room.state, id).connected, 2000, 'seat back');
    const seat = seatById(back.room.state, id);
    expect(seat.name).toBe('Ann');
    expect([...seat.cubes]).toEqual(minusGame(room).cubes[0]!.slice().sort((a, b) => b - a));
    expect(seat.chips).toBe(minusGame(room).chips[0]);
    expect(stage.room.state.seats.length).toBe(3);
    await until(() => stage.events.some((e) => e.type === 'seat-back' && e.seat === 0));
    expect(seatById(stage.room.state, id).standIn).toBe(false);
    // The reconnected phone plays on: it is still Ann's turn after her take.
    const { version } = back.room.state.game;
    expect(await ask(back, 'act', { action: 'refuse', version })).toMatchObject({ ok: true });
    await Promise.all([stage, back, bo].map((c) => c.room.leave()));
  });

  it(`tells the table of a phone dropping in a loop at most ${AWAY_SAID_PER_MINUTE} times a minute, and of each return of a drop it told`, async () => {
    const { stage, ann, bo } = await game();
    const id = ann.seat!.id;
    let conn: Conn = ann;
    for (let i = 0; i < 2 * AWAY_SAID_PER_MINUTE; i++) {
      const token = conn.room.reconnectionToken;
      await conn.room.leave(false);
      await until(() => !seatById(stage.room.state, id).connected, 2000, 'seat away');
      conn = record(await h.client.reconnect<RoomStateShape>(token));
      await until(() => seatById(stage.room.state, id).connected, 2000, 'seat back');
    }
    await sleep(200);
    const told = (type: string) => stage.events.filter((e) => e.type === type && (e as { seat?: number }).seat === 0).length;
    expect([told('seat-away'), told('seat-back')]).toEqual([AWAY_SAID_PER_MINUTE, AWAY_SAID_PER_MINUTE]);
    // The seat is Ann's and plays on.
    expect(await ask(conn, 'act', { action: 'take', version: conn.room.state.game.version })).toMatchObject({ ok: true });
    await Promise.all([stage, conn, bo].map((c) => c.room.leave()));
  });

  it('says nothing when a seat is taken over by its secret while its phone is still connected (it was never away)', async () => {
    const { stage, ann, bo } = await game();
    let conn: Conn = ann;
    for (let i = 0; i < 2 * AWAY_SAID_PER_MINUTE; i++) {
      const next = await joinPlayer(h, stage.room.state.code, 'Ann', { seatSecret: ann.seat!.secret });
      await until(() => next.seat !== undefined, 2000, 'the seat taken over');
      conn = next;
    }
    await sleep(200);
    const told = (type: string) => stage.events.filter((e) => e.type === type && (e as { seat?: number }).seat === 0).length;
    expect([told('seat-away'), told('seat-back')]).toEqual([0, 0]);
    expect(stage.room.state.seats[0]!.connected).toBe(true);
    expect(await ask(conn, 'act', { action: 'take', version: conn.room.state.game.version })).toMatchObject({ ok: true });
    await Promise.all([stage, conn, bo].map((c) => c.room.leave()));
  });

  it('after the window a bot stands in; the owner rejoins by seat secret and takes the seat back', async () => {
    const { stage, ann, bo, room } = await game();
    const id = ann.seat!.id;
    const secret = ann.seat!.secret;
    const token = ann.room.reconnectionToken;
    await ann.room.leave(false);
    await until(() => seatById(stage.room.state, id).standIn, 3000, 'the stand-in');
    await until(() => stage.events.some((e) => e.type === 'stand-in'));
    expect(stage.events.find((e) => e.type === 'stand-in')).toMatchObject({ seat: 0, name: 'Ann', label: 'medium-steady' });
    // The stand-in played Ann's turn(s) until it was Bo's.
    await until(() => stage.room.state.game.current === 1, 3000, "Bo's turn");
    expect(stage.events.some((e) => (e.type === 'refused' || e.type === 'taken') && e.seat === 0 && !e.timeout)).toBe(true);
    const chips = minusGame(room).chips[0];
    // Her phone first tries its reconnection token: refused (too late), and the host's terminal
    // shows no Colyseus developer hint for it (server/src/quiet-logger.ts).
    const info = vi.spyOn(console, 'info');
    try {
      const late = await new Client(`ws://127.0.0.1:${h.server.port}`).reconnect(token).then(() => null, (e: { code?: number }) => e);
      expect(late).toMatchObject({ code: 4214 });
      expect(info.mock.calls.flat().join(' ')).not.toMatch(/allowReconnection/);
    } finally {
      info.mockRestore();
    }
    // Ann comes back from the same phone (seat secret in its storage).
    const welcomes = () => stage.events.filter((e) => e.type === 'seat-back' && e.seat === 0).length;
    const welcomed = welcomes();
    const again = await joinPlayer(h, stage.room.state.code, 'Ann', { seatSecret: secret });
    expect(again.seat).toMatchObject({ id, seat: 0 });
    // Connected again, the bot still plays (her phone may be lying on the table): a tap takes it back.
    await until(() => seatById(stage.room.state, id).connected, 3000, 'her phone back');
    expect(seatById(stage.room.state, id).standIn).toBe(true);
    // The TV welcomes her back once, when she plays again (not when her phone is only connected).
    expect(welcomes()).toBe(welcomed);
    expect((await ask(again, 'take-back')).ok).toBe(true);
    await until(() => !seatById(stage.room.state, id).standIn && seatById(stage.room.state, id).connected);
    await until(() => welcomes() === welcomed + 1, 2000, 'the welcome');
    expect(seatById(again.room.state, id).chips).toBe(chips);
    expect(stage.room.state.seats.length).toBe(3);
    // Her seat is hers again: Bo refuses, so it is Ann's decision, and her phone makes it.
    const g = bo.room.state.game;
    expect(await ask(bo, 'act', { action: 'refuse', version: g.version })).toMatchObject({ ok: true });
    await until(() => again.room.state.game.current === 2 || again.room.state.game.current === 0);
    await until(() => again.room.state.game.current === 0, 3000, "Ann's turn");
    const g2 = again.room.state.game;
    expect(await ask(again, 'act', { action: 'take', version: g2.version })).toMatchObject({ ok: true });
    await Promise.all([stage, again, bo].map((c) => c.room.leave()));
  });

  it('the host can hand an away seat to a bot at once, and the owner takes it back', async () => {
    const { stage, ann, bo } = await game();
    const id = ann.seat!.id;
    const token = ann.room.reconnectionToken;
    await ann.room.leave(false);
    await until(() => !seatById(stage.room.state, id).connected);
    expect(await ask(stage, 'hand-to-bot', { seat: 0, label: 'easy-bold' })).toMatchObject({ ok: true });
    await until(() => seatById(stage.room.state, id).standIn && seatById(stage.room.state, id).botLabel === 'easy-bold');
    const back = record(await h.client.reconnect<RoomStateShape>(token));
    // A reconnect (a blip, a restart) does not undo the host's choice: her tap does.
    await until(() => back.room.state?.seats?.length === 3 && seatById(stage.room.state, id).connected, 2000, 'her phone back');
    expect(seatById(stage.room.state, id).standIn).toBe(true);
    expect((await ask(back, 'take-back')).ok).toBe(true);
    await until(() => !seatById(stage.room.state, id).standIn, 2000, 'taken back');
    await Promise.all([stage, back, bo].map((c) => c.room.leave()));
  });
});

describe('a seat the host handed to a bot', () => {
  it('keeps the bot the host chose when its person\'s phone then drops for good; the TV is told nothing new', async () => {
    const { stage, ann, bo } = await game();
    const boId = bo.seat!.id;
    expect(await ask(stage, 'hand-to-bot', { seat: 1, label: 'hard-bold' })).toMatchObject({ ok: true });
    await until(() => seatById(stage.room.state, boId).botLabel === 'hard-bold', 2000, 'the bold bot');
    const told = stage.events.length;
    // Bo's phone sleeps past the window (1 s here).
    bo.room.connection.close(4999, 'phone asleep');
    await until(() => !seatById(stage.room.state, boId).connected, 2000, 'Bo away');
    await sleep(1800);
    expect(seatById(stage.room.state, boId)).toMatchObject({ standIn: true, botLabel: 'hard-bold' });
    expect(stage.events.slice(told).filter((e) => e.type === 'stand-in' || e.type === 'seat-away').map((e) => e.type)).toEqual([]);
    await Promise.all([stage, ann].map((c) => c.room.leave()));
  });
});

describe('a room left without a VIP', () => {
  it('gets one when a person takes their seat back from a bot, said with vip-changed (a reconnect alone leaves the bot playing)', async () => {
    const { stage, ann, bo } = await game();
    const boId = bo.seat!.id;
    expect(await ask(stage, 'hand-to-bot', { seat: 1 })).toMatchObject({ ok: true });
    await ann.room.leave(true);
    await until(() => stage.room.state.seats.every((s) => !s.vip), 3000, 'no VIP');
    const token = bo.room.reconnectionToken;
    await bo.room.leave(false);
    await until(() => !seatById(stage.room.state, boId).connected, 2000, 'Bo away');
    const back = record(await h.client.reconnect<RoomStateShape>(token));
    await until(() => seatById(stage.room.state, boId).connected, 2000, 'Bo back');
    expect(seatById(stage.room.state, boId)).toMatchObject({ standIn: true, vip: false });
    expect((await ask(back, 'take-back')).ok).toBe(true);
    await until(() => seatById(stage.room.state, boId).vip === true, 2000, 'Bo the VIP');
    expect(stage.events.filter((e) => e.type === 'vip-changed').at(-1)).toMatchObject({ name: 'Bo' });
    await Promise.all([stage, back].map((c) => c.room.leave()));
  });
});

describe('the stage', () => {
  it('a reloaded stage rejoins its own room as host mid-game and rebuilds from state', async () => {
    const { stage, code, ann, bo } = await game();
    const secret = stage.hostSecret!;
    await stage.room.leave(false);
    const again = record(await h.client.joinById<RoomStateShape>(code, { role: 'stage', hostSecret: secret }));
    await until(() => again.room.state?.phase === 'playing' && again.room.state.seats.length === 3);
    expect(again.room.state.game.offer).toBeLessThan(0);
    expect(again.room.state.seats.every((s) => s.chips === undefined)).toBe(true);
    // Still the host: it can hand a seat to a bot.
    expect(await ask(again, 'hand-to-bot', { seat: 1 })).toMatchObject({ ok: true });
    // The VIP (Ann) cannot hand their own seat to a bot: the room would be left without a VIP to answer.
    expect(ann.room.state.seats[0]!.vip).toBe(true);
    expect(await ask(ann, 'hand-to-bot', { seat: 0 })).toMatchObject({ ok: false, code: 'not-allowed', reason: 'hand-self' });
    expect(again.room.state.seats[0]!.standIn).toBe(false);
    // Another screen without the secret cannot become the stage.
    await expect(h.client.joinById(code, { role: 'stage' })).rejects.toMatchObject({ message: 'not-host' });
    await Promise.all([again, ann, bo].map((c) => c.room.leave()));
  });
});

describe('joining', () => {
  it('six phones joining in the same second get six distinct seats and one VIP', async () => {
    const stage = await createStage(h);
    const code = stage.room.state.code;
    const phones = await Promise.all(['A1', 'B2', 'C3', 'D4', 'E5', 'F6'].map((n) => joinPlayer(h, code, n)));
    await until(() => stage.room.state.seats.length === 6);
    const seats = stage.room.state.seats;
    expect(new Set(seats.map((s) => s.id)).size).toBe(6);
    expect(new Set(seats.map((s) => s.avatar)).size).toBe(6);
    expect(seats.filter((s) => s.vip)).toHaveLength(1);
    expect(new Set(phones.map((p) => p.seat!.id)).size).toBe(6);
    await until(() => stage.events.filter((e) => e.type === 'seat-joined').length === 6);
    await Promise.all([stage, ...phones].map((c) => c.room.leave()));
  });

  it('the same name twice is refused with name-taken (case and spaces ignored)', async () => {
    const stage = await createStage(h);
    const code = stage.room.state.code;
    const ann = await joinPlayer(h, code, 'Ann');
    await expect(h.client.joinById(code, { role: 'player', name: ' ann ' })).rejects.toMatchObject({ message: 'name-taken' });
    await sleep(100);
    expect(stage.room.state.seats.map((s) => s.name)).toEqual(['Ann']);
    await Promise.all([stage, ann].map((c) => c.room.leave()));
  });

  it('a late joiner lands in the audience and sees the table without anyone\'s chips', async () => {
    const { stage, code, ann, bo } = await game();
    const late = await joinPlayer(h, code, 'Dee');
    expect(late.audience).toEqual({ reason: 'game-in-progress' });
    expect(late.seat).toBeUndefined();
    await until(() => stage.room.state.audienceCount === 1);
    expect(late.room.state.seats.length).toBe(3);
    expect(late.room.state.seats.every((s) => s.chips === undefined)).toBe(true);
    const { version } = late.room.state.game;
    expect(await ask(late, 'act', { action: 'take', version })).toMatchObject({ ok: false, code: 'not-allowed' });
    await Promise.all([stage, ann, bo, late].map((c) => c.room.leave()));
  });

  it('when all seven seats are taken a phone lands in the audience', async () => {
    const stage = await createStage(h);
    const code = stage.room.state.code;
    for (let i = 0; i < 7; i++) expect((await ask(stage, 'add-bot', { label: 'easy' })).ok).toBe(true);
    expect(await ask(stage, 'add-bot', { label: 'easy' })).toMatchObject({ ok: false, code: 'room-full' });
    const eighth = await joinPlayer(h, code, 'Eve');
    expect(eighth.audience).toEqual({ reason: 'room-full' });
    await Promise.all([stage, eighth].map((c) => c.room.leave()));
  });

  it('when the VIP leaves for good the next player becomes VIP', async () => {
    const stage = await createStage(h);
    const code = stage.room.state.code;
    const ann = await joinPlayer(h, code, 'Ann');
    const bo = await joinPlayer(h, code, 'Bo');
    expect(ann.room.state.seats[0]!.vip).toBe(true);
    expect(await ask(bo, 'add-bot', { label: 'easy' })).toMatchObject({ ok: false, code: 'not-allowed' });
    await ann.room.leave(true);
    await until(() => stage.room.state.seats.length === 1 && stage.room.state.seats[0]!.vip);
    await until(() => stage.events.some((e) => e.type === 'vip-changed'));
    expect(stage.events.find((e) => e.type === 'vip-changed')).toMatchObject({ name: 'Bo' });
    expect(await ask(bo, 'add-bot', { label: 'easy' })).toMatchObject({ ok: true });
    await Promise.all([stage, bo].map((c) => c.room.leave()));
  });

  it('a lobby seat whose phone stays away past the window is freed', async () => {
    const stage = await createStage(h);
    const ann: Conn = await joinPlayer(h, stage.room.state.code, 'Ann');
    await until(() => stage.room.state.seats.length === 1);
    await ann.room.leave(false);
    await until(() => !stage.room.state.seats[0]?.connected);
    await sleep(500);
    expect(stage.room.state.seats.length).toBe(1); // still kept inside the window
    await until(() => stage.room.state.seats.length === 0, 3000, 'seat freed');
    await until(() => stage.events.some((e) => e.type === 'seat-left'));
    await stage.room.leave();
  });
});
