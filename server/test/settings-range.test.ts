/**
 * Settings with a number outside its range (a decision timer of 4999 ms, a custom deck's number
 * past its limit) are refused `bad-settings` with a reason naming the range, which every screen
 * words in its language, instead of the generic "did not understand" (docs/SERVER.md, "settings").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '@minus/shared/platform/i18n/locales';
import { refusalText, refusalTexts } from '@minus/shared/platform/refusals/index';
import { CUSTOM_LIMITS } from '@minus/shared/shows/minus-auction/presets';
import { ask, createStage, startHarness, type Harness } from './support/harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.close();
});

describe('a setting out of its range', () => {
  it('is refused with the range, worded in every language', async () => {
    const stage = await createStage(h);
    const timer = await ask(stage, 'settings', { preset: 'show', timerMs: 4999 });
    expect(timer).toMatchObject({ ok: false, code: 'bad-settings', reason: 'timer-range', params: { min: 5, max: 120 } });
    expect(await ask(stage, 'settings', { preset: 'show', timerMs: 120_001 })).toMatchObject({ reason: 'timer-range' });
    const chips = await ask(stage, 'settings', { preset: 'custom', chips: CUSTOM_LIMITS.chips.max + 1 });
    expect(chips).toMatchObject({ ok: false, code: 'bad-settings', reason: 'setting-range', params: { min: CUSTOM_LIMITS.chips.min, max: CUSTOM_LIMITS.chips.max } });
    // Not a payload in the wrong shape: that stays "did not understand".
    expect(await ask(stage, 'settings', { preset: 'show', timerMs: 'soon' })).toMatchObject({ code: 'bad-message' });
    for (const locale of LOCALES) {
      await refusalTexts.load(locale);
      const words = refusalText(timer, locale);
      expect(words, locale).toContain('120');
      expect(words, locale).not.toBe(refusalText({ code: 'bad-message' }, locale));
      expect(refusalText(chips, locale), locale).toContain(String(CUSTOM_LIMITS.chips.max));
    }
  });
});
