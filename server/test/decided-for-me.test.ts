/**
 * A person's turns that a computer player standing in, or the decision timer, decided (state
 * `botTurns` and `timedOut`, docs/SERVER.md "Roles and host actions"): counted per seat for the game, shown until
 * the next game starts, nothing in the lobby, never for a bot's own seat, and the same after a
 * restart on the results. The timer runs 50x faster here (`timerScale`); bots decide at once.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameEvent } from './support/harness.js';
import { ask, createStage, joinPlayer, stageBack, startHarness, until, type Conn, type Harness } from './support/harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ timerScale: 0.02 });
});
afterAll(async () => {
  await h.close();
});

type Decision = Extract<GameEvent, { type: 'refused' | 'taken' }>;
const decisionsOf = (events: GameEvent[]) => events.filter((e): e is Decision => e.type === 'refused' || e.type === 'taken');

/**
 * On `at`: Ann, Bo and Cy seated (and a bot, with `bot`), a game of a 5 s timer started, Bo's seat
 * handed to a bot; Ann and Cy never tap, so the timer decides for them. Resolves at the finale.
 */
async function handedGame(at: Harness, bot: boolean): Promise<{ stage: Conn; code: string; people: Conn[] }> {
  const stage = await createStage(at);
  const code = stage.room.state.code;
  const people = [await joinPlayer(at, code, 'Ann'), await joinPlayer(at, code, 'Bo'), await joinPlayer(at, code, 'Cy')];
  if (bot) expect((await ask(stage, 'add-bot', { label: 'easy' })).ok).toBe(true);
  const settings = { preset: 'custom', smallest: 3, largest: 12, removed: 1, chips: 2, seating: 'join', starter: 'first', timerMs: 5000 };
  expect((await ask(stage, 'settings', settings)).ok).toBe(true);
  expect((await ask(stage, 'start')).ok).toBe(true);
  await until(() => stage.room.state.phase === 'playing', 3000, 'the game on');
  expect((await ask(stage, 'hand-to-bot', { seat: 1 })).ok).toBe(true);
  await until(() => stage.room.state.phase === 'finale', 20_000, 'the finale');
  return { stage, code, people };
}

describe('turns decided for a person', () => {
  it('counts the stand-in\'s and the timer\'s decisions per seat, to the finale, and clears them in the lobby', async () => {
    const { stage, people } = await handedGame(h, true);
    const seats = stage.room.state.seats;
    const decided = decisionsOf(stage.events);
    const bySeat = (i: number, timeout: boolean) => decided.filter((d) => d.seat === i && !!d.timeout === timeout).length;
    // Bo's seat: the stand-in's turns (a timed-out one before the hand-over counts as the timer's).
    expect(seats[1]!.botTurns).toBe(bySeat(1, false));
    expect(seats[1]!.botTurns).toBeGreaterThan(0);
    expect(seats[1]!.timedOut).toBe(bySeat(1, true));
    // Ann's and Cy's: every turn the timer's, none a bot's, but the takes forced on them once out of chips (nobody chose those).
    for (const i of [0, 2]) {
      const forced = decided.filter((d) => d.seat === i && d.type === 'taken' && d.forced && !d.timeout).length;
      expect(bySeat(i, false)).toBe(forced);
      expect(seats[i]!.timedOut).toBe(bySeat(i, true));
      expect(seats[i]!.timedOut).toBeGreaterThan(0);
      expect(seats[i]!.botTurns).toBe(0);
    }
    // A bot's own seat: its turns are its own.
    expect(seats[3]!.kind).toBe('bot');
    expect([seats[3]!.botTurns, seats[3]!.timedOut]).toEqual([0, 0]);
    // Back in the lobby, nothing is counted.
    expect((await ask(stage, 'back-to-lobby')).ok).toBe(true);
    await until(() => stage.room.state.phase === 'lobby', 3000, 'the lobby');
    expect(stage.room.state.seats.map((s) => [s.botTurns, s.timedOut])).toEqual(stage.room.state.seats.map(() => [0, 0]));
    await Promise.all([stage, ...people].map((c) => c.room.leave()));
  });

  it('still counts them on the results after a restart', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'minus-decided-'));
    let first: Harness | null = await startHarness({ timerScale: 0.02, dataDir: dir });
    try {
      const { stage, code } = await handedGame(first, false);
      const counts = stage.room.state.seats.map((x) => [x.botTurns, x.timedOut]);
      expect(counts[1]![0]).toBeGreaterThan(0);
      expect(counts[0]![1]).toBeGreaterThan(0);
      const hostSecret = stage.hostSecret!;
      await first.close();
      first = null;
      const again = await startHarness({ timerScale: 0.02, dataDir: dir });
      try {
        const back = await stageBack(again, code, hostSecret, 3);
        expect(back.room.state.phase).toBe('finale');
        expect(back.room.state.seats.map((x) => [x.botTurns, x.timedOut])).toEqual(counts);
      } finally {
        await again.close();
      }
    } finally {
      await first?.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
