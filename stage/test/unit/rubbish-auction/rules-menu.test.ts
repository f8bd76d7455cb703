/**
 * Rubbish Auction's line of rules under the lobby's tiles has a heading, in every language: it stood
 * bare under the Timer tile, as if it told the timer's value. Its heading is the word the
 * Minus Auction lobby uses for its rules where that tile says "rules" (Italian, Korean, Malay;
 * English names the tile "Preset", a thing Rubbish Auction has only one of).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { LOCALES } from '@minus/shared/platform/i18n/locales';
import { setLocale } from '@minus/shared/platform/i18n/texts';
import { RUBBISH_RULE_ROWS } from '../../../src/shows/rubbish-auction/rules-menu.js';
import { minusStageTexts } from '../../../src/shows/minus-auction/texts/index.js';

afterAll(() => setLocale('en'));

describe('Rubbish Auction\'s rules line in the lobby', () => {
  it('is headed in every language', async () => {
    for (const locale of LOCALES) {
      await setLocale(locale);
      await minusStageTexts.load(locale);
      const row = RUBBISH_RULE_ROWS[0]!;
      const line = row.blurb!({ preset: 'show', timerMs: 20_000 });
      const head = /^([^:]+): \S/.exec(line)?.[1];
      expect(head, `${locale}: ${line}`).toBeTruthy();
      expect(head).not.toBe(row.label);
      if (locale === 'en') expect(head).toBe('Rules');
      else expect(head, locale).toBe(minusStageTexts.now().rules.preset);
    }
  });
});
