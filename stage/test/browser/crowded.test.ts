/**
 * A crowded evening on the demo page (no server): tonight's table on the finale when more people
 * played tonight than it has room for (every row in the accessible mirror; on screen every row
 * that fits, at 32 px or more, then "+N more on the phones", all above the join box), and the
 * classic preset's nine cubes in the auction's vault, which cover no seat card in any language.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { serveStatic, useStageSuite } from './helpers.js';
import { stageTexts, type StageText } from '../../../test-support/stage-texts.js';
import { finaleLayout } from '../../src/shows/minus-auction/finale-layout.js';
import { lobbyLayout, overlaps, type Rect, tableLayout } from '../../src/platform/app/layout.js';

const suite = useStageSuite(async () => {
  const site = await serveStatic();
  return { url: site.url, stop: site.close };
});

async function openDemo(query: string, width = 1280, height = 720): Promise<Page> {
  const page = await suite.browser.newPage({ viewport: { width, height } });
  suite.watchErrors(page);
  await page.goto(`${suite.url}/demo.html?${query}`, { waitUntil: 'domcontentloaded' });
  await page.waitForFunction(() => document.body.dataset.ready === '1', null, { timeout: 60_000 });
  return page;
}

/** What the auction's vault draws (its label and each face-down cube), in design px. */
function vaultParts(page: Page): Promise<Rect[]> {
  return page.evaluate(() => {
    type Node = { label?: string; children: Node[]; worldTransform: { a: number; tx: number; ty: number }; getBounds(): { x: number; y: number; width: number; height: number } };
    const app = (globalThis as unknown as { __PIXI_APP__: { stage: Node } }).__PIXI_APP__;
    const design = app.stage.children[0]!;
    const k = design.worldTransform.a || 1;
    const find = (n: Node): Node | null => n.label === 'vault' ? n : n.children.map(find).find((x) => x) ?? null;
    return (find(app.stage)?.children ?? []).map((c) => {
      const b = c.getBounds();
      return { x: (b.x - design.worldTransform.tx) / k, y: (b.y - design.worldTransform.ty) / k, w: b.width / k, h: b.height / k };
    });
  });
}

describe('a crowded evening on the stage', () => {
  // Eight people (five seats and three who left after an earlier game), then twelve.
  for (const [seats, people, w, h] of [[5, 8, 1280, 720], [7, 12, 1920, 1080]] as const) {
    it(`tonight's table of ${people} people at ${w}x${h}: the page lists them all, the screen every one that fits and then how many more the phones show`, async () => {
      const page = await openDemo(`scene=finale&seats=${seats}&evening=${people}`, w, h);
      const evening = page.getByRole('region', { name: "Tonight's table" });
      await expect.poll(() => evening.getByRole('listitem').count(), { timeout: 15_000 }).toBe(people);
      const names = (await evening.getByRole('listitem').allTextContents()).map((line) => line.slice(0, line.indexOf(':')));
      const { evening: box, joinQr } = finaleLayout([]);
      // The table's texts: the right column, from its title down to the join box.
      const inTable = (t: StageText) => t.x >= box.x - 2 && t.y >= box.y - 2 && t.y < joinQr.y;
      let drawn: StageText[] = [];
      const more = people > 8 ? `+${people - 7} more on the phones` : null;
      await expect.poll(async () => {
        drawn = (await stageTexts(page)).filter(inTable);
        return drawn.some((t) => t.text === names[0]) && (!more || drawn.some((t) => t.text === more));
      }, { timeout: 15_000 }).toBe(true);
      const onScreen = names.filter((name) => drawn.some((t) => t.text === name));
      if (more) {
        // The top seven, in the table's order; the last line says the rest are on the phones.
        expect(onScreen).toEqual(names.slice(0, 7));
      } else {
        expect(onScreen).toEqual(names);
      }
      const rows = drawn.filter((t) => names.includes(t.text));
      for (let i = 1; i < rows.length; i++) expect(rows[i]!.y).toBeGreaterThan(rows[i - 1]!.y + 36);
      // Names, numbers and the last line readable from the sofa, and clear of the join box.
      for (const t of drawn.filter((x) => x.y > box.y + 60)) {
        expect(t.px, t.text).toBeGreaterThanOrEqual(32);
        expect(t.y + t.h, t.text).toBeLessThanOrEqual(joinQr.y);
      }
      await page.close();
    });
  }

  // Seven seats put a card in each top corner; three to six, a card beside the vault's band.
  for (const [seats, lang, label] of [[7, 'en', 'VAULT'], [7, 'it', 'CAVEAU'], [7, 'ko', '금고'], [7, 'ms', 'PETI BESI'], [5, 'it', 'CAVEAU'], [6, 'en', 'VAULT']] as const) {
    it(`the classic preset's nine cubes in the vault cover no seat card (${seats} seats, ${lang})`, async () => {
      const page = await openDemo(`scene=auction&seats=${seats}&vault=9&lang=${lang}`);
      let parts: Rect[] = [];
      await expect.poll(async () => (parts = await vaultParts(page)).length, { timeout: 15_000 }).toBe(10);
      const cards = tableLayout(seats).seats;
      for (const part of parts) {
        for (const card of cards) expect(overlaps(part, card), `${JSON.stringify(part)} on a card`).toBe(false);
      }
      // Its label keeps its 32 px.
      const drawn = (await stageTexts(page)).find((t) => t.text === label);
      expect(drawn?.px).toBeGreaterThanOrEqual(32);
      // The cubes keep their size: at least 40 design px tall (27 px at 1280x720).
      expect(Math.min(...parts.slice(1).map((p) => p.h))).toBeGreaterThanOrEqual(40);
      await page.close();
    });
  }
});

describe('the show\'s pitch under its title in the lobby', () => {
  // Italian and Malay pitches are long: two lines, not one line squeezed to about 13 px at 1280x720.
  for (const lang of ['en', 'it', 'ms', 'ko'] as const) {
    it(`is readable from the sofa and clear of the title and the tiles (${lang})`, async () => {
      const page = await openDemo(`scene=lobby&lang=${lang}`);
      const l = lobbyLayout();
      let drawn: StageText[] = [];
      await expect.poll(async () => (drawn = await stageTexts(page)).some((t) => t.text === 'MINUS AUCTION'), { timeout: 15_000 }).toBe(true);
      const title = drawn.find((t) => t.text === 'MINUS AUCTION')!;
      // The pitch: the text starting under the title, above the settings' tiles.
      const pitch = drawn.find((t) => t !== title && Math.abs(t.x - (l.title.x + 4)) < 8 && t.y > title.y && t.y < l.settings.y)!;
      expect(pitch, 'the pitch').toBeDefined();
      expect(pitch.px, pitch.text).toBeGreaterThanOrEqual(30); // design px: 20 px at 1280x720
      expect(pitch.x + pitch.w).toBeLessThanOrEqual(l.title.x + l.title.w + 8);
      expect(pitch.y + pitch.h, pitch.text).toBeLessThanOrEqual(l.settings.y + 4);
      expect(title.y + title.h * 0.8, 'the title\'s letters above the pitch').toBeLessThanOrEqual(pitch.y + 8);
      await page.close();
    });
  }
});
