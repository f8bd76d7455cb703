/**
 * A Malay phone's results say my place as "tempat ke-2": the words never break inside it (a
 * narrow phone showed "TEMPAT KE-" on one line and "2" on the next, the hyphen being a place a
 * line may break). For both shows a game is played out by computer players (my seat handed to
 * one), then my results line is read at every phone width from 300 to 430 px. Screenshots at
 * 390x844 and 320x640 in test/artifacts/.
 */
import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { artifacts, ask, createRoom, serverAndBrowser, SIZES, toResults, type RunningServer } from './support.js';

let server: RunningServer;
let browser: Browser;

serverAndBrowser((s, b) => ([server, browser] = [s, b]));

const WORDS = { locale: 'ms-MY', name: /^nama anda/i, join: /^sertai$/i, start: /^mulakan permainan$/i, now: /tunjuk keputusan saya sekarang/i, over: /^permainan tamat$/i };

/** Each show's short game: its rules and the computer players beside me. */
const GAMES = [
  { show: 'minus-auction', rules: { preset: 'custom', smallest: 3, largest: 14, removed: 0, chips: 1, starter: 'first', timerMs: null }, bots: 3 },
  { show: 'rubbish-auction', rules: { timerMs: null }, bots: 3 },
] as const;

describe('my place on the Malay results', () => {
  for (const g of GAMES) {
    it(`reads "tempat ke-N" on one line at every phone width, ${g.show}`, async () => {
      const { room, code } = await createRoom(server.url);
      if (g.show !== 'minus-auction') expect((await ask(room, 'show', { show: g.show })).ok).toBe(true);
      const context = await browser.newContext({ viewport: SIZES[0], deviceScaleFactor: 2, hasTouch: true, isMobile: true, colorScheme: 'dark', locale: WORDS.locale });
      const page = await context.newPage();
      await page.goto(`${server.url}/play?room=${code}`);
      await page.getByRole('textbox', { name: WORDS.name }).fill('Ana');
      await page.getByRole('button', { name: WORDS.join }).click();
      await page.getByRole('button', { name: WORDS.start }).waitFor();
      for (let i = 0; i < g.bots; i++) expect((await ask(room, 'add-bot', { label: 'easy' })).ok).toBe(true);
      expect((await ask(room, 'settings', g.rules)).ok).toBe(true);
      expect((await ask(room, 'start', {})).ok).toBe(true);
      expect((await ask(room, 'hand-to-bot', { seat: 0, label: 'easy' })).ok).toBe(true);
      await toResults(page, WORDS);
      const line = page.getByRole('paragraph').filter({ hasText: /tempat\s*ke-/i }).first();
      await line.waitFor();
      const split: string[] = [];
      for (let width = 300; width <= 430; width += 2) {
        await page.setViewportSize({ width, height: 700 });
        // The lines the place's words ("tempat", "ke-", its number) are drawn on: one line, one top.
        const tops = await line.evaluate((p) => {
          const walker = document.createTreeWalker(p, NodeFilter.SHOW_TEXT);
          const tops = new Set<number>();
          for (let n = walker.nextNode(); n; n = walker.nextNode()) {
            const text = n.textContent ?? '';
            const at = text.search(/tempat/i);
            if (at < 0) continue;
            const end = text.slice(at).search(/\d(?!\d)/) + at + 1;
            for (let i = at; i < end; i++) {
              if (/\s/.test(text[i]!)) continue;
              const r = document.createRange();
              r.setStart(n, i);
              r.setEnd(n, i + 1);
              const rect = r.getBoundingClientRect();
              if (rect.height > 0) tops.add(Math.round(rect.top));
            }
          }
          return [...tops];
        });
        expect(tops.length, `the place drawn at ${width} px`).toBeGreaterThan(0);
        if (tops.length > 1) split.push(`${width} px`);
      }
      for (const size of SIZES) {
        await page.setViewportSize(size);
        await line.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${artifacts}34-place-${g.show}-ms-${size.width}x${size.height}.png` });
      }
      expect(split, 'widths where "tempat ke-N" broke over two lines').toEqual([]);
      await context.close();
    }, 180_000);
  }
});
