/**
 * Play against the computer (`solo`): the computer players fill the table up to the number of
 * seats asked for, one of each style in turn, and a practice game starts; who may ask, and the
 * friendly refusals (a size no show seats, 40, names the show's seats).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '@minus/shared/platform/i18n/locales';
import { refusalText, refusalTexts } from '@minus/shared/platform/refusals/index';
import { PRACTICE_FIRST_TURN_BEAT_MS } from '../src/platform/turn-timer.js';
import { ask, autoPlay, createStage, joinPlayer, serverRoom, startHarness, until, type Harness } from './support/harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.close();
});

describe('hints (the take preview)', () => {
  it('are on by default; the VIP or the stage turns them off in the lobby, nobody else, not during a game', async () => {
    const stage = await createStage(h);
    const code = stage.room.state.code;
    const ann = await joinPlayer(h, code, 'Ann');
    const bo = await joinPlayer(h, code, 'Bo');
    await until(() => stage.room.state.settings.hints === true);
    expect(await ask(bo, 'hints', { on: false })).toMatchObject({ ok: false, code: 'not-allowed' });
    expect(await ask(ann, 'hints', { on: 'no' })).toMatchObject({ ok: false, code: 'bad-message' });
    expect((await ask(ann, 'hints', { on: false })).ok).toBe(true);
    await until(() => bo.room.state.settings.hints === false);
    expect((await ask(stage, 'add-bot', { label: 'easy' })).ok).toBe(true);
    expect((await ask(stage, 'start')).ok).toBe(true);
    expect(await ask(stage, 'hints', { on: true })).toMatchObject({ ok: false, code: 'not-in-lobby' });
    expect(stage.room.state.settings.hints).toBe(false);
  });
});

describe('solo', () => {
  it('fills the table with computer players of the three styles in turn and starts a practice game', async () => {
    const stage = await createStage(h);
    const code = stage.room.state.code;
    expect(await ask(stage, 'solo', { players: 5 })).toMatchObject({ ok: false, code: 'too-few-seats' });
    const ann = await joinPlayer(h, code, 'Ann');
    const bo = await joinPlayer(h, code, 'Bo');
    expect((await ask(ann, 'add-bot', { label: 'easy' })).ok).toBe(true);
    expect(await ask(bo, 'solo', { players: 5 })).toMatchObject({ ok: false, code: 'not-allowed' });
    expect(await ask(ann, 'solo', { players: 8 })).toMatchObject({ ok: false, code: 'bad-settings', reason: 'solo-size', params: { min: 3, max: 7 } });
    expect(await ask(ann, 'solo', { players: 2 })).toMatchObject({ ok: false, code: 'bad-settings', reason: 'solo-size' });
    // Far more than any show seats (a script, an old phone): the same refusal, naming the most seats in every language.
    const forty = await ask(ann, 'solo', { players: 40 });
    expect(forty).toMatchObject({ ok: false, code: 'bad-settings', reason: 'solo-size', params: { min: 3, max: 7 } });
    for (const locale of LOCALES) {
      await refusalTexts.load(locale);
      expect(refusalText(forty, locale), locale).toContain('7');
      expect(refusalText(forty, locale), locale).not.toBe(refusalText({ code: 'bad-message' }, locale));
    }
    expect((await ask(ann, 'solo', { players: 6 })).ok).toBe(true);
    await until(() => stage.room.state.phase === 'playing' && stage.room.state.seats.length === 6);
    const seats = [...stage.room.state.seats];
    expect(seats.filter((s) => s.kind === 'human').map((s) => s.name).sort()).toEqual(['Ann', 'Bo']);
    // The easy bot left; four new ones, the three styles in turn.
    const labels = serverRoom(h, code).book.seats.filter((s) => s.kind === 'bot').map((s) => s.botLabel).sort();
    expect(labels).toEqual(['medium-bold', 'medium-bold', 'medium-cautious', 'medium-steady']);
    expect((stage.room.state as unknown as { practice: boolean }).practice).toBe(true);
    expect(await ask(ann, 'solo', { players: 5 })).toMatchObject({ ok: false, code: 'not-in-lobby' });
  });

  it('gives the first turn of a practice game a beat more, so a player can turn the coach on; a normal game\'s first turn gets the timer alone', async () => {
    /** The first turn's deadline less the time the game was asked for (ms), for a game started by `go`. */
    async function firstTurnMs(go: (ann: Awaited<ReturnType<typeof joinPlayer>>) => Promise<unknown>): Promise<number> {
      const stage = await createStage(h);
      const ann = await joinPlayer(h, stage.room.state.code, 'Ann');
      expect((await ask(ann, 'settings', { preset: 'show', starter: 'first', timerMs: 20_000 })).ok).toBe(true);
      const asked = Date.now();
      await go(ann);
      await until(() => stage.events.some((e) => e.type === 'turn'));
      const turn = stage.events.find((e) => e.type === 'turn') as { deadline: number };
      return turn.deadline - asked;
    }
    const practice = await firstTurnMs((ann) => ask(ann, 'solo', { players: 3 }));
    expect(practice).toBeGreaterThanOrEqual(20_000 + PRACTICE_FIRST_TURN_BEAT_MS - 500);
    const normal = await firstTurnMs(async (ann) => {
      expect((await ask(ann, 'add-bot', { label: 'easy' })).ok).toBe(true);
      expect((await ask(ann, 'add-bot', { label: 'easy' })).ok).toBe(true);
      return ask(ann, 'start');
    });
    expect(normal).toBeLessThan(20_000 + 1_000);
  });

  it('is refused when as many people are seated as seats were asked for', async () => {
    const stage = await createStage(h);
    const code = stage.room.state.code;
    for (const n of ['A1', 'A2', 'A3', 'A4']) await joinPlayer(h, code, n);
    // The phone words the fix from the reason: more players in all (not "remove a seat").
    expect(await ask(stage, 'solo', { players: 4 })).toMatchObject({ ok: false, code: 'too-many-seats', reason: 'solo-bigger', params: { people: 4 } });
    expect((await ask(stage, 'start')).ok).toBe(true);
    await until(() => stage.room.state.phase === 'playing');
    expect((stage.room.state as unknown as { practice: boolean }).practice).toBe(false);
  });

  it('with every seat the show has taken by a person, says to start a normal game; with more people than the show seats, how many to remove', async () => {
    const stage = await createStage(h);
    const code = stage.room.state.code;
    for (const n of ['A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'A7']) await joinPlayer(h, code, n);
    expect(await ask(stage, 'solo', { players: 7 })).toMatchObject({ ok: false, code: 'too-many-seats', reason: 'solo-full', params: { people: 7 } });
    // Rubbish Auction seats at most five: two of the seven must go first, whatever size is asked.
    expect(await ask(stage, 'show', { show: 'rubbish-auction' })).toMatchObject({ ok: true });
    expect(await ask(stage, 'solo', { players: 5 })).toMatchObject({ ok: false, code: 'too-many-seats', reason: 'seats-at-most', params: { max: 5, over: 2 } });
    expect(stage.room.state.seats).toHaveLength(7);
  });

  it('is refused when the lobby\'s rules cannot deal that many seats, and the table stays as it was', async () => {
    const stage = await createStage(h);
    const code = stage.room.state.code;
    const ana = await joinPlayer(h, code, 'Ana');
    expect((await ask(ana, 'add-bot', { label: 'easy' })).ok).toBe(true);
    // -3..-10 is 8 cubes: 3 seats with 5 removed fit, 6 seats with 5 removed do not.
    expect((await ask(ana, 'settings', { preset: 'custom', smallest: 3, largest: 10, removed: 5 })).ok).toBe(true);
    await until(() => stage.room.state.seats.length === 2);
    const before = stage.room.state.seats.map((s) => `${s.id} ${s.name} ${s.kind}`);
    const events = stage.events.length;
    const refused = await ask(ana, 'solo', { players: 6 });
    expect(refused).toMatchObject({ ok: false, code: 'bad-settings', reason: 'rules-misfit', params: { players: 6 } });
    expect(refused.message).toMatch(/cannot deal 6 players/);
    await ask(ana, 'hints', { on: true });
    expect(stage.room.state.phase).toBe('lobby');
    expect(stage.room.state.seats.map((s) => `${s.id} ${s.name} ${s.kind}`)).toEqual(before);
    expect(stage.events.slice(events).map((e) => e.type)).toEqual([]);
  });

  it('plays a practice game to its results without adding it to tonight\'s table', async () => {
    const stage = await createStage(h);
    const code = stage.room.state.code;
    const ann = await joinPlayer(h, code, 'Ann');
    const stop = autoPlay(ann);
    expect((await ask(ann, 'solo', { players: 4 })).ok).toBe(true);
    await until(() => stage.room.state.phase === 'finale', 60_000, 'the practice game\'s finale');
    stop();
    expect(serverRoom(h, code).show.records.size).toBe(1);
    expect(serverRoom(h, code).show.evening.rows).toEqual([]);
    expect(stage.room.state.evening.rows.length).toBe(0);
  });

  it('new computer players take names tonight\'s table does not have yet', async () => {
    const stage = await createStage(h);
    const code = stage.room.state.code;
    const ann = await joinPlayer(h, code, 'Ann');
    for (let i = 0; i < 4; i++) expect((await ask(ann, 'add-bot', { label: 'easy' })).ok).toBe(true);
    const stop = autoPlay(ann);
    expect((await ask(ann, 'start')).ok).toBe(true);
    await until(() => stage.room.state.phase === 'finale', 60_000, 'the first game\'s finale');
    stop();
    const played = serverRoom(h, code).show.evening.rows.map((r) => r.name);
    expect(played).toHaveLength(5);
    expect((await ask(ann, 'back-to-lobby', {})).ok).toBe(true);
    for (let i = 4; i >= 1; i--) expect((await ask(ann, 'remove-seat', { seat: i })).ok).toBe(true);
    for (let i = 0; i < 4; i++) expect((await ask(ann, 'add-bot', { label: 'easy' })).ok).toBe(true);
    await until(() => stage.room.state.seats.length === 5);
    const bots = stage.room.state.seats.filter((s) => s.kind === 'bot').map((s) => s.name);
    expect(bots.filter((n) => played.includes(n))).toEqual([]);
  });
});
