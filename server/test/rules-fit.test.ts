/**
 * The host's rules and the seats (docs/SERVER.md, "Roles and host actions", `settings`): custom
 * rules chosen for a few players that cannot deal the players seated later stay on every screen
 * as chosen, the state says they do not fit (`settings.doesNotFit`), a start is refused until
 * they do, and they fit again once a seat goes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ask, createStage, joinPlayer, startHarness, until, type Harness } from './support/harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.close();
});

type Settings = { preset: string; smallest: number; largest: number; removed: number; doesNotFit?: boolean; fitsUpTo?: number };

describe('rules that stop fitting the seats', () => {
  it('are shown as the host chose them, marked as not fitting, and a start waits until they fit', async () => {
    const stage = await createStage(h);
    const code = stage.room.state.code;
    const ann = await joinPlayer(h, code, 'Ann');
    await joinPlayer(h, code, 'Bo');
    await joinPlayer(h, code, 'Cy');
    const custom: Record<string, unknown> = { preset: 'custom', smallest: 1, largest: 10, removed: 5, chips: 5, seating: 'join', starter: 'first', timerMs: null };
    expect((await ask(ann, 'settings', custom)).ok).toBe(true);
    const settings = () => stage.room.state.settings as unknown as Settings;
    await until(() => settings().preset === 'custom', 3000, 'the custom rules shown');
    expect(settings().doesNotFit).toBe(false);
    // 10 cubes with 5 hidden deal 5 players at most: the solo game offers no more.
    expect(settings().fitsUpTo).toBe(5);
    expect(await ask(ann, 'solo', { players: 6 })).toMatchObject({ ok: false, code: 'bad-settings', reason: 'rules-misfit' });
    // Three more players: 10 cubes with 5 hidden cannot deal 6.
    const late = [await joinPlayer(h, code, 'Di'), await joinPlayer(h, code, 'Ed'), await joinPlayer(h, code, 'Flo')];
    await until(() => stage.room.state.seats.length === 6 && settings().doesNotFit === true, 3000, 'the rules marked as not fitting');
    expect(settings()).toMatchObject({ preset: 'custom', smallest: 1, largest: 10, removed: 5 });
    expect(await ask(ann, 'start')).toMatchObject({ ok: false, code: 'bad-settings' });
    expect(await ask(stage, 'start')).toMatchObject({ ok: false, code: 'bad-settings' });
    // While they do not fit, the timer still changes (judged for the five they deal), and a
    // range that deals no game at all is refused as such.
    expect((await ask(ann, 'settings', { ...custom, timerMs: 30000 })).ok).toBe(true);
    await until(() => (stage.room.state.settings as unknown as { timerMs: number }).timerMs === 30000, 3000, 'the new timer');
    expect(settings()).toMatchObject({ largest: 10, removed: 5, doesNotFit: true });
    expect(await ask(ann, 'settings', { ...custom, largest: 2, removed: 0 })).toMatchObject({ ok: false, code: 'bad-settings', reason: 'deals-none' });
    // One goes: they fit again, and the game starts with them.
    await late[2]!.room.leave(true);
    await until(() => stage.room.state.seats.length === 5 && settings().doesNotFit === false, 5000, 'the rules fitting again');
    // Rules asked for that deal fewer than the five seated are refused with how many they deal.
    expect(await ask(ann, 'settings', { ...custom, largest: 5, removed: 1 })).toMatchObject({ ok: false, code: 'bad-settings', reason: 'deals-fewer', params: { players: 5, most: 4 } });
    expect(settings()).toMatchObject({ largest: 10, removed: 5 });
    expect((await ask(ann, 'start')).ok).toBe(true);
    await until(() => stage.room.state.phase === 'playing', 3000, 'the game on');
    expect(settings()).toMatchObject({ preset: 'custom', smallest: 1, largest: 10, removed: 5, doesNotFit: false });
  });
});
