/**
 * The stage: the JavaScript the stage page loads (gzip, budget 250 KB); the frame time
 * of a busy 7-seat auction in headless Chromium, from requestAnimationFrame timestamps (median and
 * p95; software WebGL, so a real TV with a GPU does better), with its events paced and all at
 * once; and a bot-only evening against the real server (BOT_DELAY_MS=0): the page's JS heap and
 * Pixi objects after game 1, 2 and 20, how far behind the room the stage ends each game, and
 * whether it showed every event.
 * `STAGE_BENCH_GAMES` (default 20) sets the evening's length, `STAGE_BENCH_GAME_LIMIT_S`
 * (default 120) how long one game may take before the bench stops with an error.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { kb, measureChunks } from './chunks.js';
import type { BenchSection } from './section.js';
import { buildStage, launch, serveStatic, startGameServer, STAGE_DIR } from '../stage/test/browser/helpers.js';
import { endLags, expectedCaptions, finishGame, openEvening, playAgain, shownCaptions, stageCounts, type StageCounts } from '../stage/test/browser/evening.js';

const BUDGET_KB = 250;
/** The busy auction: how long frames are measured (ms) and how often an event arrives (ms). */
const BUSY_MS = 10_000;
const BUSY_EVERY_MS = 250;

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

/**
 * Frame intervals (ms, from requestAnimationFrame timestamps) of the demo page's 7-seat auction
 * at 1920x1080 for 10 s while 4 auctions' worth of reveals, refusals, turns and takes (120
 * events) arrive, one every `everyMs` (0: all at once, so the queue catches up in one go).
 */
async function busyFrames(everyMs: number): Promise<number[]> {
  const site = await serveStatic();
  const browser = await launch();
  try {
    const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
    await page.goto(`${site.url}/demo.html?scene=auction&seats=7&events=4`);
    await page.waitForFunction('document.body.dataset.ready === "1"', null, { timeout: 60_000 });
    await page.waitForTimeout(1000);
    return (await page.evaluate(`window.__demo.busy(${BUSY_MS}, ${everyMs})`)) as number[];
  } finally {
    await browser.close();
    await site.close();
  }
}

interface EveningFigures {
  games: number;
  seconds: number;
  /** After game 1, game 2 and the last game. */
  after1: StageCounts;
  after2: StageCounts;
  afterN: StageCounts;
  /** JS heap after each game from game 2 on, bytes. */
  heaps: number[];
  /** ms from the room's game-over to the stage starting its finale, per game. */
  lags: number[];
  drops: number;
  captionsMatch: boolean;
  captions: number;
}

/** A bot-only evening of `games` games: 5 bots of the lobby's default level, BOT_DELAY_MS=0. */
async function evening(games: number, limitS: number): Promise<EveningFigures> {
  const server = await startGameServer({ BOT_DELAY_MS: '0' });
  const browser = await launch();
  const t0 = Date.now();
  try {
    const ev = await openEvening(browser, server.url, 5);
    const counts: StageCounts[] = [];
    for (let g = 1; g <= games; g++) {
      await finishGame(ev, g, limitS);
      counts.push(await stageCounts(ev));
      process.stderr.write(`bench: stage game ${g}/${games}: heap ${(counts.at(-1)!.heapBytes / 2 ** 20).toFixed(2)} MB\n`);
      if (g < games) await playAgain(ev, g, limitS);
    }
    const seconds = (Date.now() - t0) / 1000;
    const expected = expectedCaptions(ev, games);
    const shown = shownCaptions(ev);
    const figures: EveningFigures = {
      games, seconds, after1: counts[0]!, after2: counts[Math.min(1, games - 1)]!, afterN: counts[games - 1]!, heaps: counts.slice(1).map((c) => c.heapBytes),
      lags: endLags(ev, games), drops: ev.drops, captionsMatch: JSON.stringify(shown) === JSON.stringify(expected), captions: expected.length,
    };
    await ev.close();
    return figures;
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
    const chunks = await measureChunks(join(STAGE_DIR, 'vite.config.ts'), { entry: 'index.html' });
    const frames = await busyFrames(BUSY_EVERY_MS);
    const burst = await busyFrames(0);
    const games = Math.max(2, Number(process.env.STAGE_BENCH_GAMES ?? 20));
    const limitS = Number(process.env.STAGE_BENCH_GAME_LIMIT_S ?? 120);
    const e = await evening(games, limitS);
    const mb = (b: number) => `${(b / 2 ** 20).toFixed(1)} MB`;
    const growth = ((e.afterN.heapBytes / e.after2.heapBytes - 1) * 100).toFixed(1);
    const lag = (q: number) => (quantile(e.lags, q) / 1000).toFixed(1);
    const objects = (c: StageCounts) => `${c.displayObjects} display objects (${c.graphics} graphics), ${c.contexts} live graphics contexts`;
    return [
      '| figure | value |',
      '|---|---|',
      `| JavaScript the stage page loads (${js.files} files), gzip | ${(js.gz / 1024).toFixed(0)} KB (budget ${BUDGET_KB} KB: ${js.gz / 1024 <= BUDGET_KB ? 'within' : 'OVER'}); ${(js.raw / 1024).toFixed(0)} KB raw |`,
      ...chunks.shows.map((s) => `| of which a show's chunk, \`${s.id}\` (${s.download.files.length} files, loaded when a room picks the show), gzip | ${kb(s.download.gz)}; ${kb(s.download.raw)} raw |`),
      `| frame time, busy 7-seat auction at 1920x1080 (an event every ${BUSY_EVERY_MS} ms), headless Chromium + SwiftShader, requestAnimationFrame intervals (${frames.length} frames in ${BUSY_MS / 1000} s) | median ${quantile(frames, 0.5).toFixed(1)} ms, p95 ${quantile(frames, 0.95).toFixed(1)} ms, worst ${Math.max(...frames).toFixed(0)} ms |`,
      `| the same, the 120 events arriving at once (the queue plays all but the last 8 instantly) | worst frame ${Math.max(...burst).toFixed(0)} ms, p95 ${quantile(burst, 0.95).toFixed(1)} ms, median ${quantile(burst, 0.5).toFixed(1)} ms |`,
      `| JS heap after game 1 of a 5-bot evening, BOT_DELAY_MS=0 (after GC) | ${mb(e.after1.heapBytes)} |`,
      `| JS heap after game 2 (after GC) | ${mb(e.after2.heapBytes)} |`,
      `| JS heap after game ${e.games} (after GC) | ${mb(e.afterN.heapBytes)} (${Number(growth) >= 0 ? '+' : ''}${growth}% on game 2); after games 2 to ${e.games}: ${mb(Math.min(...e.heaps))} to ${mb(Math.max(...e.heaps))} |`,
      `| Pixi objects after game 2 / game ${e.games} | ${objects(e.after2)} / ${objects(e.afterN)} |`,
      `| the page's DOM and canvas heap (Blink's, outside the JS heap) after game 2 / game ${e.games} | ${mb(e.after2.embedderBytes)} / ${mb(e.afterN.embedderBytes)} |`,
      `| the evening | ${e.games} games in ${e.seconds.toFixed(0)} s; the stage's link dropped ${e.drops} times |`,
      `| stage behind the room at each game's end (room's game-over to the stage's finale) | median ${lag(0.5)} s, worst ${lag(1)} s |`,
      `| captions shown = captions of the room's events, in order | ${e.captionsMatch ? 'yes' : 'NO'} (${e.captions} captions) |`,
    ].join('\n');
  },
};
