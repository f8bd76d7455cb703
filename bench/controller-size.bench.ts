/**
 * The phone controller's size: builds controller/ with Vite into a temporary folder and reports
 * its JavaScript, raw and gzip (level 9): the first load (the join screen, with every show's card
 * but no show's screens) against the 60 KB gzip budget, and each show's chunk apart. The
 * keep-awake fallback (nosleep.js, controller/src/platform/net/no-sleep.ts) is fetched only by
 * phones without the Screen Wake Lock API (plain http://): on its own row, outside the first
 * load. Each language's words (and Korean's font CSS) are fetched only by phones that speak it:
 * apart too, a row per language. Also checks that no PixiJS, howler or QR encoder slipped into the bundle.
 */
import { fileURLToPath } from 'node:url';
import { chunkRows, kb, measureChunks, type Chunks } from './chunks.js';
import type { BenchSection } from './section.js';

/** The budget for the controller's first load, gzip (bytes). */
export const CONTROLLER_GZIP_BUDGET = 60 * 1024;

/** The chunk only some phones fetch: its manifest key (loaded with `import()` where the Wake Lock API is missing). */
const ONLY_WITHOUT_WAKE_LOCK = /(^|\/)no-sleep\.ts$/;
/** A translated catalogue (`texts/ko.ts`) or a language's face (`korean-font.ts`): fetched only by phones in that language. */
const LANGUAGE_CHUNK = /(^|\/)(?:(ko|it|ms)\.ts|(korean)-font\.ts)$/;
const LANGUAGE_OF: Record<string, string> = { ko: 'ko', it: 'it', ms: 'ms', korean: 'ko' };

/**
 * Each language's extra download over English (docs/I18N.md): its catalogues (the platform's in
 * the first load, each show's with the show) and, for Korean, the font's CSS. The Hangul font
 * files themselves come in `unicode-range` slices, fetched only for the characters on screen.
 */
function languageRows(chunks: Chunks): string[] {
  const rows = new Map<string, { js: number; css: number; files: number }>();
  for (const [key, chunk] of Object.entries(chunks.manifest)) {
    const m = LANGUAGE_CHUNK.exec(key);
    if (!m) continue;
    const lang = LANGUAGE_OF[m[2] ?? m[3] ?? '']!;
    const row = rows.get(lang) ?? { js: 0, css: 0, files: 0 };
    if (chunk.file.endsWith('.css')) row.css += chunks.sizes.get(chunk.file)?.gz ?? 0;
    else row.js += chunks.sizes.get(chunk.file)?.gz ?? 0;
    row.files += 1;
    for (const css of chunk.css ?? []) row.css += chunks.sizes.get(css)?.gz ?? 0;
    rows.set(lang, row);
  }
  // A face's CSS may hang off its importer in the manifest: find it by its file name too.
  for (const [file, size] of chunks.sizes) {
    const m = /(?:^|\/)(korean)-font-[^/]*\.css$/.exec(file);
    const row = m ? rows.get(LANGUAGE_OF[m[1]!]!) : undefined;
    if (row && row.css === 0) row.css = size.gz;
  }
  return [
    '| language | extra files | words (JS, gzip) | font CSS (gzip) |',
    '|---|---|---|---|',
    '| en | 0 | 0 (bundled) | 0 |',
    ...[...rows].sort(([a], [b]) => a.localeCompare(b)).map(([lang, r]) => `| ${lang} | ${r.files} | ${kb(r.js)} | ${kb(r.css)} |`),
  ];
}

export const controllerSizeBench: BenchSection = {
  id: 'controller-size',
  title: 'Phone controller bundle size',
  async run() {
    const optional = new RegExp(`${ONLY_WITHOUT_WAKE_LOCK.source}|${LANGUAGE_CHUNK.source}`);
    const chunks = await measureChunks(fileURLToPath(new URL('../controller/vite.config.ts', import.meta.url)), { optional, later: /(^|\/)room-screens\.ts$/ });
    const foreign = [...chunks.texts].filter(([, text]) => /PIXI|pixi\.js|howler|Howl\(|qrcode/i.test(text)).map(([f]) => f);
    const first = chunks.firstLoad.gz;
    const withShow = chunks.shows.map((s) => `${s.id} ${kb(first + chunks.later.gz + s.download.gz)}`).join(', ');
    return [
      ...chunkRows(chunks, 'only some phones: nosleep.js (no Wake Lock API), and each language\'s words and face'),
      '',
      'Each language\'s extra bytes over English (fetched only by a phone that speaks it):',
      '',
      ...languageRows(chunks),
      '',
      `Budget for the first load: ${kb(CONTROLLER_GZIP_BUDGET)} gzip: ${first <= CONTROLLER_GZIP_BUDGET ? 'within' : 'OVER'} (${((first / CONTROLLER_GZIP_BUDGET) * 100).toFixed(0)}%). First load, the in-room screens and a show's chunk: ${withShow}.`,
      foreign.length ? `PixiJS, howler or a QR encoder found in: ${foreign.join(', ')}.` : 'No PixiJS, howler or QR encoder in the bundle.',
    ].join('\n');
  },
};
