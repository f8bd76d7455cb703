/**
 * A replay's finale on the demo page (`scene=finale&replay=4`: the state as a replay's frames have
 * it, no evening; ui/results-frame.ts): where tonight's table stands on a live finale, a replay of
 * a game that counted says nothing (it said "Practice games stay out of tonight's table" of every
 * replayed game), and a replay of a practice game (`&practice=1`, as its record says) says it
 * stayed out; in every language, on the canvas and in the accessible mirror.
 */
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '@minus/shared/platform/i18n/locales';
import { en } from '../../src/platform/i18n/texts/en.js';
import { it as itWords } from '../../src/platform/i18n/texts/it.js';
import { ko } from '../../src/platform/i18n/texts/ko.js';
import { ms } from '../../src/platform/i18n/texts/ms.js';
import { drawnTexts, serveStatic, useStageSuite } from './helpers.js';

const suite = useStageSuite(async () => {
  const site = await serveStatic();
  return { url: site.url, stop: site.close };
});

const PRACTICE_ONLY: Record<Locale, string> = { en: en.results.practiceOnly, it: itWords.results.practiceOnly, ko: ko.results.practiceOnly, ms: ms.results.practiceOnly };

describe('a replay\'s finale', () => {
  it('says a game was practice only when it was, in every language', async () => {
    for (const lang of LOCALES) {
      for (const practice of [false, true]) {
        const page = await suite.browser.newPage({ viewport: { width: 1280, height: 720 } });
        suite.watchErrors(page);
        await page.goto(`${suite.url}/demo.html?scene=finale&seats=5&replay=4&lang=${lang}${practice ? '&practice=1' : ''}`);
        await page.waitForFunction(() => document.body.dataset.ready === '1', null, { timeout: 60_000 });
        // The finale's winner is up (its banner), so what comes with it is drawn.
        await expect.poll(() => page.evaluate(() => document.body.dataset.sceneKind), { timeout: 15_000 }).toBe('finale');
        await page.waitForTimeout(300);
        const where = `${lang}, ${practice ? 'practice' : 'counted'}`;
        const said = (await drawnTexts(page)).some((t) => t === PRACTICE_ONLY[lang]);
        expect(said, where).toBe(practice);
        const mirror = await page.evaluate(() => {
          const e = document.getElementById('evening');
          return e && !e.hidden ? e.textContent ?? '' : null;
        });
        if (practice) expect(mirror, where).toContain(PRACTICE_ONLY[lang]);
        else expect(mirror, where).toBeNull();
        await page.close();
      }
    }
  });
});
