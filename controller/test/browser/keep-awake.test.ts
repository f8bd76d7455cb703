/**
 * The keep-awake fallback in a real browser (controller/src/platform/net/wake-lock.ts): a phone page on a
 * plain-HTTP LAN address has no Screen Wake Lock API. Loopback counts as a secure context, so the
 * API is taken away here before the page loads, as a LAN address would have it; the bundled
 * nosleep.js must then start its silent video from the Join tap, and stop it when the game ends.
 */
import { describe, expect, it } from 'vitest';
import { ask, createRoom, phone, serverAndBrowser, until } from './support.js';

const suite = serverAndBrowser();

/** What the page's videos did: each play() (and whether it was allowed), each pause(). */
interface VideoLog { plays: { title: string; ok: boolean | null }[]; pauses: number }

describe('keeping the screen on without the Wake Lock API', () => {
  it('starts nosleep.js at the Join tap and releases it when the game ends', async () => {
    const { server, browser } = suite;
    const page = await phone(browser);
    await page.addInitScript(() => {
      delete (Navigator.prototype as { wakeLock?: unknown }).wakeLock;
      const log: VideoLog = { plays: [], pauses: 0 };
      (window as unknown as { __videos: VideoLog }).__videos = log;
      const play = HTMLMediaElement.prototype.play;
      HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
        const entry = { title: this.getAttribute('title') ?? '', ok: null as boolean | null };
        log.plays.push(entry);
        const p = play.call(this);
        p.then(() => (entry.ok = true), () => (entry.ok = false));
        return p;
      };
      const pause = HTMLMediaElement.prototype.pause;
      HTMLMediaElement.prototype.pause = function (this: HTMLMediaElement) {
        log.pauses++;
        return pause.call(this);
      };
    });
    const videos = () => page.evaluate(() => (window as unknown as { __videos: VideoLog }).__videos);
    const { room, code } = await createRoom(server.url.replace('http', 'ws'));
    await page.goto(`${server.url}/play?room=${code}`);
    expect(await page.evaluate(() => 'wakeLock' in navigator)).toBe(false);
    expect((await videos()).plays).toEqual([]);

    await page.getByRole('textbox', { name: /your name/i }).fill('Ana');
    await page.getByRole('button', { name: /^join$/i }).click();
    await until(async () => (await videos()).plays.some((p) => p.title === 'No Sleep' && p.ok === true), 'the No Sleep video playing after the tap');
    await page.getByRole('heading', { name: /^lobby/i }).waitFor();

    // A short game against bots; the phone plays it out, and at its end the video stops.
    for (const label of ['easy', 'easy']) expect((await ask(room, 'add-bot', { label })).ok).toBe(true);
    expect((await ask(room, 'settings', { preset: 'custom', largest: 8, removed: 0, chips: 0, timerMs: null })).ok).toBe(true);
    expect((await ask(room, 'start', {})).ok).toBe(true);
    const take = page.getByRole('button', { name: /^take$/i });
    const over = page.getByRole('heading', { name: /game over|look at the tv/i });
    const before = (await videos()).pauses;
    for (let i = 0; i < 20 && !(await over.isVisible()); i++) {
      if (await take.isVisible()) await take.click().catch(() => undefined);
      await page.waitForTimeout(200);
    }
    await over.waitFor();
    await until(async () => (await videos()).pauses > before, 'the No Sleep video paused after the game');
    await room.leave();
  });
});
