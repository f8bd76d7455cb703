/**
 * Tonight's table on the TV (ui/results-frame.ts) heads each show's points with the show's short
 * name in the TV's language, from the show's card catalogue (Korean: 큐브, the show's cubes, as
 * 마이너스 beside minus points read as "minus"; 쓰레기; the titles,
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
});
