/**
 * The TV keeps up with a burst of fast decisions (docs/STAGE.md, "The animation queue"): five
 * bots deciding every 400 ms, faster than the animations (a refusal's chip and the spotlight
 * 600 ms, a take and the next cube about 1.9 s: the queue before it hurried fell about a second
 * behind at this pace, and further at every take). The state is the clock: a refusal's caption never sits above a line that
 * still gives that player the call; every decision's caption comes within a beat of the room's
 * event (not a growing backlog); every event's captions are still said, in order; the game over
 * reaches the finale at once. Screenshots of the burst at 1280x720 and 1920x1080.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import type { MinusEvent } from '@minus/shared/shows/minus-auction/events';
import { captionsFor } from '@minus/shared/shows/minus-auction/captions';
import { ARTIFACTS, launch, startGameServer } from './helpers.js';
import { expectedCaptions, finishGame, openEvening, shownCaptions, type Evening } from './evening.js';

/** One caption as the stage showed it, with its live line two frames later (page clock, epoch ms). */
interface Seen { text: string; call: string; t: number }

let server: Awaited<ReturnType<typeof startGameServer>>;
let browser: Browser;
let ev: Evening;
let seen: Seen[] = [];
let scenes: { scene: string; t: number }[] = [];
/** The page's frame intervals (ms) during the game, from requestAnimationFrame. */
let frames: number[] = [];

beforeAll(async () => {
  server = await startGameServer({ BOT_DELAY_MS: '400' });
  browser = await launch();
  ev = await openEvening(browser, server.url, 5);
  await ev.page.evaluate(() => {
    const w = window as unknown as { __seen: Seen[]; __scenes: { scene: string; t: number }[]; __frames: number[] };
    w.__seen = [];
    w.__scenes = [];
    w.__frames = [];
    let last = 0;
    const frame = (t: number): void => {
      if (last) w.__frames.push(t - last);
      last = t;
      if (w.__frames.length < 20_000) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
    const now = () => performance.timeOrigin + performance.now();
    new MutationObserver((records) => {
      for (const r of records) {
        if ((r.target as Element).id !== 'captions') continue;
        for (const n of r.addedNodes) {
          const text = n.textContent ?? '';
          const t = now();
          requestAnimationFrame(() => requestAnimationFrame(() => w.__seen.push({ text, t, call: document.getElementById('call')?.textContent ?? '' })));
        }
      }
    }).observe(document.body, { childList: true, subtree: true });
    new MutationObserver(() => w.__scenes.push({ scene: document.body.dataset.scene ?? '', t: now() }))
      .observe(document.body, { attributes: true, attributeFilter: ['data-scene'] });
  });
  // A mid-burst picture (the 1920x1080 one is the demo page's, stage/test/shoot.ts: software
  // WebGL at that size on a loaded machine would slow this page down and blur the measure).
  await ev.page.waitForFunction('document.body.dataset.scene === "auction"', null, { timeout: 60_000 });
  await ev.page.waitForTimeout(3000);
  await ev.page.screenshot({ path: join(ARTIFACTS, 'live-burst-1280x720.png') });
  // Smaller frames for the rest: software WebGL on a loaded machine is what slows the page most.
  await ev.page.setViewportSize({ width: 960, height: 540 });
  await finishGame(ev, 1, 240);
  frames = await ev.page.evaluate(() => (window as unknown as { __frames: number[] }).__frames);
  seen = await ev.page.evaluate(() => (window as unknown as { __seen: Seen[] }).__seen);
  scenes = await ev.page.evaluate(() => (window as unknown as { __scenes: { scene: string; t: number }[] }).__scenes);
}, 360_000);

afterAll(async () => {
  await ev?.close();
  await browser?.close();
  await server?.stop();
});

/** Game 1's decisions (refused / taken) as the audience received them. */
function decisions(): { e: MinusEvent; at: number }[] {
  const out: { e: MinusEvent; at: number }[] = [];
  for (const { value: e, at } of ev.events) {
    if (e.type === 'game-over') break;
    if (e.type === 'refused' || e.type === 'taken') out.push({ e, at });
  }
  return out;
}

describe('a burst of fast decisions on the stage', () => {
  it('never shows a refusal under a line that still gives the refuser the call', () => {
    const names = ev.names[0]!;
    let checked = 0;
    for (const { e, at } of decisions()) {
      if (e.type !== 'refused') continue;
      const text = captionsFor(e, names)[0]!.text;
      const who = names[e.seat]!;
      // Only captions the page showed on time (a page starved of CPU shows old captions late: the
      // line, drawn from the newest state, is then right and the caption old). The round comes
      // back to the refuser 1.6 s later at the earliest, and the line is read two frames on.
      for (const s of seen.filter((x) => x.text === text && x.t - at < 600)) {
        checked++;
        expect(s.call.startsWith(`${who}'s call`), `"${text}" shown above "${s.call}"`).toBe(false);
      }
    }
    expect(checked).toBeGreaterThan(5);
  });

  it('shows every decision within a beat of the room, not after a growing backlog', () => {
    const names = ev.names[0]!;
    const lags: number[] = [];
    let from = 0;
    // The page's own timestamps (taken as each caption is added), not the test's: the round trip
    // to the test process is no part of the stage's lag.
    for (const { e, at } of decisions()) {
      const text = captionsFor(e, names)[0]!.text;
      const i = seen.findIndex((c, k) => k >= from && c.text === text);
      expect(i, `the stage never said "${text}"`).toBeGreaterThanOrEqual(0);
      from = i + 1;
      lags.push(Math.round(seen[i]!.t - at));
    }
    const sorted = [...lags].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)]!;
    const f = [...frames].sort((a, b) => a - b);
    console.log(`decisions: ${lags.length}, caption behind the room: median ${median} ms, max ${sorted.at(-1)} ms; frames: median ${f[Math.floor(f.length / 2)]?.toFixed(0)} ms, p95 ${f[Math.floor(f.length * 0.95)]?.toFixed(0)} ms`);
    expect(lags.length).toBeGreaterThan(20);
    // Designed: at most the queue's 100 ms hurry plus a frame or two. A loaded machine starves the
    // page (software WebGL: frames of 100-350 ms measured on a shared 2-core machine, where the
    // median lag came to 4-5 frames), so the bound counts the page's own median frame; on a quiet
    // machine it is about 450 ms, which the queue before it hurried missed by far.
    const frame = f[Math.floor(f.length / 2)] ?? 16;
    expect(median).toBeLessThan(350 + 6 * frame);
    expect(sorted.at(-1)!).toBeLessThan(2500 + 10 * frame);
  });

  it('still says every event, in order, and goes to the finale as the game ends', () => {
    expect(shownCaptions(ev)).toEqual(expectedCaptions(ev, 1));
    const over = ev.events.find((e) => e.value.type === 'game-over')!;
    const finale = scenes.find((s) => s.scene === 'finale' && s.t >= over.at - 200);
    expect(finale).toBeDefined();
    console.log(`game over to the finale scene: ${Math.round(finale!.t - over.at)} ms`);
    const f = [...frames].sort((a, b) => a - b);
    expect(finale!.t - over.at).toBeLessThan(500 + 4 * (f[Math.floor(f.length / 2)] ?? 16));
    expect(ev.errors).toEqual([]);
  });
});
