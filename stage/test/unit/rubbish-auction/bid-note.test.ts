// @vitest-environment happy-dom
// After a reveal a Rubbish Auction seat card says its bid's sum and, on a line of its own, the fame
// the seat gained or lost in the show's words ("+5 fame"): a bare "+5" beside "8,000" read as
// money, or as nothing a newcomer could name. In all four languages.
import { afterAll, describe, expect, it } from 'vitest';
import { setLocale } from '@minus/shared/platform/i18n/texts';
import { bidNote } from '../../../src/shows/rubbish-auction/seat-card.js';

afterAll(() => setLocale('en'));

describe("a seat card's note after a reveal", () => {
  it('names the fame change as fame, apart from the bid', () => {
    expect(bidNote({ bid: [5, 2, 1], fameChange: -8 })).toEqual({ money: '8,000', fame: '-8 fame' });
    expect(bidNote({ bid: [5], fameChange: 5 })).toEqual({ money: '5,000', fame: '+5 fame' });
    expect(bidNote({ bid: [], fameChange: 0 })).toEqual({ money: 'nothing', fame: '' });
  });

  it('says fame in every language, with the sign kept', async () => {
    const fame = { en: /fame/, it: /fama/, ms: /kemasyhuran/, ko: /명성/ } as const;
    for (const locale of ['en', 'it', 'ms', 'ko'] as const) {
      await setLocale(locale);
      const up = bidNote({ bid: [5], fameChange: 5 }).fame;
      const down = bidNote({ bid: [10], fameChange: -8 }).fame;
      expect(up, locale).toMatch(fame[locale]);
      expect(up, locale).toContain('+5');
      expect(down, locale).toMatch(fame[locale]);
      expect(down, locale).toMatch(/-8|−8/);
    }
  });
});
