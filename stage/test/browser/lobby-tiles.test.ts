/**
 * The lobby's tiles on the demo page (stage/demo.html, no game server) in headless Chromium, with
 * every tile a lobby can have (the Replay tile too): each tile's label is drawn on one line, in
 * Malay at its full 32 design px, in every language at 30.5 or more (Italian's long row takes them
 * to about 31). In Malay the Language tile's "Bahasa Melayu" under "Bahasa" made its row the
 * widest and every tile's words shrank to 28 px. Screenshots at 1280x720 and 1920x1080 in
 * test/artifacts/.
 */
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { stageTexts } from '../../../test-support/stage-texts.js';
import { ARTIFACTS, serveStatic, useStageSuite } from './helpers.js';

const suite = useStageSuite(async () => {
  const site = await serveStatic();
  return { url: site.url, stop: site.close };
});

/** Each language's tile labels (the lobby's platform rows and Minus Auction's rules). */
const LABELS = {
  en: ['Preset', 'Timer', 'Add a bot', 'Start', 'Replay', 'How to play', 'Solo game', 'Language'],
  it: ['Regole', 'Timer', 'Aggiungi un bot', 'Via!', 'Rivedi', 'Come si gioca', 'Partita da solo', 'Lingua'],
  ms: ['Peraturan', 'Pemasa', 'Tambah bot', 'Mula', 'Ulang tayang', 'Cara bermain', 'Main seorang', 'Bahasa'],
  ko: ['규칙', '타이머', '봇 추가', '시작', '다시 보기', '게임 방법', '혼자 하기', '언어'],
} as const;

describe('the lobby tiles\' labels', () => {
  for (const lang of ['ms', 'it', 'en', 'ko'] as const) {
    for (const [width, height] of [[1280, 720], [1920, 1080]] as const) {
        it(`are ${lang === 'ms' ? '32' : 'at least 30.5'} design px on one line with the Replay tile, in ${lang} at ${width}x${height}`, async () => {
        const page = await suite.browser.newPage({ viewport: { width, height } });
        suite.watchErrors(page);
        await page.goto(`${suite.url}/demo.html?scene=lobby&seats=3&evening=4&replaytile=1&lang=${lang}`, { waitUntil: 'domcontentloaded' });
        await page.waitForFunction(() => document.body.dataset.ready === '1', null, { timeout: 60_000 });
        const want: readonly string[] = LABELS[lang];
        let labels: { text: string; px: number; h: number }[] = [];
        await expect.poll(async () => {
          labels = (await stageTexts(page)).filter((t) => want.includes(t.text));
          return labels.map((t) => t.text).sort();
        }, { timeout: 20_000 }).toEqual([...want].sort());
        await page.screenshot({ path: join(ARTIFACTS, `lobby-tiles-${lang}-${width}.png`) });
        const least = lang === 'ms' ? 31.9 : 30.5;
        expect(labels.filter((t) => t.px < least).map((t) => `${t.text} at ${t.px.toFixed(1)}`), `labels under ${least} design px`).toEqual([]);
        expect(labels.filter((t) => t.h > 32 * 1.6).map((t) => t.text), 'labels on two lines').toEqual([]);
        await page.close();
      }, 90_000);
    }
  }
});
