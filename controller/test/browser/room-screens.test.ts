/**
 * The in-room screens come in a chunk of their own, fetched as the phone joins. When that fetch
 * fails (the Wi-Fi dropped a moment), the phone says it is loading instead of a blank page, asks
 * again by itself, and draws the lobby once the chunk is in, with nothing else happening in the
 * room (headless Chromium against the real server). A phone that joined from the bottom of the form
 * (a small phone scrolls down to Join) sees its new screen from the top.
 */
import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { ask, createRoom, phone, serverAndBrowser, type RunningServer } from './support.js';

let server: RunningServer;
let browser: Browser;

serverAndBrowser((s, b) => ([server, browser] = [s, b]));

describe('the in-room screens chunk', () => {
  it('a failed fetch shows "Loading", is asked for again, and the lobby comes without any room change', async () => {
    const { room, code } = await createRoom(server.url);
    const page = await phone(browser);
    let failed = 0;
    await page.route(/\/assets\/room-screens-[^/]*\.js$/, (route) => {
      if (failed++ === 0) return route.abort('internetdisconnected');
      return route.continue();
    });
    await page.goto(`${server.url}/play?room=${code}`);
    await page.getByRole('textbox', { name: /your name/i }).fill('Ana');
    await page.getByRole('button', { name: /^join$/i }).click();
    await page.getByRole('status').filter({ hasText: /loading/i }).waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: /start the game/i }).waitFor({ timeout: 15_000 });
    expect(failed).toBeGreaterThanOrEqual(2);
    await page.context().close();
    await room.leave(true);
  }, 60_000);
});

describe('the first room screen', () => {
  it('starts at its top after a join from the bottom of the form (a 320x640 phone that lands in the audience)', async () => {
    const { room, code } = await createRoom(server.url);
    for (let i = 0; i < 3; i++) expect((await ask(room, 'add-bot', { label: 'easy' })).ok).toBe(true);
    expect((await ask(room, 'start', {})).ok).toBe(true);
    const page = await phone(browser, { width: 320, height: 640 });
    await page.goto(`${server.url}/play?room=${code}`);
    await page.getByRole('textbox', { name: /your name/i }).fill('Cy');
    // Scrolled to the end of the form (Join stays in sight at the foot of the screen).
    await page.getByRole('button', { name: /just watch/i }).scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const join = page.getByRole('button', { name: /^join$/i });
    await join.click();
    await page.getByRole('heading', { name: /^watching$/i }).waitFor({ timeout: 15_000 });
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const box = await page.getByRole('heading', { name: /^watching$/i }).boundingBox();
    expect(box && box.y >= 0 && box.y + box.height <= 640).toBe(true);
    await page.context().close();
    await room.leave(true);
  }, 60_000);
});
