/**
 * A TV page reloaded in a lobby nobody joined yet (docs/SERVER.md, "Phones that come and go"):
 * the tab leaves its room on purpose and is the room's only connection, yet the room waits a
 * phone's reconnection window for it, so the reloaded TV comes back by its host secret to the same
 * room and code (the QR code may already be on phones). Nobody back within the window: it closes.
 */
import { Client } from 'colyseus.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveRooms } from '../src/platform/live-rooms.js';
import { createStage, joinPlayer, record, sleep, startHarness, until, type Harness, type RoomStateShape } from './support/harness.js';

const WINDOW_S = 4;
let h: Harness;
beforeAll(async () => {
  h = await startHarness({ reconnectWindowS: WINDOW_S, stageWindowS: 30 });
});
afterAll(async () => {
  await h.close();
});

describe('a TV reloaded while its room is an empty lobby', () => {
  it('comes back to the same room and code by its host secret, and a phone can still join it', async () => {
    const stage = await createStage(h);
    const code = stage.room.state.code;
    const hostSecret = stage.hostSecret!;
    // The page unloads: its tab leaves on purpose; the reload takes a moment (past Colyseus' 1 s auto-dispose).
    await stage.room.leave(true);
    await sleep(2000);
    expect(liveRooms.has(code), 'the room waits for its TV').toBe(true);
    const tv = record(await new Client(`ws://127.0.0.1:${h.server.port}`).joinById<RoomStateShape>(code, { role: 'stage', hostSecret }));
    await until(() => tv.room.state?.code === code, 3000, 'the TV back');
    expect(tv.room.state.phase).toBe('lobby');
    const ann = await joinPlayer(h, code, 'Ann');
    await until(() => tv.room.state.seats.length === 1, 3000, 'Ann on the TV');
    await ann.room.leave(true);
    await tv.room.leave(true);
  }, 20_000);

  it('closes once its TV is not back within the window', async () => {
    const stage = await createStage(h);
    const code = stage.room.state.code;
    await stage.room.leave(true);
    await until(() => !liveRooms.has(code), (WINDOW_S + 4) * 1000, 'the room to close');
  }, 20_000);
});
