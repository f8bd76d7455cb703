/**
 * A player with no chips must take (docs/RULES.md): there is no choice to make, so the room takes
 * for them after a beat (the bots' pause, and never before the TV has shown what led to the turn)
 * instead of waiting out the decision timer, or forever when the timer is off. Nobody chose: the
 * take is recorded as `forced`, neither the timer's nor a computer player's.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { ask, createStage, joinPlayer, serverRoom, startHarness, until, type GameEvent, type Harness } from './support/harness.js';

let h: Harness | null = null;
afterEach(async () => {
  await h?.close();
  h = null;
});

const NO_CHIPS = { preset: 'custom', smallest: 1, largest: 3, removed: 0, chips: 0 };

/** A room of three people with no chips, started; the stage's connection and the room's code. */
async function startBroke(timerMs: number | null) {
  const stage = await createStage(h!);
  const code = stage.room.state.code;
  const phones = [await joinPlayer(h!, code, 'Ann'), await joinPlayer(h!, code, 'Bo'), await joinPlayer(h!, code, 'Cy')];
  expect((await ask(stage, 'settings', { ...NO_CHIPS, timerMs })).ok).toBe(true);
  expect((await ask(stage, 'start')).ok).toBe(true);
  return { stage, code, phones };
}

describe('a player with no chips on turn', () => {
  it('takes after a beat, not at the end of the decision timer, and the take is counted as nobody’s choice', async () => {
    h = await startHarness({ botDelayMs: [800, 800], timerScale: 1 });
    const { stage, code } = await startBroke(60_000);
    await until(() => stage.events.some((e) => e.type === 'turn'), 10_000, 'the first turn');
    const turnAt = Date.now();
    await until(() => stage.events.some((e) => e.type === 'taken'), 10_000, 'the first take (the timer is 60 s)');
    expect(Date.now() - turnAt, 'a beat first').toBeGreaterThanOrEqual(500);
    const taken = stage.events.find((e) => e.type === 'taken');
    expect(taken).toMatchObject({ forced: true, timeout: false });
    // The whole game (three cubes, each taken at once) ends long before one decision timer would have.
    await until(() => stage.room.state.phase === 'finale', 20_000, 'the results');
    const room = serverRoom(h, code);
    expect((room.show.records.get(1)?.record as { causes?: unknown } | undefined)?.causes).toEqual(['forced', 'forced', 'forced']);
    // The phones' results do not say time ran out, nor that a computer played their turns.
    for (const seat of stage.room.state.seats) {
      expect(seat.timedOut ?? 0).toBe(0);
      expect(seat.botTurns ?? 0).toBe(0);
    }
  }, 30_000);

  it('takes with the decision timer off too (nobody would ever take for them)', async () => {
    h = await startHarness({ botDelayMs: [0, 0] });
    const { stage } = await startBroke(null);
    await until(() => stage.room.state.phase === 'finale', 10_000, 'the results');
    expect(stage.events.filter((e) => e.type === 'taken')).toHaveLength(3);
  }, 20_000);
});
