/**
 * Tap-to-stage latency: from a player's tap on Take or Refuse on a phone to the stage
 * showing that decision (its caption appearing in the stage's aria-live log, which the show writes
 * at the moment the decision's animation starts), over 200 decisions, on loopback, headless.
 * The server is started as the README says (`npm start`, bots off: three phones play), the stage
 * and the phones are pages of one Chromium, and both timestamps are `performance.timeOrigin +
 * performance.now()` read in each page, so one clock measures both ends. Each tap waits until the
 * stage has shown the previous events and gone quiet, so the figure is the path phone -> server ->
 * stage, not the animation queue; the stage runs with reduced motion (shorter animations) only so
 * that the quiet periods, and the run, are shorter.
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import type { BenchSection } from './section.js';
import { freePort } from './load/server-process.js';

const DECISIONS = Number(process.env.TAP_DECISIONS ?? 200);
const FRAME_MS = 1000 / 60;
/** The stage counts as quiet this long after its last caption. */
const QUIET_MS = 700;
const repo = fileURLToPath(new URL('../', import.meta.url));


/** `npm start` on a free port; resolves with its URL and a stop function once /healthz answers. */
async function start(): Promise<{ url: string; stop: () => void }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^(npm_|VITEST|NODE_ENV$)/.test(k)));
  const child = spawn('npm', ['start'], { cwd: repo, detached: true, stdio: 'ignore', env: { ...env, PORT: String(port), BOT_DELAY_MS: '0', PUBLIC_URL: url } });
  const stop = () => { try { process.kill(-child.pid!, 'SIGTERM'); } catch { /* gone */ } };
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
`;

interface Caption { t: number; text: string }

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;

async function measure(): Promise<number[]> {
  const server = await start();
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync',
      '--no-first-run', '--use-angle=swiftshader', '--enable-unsafe-swiftshader'],
  });
  try {
    const tv = await browser.newContext({ viewport: { width: 1280, height: 720 }, reducedMotion: 'reduce' });
    tv.setDefaultTimeout(20_000);
    await tv.addInitScript({ content: PROBE });
    const stage = await tv.newPage();
    await stage.goto(`${server.url}/`);
    await stage.getByRole('button', { name: /start the show/i }).click();
    const join = stage.getByRole('link', { name: /join on your phone/i });
    await stage.waitForFunction(() => /\/play\?room=/.test((document.getElementById('join-link') as HTMLAnchorElement | null)?.href ?? ''));
    const url = (await join.getAttribute('href'))!;
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
        // Long games without a timer: the widest range, no hidden cube, many chips.
        await page.getByRole('radio', { name: /^custom/i }).check();
        for (const [label, value] of [[/furthest cube/i, '60'], [/hidden cubes/i, '0'], [/chips each/i, '30']] as const) {
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

    const samples: number[] = [];
    const captions = () => stage.evaluate(() => (window as unknown as { __captions: Caption[] }).__captions);
    while (samples.length < DECISIONS) {
      // Whose turn: the phone with the buttons (or the VIP's Play again after a game).
      let mine: Page | undefined;
      for (let tries = 0; !mine; tries++) {
        if (tries > 600) throw new Error('no phone got a turn');
        for (const p of phones) {
          const take = p.getByRole('button', { name: /^take$/i });
          if ((await take.isVisible()) && (await take.isEnabled())) mine = p;
        }
        if (!mine && (await phones[0]!.getByRole('button', { name: /play again/i }).count())) await phones[0]!.getByRole('button', { name: /play again/i }).click();
        if (!mine) await stage.waitForTimeout(50);
      }
      // Let the stage catch up and go quiet.
      for (;;) {
        const list = await captions();
        const last = list.at(-1)?.t ?? 0;
        const nowT = await stage.evaluate(() => performance.timeOrigin + performance.now());
        if (nowT - last >= QUIET_MS) break;
        await stage.waitForTimeout(Math.max(20, QUIET_MS - (nowT - last)));
      }
      const pot = Number((await mine.getByRole('group', { name: /cube on offer/i }).innerText()).match(/Pot\s*(\d+)/)?.[1] ?? 0);
      const refuse = mine.getByRole('button', { name: /^refuse$/i });
      const button = pot < 2 && (await refuse.isVisible()) && (await refuse.isEnabled()) ? refuse : mine.getByRole('button', { name: /^take$/i });
      const seen = (await captions()).length;
      const tapsBefore = await mine.evaluate(() => (window as unknown as { __taps: number[] }).__taps.length);
      await button.click();
      const tap = await mine.evaluate((n) => (window as unknown as { __taps: number[] }).__taps[n], tapsBefore);
      if (tap === undefined) throw new Error('the tap was not recorded');
      await stage.waitForFunction((n) => (window as unknown as { __captions: Caption[] }).__captions.length > n, seen, { timeout: 10_000, polling: 'raf' });
      const shown = (await captions()).slice(seen).find((c) => c.t >= tap);
      if (shown) samples.push(shown.t - tap);
      if (samples.length % 20 === 0 && shown) process.stderr.write(`tap-latency: ${samples.length}/${DECISIONS}\n`);
    }
    return samples;
  } finally {
    await browser.close();
    server.stop();
  }
}

export const tapLatencyBench: BenchSection = {
  id: 'tap-latency',
  title: 'Tap to stage latency',
  async run() {
    const samples = (await measure()).sort((a, b) => a - b);
    const med = quantile(samples, 0.5);
    const p95 = quantile(samples, 0.95);
    const ms = (n: number) => `${n.toFixed(1)} ms (${(n / FRAME_MS).toFixed(1)} frames)`;
    return [
      `From a tap on Take or Refuse on a phone to the stage showing it (its caption in the stage's live region), ${samples.length} decisions, loopback, headless Chromium (software WebGL), server started with \`npm start\`.`,
      '',
      '| figure | value |',
      '|---|---|',
      `| median | ${ms(med)} |`,
      `| p95 | ${ms(p95)} |`,
      `| min..max | ${samples[0]!.toFixed(1)}..${samples.at(-1)!.toFixed(1)} ms |`,
      `| one frame at 60 Hz | ${FRAME_MS.toFixed(1)} ms |`,
      '',
      `Load average during the run: ${os.loadavg().map((l) => l.toFixed(1)).join(', ')} (1, 5, 15 min). The stage, three phones and the server share the machine's cores.`,
    ].join('\n');
  },
};
