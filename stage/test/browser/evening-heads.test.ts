/**
 * Tonight's table on the TV (ui/results-frame.ts) heads each show's points with the show's short
 * name in the TV's language, from the show's card catalogue (Korean: 큐브, the show's cubes, as
 * 마이너스 beside minus points read as "minus"; 명성, the fame Rubbish Auction counts, as 쓰레기
 * read "garbage" and, three letters wide, pushed the wins head onto a line of its own; the titles,
 * and so their short forms, stay as they are in Italian and Malay, docs/I18N.md): it read
 * "Minus" / "Rubbish" on a Korean TV. The demo page's finale after an evening of both shows
 * (`cubes=run&evening=8`), on the canvas and in the accessible mirror's rows.
 */
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '@minus/shared/platform/i18n/locales';
import type { MinusCardTexts } from '@minus/shared/shows/minus-auction/card-texts/en';
import type { RubbishCardTexts } from '@minus/shared/shows/rubbish-auction/card-texts/en';
import { minusCardTexts } from '@minus/shared/shows/minus-auction/card-texts/index';
import { rubbishCardTexts } from '@minus/shared/shows/rubbish-auction/card-texts/index';
import { stageTexts, type StageText } from '../../../test-support/stage-texts.js';
import { en } from '../../src/platform/i18n/texts/en.js';
import { it as itTexts } from '../../src/platform/i18n/texts/it.js';
import { ko } from '../../src/platform/i18n/texts/ko.js';
import { ms } from '../../src/platform/i18n/texts/ms.js';
import { ko as rubbishStageKo } from '../../src/shows/rubbish-auction/texts/ko.js';
import { drawnTexts, serveStatic, useStageSuite } from './helpers.js';

const suite = useStageSuite(async () => {
  const site = await serveStatic();
  return { url: site.url, stop: site.close };
});

describe('tonight\'s table\'s column heads', () => {
  it('name each show in the TV\'s language', async () => {
    const words = new Map<Locale, [MinusCardTexts, RubbishCardTexts]>();
    for (const l of LOCALES) words.set(l, [await minusCardTexts.load(l), await rubbishCardTexts.load(l)]);
    // Beside minus points a Korean head of 마이너스 read as "minus", not as the show: it names the show's cubes (docs/I18N.md game words).
    expect(words.get('ko')![0].short).not.toMatch(/마이너스/);
    expect(words.get('ko')![0].short).toBe('큐브');
    // Rubbish Auction's head is the fame it counts, the TV's own word for it (its fame track's), not 쓰레기 ("garbage").
    expect(words.get('ko')![1].short).toBe(rubbishStageKo.fame);
    for (const lang of LOCALES) {
      const [minus, rubbish] = words.get(lang)!.map((w) => w.short);
      const page = await suite.browser.newPage({ viewport: { width: 1280, height: 720 } });
      suite.watchErrors(page);
      await page.goto(`${suite.url}/demo.html?scene=finale&seats=5&cubes=run&evening=8&lang=${lang}`);
      await page.waitForFunction(() => document.body.dataset.ready === '1', null, { timeout: 60_000 });
      await expect.poll(() => page.evaluate(() => document.querySelectorAll('#evening-rows li').length), { timeout: 15_000 }).toBeGreaterThan(0);
      const drawn = await drawnTexts(page);
      expect(drawn, lang).toEqual(expect.arrayContaining([minus, rubbish]));
      if (lang === 'ko') expect(drawn.filter((t) => t === 'Minus' || t === 'Rubbish'), lang).toEqual([]);
      const rows = await page.locator('#evening-rows li').allTextContents();
      expect(rows.some((r) => r.includes(`${minus} `)), `${lang}: ${rows[0]}`).toBe(true);
      await page.close();
    }
  });

  it('stay readable from the sofa beside two shows\' columns at 1280x720: at least 28 design px, none on another', async () => {
    const stage = { en, it: itTexts, ko, ms };
    for (const lang of LOCALES) {
      const [minus, rubbish] = [(await minusCardTexts.load(lang)).short, (await rubbishCardTexts.load(lang)).short];
      const page = await suite.browser.newPage({ viewport: { width: 1280, height: 720 } });
      suite.watchErrors(page);
      await page.goto(`${suite.url}/demo.html?scene=finale&seats=5&cubes=run&evening=8&lang=${lang}`);
      await page.waitForFunction(() => document.body.dataset.ready === '1', null, { timeout: 60_000 });
      await expect.poll(() => page.evaluate(() => document.querySelectorAll('#evening-rows li').length), { timeout: 15_000 }).toBeGreaterThan(0);
      const texts = await stageTexts(page);
      const heads = [stage[lang].results.name, stage[lang].results.wins, minus, rubbish].map((word) => texts.find((t) => t.text === word));
      expect(heads.every(Boolean), `${lang}: ${heads.map((h) => h?.text)}`).toBe(true);
      const boxes = heads as StageText[];
      for (const h of boxes) expect(h.px, `${lang}: ${h.text}`).toBeGreaterThanOrEqual(28);
      const apart = (a: StageText, b: StageText) => a.x + a.w <= b.x || b.x + b.w <= a.x || a.y + a.h <= b.y || b.y + b.h <= a.y;
      boxes.forEach((a, i) => boxes.slice(i + 1).forEach((b) => expect(apart(a, b), `${lang}: ${a.text} on ${b.text}`).toBe(true)));
      await page.close();
    }
  });
});
