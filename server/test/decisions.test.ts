/**
 * Decisions and the decision timer (docs/RULES.md, "An auction" and "The decision timer"): expiry with
 * and without chips, a tap after expiry, a double tap, a tap out of turn, a decision for the
 * wrong moment (state version). Exactly one action is applied per decision and every event names the right
 * seat. Nothing fires after the end. The timer runs 50x faster here (`timerScale`).
 */
import { actionsOf } from '@minus/shared/shows/minus-auction/index';
import type { GameEvent } from './support/harness.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ask, createStage, joinPlayer, minusGame, serverRoom, sleep, startHarness, until, type Conn, type Harness } from './support/harness.js';

let h: Harness;
/** A server whose beat before a forced move (a player with no chips takes) outlasts the timer, and a tap: what a phone meets in it. */
let slow: Harness;
beforeAll(async () => {
  // A 5 s timer lasts 100 ms.
  h = await startHarness({ timerScale: 0.02 });
  slow = await startHarness({ timerScale: 0.02, botDelayMs: [5000, 5000] });
});
afterAll(async () => {
  await h.close();
  await slow.close();
});

/** A table of three phones on `at`, seat 0 first, with the given chips and the 5 s timer (or none). */
async function table(chips: number, timerMs: number | null = 5000, at = h) {
  const stage = await createStage(at);
  const code = stage.room.state.code;
  const [a, b, c] = [await joinPlayer(at, code, 'Ann'), await joinPlayer(at, code, 'Bo'), await joinPlayer(at, code, 'Cy')];
  const settings = { preset: 'custom', smallest: 3, largest: 12, removed: 1, chips, seating: 'join', starter: 'first', timerMs };
  expect((await ask(stage, 'settings', settings)).ok).toBe(true);
  expect((await ask(stage, 'start')).ok).toBe(true);
  await until(() => stage.room.state.phase === 'playing' && a.room.state.game.current === 0);
  return { stage, code, a: a!, b: b!, c: c!, room: serverRoom(at, code) };
}

type Decision = Extract<GameEvent, { type: 'refused' | 'taken' }>;
const decisionsOf = (events: GameEvent[]) => events.filter((e): e is Decision => e.type === 'refused' || e.type === 'taken');

async function leaveAll(...conns: Conn[]) {
  await Promise.all(conns.map((c) => c.room.leave()));
}

describe('the decision timer', () => {
  it('expiry with chips refuses for the seat on turn; the event names that seat and says timeout', async () => {
    const { stage, a, b, c, room } = await table(3);
    const before = minusGame(room).version;
    await until(() => decisionsOf(stage.events).length >= 1, 2000, 'the timeout');
    const [first] = decisionsOf(stage.events);
    expect(first).toMatchObject({ type: 'refused', seat: 0, timeout: true, auction: 1 });
    expect(minusGame(room).chips[0]).toBe(2);
    // The next turn is seat 1's, with its own deadline in the state.
    await until(() => stage.events.some((e) => e.type === 'turn' && e.seats[0] === 1), 2000, "seat 1's turn");
    expect(minusGame(room).version).toBeGreaterThan(before);
    await leaveAll(stage, a, b, c);
  });

  it('expiry without chips takes (forced) for the seat on turn, when it comes before the beat of the forced take', async () => {
    const { stage, a, b, c, room } = await table(0, 5000, slow);
    await until(() => decisionsOf(stage.events).length >= 1, 2000, 'the timeout');
    expect(decisionsOf(stage.events)[0]).toMatchObject({ type: 'taken', seat: 0, timeout: true, forced: true, pot: 0 });
    expect(minusGame(room).cubes[0]).toHaveLength(1);
    await leaveAll(stage, a, b, c);
  });

  it('a decision before the deadline gives the next seat a whole timer of its own (not what was left of the last)', async () => {
    // 20 s lasts 400 ms here. Ann refuses half way; Bo's timer runs out at Bo's own deadline.
    const { stage, a, b, c } = await table(3, 20_000);
    await sleep(200);
    const { version } = a.room.state.game;
    expect((await ask(a, 'act', { action: 'refuse', version })).ok).toBe(true);
    await until(() => stage.events.some((e) => e.type === 'turn' && e.seats[0] === 1), 2000, "Bo's turn");
    const turn = stage.events.find((e) => e.type === 'turn' && e.seats[0] === 1)!;
    if (turn.type !== 'turn') throw new Error('not a turn');
    let seenAt = 0;
    await until(() => {
      const out = decisionsOf(stage.events).some((e) => e.seat === 1 && e.timeout);
      if (out && !seenAt) seenAt = Date.now();
      return out;
    }, 3000, "Bo's timeout");
    expect(seenAt).toBeGreaterThanOrEqual(turn.deadline - 5);
    expect(seenAt).toBeLessThan(turn.deadline + 1500);
    await leaveAll(stage, a, b, c);
  });

  it('the deadline in the state is server time and matches the timer', async () => {
    const { stage, a, b, c } = await table(3, 5000);
    const deadline = stage.room.state.game.deadline;
    expect(deadline).toBeGreaterThan(Date.now() - 1000);
    expect(deadline).toBeLessThanOrEqual(Date.now() + 100 + 50);
    await leaveAll(stage, a, b, c);
  });
});

describe('taps that must change nothing', () => {
  it('a tap after expiry is too late and changes nothing', async () => {
    const { stage, a, b, c, room } = await table(3);
    const auction = a.room.state.game.auction;
    const version = a.room.state.game.version;
    await until(() => decisionsOf(stage.events).length >= 1, 2000, 'the timeout');
    const answer = await ask(a, 'act', { action: 'take', version });
    expect(answer).toMatchObject({ ok: false, code: 'too-late' });
    // Other seats' timers keep the game moving; seat 0's only decision is the timeout's refusal.
    await sleep(50);
    const seat0 = decisionsOf(stage.events).filter((e) => e.seat === 0 && e.auction === auction);
    expect(seat0).toHaveLength(1);
    expect(seat0[0]).toMatchObject({ type: 'refused', timeout: true });
    expect(actionsOf(minusGame(room)).filter((x) => x === 'take').length).toBe(minusGame(room).auction - 1);
    await leaveAll(stage, a, b, c);
  });

  it('a double tap applies exactly one decision', async () => {
    const { stage, a, b, c, room } = await table(3, null);
    const { version } = a.room.state.game;
    const since = a.answers.length;
    a.room.send('act', { action: 'refuse', version });
    a.room.send('act', { action: 'refuse', version });
    await until(() => a.answers.length >= since + 2);
    expect(a.answers.slice(since).map((x) => x.ok)).toEqual([true, false]);
    expect(a.answers[since + 1]).toMatchObject({ code: 'too-late' });
    expect(minusGame(room).version).toBe(version + 1);
    expect(minusGame(room).chips[0]).toBe(2);
    await until(() => decisionsOf(stage.events).length === 1);
    expect(decisionsOf(stage.events)[0]).toMatchObject({ type: 'refused', seat: 0, timeout: false });
    await leaveAll(stage, a, b, c);
  });

  it('a tap out of turn is refused; the seat on turn can still decide', async () => {
    const { stage, a, b, c, room } = await table(3, null);
    const { version } = b.room.state.game;
    expect(await ask(b, 'act', { action: 'take', version })).toMatchObject({ ok: false, code: 'not-your-turn' });
    expect(await ask(c, 'act', { action: 'refuse', version })).toMatchObject({ ok: false, code: 'not-your-turn' });
    expect(minusGame(room).version).toBe(version);
    expect(await ask(a, 'act', { action: 'take', version })).toMatchObject({ ok: true });
    await until(() => decisionsOf(stage.events).length === 1);
    expect(decisionsOf(stage.events)[0]).toMatchObject({ type: 'taken', seat: 0, pot: 0 });
    await leaveAll(stage, a, b, c);
  });

  it('a decision for a past or future state version is refused', async () => {
    const { stage, a, b, c, room } = await table(3, null);
    expect(await ask(a, 'act', { action: 'take', version: 0 })).toMatchObject({ ok: true });
    // Seat 0 took auction 1, so it opens auction 2 (state version 1).
    await until(() => a.room.state.game.auction === 2);
    const version = minusGame(room).version;
    expect(await ask(a, 'act', { action: 'refuse', version: 0 })).toMatchObject({ ok: false, code: 'too-late' });
    expect(await ask(a, 'act', { action: 'refuse', version: version + 8 })).toMatchObject({ ok: false, code: 'bad-message' });
    expect(minusGame(room).version).toBe(version);
    await leaveAll(stage, a, b, c);
  });

  it('refusing without chips is refused with no-chips', async () => {
    const { stage, a, b, c, room } = await table(0, null, slow);
    const { version } = a.room.state.game;
    expect(await ask(a, 'act', { action: 'refuse', version })).toMatchObject({ ok: false, code: 'no-chips' });
    expect(minusGame(room).version).toBe(0);
    await leaveAll(stage, a, b, c);
  });

  it('a decision from the stage or the audience is refused', async () => {
    const { stage, a, b, c, room } = await table(3, null);
    const { version } = a.room.state.game;
    expect(await ask(stage, 'act', { action: 'take', version })).toMatchObject({ ok: false, code: 'not-allowed' });
    expect(minusGame(room).version).toBe(0);
    await leaveAll(stage, a, b, c);
  });
});

describe('after the end', () => {
  it('no timer, bot or event fires after the game is over, and a tap then is "game over"', async () => {
    const { stage, a, b, c, room } = await table(0);
    // With no chips every timeout takes: the game ends after one take per cube.
    await until(() => stage.room.state.phase === 'finale', 10000, 'the finale');
    const events = stage.events.length;
    const over = stage.events.at(-1)!;
    expect(over.type).toBe('game-over');
    expect(stage.room.state.game.deadline).toBe(0);
    await sleep(400); // four timer lengths
    expect(stage.events.length).toBe(events);
    expect((room.clock as unknown as { delayed: { active: boolean }[] }).delayed.filter((d) => d.active)).toHaveLength(0);
    expect(await ask(a, 'act', { action: 'take', version: stage.room.state.game.version })).toMatchObject({ ok: false, code: 'game-over' });
    expect(stage.events.length).toBe(events);
    await leaveAll(stage, a, b, c);
  });
});
