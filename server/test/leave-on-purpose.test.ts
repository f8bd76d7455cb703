/**
 * A seated person leaves on purpose (the phone's "Leave this game": a consented leave,
 * docs/SERVER.md "Phones that come and go"). During a game a computer player takes the seat at
 * once, not after the reconnection window, and the game goes on with it; on the results the room
 * stays on them and the seat, which played, keeps its place (a computer player stands in for the
 * next game). The window is a minute here, so nothing below waits for it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { annBoAndBot, ask, autoPlay, until, type Harness, startHarness } from './support/harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ reconnectWindowS: 60 });
});
afterAll(async () => {
  await h.close();
});

describe('a person who leaves on purpose', () => {
  it('during a game: a computer player takes the seat at once and plays its turns; the game goes on with every seat', async () => {
    const { stage, ann, bo } = await annBoAndBot(h);
    const boId = bo.seat!.id;
    const boSeat = () => stage.room.state.seats.find((s) => s.id === boId)!;
    await bo.room.leave(true);
    await until(() => boSeat().standIn, 2000, 'a stand-in for Bo, well inside the window');
    expect(boSeat()).toMatchObject({ name: 'Bo', connected: false, botLabel: 'medium-steady' });
    expect(stage.events.find((e) => e.type === 'stand-in')).toMatchObject({ seat: 1, name: 'Bo', label: 'medium-steady' });
    expect(stage.events.some((e) => e.type === 'seat-left')).toBe(false);
    // Ann refuses: Bo's turn, which the stand-in decides (then the bot's seat, then Ann again).
    expect(await ask(ann, 'act', { action: 'refuse', version: ann.room.state.game.version })).toMatchObject({ ok: true });
    await until(() => stage.room.state.game.current === 0 && stage.events.some((e) => (e.type === 'refused' || e.type === 'taken') && e.seat === 1), 3000, 'the stand-in\'s decision for Bo, and Ann on turn again');
    expect(stage.room.state.phase).toBe('playing');
    expect(stage.room.state.seats.map((s) => s.name)).toEqual(['Ann', 'Bo', expect.any(String)]);
    // The game plays to its end with the stand-in.
    const stop = autoPlay(ann);
    await until(() => stage.room.state.phase === 'finale', 20_000, 'the end of the game');
    stop();
    expect(stage.room.state.seats.find((s) => s.id === boId)!.place).toBeGreaterThan(0);
    await Promise.all([stage, ann].map((c) => c.room.leave()));
  }, 30_000);

  it('said as a leave, not a phone gone quiet: the seat shows it left, and the VIP who leaves passes the role on', async () => {
    const { stage, ann, bo } = await annBoAndBot(h);
    const annId = ann.seat!.id;
    const annSeat = () => stage.room.state.seats.find((s) => s.id === annId)!;
    expect(annSeat().vip).toBe(true);
    const from = stage.events.length;
    await ann.room.leave(true);
    await until(() => annSeat().standIn, 2000, 'a stand-in for Ann');
    const after = () => stage.events.slice(from);
    await until(() => after().some((e) => e.type === 'vip-changed'), 2000, 'the VIP passed on');
    expect(after().some((e) => e.type === 'seat-away')).toBe(false);
    expect(after().find((e) => e.type === 'stand-in')).toMatchObject({ seat: 0, name: 'Ann', left: true });
    expect(after().find((e) => e.type === 'vip-changed')).toMatchObject({ seat: 1, name: 'Bo' });
    expect(annSeat()).toMatchObject({ connected: false, standIn: true, left: true, vip: false });
    expect(stage.room.state.seats.find((s) => s.id === bo.seat!.id)!.vip).toBe(true);
    await Promise.all([stage, bo].map((c) => c.room.leave()));
  }, 30_000);

  it('on the results, after playing: the room stays on them, the seat keeps its place, and a computer player takes it for the next game', async () => {
    const { stage, ann, bo } = await annBoAndBot(h);
    const stops = [autoPlay(ann), autoPlay(bo)];
    await until(() => stage.room.state.phase === 'finale', 20_000, 'the results');
    stops.forEach((s) => s());
    const places = stage.room.state.seats.map((s) => s.place);
    const boId = bo.seat!.id;
    await bo.room.leave(true);
    await until(() => stage.room.state.seats.find((s) => s.id === boId)?.standIn === true, 2000, 'a stand-in for Bo');
    expect(stage.room.state.phase).toBe('finale');
    expect(stage.room.state.seats.map((s) => s.place)).toEqual(places);
    expect(stage.events.some((e) => e.type === 'seat-left')).toBe(false);
    await Promise.all([stage, ann].map((c) => c.room.leave()));
  }, 30_000);
});
