/**
 * A newcomer seated while the results are on (a seat with no place in them) is named on the
 * results, over the join box ("Joining the next game: Dee"), in every language: only a caption had
 * said so. The line stays readable (32 design px or more) and clear of every other text, beside a
 * long evening's table too. The demo page's finale with `newcomer=1`.
 */
import { describe, expect, it } from 'vitest';
import type { Locale } from '@minus/shared/platform/i18n/locales';
import { overlaps } from '../../src/platform/app/layout.js';
import { en } from '../../src/platform/i18n/texts/en.js';
import { it as itWords } from '../../src/platform/i18n/texts/it.js';
import { ko } from '../../src/platform/i18n/texts/ko.js';
import { ms } from '../../src/platform/i18n/texts/ms.js';
import { stageTexts } from '../../../test-support/stage-texts.js';
import { serveStatic, useStageSuite } from './helpers.js';
import { shrink } from './design-box.js';

const suite = useStageSuite(async () => {
  const site = await serveStatic();
  return { url: site.url, stop: site.close };
});

const WORDS: Record<Locale, typeof en> = { en, it: itWords, ko, ms };

describe('a newcomer on the results', () => {
  it('is named over the join box, readable and clear of the rest, in every language', async () => {
    for (const [lang, evening] of [['en', 8], ['it', 12], ['ko', 0], ['ms', 8]] as const) {
      const page = await suite.browser.newPage({ viewport: { width: 1280, height: 720 } });
      suite.watchErrors(page);
      await page.goto(`${suite.url}/demo.html?scene=finale&seats=5&newcomer=1${evening ? `&evening=${evening}` : ''}&lang=${lang}`);
      await page.waitForFunction(() => document.body.dataset.ready === '1', null, { timeout: 60_000 });
      const line = WORDS[lang].results.nextGame('Dee');
      await expect.poll(async () => (await stageTexts(page)).some((t) => t.text === line), { timeout: 15_000, message: lang }).toBe(true);
      const all = await stageTexts(page);
      const drawn = all.find((t) => t.text === line)!;
      expect(drawn.px, lang).toBeGreaterThanOrEqual(32);
      const under = all.filter((t) => t !== drawn && overlaps(shrink(drawn), shrink(t)));
      expect(under.map((t) => t.text), lang).toEqual([]);
      await page.close();
    }
  }, 180_000);
});
