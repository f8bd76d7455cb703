// Rubbish Auction's own refusals on the phone: each code the show's engine answers a wrong step
// with is a sentence in every language, not the general "that did not work".
import { afterEach, describe, expect, it } from 'vitest';
import { LOCALES } from '@minus/shared/platform/i18n/locales';
import { setLocale } from '@minus/shared/platform/i18n/texts';
import { refusalText, refusalTexts } from '@minus/shared/platform/refusals/index';
import { rubbishNotice } from '../src/shows/rubbish-auction/texts.js';

afterEach(async () => {
  await setLocale('en');
});

/** The codes of the engine's own refusals a phone can meet (engine.ts `applyAction`). */
const CODES = ['bad-item', 'bad-bidder', 'bad-position', 'bad-cards', 'card-face-up', 'pick-now', 'peek-now', 'hold-out-now'];

describe("Rubbish Auction's refusals on the phone", () => {
  it.each(LOCALES)('say what is wrong in %s, each its own sentence', async (locale) => {
    await setLocale(locale);
    await refusalTexts.load(locale);
    const said = CODES.map((code) => rubbishNotice(code));
    for (const [i, text] of said.entries()) {
      expect(text, CODES[i]).toBeTruthy();
      expect(text, CODES[i]).not.toBe(refusalText({ code: 'other' }, locale));
    }
    expect(new Set(said).size).toBe(CODES.length);
  });

  it('word the step asked for in English', async () => {
    expect(rubbishNotice('pick-now')).toMatch(/pick the item and the First Bidder/);
    expect(rubbishNotice('peek-now')).toMatch(/look at one card first/);
    expect(rubbishNotice('hold-out-now')).toMatch(/hold out cards/);
    expect(rubbishNotice('card-face-up')).toMatch(/face up this round/);
  });
});
