/**
 * The replay picker's lines on the demo page (`picker=1`: app/replay-panel.ts, replay-entry.ts),
 * in each of the stage's languages at 1280x720 and 1920x1080: a short name, practice games won by
 * 16-character names, a first place shared by two, a Korean name. Every game's line stays on one
 * line (a long name made "Game 3 · Minus Auction (practice) · … won" wrap), inside its button, at
 * 40 design px, its parts on one baseline (a Latin name sat higher than the Korean "승리" beside
 * it); only the names are cut ("…"), each still showing its first letters, and a name that is not
 * cut is followed at once by the rest (a short one stood in a 3 em box, a gap before "won"); the
 * button's accessible name is the whole line. The file of a game record is picked with a button
 * in the TV's language (the browser's own said "Choose File" in English), which opens the file
 * chooser; the input itself is hidden but keeps its name. With five games the picker stands inside
 * the safe area, does not scroll, and shows every game, the file's button, the keys and Close whole
 * (with four or more it scrolled, Close and the keys cut off under its edge, Korean first).
 */
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '@minus/shared/platform/i18n/locales';
import type { Page } from 'playwright-core';
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

/** The demo lobby with the replay picker open (five games) in `lang` at `width`x`height`: the page and the picker. */
async function openPicker(width: number, height: number, lang: Locale): Promise<{ page: Page; picker: ReturnType<Page['getByRole']> }> {
  const page = await suite.browser.newPage({ viewport: { width, height } });
  suite.watchErrors(page);
  await page.goto(`${suite.url}/demo.html?scene=lobby&picker=1&lang=${lang}`);
  await page.waitForFunction(() => document.body.dataset.ready === '1', null, { timeout: 60_000 });
  await page.waitForTimeout(300);
  const picker = page.getByRole('dialog', { name: WORDS[lang].title });
  await picker.waitFor({ state: 'visible', timeout: 15_000 });
  return { page, picker };
}

/** How one game's button lays out its line, in design px. */
interface Line {
  /** Lines of text. */
  lines: number;
  /** The line's width past the button's inside (0: none). */
  overflow: number;
  /** Parts other than names that do not show whole. */
  cut: string[];
  /** The least of each name's width shown less the least it may take (3 em, or the whole name when shorter). */
  nameRoom: number;
  /** The highest and lowest baselines of the line's parts, apart. */
  baselines: number;
  /** The widest space between a name shown whole and the text after it. */
  gap: number;
  font: number;
}

describe('the replay picker', () => {
  for (const [width, height] of [[1280, 720], [1920, 1080]] as const) {
    it(`keeps every game on one line, only long names cut, in every language (${width}x${height})`, async () => {
      for (const lang of LOCALES) {
        const { page, picker } = await openPicker(width, height, lang);
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
            const em = parseFloat(css.fontSize);
            const parts = [...b.querySelectorAll<HTMLElement>(':scope > span')];
            // Where each part's own text sits: its text node's glyph boxes (a cut name's run on past its box).
            const textOf = (part: HTMLElement) => (part.classList.contains('name') ? part.firstElementChild as HTMLElement : part);
            const glyphs = (part: HTMLElement) => {
              const r = document.createRange();
              r.selectNodeContents(textOf(part));
              return r.getBoundingClientRect();
            };
            // Each part's baseline: the foot of an empty inline box put in its text for the measure.
            const baselines = parts.map((part) => {
              const mark = textOf(part).appendChild(document.createElement('i'));
              mark.style.cssText = 'display: inline-block; width: 0; height: 0; vertical-align: baseline';
              const y = mark.getBoundingClientRect().bottom;
              mark.remove();
              return y;
            });
            const names = parts.filter((p) => p.classList.contains('name'));
            const whole = (n: HTMLElement) => textOf(n).scrollWidth <= textOf(n).clientWidth + 1;
            return {
              lines: tops.filter((t, i) => i === 0 || t - tops[i - 1]! > parseFloat(css.fontSize) / 2).length,
              overflow: Math.max(0, b.scrollWidth - b.clientWidth, ...parts.map((s) => s.getBoundingClientRect().right - right)) / k,
              cut: parts.filter((s) => !s.classList.contains('name') && s.scrollWidth > s.clientWidth + 1).map((s) => s.textContent ?? ''),
              nameRoom: Math.min(...names.map((n) => (n.getBoundingClientRect().width - Math.min(3 * em, glyphs(n).width)) / k)),
              baselines: (Math.max(...baselines) - Math.min(...baselines)) / k,
              gap: Math.max(0, ...names.filter((n) => whole(n) && parts[parts.indexOf(n) + 1]).map((n) => (glyphs(parts[parts.indexOf(n) + 1]!).left - glyphs(n).right) / k)),
              font: parseFloat(css.fontSize) / k,
            };
          }, Math.min(width / 1920, height / 1080));
          expect(line.lines, where).toBe(1);
          expect(line.overflow, where).toBeLessThanOrEqual(1);
          expect(line.cut, where).toEqual([]);
          // A cut name keeps its first letters (3 em, or all of a shorter name), and the words stay readable from the sofa.
          expect(line.nameRoom, where).toBeGreaterThanOrEqual(-1);
          expect(line.font, where).toBeGreaterThanOrEqual(40 - 0.5);
          expect(line.baselines, where).toBeLessThanOrEqual(1);
          expect(line.gap, where).toBeLessThanOrEqual(1);
        }
        // A game record file: a button in the TV's language opens the file chooser; the input is hidden, and keeps its name.
        const choose = picker.getByRole('button', { name: WORDS[lang].fileButton, exact: true });
        await choose.waitFor({ state: 'visible' });
        expect(await picker.locator('input[type=file]').isVisible()).toBe(false);
        const [chooser] = await Promise.all([page.waitForEvent('filechooser', { timeout: 10_000 }), choose.click()]);
        expect(chooser.isMultiple()).toBe(false);
        await picker.getByLabel(WORDS[lang].fileLabel).setInputFiles({ name: 'game.json', mimeType: 'application/json', buffer: Buffer.from('{}') });
        await page.close();
      }
    });
  }
});

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
        const { page, picker } = await openPicker(width, height, lang);
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
