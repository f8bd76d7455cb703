import { afterEach, describe, expect, it } from 'vitest';
import { checkTexts } from '@minus/shared/platform/i18n/check';
import { setLocale } from '@minus/shared/platform/i18n/texts';
import { stageTexts } from '../../src/platform/i18n/texts/index.js';
import { INITIAL_MENU, menuHint } from '../../src/platform/app/lobby-menu.js';

afterEach(async () => { await setLocale('en'); });

describe('the stage catalogue', () => {
  it('has every English key in every locale', async () => {
    expect(await checkTexts(stageTexts)).toEqual([]);
  });

  it('speaks the lobby hint and ordinals in the stage\'s language', async () => {
    const ctx = { shows: [], show: 'x', rules: [], bots: ['easy'], settings: {} };
    expect(menuHint(INITIAL_MENU, ctx, '')).toMatch(/^Press Enter/);
    await setLocale('it');
    expect(menuHint(INITIAL_MENU, ctx, '')).toMatch(/^Premi Invio/);
    expect(stageTexts.now().ordinal(2)).toBe('2º');
    await setLocale('en');
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22].map((n) => stageTexts.now().ordinal(n))).toEqual(['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd']);
  });

});
