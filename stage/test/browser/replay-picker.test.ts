/**
 * The replay picker's lines on the demo page (`picker=1`: app/replay-panel.ts, replay-entry.ts),
 * in each of the stage's languages at 1280x720 and 1920x1080: practice games won by 16-character
 * names, a first place shared by two, a Korean name. Every game's line stays on one line (a long
 * name made "Game 3 · Minus Auction (practice) · … won" wrap), inside its button, at 40 design px;
 * only the names are cut ("…"), each still showing its first letters; the button's accessible
 * name is the whole line.
 */
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '@minus/shared/platform/i18n/locales';
import { entryParts } from '../../src/platform/app/replay-entry.js';
import { DEMO_GAMES } from '../../src/shows/minus-auction/demo-replay.js';
import { en, type ReplayTexts } from '../../src/platform/ui/replay-texts/en.js';
import { it as itWords } from '../../src/platform/ui/replay-texts/it.js';
import { ko } from '../../src/platform/ui/replay-texts/ko.js';
import { ms } from '../../src/platform/ui/replay-texts/ms.js';
import { serveStatic, useStageSuite } from './helpers.js';

const suite = useStageSuite(async () => {
  const site = await serveStatic();
  return { url: site.url, stop: site.close };
});

const WORDS: Record<Locale, ReplayTexts> = { en, it: itWords, ko, ms };

/** How one game's button lays out its line, in design px. */
interface Line {
  /** Lines of text. */
  lines: number;
  /** The line's width past the button's inside (0: none). */
  overflow: number;
  /** Parts other than names that do not show whole. */
  cut: string[];
  /** The narrowest name's width shown. */
  narrowestName: number;
  font: number;
}

describe('the replay picker', () => {
  for (const [width, height] of [[1280, 720], [1920, 1080]] as const) {
    it(`keeps every game on one line, only long names cut, in every language (${width}x${height})`, async () => {
      for (const lang of LOCALES) {
        const page = await suite.browser.newPage({ viewport: { width, height } });
        suite.watchErrors(page);
        await page.goto(`${suite.url}/demo.html?scene=lobby&picker=1&lang=${lang}`);
        await page.waitForFunction(() => document.body.dataset.ready === '1', null, { timeout: 60_000 });
        await page.waitForTimeout(300);
        const picker = page.getByRole('dialog', { name: WORDS[lang].title });
        await picker.waitFor({ state: 'visible', timeout: 15_000 });
        for (const [game, show, winners, practice] of DEMO_GAMES) {
          const whole = entryParts(WORDS[lang], game, show, winners, practice).map((p) => p.text).join('');
          const where = `${lang}, ${whole}`;
          const button = picker.getByRole('button', { name: whole, exact: true });
          await button.waitFor({ state: 'visible', timeout: 15_000 });
          const line = await button.evaluate((b, k): Line => {
            const css = getComputedStyle(b);
            // The text's line boxes: one top per line.
            const range = document.createRange();
            range.selectNodeContents(b);
            const tops = [...range.getClientRects()].map((r) => r.top).sort((x, y) => x - y);
            const right = b.getBoundingClientRect().right - parseFloat(css.paddingRight);
            const spans = [...b.querySelectorAll('span')];
            return {
              lines: tops.filter((t, i) => i === 0 || t - tops[i - 1]! > parseFloat(css.fontSize) / 2).length,
              overflow: Math.max(0, b.scrollWidth - b.clientWidth, ...spans.map((s) => s.getBoundingClientRect().right - right)) / k,
              cut: spans.filter((s) => !s.classList.contains('name') && s.scrollWidth > s.clientWidth + 1).map((s) => s.textContent ?? ''),
              narrowestName: Math.min(...spans.filter((s) => s.classList.contains('name')).map((s) => s.getBoundingClientRect().width / k)),
              font: parseFloat(css.fontSize) / k,
            };
          }, Math.min(width / 1920, height / 1080));
          expect(line.lines, where).toBe(1);
          expect(line.overflow, where).toBeLessThanOrEqual(1);
          expect(line.cut, where).toEqual([]);
          // A cut name keeps its first letters (3 em), and the words stay readable from the sofa.
          expect(line.narrowestName, where).toBeGreaterThanOrEqual(3 * 40 - 1);
          expect(line.font, where).toBeGreaterThanOrEqual(40 - 0.5);
        }
        await page.close();
      }
    });
  }
});
