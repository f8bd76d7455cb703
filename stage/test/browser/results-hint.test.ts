/**
 * The results' line of keys under the banner (ui/results-frame.ts: next game, settings, replay;
 * first the shared first place or the practice game when so) stays readable from the sofa: at
 * least 32 design px (21 px at 1280x720) in every language, after a plain game, a shared first
 * place and a practice game. It had shrunk to fit its one line: 22 px in Italian. The demo page's
 * finale, its drawn texts read through the Pixi devtools' hook.
 */
import { describe, expect, it } from 'vitest';
import type { Locale } from '@minus/shared/platform/i18n/locales';
import { en } from '../../src/platform/i18n/texts/en.js';
import { it as itWords } from '../../src/platform/i18n/texts/it.js';
import { ko } from '../../src/platform/i18n/texts/ko.js';
import { ms } from '../../src/platform/i18n/texts/ms.js';
import { stageTexts } from '../../../test-support/stage-texts.js';
import { serveStatic, useStageSuite } from './helpers.js';

const suite = useStageSuite(async () => {
  const site = await serveStatic();
  return { url: site.url, stop: site.close };
});

const WORDS: Record<Locale, typeof en> = { en, it: itWords, ko, ms };
/** The demo's finale queries and which line each shows. */
const CASES = [['', 'hint'], ['&tie=1', 'hintShared'], ['&practice=1', 'hintPractice']] as const;

describe('the results\' line of keys', () => {
  it('stands at 32 design px or more in every language', async () => {
    const small: string[] = [];
    for (const lang of ['en', 'it', 'ko', 'ms'] as const) {
      for (const [query, key] of CASES) {
        const page = await suite.browser.newPage({ viewport: { width: 1280, height: 720 } });
        suite.watchErrors(page);
        await page.goto(`${suite.url}/demo.html?scene=finale&seats=5${query}&lang=${lang}`);
        await page.waitForFunction(() => document.body.dataset.ready === '1', null, { timeout: 60_000 });
        const line = WORDS[lang].results[key];
        await expect.poll(async () => (await stageTexts(page)).some((t) => t.text === line), { timeout: 15_000, message: `${lang} ${key}` }).toBe(true);
        const drawn = (await stageTexts(page)).find((t) => t.text === line)!;
        if (drawn.px < 32) small.push(`${lang} ${key}: ${drawn.px.toFixed(1)} px`);
        await page.close();
      }
    }
    expect(small).toEqual([]);
  }, 180_000);
});
