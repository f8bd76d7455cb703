/**
 * Rooms go away once nobody is left (the soak's "every room disposed once everyone left"): a room
 * with no connected person and no pending reconnection disposes, after the reconnection windows
 * (1 s here) run out. Each case below is one way an evening ends in the soak: phones dropping and
 * never coming back, the stage dropping, seats handed to bots, games abandoned with only bots
 * left, seats taken back by secret or token (these held before; they guard the lifecycle).
 * And a phone whose reconnection reaches the room just as its window closes (matchmaking said
 * yes, the websocket came after the window) gets a clean refusal, the one matchmaking gives a
 * moment later, and the server logs one line and prints no stack trace (seat-guard.ts).
 */
import type { RoomStateShape } from './support/harness.js';
import { Client } from 'colyseus.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { liveRooms } from '../src/platform/live-rooms.js';
import { ask, createStage, joinPlayer, record, sleep, startHarness, until, type Conn, type Harness } from './support/harness.js';

const WINDOW_S = 1;
let h: Harness;
beforeAll(async () => {
  h = await startHarness({ reconnectWindowS: WINDOW_S, timerScale: 0.02 });
});
afterAll(async () => {
  await h.close();
});

/** Colyseus' own room registry (the matchmaker's), besides ours. */
async function colyseusHas(code: string): Promise<boolean> {
  const { matchMaker } = await import('@colyseus/core');
  return !!matchMaker.getLocalRoomById(code);
}

/** The room must be gone within the window plus Colyseus' 1 s auto-dispose delay (and some slack). */
async function expectDisposed(code: string): Promise<void> {
  await until(() => !liveRooms.has(code), (WINDOW_S + 3) * 1000, `room ${code} to dispose`).catch(() => undefined);
  expect(liveRooms.has(code), `room ${code} still alive`).toBe(false);
  expect(await colyseusHas(code)).toBe(false);
}

/** A stage and three phones; optionally a game started (timer on, scaled: 5 s → 100 ms). */
async function table(start: boolean) {
  const stage = await createStage(h);
  const code = stage.room.state.code;
  const phones: Conn[] = [];
  for (const name of ['Ann', 'Bo', 'Cy']) phones.push(await joinPlayer(h, code, name));
  if (start) {
    expect((await ask(stage, 'start')).ok).toBe(true);
    await until(() => stage.room.state.phase === 'playing');
  }
  return { stage, code, phones };
}

describe('a room disposes once nobody is left', () => {
  it('everyone leaves on purpose in the lobby', async () => {
    const { stage, code, phones } = await table(false);
    for (const p of phones) await p.room.leave(true);
    await stage.room.leave(true);
    await expectDisposed(code);
  });

  it('phones leave on purpose mid-game (bots stand in), then the stage leaves', async () => {
    const { stage, code, phones } = await table(true);
    for (const p of phones) await p.room.leave(true);
    await sleep(50);
    await stage.room.leave(true);
    await expectDisposed(code);
  });

  it('a phone drops mid-game and never comes back; the rest leave', async () => {
    const { stage, code, phones } = await table(true);
    await phones[0]!.room.leave(false);
    for (const p of phones.slice(1)) await p.room.leave(true);
    await stage.room.leave(true);
    await expectDisposed(code);
  });

  it('everyone drops mid-game (stage too) and nobody comes back', async () => {
    const { stage, code, phones } = await table(true);
    for (const p of phones) await p.room.leave(false);
    await stage.room.leave(false);
    await expectDisposed(code);
  });

  it('the stage leaves mid-game, then the phones', async () => {
    const { stage, code, phones } = await table(true);
    await stage.room.leave(true);
    await sleep(100);
    for (const p of phones) await p.room.leave(true);
    await expectDisposed(code);
  });

  it('a seat handed to a bot, its phone drops, the rest leave', async () => {
    const { stage, code, phones } = await table(true);
    expect((await ask(stage, 'hand-to-bot', { seat: 0 })).ok).toBe(true);
    for (const p of phones) await p.room.leave(false);
    await stage.room.leave(true);
    await expectDisposed(code);
  });

  it('a dropped phone takes its seat back by secret, then everyone leaves', async () => {
    const { stage, code, phones } = await table(true);
    const ann = phones[0]!;
    await ann.room.leave(false);
    const again = await joinPlayer(h, code, 'Ann', { seatSecret: ann.seat!.secret });
    expect(again.seat?.id).toBe(ann.seat!.id);
    for (const p of [again, ...phones.slice(1)]) await p.room.leave(true);
    await stage.room.leave(true);
    await expectDisposed(code);
  });

  it('a dropped phone reconnects with its token, then everyone leaves', async () => {
    const { stage, code, phones } = await table(true);
    const token = phones[0]!.room.reconnectionToken;
    await phones[0]!.room.leave(false);
    await sleep(100);
    const back = record(await h.client.reconnect<RoomStateShape>(token));
    for (const p of [back, ...phones.slice(1)]) await p.room.leave(true);
    await stage.room.leave(true);
    await expectDisposed(code);
  });

  it('the stage drops and comes back by host secret, then everyone leaves', async () => {
    const { stage, code, phones } = await table(true);
    await stage.room.leave(false);
    const again = record(await h.client.joinById<RoomStateShape>(code, { role: 'stage', hostSecret: stage.hostSecret }));
    for (const p of phones) await p.room.leave(true);
    await again.room.leave(true);
    await expectDisposed(code);
  });
});

describe('a reconnection that reaches the room as its window closes', () => {
  it('gets a clean refusal, rejoins with its seat secret, and the server logs one line, no stack trace', async () => {
    const { stage, code, phones } = await table(true);
    const ann = phones[0]!;
    const token = ann.room.reconnectionToken;
    await ann.room.leave(false);
    await until(() => !stage.room.state.seats.find((s) => s.id === ann.seat!.id)!.connected, 2000, 'seat away');
    // Matchmaking hands out the reservation inside the window; the websocket comes after it.
    const late = new Client(`ws://127.0.0.1:${h.server.port}`);
    const consume = (late as unknown as { consumeSeatReservation: (...a: unknown[]) => Promise<unknown> }).consumeSeatReservation.bind(late);
    (late as unknown as { consumeSeatReservation: unknown }).consumeSeatReservation = async (...a: unknown[]) => {
      await until(() => stage.room.state.seats.find((s) => s.id === ann.seat!.id)!.standIn, (WINDOW_S + 2) * 1000, 'stand-in');
      return consume(...a);
    };
    const printed = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const logged = h.logs.length;
    try {
      const error = await late.reconnect<RoomStateShape>(token).then(() => null, (e: { code?: number; message?: string }) => e);
      expect(error).toMatchObject({ code: 4214, message: 'reconnection token invalid or expired.' });
      expect(printed).not.toHaveBeenCalled();
    } finally {
      printed.mockRestore();
    }
    const lines = h.logs.slice(logged).filter((l) => l.includes('came too late'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain('\n');
    // What the phone does next: rejoin with its seat secret; a tap takes the seat back from the stand-in.
    const again = await joinPlayer(h, code, 'Ann', { seatSecret: ann.seat!.secret });
    expect(again.seat?.id).toBe(ann.seat!.id);
    expect((await ask(again, 'take-back')).ok).toBe(true);
    await until(() => !stage.room.state.seats.find((s) => s.id === ann.seat!.id)!.standIn, 2000, 'seat taken back');
    for (const p of [again, ...phones.slice(1)]) await p.room.leave(true);
    await stage.room.leave(true);
    await expectDisposed(code);
  });
});
