/**
 * The TV says which language it speaks (message `stage-locale`, state `stageLocale`), so a phone
 * in another language can name the items as the TV does. Only the stage may say it; anything but
 * one of the game's languages is not understood.
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

describe('the TV\'s language in the state', () => {
  it('is "" until the stage says it, then what it said; a phone may not say it, nor the stage an unknown language', async () => {
    const stage = await createStage(h);
    const ann = await joinPlayer(h, stage.room.state.code, 'Ann');
    const locale = () => (ann.room.state as unknown as { stageLocale: string }).stageLocale;
    expect(locale()).toBe('');
    expect(await ask(stage, 'stage-locale', { locale: 'ko' })).toMatchObject({ ok: true });
    await until(() => locale() === 'ko', 3000, 'the TV\'s language on the phone');
    // The VIP's phone is told only the TV does this (not "only the VIP can do that").
    expect(await ask(ann, 'stage-locale', { locale: 'it' })).toMatchObject({ ok: false, code: 'not-allowed', reason: 'stage-only' });
    expect(await ask(stage, 'stage-locale', { locale: 'xx' })).toMatchObject({ ok: false, code: 'bad-message' });
    expect(await ask(stage, 'stage-locale', { locale: 'ms', extra: 1 })).toMatchObject({ ok: false, code: 'bad-message' });
    await new Promise((r) => setTimeout(r, 100));
    expect(locale()).toBe('ko');
    await Promise.all([stage, ann].map((c) => c.room.leave()));
  });
});
