/**
 * The phone controller's size (issue 5): builds controller/ with Vite into a temporary folder and
 * reports its JavaScript, raw and gzip (level 9), against the 60 KB gzip budget. Also checks that
 * no PixiJS, howler or QR encoder slipped into the bundle. The keep-awake fallback (nosleep.js,
 * `no-sleep-*.js`) is fetched only by phones without the Screen Wake Lock API (plain http://):
 * shown on its own row, outside the sum every phone loads.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import type { BenchSection } from './section.js';

/** The budget for all of the controller's JavaScript, gzip (bytes). */
export const CONTROLLER_GZIP_BUDGET = 60 * 1024;

/** Files only some phones fetch (controller/src/net/no-sleep.ts, loaded where the Wake Lock API is missing). */
const ONLY_WITHOUT_WAKE_LOCK = /^no-sleep-[\w-]{8}\.js$/;

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

export const controllerSizeBench: BenchSection = {
  id: 'controller-size',
  title: 'Phone controller bundle size',
  async run() {
    const out = mkdtempSync(join(tmpdir(), 'minus-controller-'));
    try {
      await build({
        configFile: fileURLToPath(new URL('../controller/vite.config.ts', import.meta.url)),
        logLevel: 'warn',
        build: { outDir: out, emptyOutDir: true },
      });
      const assets = join(out, 'assets');
      const files = readdirSync(assets).filter((f) => f.endsWith('.js'));
      let raw = 0;
      let gz = 0;
      const rows: string[] = [];
      const optional: string[] = [];
      const foreign: string[] = [];
      for (const f of files) {
        const code = readFileSync(join(assets, f));
        const g = gzipSync(code, { level: 9 }).length;
        const row = `| ${f.replace(/-[\w-]{8}\.js$/, '.js')} | ${kb(code.length)} | ${kb(g)} |`;
        if (ONLY_WITHOUT_WAKE_LOCK.test(f)) optional.push(row.replace(/^\| ([^|]+) \|/, '| $1 (only without the Wake Lock API, plain http://) |'));
        else {
          raw += code.length;
          gz += g;
          rows.push(row);
        }
        const text = code.toString('utf8');
        if (/PIXI|pixi\.js|howler|Howl\(|qrcode/i.test(text)) foreign.push(f);
      }
      return [
        '| file | raw | gzip |',
        '|---|---|---|',
        ...rows,
        `| **all JavaScript every phone loads** | **${kb(raw)}** | **${kb(gz)}** |`,
        ...optional,
        '',
        `Budget: ${kb(CONTROLLER_GZIP_BUDGET)} gzip: ${gz <= CONTROLLER_GZIP_BUDGET ? 'within' : 'OVER'} (${((gz / CONTROLLER_GZIP_BUDGET) * 100).toFixed(0)}%).`,
        foreign.length ? `PixiJS, howler or a QR encoder found in: ${foreign.join(', ')}.` : 'No PixiJS, howler or QR encoder in the bundle.',
      ].join('\n');
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  },
};
