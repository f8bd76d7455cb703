/**
 * A seat the host handed to a bot, taken back by its person (`take-back`, docs/SERVER.md): on
 * their own turn the coach's tip comes at once, as for a phone that came back; in a room left
 * without a VIP (the VIP gone while every other person's seat was a bot's) the person taking a
 * seat back becomes the VIP. Bots here wait a minute before deciding, so the turns stay put.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ask, createStage, joinPlayer, startHarness, until, type Harness } from './support/harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ botDelayMs: [60_000, 60_000] });
});
afterAll(async () => {
  await h.close();
});

describe('taking a seat back from a bot', () => {
  it('on my turn brings the coach\'s tip, and in a room without a VIP makes me the VIP', async () => {
    const stage = await createStage(h);
    const code = stage.room.state.code;
    const [ann, bo, cy] = [await joinPlayer(h, code, 'Ann'), await joinPlayer(h, code, 'Bo'), await joinPlayer(h, code, 'Cy')];
    for (const [type, body] of [['settings', { preset: 'custom', smallest: 3, largest: 30, removed: 1, chips: 5, seating: 'join', starter: 'first', timerMs: null }], ['practice', { on: true }]] as const) {
      expect((await ask(stage, type, body)).ok).toBe(true);
    }
    await until(() => bo.room.state.practice === true, 3000, 'practice on');
    expect((await ask(bo, 'coach', { on: true })).ok).toBe(true);
    expect((await ask(stage, 'start', {})).ok).toBe(true);
    await until(() => bo.room.state.phase === 'playing' && bo.room.state.game.current === 0, 3000, 'Ann to play');
    // Bo and Cy step away: bots play their seats. Then the VIP, Ann, leaves: a bot plays hers, and no person is left to be VIP.
    for (const seat of [1, 2]) expect((await ask(stage, 'hand-to-bot', { seat })).ok).toBe(true);
    expect((await ask(ann, 'act', { action: 'refuse', version: ann.room.state.game.version })).ok).toBe(true);
    await until(() => stage.room.state.game.current === 1, 3000, 'Bo\'s turn, his bot pausing');
    await ann.room.leave(true);
    await until(() => stage.room.state.seats[0]!.standIn && stage.room.state.seats.every((s) => !s.vip), 3000, 'no VIP');
    const tipsBefore = bo.messages.filter((m) => m.type === 'coach').length;
    expect((await ask(bo, 'take-back', {})).ok).toBe(true);
    await until(() => bo.messages.filter((m) => m.type === 'coach').length > tipsBefore, 3000, 'the coach\'s tip for Bo\'s turn');
    await until(() => stage.room.state.seats[1]!.vip === true, 3000, 'Bo the VIP');
    expect(stage.room.state.seats.filter((s) => s.vip)).toHaveLength(1);
    expect(stage.events.some((e) => e.type === 'vip-changed' && e.seat === 1)).toBe(true);
    // As VIP, Bo can run the room: hand Cy's seat to another level of bot.
    expect((await ask(bo, 'hand-to-bot', { seat: 2, label: 'easy' })).ok).toBe(true);
    await Promise.all([stage, bo, cy].map((c) => c.room.leave()));
  });

  it('tells the VIP whose seat the TV handed to a bot to take it back, not that only the VIP may', async () => {
    const stage = await createStage(h);
    const code = stage.room.state.code;
    const [ann, bo] = [await joinPlayer(h, code, 'Ann'), await joinPlayer(h, code, 'Bo')];
    await until(() => stage.room.state.seats[0]?.vip === true, 3000, 'Ann the VIP');
    expect((await ask(stage, 'hand-to-bot', { seat: 0 })).ok).toBe(true);
    for (const [type, body] of [['settings', { preset: 'veto' }], ['kick', { seat: 1 }], ['hide-name', { name: 'Bo' }]] as const) {
      expect(await ask(ann, type, body), type).toMatchObject({ ok: false, code: 'not-allowed', reason: 'stand-in' });
    }
    // Anyone else who is not the VIP is told just that.
    expect(await ask(bo, 'settings', { preset: 'veto' })).toMatchObject({ ok: false, code: 'not-allowed' });
    expect((await ask(bo, 'settings', { preset: 'veto' })).reason).toBeUndefined();
    expect((await ask(ann, 'take-back', {})).ok).toBe(true);
    expect((await ask(ann, 'settings', { preset: 'veto' })).ok).toBe(true);
    await Promise.all([stage, ann, bo].map((c) => c.room.leave()));
  });
});
