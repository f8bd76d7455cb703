/** The replay's words (ui/replay-texts, docs/I18N.md) are complete in every locale, read naturally with numbers and mark a practice game. */
import { afterAll, describe, expect, it } from 'vitest';
import { checkTexts } from '@minus/shared/platform/i18n/check';
import { setLocale } from '@minus/shared/platform/i18n/texts';
import { replayTexts } from '../../src/platform/ui/replay-texts/index.js';

afterAll(() => setLocale('en'));

describe('replay words', () => {
  it('have every English key in every locale', async () => {
    expect(await checkTexts(replayTexts)).toEqual([]);
  });

  it('name the game and the speed in the stage language', async () => {
    expect(replayTexts.now().game(3)).toBe('Game 3');
    expect(replayTexts.now().speed(4)).toBe('4x');
    await setLocale('ko');
    expect(replayTexts.now().game(3)).toBe('3번째 게임');
    await setLocale('it');
    expect(replayTexts.now().starts(2)).toMatch(/partita 2/);
    await setLocale('en');
  });

  it('say who won a game, alone or sharing first place, in every language', async () => {
    expect(replayTexts.now().won(['Ana'])).toBe('Ana won');
    expect(replayTexts.now().won(['Ana', 'Bo'])).toBe('Ana and Bo tied');
    await setLocale('it');
    expect(replayTexts.now().won(['Ana', 'Bo'])).toBe('Ana e Bo a pari merito');
    await setLocale('ko');
    expect(replayTexts.now().won(['Ana'])).toBe('Ana 승리');
    await setLocale('ms');
    expect(replayTexts.now().won(['Ana', 'Bo', 'Cy'])).toBe('Ana, Bo dan Cy seri');
    await setLocale('en');
  });
});

describe('a practice game in the picker', () => {
  it('is marked in every language, as `npm run history` marks it', async () => {
    const marks: Record<string, string> = { en: 'Rubbish Auction (practice)', it: 'Rubbish Auction (prova)', ko: 'Rubbish Auction (연습)', ms: 'Rubbish Auction (latihan)' };
    for (const [locale, mark] of Object.entries(marks)) {
      await setLocale(locale as 'en');
      expect(replayTexts.now().practice('Rubbish Auction')).toBe(mark);
    }
    await setLocale('en');
  });
});
