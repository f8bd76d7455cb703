/**
 * What the server sends for the built apps (server/src/http/compression.ts): the text files a
 * first load fetches (scripts, styles, the page), raw, gzip level 6, and brotli at the quality
 * the server uses and at brotli's top level, with the CPU each costs for one whole app (median of
 * 5 runs, this process, one core). The stage and the controller are built first when stale.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { BROTLI_QUALITY } from '../server/src/http/compression.js';
import type { BenchSection } from './section.js';

const root = fileURLToPath(new URL('../', import.meta.url));
const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;

/** The text files of a built app (page, scripts, styles; the demo page left out). */
function textFiles(dist: string): Buffer[] {
  const assets = readdirSync(join(dist, 'assets')).filter((f) => /\.(js|css)$/.test(f)).map((f) => join(dist, 'assets', f));
  return [join(dist, 'index.html'), ...assets].map((f) => readFileSync(f));
}

/** Total compressed size and median CPU ms of compressing every file once. */
function measure(files: Buffer[], compress: (b: Buffer) => Buffer): { bytes: number; ms: number } {
  const times: number[] = [];
  let bytes = 0;
  for (let run = 0; run < 5; run++) {
    const t0 = process.cpuUsage();
    bytes = files.reduce((sum, f) => sum + compress(f).length, 0);
    const used = process.cpuUsage(t0);
    times.push((used.user + used.system) / 1000);
  }
  times.sort((a, b) => a - b);
  return { bytes, ms: times[2]! };
}

export const servingBench: BenchSection = {
  id: 'serving',
  title: 'Serving the built apps: compression',
  async run() {
    execFileSync(process.execPath, ['server/scripts/build-if-needed.mjs', 'stage', 'controller'], { cwd: root, stdio: 'ignore' });
    const ways: [string, (b: Buffer) => Buffer][] = [
      ['gzip 6', (b) => gzipSync(b, { level: 6 })],
      [`brotli ${BROTLI_QUALITY} (served)`, (b) => brotliCompressSync(b, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })],
      ['brotli 11', (b) => brotliCompressSync(b, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })],
    ];
    const rows: string[] = [];
    for (const part of ['stage', 'controller']) {
      const files = textFiles(join(root, part, 'dist'));
      const raw = files.reduce((s, f) => s + f.length, 0);
      const cells = ways.map(([, fn]) => measure(files, fn)).map((m) => `${kb(m.bytes)} (${((raw / m.bytes)).toFixed(1)}x), ${m.ms.toFixed(0)} ms`);
      rows.push(`| ${part} (${files.length} files) | ${kb(raw)} | ${cells.join(' | ')} |`);
    }
    return [
      `| app, first load's text files | raw | ${ways.map(([name]) => name).join(' | ')} |`,
      '|---|---|---|---|---|',
      ...rows,
      '',
      'Each cell: bytes sent (ratio to raw), CPU to compress the whole app once. The server compresses on the fly for each',
      'first load; hashed files are then cached by the browser for a year (no second download), the page is revalidated (a 304).',
      'The controller\'s files include the keep-awake fallback (no-sleep), which only phones on plain http:// fetch.',
    ].join('\n');
  },
};
