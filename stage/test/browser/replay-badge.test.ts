/**
 * The REPLAY badge on the demo page (`replay=4`: app/replay-panel.ts, layout.ts `REPLAY_BADGE`
 * and `RESULTS_HINT`), found by its role and words in each of the stage's languages, at 1280x720
 * and 1920x1080, with 6 and 7 seats: over the game (the vault full) and over the finale, inside the
 * safe area (at the top edge, where it first stood, a TV's overscan cut it), in its place, its
 * words within its box and at 32 design px at least, over no text the stage draws nor any seat card.
 */
import { describe, expect, it } from 'vitest';
import type { Locale } from '@minus/shared/platform/i18n/locales';
import { inside, overlaps, REPLAY_BADGE, RESULTS_HINT, SAFE_AREA, tableLayout } from '../../src/platform/app/layout.js';
import { en } from '../../src/platform/ui/replay-texts/en.js';
import { it as itWords } from '../../src/platform/ui/replay-texts/it.js';
import { ko } from '../../src/platform/ui/replay-texts/ko.js';
import { ms } from '../../src/platform/ui/replay-texts/ms.js';
import { stageTexts } from '../../../test-support/stage-texts.js';
import { serveStatic, useStageSuite } from './helpers.js';
import { shrink, toDesign } from './design-box.js';

const suite = useStageSuite(async () => {
  const site = await serveStatic();
  return { url: site.url, stop: site.close };
});

const WORDS: Record<Locale, string> = { en: en.badge, it: itWords.badge, ko: ko.badge, ms: ms.badge };
/** Seat counts and languages: each language once per size, 6 and 7 seats (the two tightest tables). */
const CASES: [number, Locale][] = [[7, 'en'], [6, 'ms'], [7, 'ko'], [6, 'it']];

describe('the REPLAY badge', () => {
  for (const [width, height] of [[1280, 720], [1920, 1080]] as const) {
    it(`stands inside the safe area over nothing else, over the game and the finale, in every language (${width}x${height})`, async () => {
      for (const [seats, lang] of CASES) {
        for (const scene of ['auction', 'finale'] as const) {
          const page = await suite.browser.newPage({ viewport: { width, height } });
          suite.watchErrors(page);
          await page.goto(`${suite.url}/demo.html?scene=${scene}&seats=${seats}&vault=9&replay=4&lang=${lang}`);
          await page.waitForFunction(() => document.body.dataset.ready === '1', null, { timeout: 60_000 });
          await page.waitForTimeout(300);
          const badge = page.getByRole('status').filter({ hasText: WORDS[lang] });
          await badge.waitFor({ state: 'visible', timeout: 15_000 });
          const box = toDesign((await badge.boundingBox())!, width, height);
          const where = `${lang}, ${seats} seats, ${scene}: badge at ${JSON.stringify(box)}`;
          expect(inside(shrink(box), SAFE_AREA), where).toBe(true);
          expect(inside(shrink(box), scene === 'auction' ? REPLAY_BADGE : RESULTS_HINT), where).toBe(true);
          // Its words (the speed and the keys too) fit in it, none under 32 design px.
          const fit = await badge.evaluate((e, k) => ({
            fits: e.scrollWidth <= e.clientWidth + 1 && e.scrollHeight <= e.clientHeight + 1,
            smallest: Math.min(...[...e.querySelectorAll('strong, small')].map((c) => parseFloat(getComputedStyle(c).fontSize) / k)),
            text: e.textContent ?? '',
          }), Math.min(width / 1920, height / 1080));
          expect(fit.fits, where).toBe(true);
          expect(fit.smallest, where).toBeGreaterThanOrEqual(31.5);
          expect(fit.text, where).toMatch(/4/);
          if (scene === 'auction') for (const card of tableLayout(seats).seats) expect(overlaps(shrink(box), card), where).toBe(false);
          const under = (await stageTexts(page)).filter((t) => overlaps(shrink(box), t));
          expect(under.map((t) => t.text), where).toEqual([]);
          await page.close();
        }
      }
    });
  }
});
