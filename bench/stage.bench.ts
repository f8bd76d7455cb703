/**
 * The stage (issue 6): the JavaScript the stage page loads (gzip, budget 250 KB), the frame time
 * of a busy 7-seat auction in headless Chromium (median and p95; software WebGL, so a real TV with
 * a GPU does better), and the page's JS heap after game 1 and game 20 of a bot-only evening.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BenchSection } from './section.js';
import { buildStage, launch, serveStatic, startGameServer, STAGE_DIR } from '../stage/test/browser/helpers.js';

const BUDGET_KB = 250;

function quantile(xs: number[], q: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? NaN;
}

/**
 * Every JS file the stage page loads until its lobby is up (QR included: its module is loaded on
 * demand by the lobby), against the real server, gzip -9 per file as a web server would send it.
 */
async function jsLoaded(): Promise<{ raw: number; gz: number; files: number }> {
  const server = await startGameServer();
  const browser = await launch();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
    const files = new Set<string>();
    page.on('response', (r) => { const u = new URL(r.url()); if (u.pathname.endsWith('.js')) files.add(u.pathname); });
    await page.goto(`${server.url}/`);
    await page.keyboard.press('Space');
    await page.waitForFunction('document.body.dataset.scene === "lobby" && /room /.test(document.title)', null, { timeout: 60_000 });
    await page.waitForTimeout(3000);
    let raw = 0;
    let gz = 0;
    for (const f of files) {
      const buf = readFileSync(join(STAGE_DIR, 'dist', f));
      raw += buf.length;
      gz += gzipSync(buf, { level: 9 }).length;
    }
    return { raw, gz, files: files.size };
  } finally {
    await browser.close();
    await server.stop();
  }
}

async function busyFrames(): Promise<number[]> {
  const site = await serveStatic();
  const browser = await launch();
  try {
    const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
    await page.goto(`${site.url}/demo.html?scene=auction&seats=7&events=4`);
    await page.waitForFunction('document.body.dataset.ready === "1"', null, { timeout: 60_000 });
    return (await page.evaluate('window.__demo.busy(10000)')) as number[];
  } finally {
    await browser.close();
    await site.close();
  }
}

async function eveningHeap(games: number): Promise<{ after1: number; afterN: number; seconds: number }> {
  const server = await startGameServer({ BOT_DELAY_MS: '0' });
  const browser = await launch();
  const t0 = Date.now();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
    const cdp = await page.context().newCDPSession(page);
    const heap = async (): Promise<number> => {
      await cdp.send('HeapProfiler.collectGarbage');
      const m = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
      return m.usedSize;
    };
    await page.goto(`${server.url}/`);
    await page.keyboard.press('Space');
    await page.waitForFunction('document.body.dataset.scene === "lobby" && /room /.test(document.title)', null, { timeout: 60_000 });
    await page.waitForTimeout(500);
    for (const k of ['ArrowDown', 'ArrowDown', 'ArrowDown']) {
      await page.keyboard.press(k);
      await page.waitForTimeout(150);
    }
    // Add bots until five seats are filled (the room may rate-limit quick presses).
    for (let tries = 0; tries < 30 && (await page.locator('#table li').count()) < 5; tries++) {
      await page.keyboard.press('Enter');
      await page.waitForTimeout(700);
    }
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    let after1 = 0;
    let afterN = 0;
    // The caption log keeps the last 300 lines, so a game's end is told by its newest captions,
    // and the next game by the scene leaving the finale.
    for (let g = 1; g <= games; g++) {
      await page.waitForFunction('document.body.dataset.scene === "finale" && Array.from(document.querySelectorAll("#captions p")).slice(-3).some((p) => /wins the show|winner is|shared first place/.test(p.textContent))', null, { timeout: 180_000 });
      if (g === 1) after1 = await heap();
      if (g === games) afterN = await heap();
      else {
        await page.keyboard.press('Enter');
        await page.waitForFunction('document.body.dataset.scene !== "finale"', null, { timeout: 60_000 });
      }
    }
    return { after1, afterN, seconds: (Date.now() - t0) / 1000 };
  } finally {
    await browser.close();
    await server.stop();
  }
}

export const stageBench: BenchSection = {
  id: 'stage',
  title: 'Stage: bundle, frame time, memory over an evening',
  async run() {
    buildStage();
    const js = await jsLoaded();
    const frames = (await busyFrames()).slice(5);
    const games = Number(process.env.STAGE_BENCH_GAMES ?? 20);
    const heap = await eveningHeap(games);
    const mb = (b: number) => (b / 2 ** 20).toFixed(1);
    return [
      '| figure | value |',
      '|---|---|',
      `| JavaScript the stage page loads (${js.files} files), gzip | ${(js.gz / 1024).toFixed(0)} KB (budget ${BUDGET_KB} KB: ${js.gz / 1024 <= BUDGET_KB ? 'within' : 'OVER'}); ${(js.raw / 1024).toFixed(0)} KB raw |`,
      `| frame time, busy 7-seat auction at 1920x1080, headless Chromium + SwiftShader (${frames.length} frames) | median ${quantile(frames, 0.5).toFixed(1)} ms, p95 ${quantile(frames, 0.95).toFixed(1)} ms |`,
      `| JS heap after game 1 of a 5-bot evening (after GC) | ${mb(heap.after1)} MB |`,
      `| JS heap after game ${games} (after GC) | ${mb(heap.afterN)} MB (${games} games in ${heap.seconds.toFixed(0)} s) |`,
    ].join('\n');
  },
};
