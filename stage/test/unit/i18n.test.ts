/**
 * The stage's languages (docs/I18N.md): its catalogues are complete in every locale, and the
 * lobby menu's Language row steps through every language without asking the room anything.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { checkTexts } from '@minus/shared/platform/i18n/check';
import { LOCALES } from '@minus/shared/platform/i18n/locales';
import { setLocale } from '@minus/shared/platform/i18n/texts';
import { stageTexts } from '../../src/platform/i18n/texts/index.js';
import { ko } from '../../src/platform/i18n/texts/ko.js';
import { minusStageTexts } from '../../src/shows/minus-auction/texts/index.js';
import { rubbishStageTexts } from '../../src/shows/rubbish-auction/texts/index.js';
import { INITIAL_MENU, menuKey, menuRows, menuValues, timerText, type MenuContext } from '../../src/platform/app/lobby-menu.js';

afterAll(() => setLocale('en'));

describe('stage catalogues', () => {
  it('have every English key in every locale', async () => {
    expect([...(await checkTexts(stageTexts)), ...(await checkTexts(minusStageTexts)), ...(await checkTexts(rubbishStageTexts))]).toEqual([]);
  });
});

describe("the finale's join box in Korean", () => {
  it('breaks "scan to join the next game" where its phrases meet: the joining verb closes the last line, after the game it joins', () => {
    // It read 찍어서 참가 / 다음 게임 ("scan to join / next game"): Korean puts the verb last, so the game dangled on a line of its own.
    const [first, last] = ko.results.scan;
    expect(last).toMatch(/다음 게임.*참가$/);
    expect(first).not.toMatch(/참가/);
  });
});

describe('the Language row', () => {
  const ctx: MenuContext = { shows: [{ id: 'a', title: 'A' }], show: 'a', rules: [], bots: ['easy'], settings: {} };

  it('is the last row, proposes the next language locally and shows the current one in its own name', async () => {
    const rows = menuRows(ctx);
    expect(rows.at(-1)).toBe('lang');
    const menu = { ...INITIAL_MENU, focus: rows.length - 1 };
    expect(menuKey(menu, 'ArrowUp', ctx).request).toEqual({ type: 'locale', payload: { locale: LOCALES[1] } });
    expect(menuKey(menu, 'ArrowDown', ctx).request).toEqual({ type: 'locale', payload: { locale: LOCALES.at(-1) } });
    await setLocale('ko');
    expect(menuValues(menu, ctx).lang).toBe('한국어');
    expect(timerText(20_000)).toBe('20초');
    expect(menuKey(menu, 'ArrowUp', ctx).request).toEqual({ type: 'locale', payload: { locale: LOCALES[2] } });
    await setLocale('en');
    expect(timerText(0)).toBe('off');
  });
});
