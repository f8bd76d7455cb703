/**
 * The replay picker with five of tonight's games (the demo page, `picker=1`), in each of the
 * stage's languages at 1280x720 and 1920x1080: it stands inside the safe area, does not scroll,
 * and shows every game, the file's button, the keys and Close whole (with four or more games it
 * scrolled, Close and the keys cut off under its edge, Korean first).
 */
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '@minus/shared/platform/i18n/locales';
import { SAFE_AREA } from '../../src/platform/app/layout.js';
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

type Box = { x: number; y: number; width: number; height: number };
const within = (a: Box, b: Box) => a.x >= b.x - 1 && a.y >= b.y - 1 && a.x + a.width <= b.x + b.width + 1 && a.y + a.height <= b.y + b.height + 1;

describe('the replay picker with five games', () => {
  for (const [width, height] of [[1280, 720], [1920, 1080]] as const) {
    it(`fits whole, Close and the keys showing, in every language (${width}x${height})`, async () => {
      const k = Math.min(width / 1920, height / 1080);
      const dx = (width - 1920 * k) / 2;
      const dy = (height - 1080 * k) / 2;
      const safe = { x: dx + SAFE_AREA.x * k, y: dy + SAFE_AREA.y * k, width: SAFE_AREA.w * k, height: SAFE_AREA.h * k };
      for (const lang of LOCALES) {
        const page = await suite.browser.newPage({ viewport: { width, height } });
        suite.watchErrors(page);
        await page.goto(`${suite.url}/demo.html?scene=lobby&picker=1&lang=${lang}`);
        await page.waitForFunction(() => document.body.dataset.ready === '1', null, { timeout: 60_000 });
        await page.waitForTimeout(300);
        const picker = page.getByRole('dialog', { name: WORDS[lang].title });
        await picker.waitFor({ state: 'visible', timeout: 15_000 });
        const box = (await picker.boundingBox())!;
        expect(within(box, safe), `${lang}: the picker in the safe area`).toBe(true);
        // Nothing in it scrolls: every part below shows whole inside its box.
        const scrolls = await picker.evaluate((d) => [d, ...d.querySelectorAll('*')].some((e) => e.scrollHeight > e.clientHeight + 1 && getComputedStyle(e).overflowY !== 'visible'));
        expect(scrolls, `${lang}: something in the picker scrolls`).toBe(false);
        const parts = [
          ...DEMO_GAMES.map(([game, show, winners, practice]) => picker.getByRole('button', { name: entryParts(WORDS[lang], game, show, winners, practice).map((p) => p.text).join(''), exact: true })),
          picker.getByRole('button', { name: WORDS[lang].fileButton, exact: true }),
          picker.getByText(WORDS[lang].pickKeys, { exact: true }),
          picker.getByRole('button', { name: WORDS[lang].close, exact: true }),
        ];
        for (const part of parts) {
          const b = (await part.boundingBox())!;
          expect(within(b, box), `${lang}: ${await part.textContent()} whole in the picker`).toBe(true);
        }
        await page.close();
      }
    });
  }
});
