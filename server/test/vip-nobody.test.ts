/**
 * The VIP role when nobody can hold it: the VIP leaves mid-game while the only other person who
 * plays their own seat is away; the role goes to them, and when their window ends and a computer
 * player stands in, the screens are told nobody is the VIP (`vip-changed` with seat -1) instead of
 * keeping the stale name. That person, back and taking their seat back, becomes the VIP.
 */
import { describe, expect, it } from 'vitest';
import { ask, createStage, joinPlayer, sleep, startHarness, until } from './support/harness.js';

describe('a VIP leaving while the only other person is away', () => {
  it('names the away person, then nobody once a bot stands in for them, then them again when they take their seat back', async () => {
    const h = await startHarness({ reconnectWindowS: 2 });
    try {
      const stage = await createStage(h);
      const code = stage.room.state.code;
      const ann = await joinPlayer(h, code, 'Ann');
      await joinPlayer(h, code, 'Bo');
      const cy = await joinPlayer(h, code, 'Cy');
      for (const [type, body] of [['settings', { preset: 'custom', smallest: 3, largest: 30, removed: 1, chips: 9, seating: 'join', starter: 'first', timerMs: null }], ['start', {}], ['hand-to-bot', { seat: 1 }]] as const) {
        expect(await ask(stage, type, body)).toMatchObject({ ok: true });
      }
      const vipEvents = () => stage.events.filter((e) => e.type === 'vip-changed').map((e) => (e as { seat: number; name: string }).name);
      // Cy's phone drops (no goodbye), then Ann, the VIP, leaves on purpose.
      (cy.room.connection as unknown as { transport: { ws: { close(): void } } }).transport.ws.close();
      await until(() => stage.room.state.seats[2]!.connected === false, 3000, 'Cy away');
      await ann.room.leave(true);
      await until(() => vipEvents().length === 1, 3000, 'the role passed');
      expect(vipEvents()).toEqual(['Cy']);
      // Cy's window ends: a bot stands in, and nobody holds the role; the TV hears so.
      await until(() => stage.room.state.seats[2]!.standIn, 5000, 'a stand-in for Cy');
      await until(() => vipEvents().length === 2, 2000, 'the TV told nobody is the VIP');
      expect(stage.events.filter((e) => e.type === 'vip-changed').at(-1)).toMatchObject({ seat: -1, name: '' });
      expect(stage.room.state.seats.some((s) => s.vip)).toBe(false);
      // Cy comes back and takes the seat back: the VIP again.
      const back = await joinPlayer(h, code, 'Cy', { seatSecret: cy.seat!.secret });
      await sleep(200);
      expect(await ask(back, 'take-back')).toMatchObject({ ok: true });
      await until(() => stage.room.state.seats[2]!.vip, 3000, 'Cy the VIP again');
      expect(stage.events.filter((e) => e.type === 'vip-changed').at(-1)).toMatchObject({ seat: 2, name: 'Cy' });
    } finally {
      await h.close();
    }
  }, 30_000);

  it('in the lobby: the VIP leaves with a bot in every other seat, nobody holds the role, and the next person to join gets it, said', async () => {
    const h = await startHarness();
    try {
      const stage = await createStage(h);
      const code = stage.room.state.code;
      const ann = await joinPlayer(h, code, 'Ann');
      await joinPlayer(h, code, 'Bo');
      expect(await ask(stage, 'hand-to-bot', { seat: 1 })).toMatchObject({ ok: true });
      await ann.room.leave(true);
      await until(() => stage.events.some((e) => e.type === 'vip-changed'), 3000, 'the TV told');
      expect(stage.events.filter((e) => e.type === 'vip-changed')).toMatchObject([{ seat: -1, name: '' }]);
      await joinPlayer(h, code, 'Dee');
      await until(() => stage.events.filter((e) => e.type === 'vip-changed').length === 2, 3000, 'Dee named the VIP');
      expect(stage.events.filter((e) => e.type === 'vip-changed').at(-1)).toMatchObject({ name: 'Dee' });
      expect(stage.room.state.seats.find((s) => s.name === 'Dee')?.vip).toBe(true);
    } finally {
      await h.close();
    }
  }, 30_000);
});
