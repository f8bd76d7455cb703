/**
 * Refusals in words (docs/I18N.md): every platform refusal code and every reason has its own
 * sentence in every language, with the server's numbers in it; odd input reads the general line.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { checkTexts } from '../i18n/check.js';
import { LOCALES } from '../i18n/locales.js';
import { setLocale } from '../i18n/texts.js';
import { REFUSAL_CODES, REFUSAL_REASONS } from '../protocol/refusals.js';
import { refusalText, refusalTexts } from './index.js';

afterAll(() => setLocale('en'));

describe('refusal words', () => {
  it('are complete in every language, with no English copy', async () => {
    expect(await checkTexts(refusalTexts)).toEqual([]);
  });

  it('word every code and every reason in every language, each its own sentence', async () => {
    for (const locale of LOCALES) {
      await refusalTexts.load(locale);
      const general = refusalText({ code: 'no-such-code' }, locale);
      const byCode = REFUSAL_CODES.map((code) => refusalText({ code }, locale));
      expect(byCode.every((t) => t !== general && t.length > 0), locale).toBe(true);
      expect(new Set(byCode).size, locale).toBe(REFUSAL_CODES.length);
      const byReason = REFUSAL_REASONS.map((reason) => refusalText({ code: 'not-allowed', reason, params: { min: 3, max: 7, over: 2, game: 4 } }, locale));
      expect(byReason.every((t) => t !== general && t !== byCode[REFUSAL_CODES.indexOf('not-allowed')]), locale).toBe(true);
      expect(new Set(byReason).size, locale).toBe(REFUSAL_REASONS.length);
    }
  });

  it('put the numbers in the sentence, in the screen\'s language', async () => {
    expect(refusalText({ code: 'too-many-seats', reason: 'seats-at-most', params: { max: 7, over: 2 } }, 'en')).toBe('This show seats at most 7 players: remove 2 first.');
    await setLocale('ko');
    expect(refusalText({ code: 'too-few-seats', reason: 'needs-players', params: { min: 3 } })).toMatch(/3명 이상/);
    await setLocale('it');
    expect(refusalText({ code: 'room-full', reason: 'seats-taken', params: { max: 7 } })).toBe('Tutti i 7 posti sono occupati.');
  });

  it('read odd input as the general line or the code\'s, never throwing', () => {
    expect(refusalText({}, 'en')).toBe('That did not work. Please try again.');
    expect(refusalText({ code: 'constructor' }, 'en')).toBe('That did not work. Please try again.');
    expect(refusalText({ code: 'too-late', reason: 'no-such-reason' }, 'en')).toBe('Too late: the game has moved on.');
    expect(refusalText({ code: 'room-full', reason: 'seats-taken', params: 'seven' as never }, 'en')).toBe('All 0 seats are taken.');
    expect(refusalText({ code: 'no-answer' }, 'ms')).toMatch(/tidak menjawab/);
  });
});
