/**
 * The in-room screens come in a chunk of their own, fetched as the phone joins. When that fetch
 * fails (the Wi-Fi dropped a moment), the phone says it is loading instead of a blank page, asks
 * again by itself, and draws the lobby once the chunk is in, with nothing else happening in the
 * room (headless Chromium against the real server).
 */
import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { createRoom, phone, serverAndBrowser, type RunningServer } from './support.js';

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
