/**
 * Tap-to-stage latency: from a player's tap on Take or Refuse on a phone to the stage showing
 * that decision (its caption, the one the room's event names, appearing in the stage's aria-live
 * log, which the show writes when the decision's step starts), on loopback, headless. Two kinds
 * of taps: made the instant the phone offers the turn (the stage is still animating the previous
 * decision, the next cube and the turn: the queue must hurry), and made 2 s into the turn once
 * the stage has gone quiet (the path phone -> server -> stage alone). Also the delay from the
 * room's game over (its event as a Node audience client receives it) to the stage's finale scene
 * (`body[data-scene]`). The server is started as the README says (`npm start`, bots off: three
 * phones play), the stage and the phones are pages of one Chromium; the page timestamps are
 * `performance.timeOrigin + performance.now()`, the audience's `Date.now()`: one machine clock.
 * Each tap's latency is also split at the first WebSocket message the stage page receives after
 * it (the room's patch, its event right behind): what is left is the stage's own part. The stage
 * reports the frames it drew and skipped (nothing changed). To see where the stage's time goes:
 * `TAP_PROFILE=stage.cpuprofile` writes the stage page's CPU profile over the taps,
 * `TAP_TRACE=trace.json` a Chromium trace (open either in Chromium's DevTools);
 * `TAP_DECISIONS` and `TAP_LATE_DECISIONS` change how many taps of each kind (150 and 40).
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import type { MinusEvent } from '@minus/shared/shows/minus-auction/events';
import { captionsFor } from '@minus/shared/shows/minus-auction/captions';
import type { BenchSection } from './section.js';
import { freePort } from './load/server-process.js';
import { watch } from '../stage/test/browser/evening.js';
import { MAX_LAG_MS } from '../stage/src/platform/engine/queue.js';

/** Taps made the instant the turn starts, and taps made 2 s into the turn. */
const INSTANT_TAPS = Number(process.env.TAP_DECISIONS ?? 150);
const LATE_TAPS = Number(process.env.TAP_LATE_DECISIONS ?? 40);
/** How far into the turn the late taps are made (ms). */
const LATE_MS = 2000;
const FRAME_MS = 1000 / 60;
/** The stage counts as quiet this long after its last caption. */
const QUIET_MS = 700;
const repo = fileURLToPath(new URL('../', import.meta.url));


/** `npm start` on a free port; resolves with its URL and a stop function once /healthz answers. */
async function start(): Promise<{ url: string; stop: () => void }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^(npm_|VITEST|NODE_ENV$)/.test(k)));
  // Its own data folder: the bench's rooms stay out of ./data (and a server running there holds its lock).
  const dataDir = mkdtempSync(join(os.tmpdir(), 'minus-tap-data-'));
  const child = spawn('npm', ['start'], { cwd: repo, detached: true, stdio: 'ignore', env: { ...env, PORT: String(port), BOT_DELAY_MS: '0', PUBLIC_URL: url, DATA_DIR: dataDir } });
  const stop = () => {
    try { process.kill(-child.pid!, 'SIGTERM'); } catch { /* gone */ }
    // Removing the folder under a server that is still closing is safe on Linux (its open files live on).
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; i < 1200; i++) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { url, stop };
    } catch { /* not yet */ }
    await new Promise((r) => setTimeout(r, 200));
  }
  stop();
  throw new Error('npm start did not answer /healthz within 4 minutes');
}

/** In every page: the time of each tap (capture phase, before any handler) and of each stage caption. */
const PROBE = `
  window.__taps = [];
  window.__captions = [];
  const now = () => performance.timeOrigin + performance.now();
  document.addEventListener('click', () => window.__taps.push(now()), true);
  new MutationObserver((records) => {
    for (const r of records) for (const n of r.addedNodes) {
      if (n.nodeName === 'P' && n.parentElement && n.parentElement.id === 'captions') window.__captions.push({ t: now(), text: n.textContent });
    }
  }).observe(document, { childList: true, subtree: true });
  window.__wsIn = [];
  const NativeSocket = window.WebSocket;
  window.WebSocket = class extends NativeSocket {
    constructor(...a) { super(...a); this.addEventListener('message', () => window.__wsIn.push(now())); }
  };
  window.__scenes = [];
  addEventListener('DOMContentLoaded', () => {
    new MutationObserver(() => window.__scenes.push({ t: now(), text: document.body.dataset.scene || '' }))
      .observe(document.body, { attributes: true, attributeFilter: ['data-scene'] });
  });
`;

interface Caption { t: number; text: string }

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;

/** What one run measured (ms). */
interface Measured {
  /** Frames the stage drew and frames it skipped (nothing had changed) over the run. */
  frames: { rendered: number; skipped: number } | null;
  instant: number[]; late: number[]; finale: number[];
  /** Of each instant tap's latency, the part after the room's first message for it reached the stage page (the stage's own work). */
  instantStage: number[];
  lateStage: number[];
}

async function measure(): Promise<Measured> {
  const server = await start();
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync',
      '--no-first-run', '--use-angle=swiftshader', '--enable-unsafe-swiftshader'],
  });
  let audience: Awaited<ReturnType<typeof watch>> | null = null;
  try {
    const tv = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    tv.setDefaultTimeout(20_000);
    await tv.addInitScript({ content: PROBE });
    const stage = await tv.newPage();
    await stage.goto(`${server.url}/`);
    await stage.getByRole('button', { name: /start the show/i }).click();
    const join = stage.getByRole('link', { name: /join on your phone/i });
    await stage.waitForFunction(() => /\/play\?room=/.test((document.getElementById('join-link') as HTMLAnchorElement | null)?.href ?? ''));
    const url = (await join.getAttribute('href'))!;
    const code = new URL(url).searchParams.get('room')!;
    audience = await watch(server.url, code);
    const phones: Page[] = [];
    for (const [i, name] of ['Ann', 'Bob', 'Cat'].entries()) {
      const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
      ctx.setDefaultTimeout(20_000);
      await ctx.addInitScript({ content: PROBE });
      const page = await ctx.newPage();
      await page.goto(url);
      await page.getByRole('textbox', { name: /your name/i }).fill(name);
      await page.getByRole('button', { name: /^join$/i }).click();
      await page.getByRole('heading', { name: /lobby/i }).waitFor();
      if (i === 0) {
        // Short games (a few finales per run) without a timer: no hidden cube, many chips.
        await page.getByRole('radio', { name: /^custom/i }).check();
        for (const [label, value] of [[/furthest cube/i, '24'], [/hidden cubes/i, '0'], [/chips each/i, '30']] as const) {
          await page.waitForTimeout(300);
          await page.getByRole('spinbutton', { name: label }).fill(value);
          await page.getByRole('spinbutton', { name: label }).press('Tab');
        }
        await page.waitForTimeout(300);
        await page.getByRole('combobox', { name: /decision timer/i }).selectOption({ label: 'Off' });
      }
      phones.push(page);
    }
    await phones[0]!.getByText('3 of 7 seats taken.').waitFor();
    await phones[0]!.waitForTimeout(300);
    await phones[0]!.getByRole('button', { name: /start the game/i }).click();

    // TAP_PROFILE=file.cpuprofile: the stage page's CPU profile over the taps (Chromium DevTools protocol).
    const profile = process.env.TAP_PROFILE ? await tv.newCDPSession(stage) : null;
    if (profile) {
      await profile.send('Profiler.enable');
      await profile.send('Profiler.setSamplingInterval', { interval: 250 });
      await profile.send('Profiler.start');
    }
    // TAP_TRACE=file.json: a Chromium trace of the stage page over the taps (the main thread's tasks).
    const trace = process.env.TAP_TRACE ? await tv.newCDPSession(stage) : null;
    const traceEvents: unknown[] = [];
    const traceDone = new Promise<void>((resolve) => {
      trace?.on('Tracing.dataCollected', (d: { value: unknown[] }) => { traceEvents.push(...d.value); });
      trace?.on('Tracing.tracingComplete', () => resolve());
    });
    if (trace) await trace.send('Tracing.start', { traceConfig: { includedCategories: ['devtools.timeline', 'toplevel', 'blink', 'gpu', 'v8.execute', 'disabled-by-default-devtools.timeline'] }, transferMode: 'ReportEvents' });
    const out: Measured = { instant: [], late: [], finale: [], instantStage: [], lateStage: [], frames: null };
    const room = audience;
    const captions = () => stage.evaluate(() => (window as unknown as { __captions: Caption[] }).__captions);
    const pageNow = () => stage.evaluate(() => performance.timeOrigin + performance.now());
    const lastTurnAt = () => [...room.events].reverse().find((e) => e.value.type === 'turn')?.at ?? 0;
    while (out.instant.length + out.late.length < INSTANT_TAPS + LATE_TAPS) {
      const late = out.instant.length >= INSTANT_TAPS;
      // Whose turn: the phone with the buttons (or the VIP's Play again after a game).
      let mine: Page | undefined;
      for (let tries = 0; !mine; tries++) {
        if (tries > 3000) throw new Error('no phone got a turn');
        for (const p of phones) {
          const take = p.getByRole('button', { name: /^take$/i });
          if ((await take.isVisible()) && (await take.isEnabled())) mine = p;
        }
        if (!mine && (await phones[0]!.getByRole('button', { name: /play again/i }).count())) await phones[0]!.getByRole('button', { name: /play again/i }).click().catch(() => {});
        if (!mine) await stage.waitForTimeout(late ? 50 : 5);
      }
      if (late) {
        // 2 s into the turn, with the stage quiet.
        for (;;) {
          const last = (await captions()).at(-1)?.t ?? 0;
          const nowT = await pageNow();
          const wait = Math.max(QUIET_MS - (nowT - last), lastTurnAt() + LATE_MS - Date.now());
          if (wait <= 0) break;
          await stage.waitForTimeout(Math.max(20, wait));
        }
      }
      const pot = Number((await mine.getByRole('group', { name: /cube on offer/i }).innerText()).match(/Pot\s*(\d+)/)?.[1] ?? 0);
      const refuse = mine.getByRole('button', { name: /^refuse$/i });
      const button = pot < 1 && (await refuse.isVisible()) && (await refuse.isEnabled()) ? refuse : mine.getByRole('button', { name: /^take$/i });
      const eventsBefore = room.events.length;
      const tapsBefore = await mine.evaluate(() => (window as unknown as { __taps: number[] }).__taps.length);
      const clicked = await button.click({ timeout: 2000 }).then(() => true, () => false);
      if (!clicked) continue;
      const tap = await mine.evaluate((n) => (window as unknown as { __taps: number[] }).__taps[n], tapsBefore);
      if (tap === undefined) throw new Error('the tap was not recorded');
      // The decision as the room announced it, and the caption the stage must show for it.
      let decision: MinusEvent | undefined;
      for (let i = 0; !decision && i < 400; i++) {
        decision = room.events.slice(eventsBefore).map((e) => e.value).find((e) => e.type === 'refused' || e.type === 'taken');
        if (!decision) await stage.waitForTimeout(25);
      }
      if (!decision) continue; // the tap came too late (the turn had moved on): not a sample
      const names = (room.state()?.seats ?? []).map((s) => s.name);
      const expected = captionsFor(decision, names)[0]?.text;
      if (!expected) continue;
      let shown: Caption | undefined;
      for (let i = 0; !shown && i < 400; i++) {
        shown = (await captions()).find((c) => c.t >= tap && c.text === expected);
        if (!shown) await stage.waitForTimeout(25);
      }
      if (!shown) throw new Error(`the stage never showed "${expected}"`);
      (late ? out.late : out.instant).push(shown.t - tap);
      const arrived = await stage.evaluate((t) => (window as unknown as { __wsIn: number[] }).__wsIn.find((m) => m >= t), tap);
      if (arrived !== undefined && arrived <= shown.t) (late ? out.lateStage : out.instantStage).push(shown.t - arrived);
      const n = out.instant.length + out.late.length;
      if (n % 20 === 0) process.stderr.write(`tap-latency: ${n}/${INSTANT_TAPS + LATE_TAPS}\n`);
    }
    if (trace) {
      await trace.send('Tracing.end');
      await traceDone;
      writeFileSync(process.env.TAP_TRACE!, JSON.stringify({ traceEvents }));
    }
    if (profile) writeFileSync(process.env.TAP_PROFILE!, JSON.stringify((await profile.send('Profiler.stop')).profile));
    out.frames = await stage.evaluate(() => (globalThis as { __STAGE_FRAMES__?: () => { rendered: number; skipped: number } }).__STAGE_FRAMES__?.() ?? null);
    // Game over -> finale: each game over the audience received, and the stage's next finale scene.
    const scenes = await stage.evaluate(() => (window as unknown as { __scenes: Caption[] }).__scenes);
    for (const over of room.events.filter((e) => e.value.type === 'game-over')) {
      const finale = scenes.find((s) => s.text === 'finale' && s.t >= over.at - 100);
      if (finale) out.finale.push(Math.max(0, finale.t - over.at));
    }
    return out;
  } finally {
    await audience?.room.leave().catch(() => {});
    await browser.close();
    server.stop();
  }
}

export const tapLatencyBench: BenchSection = {
  id: 'tap-latency',
  title: 'Tap to stage latency',
  async run() {
    const m = await measure();
    const ms = (n: number) => `${n.toFixed(1)} ms (${(n / FRAME_MS).toFixed(1)} frames)`;
    const row = (label: string, raw: number[]) => {
      const v = [...raw].sort((a, b) => a - b);
      if (v.length === 0) return `| ${label} | none measured | | |`;
      return `| ${label} (${v.length}) | ${ms(quantile(v, 0.5))} | ${ms(quantile(v, 0.95))} | ${v[0]!.toFixed(0)}..${v.at(-1)!.toFixed(0)} ms |`;
    };
    return [
      'From a tap on Take or Refuse on a phone to the stage showing that decision (its caption in the stage\'s live region), and from the room\'s game over to the stage\'s finale scene; loopback, headless Chromium (software WebGL), server started with `npm start`, three phones, no timer, short games (cubes -3..-24, none hidden).',
      'Targets: p95 under 250 ms for both kinds of taps, the finale under 500 ms.',
      '',
      '| figure | median | p95 | min..max |',
      '|---|---|---|---|',
      row('tap the instant the turn starts', m.instant),
      row(`tap ${LATE_MS / 1000} s into the turn`, m.late),
      row('game over to the finale', m.finale),
      row('of the instant taps: the stage\'s own part', m.instantStage),
      row(`of the ${LATE_MS / 1000} s taps: the stage's own part`, m.lateStage),
      '',
      `What the animations playing when a tap lands cost it (the frames they draw, the queue's hurry): the instant taps' median minus the 2 s taps' median, ${(quantile([...m.instant].sort((a, b) => a - b), 0.5) - quantile([...m.late].sort((a, b) => a - b), 0.5)).toFixed(0)} ms (the queue hurries a newer beat after ${MAX_LAG_MS} ms).`,
      '',
      m.frames ? `The stage drew ${m.frames.rendered} frames and skipped ${m.frames.skipped} (nothing had changed) over the run.` : '',
      '',
      `One frame at 60 Hz is ${FRAME_MS.toFixed(1)} ms. Load average during the run: ${os.loadavg().map((l) => l.toFixed(1)).join(', ')} (1, 5, 15 min). The stage, three phones and the server share the machine's cores, and the machine is shared with other work: the lead re-measures on a quiet machine.`,
    ].join('\n');
  },
};
