/**
 * The phone controller's size (issue 5): builds controller/ with Vite into a temporary folder and
 * reports its JavaScript, raw and gzip (level 9), against the 60 KB gzip budget. Also checks that
 * no PixiJS, howler or QR encoder slipped into the bundle.
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
      const foreign: string[] = [];
      for (const f of files) {
        const code = readFileSync(join(assets, f));
        const g = gzipSync(code, { level: 9 }).length;
        raw += code.length;
        gz += g;
        rows.push(`| ${f.replace(/-[\w-]{8}\.js$/, '.js')} | ${kb(code.length)} | ${kb(g)} |`);
        const text = code.toString('utf8');
        if (/PIXI|pixi\.js|howler|Howl\(|qrcode/i.test(text)) foreign.push(f);
      }
      return [
        '| file | raw | gzip |',
        '|---|---|---|',
        ...rows,
        `| **all JavaScript** | **${kb(raw)}** | **${kb(gz)}** |`,
        '',
        `Budget: ${kb(CONTROLLER_GZIP_BUDGET)} gzip: ${gz <= CONTROLLER_GZIP_BUDGET ? 'within' : 'OVER'} (${((gz / CONTROLLER_GZIP_BUDGET) * 100).toFixed(0)}%).`,
        foreign.length ? `PixiJS, howler or a QR encoder found in: ${foreign.join(', ')}.` : 'No PixiJS, howler or QR encoder in the bundle.',
      ].join('\n');
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  },
};
