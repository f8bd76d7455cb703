/**
 * The PRACTICE tag of a practice game on the demo page (app/practice-tag.ts, layout.ts
 * `PRACTICE_TAG`), found by its role and words in each of the stage's languages, at 1280x720 and
 * 1920x1080, with 6 and 7 seats and the vault full: inside the safe area (at the top edge a TV's
 * overscan cut it), its words within its box, and over no text the stage draws nor any seat card.
 */
import { describe, expect, it } from 'vitest';
import type { Locale } from '@minus/shared/platform/i18n/locales';
import { inside, overlaps, PRACTICE_TAG, SAFE_AREA, tableLayout } from '../../src/platform/app/layout.js';
import { en } from '../../src/platform/i18n/texts/en.js';
import { it as itWords } from '../../src/platform/i18n/texts/it.js';
import { ko } from '../../src/platform/i18n/texts/ko.js';
import { ms } from '../../src/platform/i18n/texts/ms.js';
import { stageTexts } from '../../../test-support/stage-texts.js';
import { serveStatic, useStageSuite } from './helpers.js';
import { shrink, toDesign } from './design-box.js';

const suite = useStageSuite(async () => {
  const site = await serveStatic();
  return { url: site.url, stop: site.close };
});

const WORDS: Record<Locale, readonly string[]> = { en: en.results.practiceTag, it: itWords.results.practiceTag, ko: ko.results.practiceTag, ms: ms.results.practiceTag };
/** Seat counts and languages: each language once per size, 6 and 7 seats (the two layouts beside the tag). */
const CASES: [number, Locale][] = [[7, 'en'], [6, 'ms'], [7, 'ko'], [6, 'it']];

describe('the PRACTICE tag', () => {
  for (const [width, height] of [[1280, 720], [1920, 1080]] as const) {
    it(`stands inside the safe area over nothing else, in every language (${width}x${height})`, async () => {
      for (const [seats, lang] of CASES) {
        const page = await suite.browser.newPage({ viewport: { width, height } });
        suite.watchErrors(page);
        await page.goto(`${suite.url}/demo.html?scene=auction&seats=${seats}&vault=9&practice=1&lang=${lang}`);
        await page.waitForFunction(() => document.body.dataset.ready === '1', null, { timeout: 60_000 });
        await page.waitForTimeout(300);
        const [what, note] = WORDS[lang];
        const tag = page.getByRole('status').filter({ hasText: what! }).filter({ hasText: note! });
        await tag.waitFor({ state: 'visible', timeout: 15_000 });
        const box = toDesign((await tag.boundingBox())!, width, height);
        const where = `${lang}, ${seats} seats: tag at ${JSON.stringify(box)}`;
        expect(inside(shrink(box), SAFE_AREA), where).toBe(true);
        expect(inside(shrink(box), PRACTICE_TAG), where).toBe(true);
        // Its words fit in it, not spilling past its gold box.
        expect(await tag.evaluate((e) => e.scrollWidth <= e.clientWidth + 1), where).toBe(true);
        for (const card of tableLayout(seats).seats) expect(overlaps(shrink(box), card), where).toBe(false);
        const under = (await stageTexts(page)).filter((t) => overlaps(shrink(box), t));
        expect(under.map((t) => t.text), where).toEqual([]);
        await page.close();
      }
    });
  }
});
