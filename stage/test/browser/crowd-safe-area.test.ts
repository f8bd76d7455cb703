/**
 * The crowd's tabs over the seat cards on the demo page (`crowd=1`: every seat guessed;
 * ui/crowd-overlay.ts, layout.ts `crowdTab`), at 1280x720 and 1920x1080, with 6 and 7 seats in
 * a practice game, in each of the stage's languages: every tab inside the safe area (at 7 seats
 * the one above the top left card stood in the margin, where a TV's overscan cuts), over no text
 * of another card nor the centre (it straddles its own card's top edge, by its name's line), nor
 * the PRACTICE tag.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Locale } from '@minus/shared/platform/i18n/locales';
import { inside, overlaps, SAFE_AREA, tableLayout, type Rect } from '../../src/platform/app/layout.js';
import { stageTexts } from '../../../test-support/stage-texts.js';
import { serveStatic, useStageSuite } from './helpers.js';
import { shrink, toDesign } from './design-box.js';

const suite = useStageSuite(async () => {
  const site = await serveStatic();
  return { url: site.url, stop: site.close };
});

/** Seat counts and languages: each language once per size, 6 and 7 seats (the two tightest tables). */
const CASES: [number, Locale][] = [[7, 'en'], [6, 'ms'], [7, 'ko'], [6, 'it']];

/** The crowd's tabs drawn: each one's label and box, in design px. */
function tabs(page: Page): Promise<{ label: string; box: Rect }[]> {
  return page.evaluate(() => {
    type Node = { visible: boolean; label?: string; children: Node[]; worldTransform: { a: number; tx: number; ty: number }; getBounds(): { x: number; y: number; width: number; height: number } };
    const app = (window as unknown as { __PIXI_APP__: { stage: Node } }).__PIXI_APP__;
    const design = app.stage.children[0]!;
    const k = design.worldTransform.a || 1;
    const out: { label: string; box: Rect }[] = [];
    const walk = (n: Node): void => {
      if (!n.visible) return;
      if (n.label?.startsWith('crowd ') && n.label !== 'crowd') {
        const b = n.getBounds();
        out.push({ label: n.label.slice('crowd '.length), box: { x: (b.x - design.worldTransform.tx) / k, y: (b.y - design.worldTransform.ty) / k, w: b.width / k, h: b.height / k } });
      }
      for (const c of n.children) walk(c);
    };
    walk(app.stage);
    return out;
  });
}

describe("the crowd's tabs", () => {
  for (const [width, height] of [[1280, 720], [1920, 1080]] as const) {
    it(`stand inside the safe area over no other text, in every language (${width}x${height})`, async () => {
      for (const [seats, lang] of CASES) {
        const page = await suite.browser.newPage({ viewport: { width, height } });
        suite.watchErrors(page);
        await page.goto(`${suite.url}/demo.html?scene=auction&seats=${seats}&crowd=1&practice=1&lang=${lang}`);
        await page.waitForFunction(() => document.body.dataset.ready === '1', null, { timeout: 60_000 });
        await page.waitForTimeout(300);
        const drawn = await tabs(page);
        expect(drawn, `${lang}, ${seats} seats`).toHaveLength(seats);
        const tag = toDesign((await page.locator('#practice-tag').boundingBox())!, width, height);
        const texts = await stageTexts(page);
        for (const { label, box } of drawn) {
          const where = `${lang}, ${seats} seats: "${label}" at ${JSON.stringify(box)}`;
          expect(inside(shrink(box), SAFE_AREA), where).toBe(true);
          expect(overlaps(shrink(box), tag), where).toBe(false);
          // Its own card: the one whose top edge it straddles.
          const own = tableLayout(seats).seats.find((c) => box.y < c.y && box.y + box.h > c.y && overlaps(box, c))!;
          expect(own, where).toBeDefined();
          const under = texts.filter((t) => t.text !== label && !inside(shrink(t), own) && overlaps(shrink(box), shrink(t)));
          expect(under.map((t) => t.text), where).toEqual([]);
        }
        await page.close();
      }
    });
  }
});
