/**
 * The phone controller's size: builds controller/ with Vite into a temporary folder and reports
 * its JavaScript, raw and gzip (level 9): the first load (join and lobby, with every show's card
 * but no show's screens) against the 60 KB gzip budget, and each show's chunk apart. The
 * keep-awake fallback (nosleep.js, controller/src/platform/net/no-sleep.ts) is fetched only by
 * phones without the Screen Wake Lock API (plain http://): on its own row, outside the first
 * load. Also checks that no PixiJS, howler or QR encoder slipped into the bundle.
 */
import { fileURLToPath } from 'node:url';
import { chunkRows, kb, measureChunks } from './chunks.js';
import type { BenchSection } from './section.js';

/** The budget for the controller's first load, gzip (bytes). */
export const CONTROLLER_GZIP_BUDGET = 60 * 1024;

/** The chunk only some phones fetch: its manifest key (loaded with `import()` where the Wake Lock API is missing). */
const ONLY_WITHOUT_WAKE_LOCK = /(^|\/)no-sleep\.ts$/;

export const controllerSizeBench: BenchSection = {
  id: 'controller-size',
  title: 'Phone controller bundle size',
  async run() {
    const chunks = await measureChunks(fileURLToPath(new URL('../controller/vite.config.ts', import.meta.url)), { optional: ONLY_WITHOUT_WAKE_LOCK });
    const foreign = [...chunks.texts].filter(([, text]) => /PIXI|pixi\.js|howler|Howl\(|qrcode/i.test(text)).map(([f]) => f);
    const first = chunks.firstLoad.gz;
    const withShow = chunks.shows.map((s) => `${s.id} ${kb(first + s.download.gz)}`).join(', ');
    return [
      ...chunkRows(chunks, 'only without the Wake Lock API (plain http://): nosleep.js'),
      '',
      `Budget for the first load: ${kb(CONTROLLER_GZIP_BUDGET)} gzip: ${first <= CONTROLLER_GZIP_BUDGET ? 'within' : 'OVER'} (${((first / CONTROLLER_GZIP_BUDGET) * 100).toFixed(0)}%). First load plus a show's chunk: ${withShow}.`,
      foreign.length ? `PixiJS, howler or a QR encoder found in: ${foreign.join(', ')}.` : 'No PixiJS, howler or QR encoder in the bundle.',
    ].join('\n');
  },
};
