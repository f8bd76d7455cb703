/**
 * The VIP's lobby on a small phone (headless Chromium against the real server): the Start bar in
 * the thumb zone never lies over a lobby control. For both shows, in English and Italian, at
 * 390x844 and 320x640, the VIP scrolls the lobby from top to bottom with the wheel, as a player
 * would with a thumb; at every step each control's part on screen (Start aside) is the control
 * itself under the finger, nothing drawn over it, Start stays wholly on screen, and every control
 * is seen whole (top to bottom) at some step (bar-check.ts); at 390 px a bot's Remove stays beside it.
 * Screenshots of the first screen in test/artifacts/.
 */
import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { artifacts, ask, createRoom, serverAndBrowser, SIZES, type RunningServer } from './support.js';
import { controls, scrollThrough } from './bar-check.js';

let server: RunningServer;
let browser: Browser;

serverAndBrowser((s, b) => ([server, browser] = [s, b]));

/** The words the test finds elements by, in each language tried. */
const WORDS = {
  en: { locale: 'en-GB', name: /your name/i, join: /^join$/i, start: /start the game/i },
  it: { locale: 'it-IT', name: /il tuo nome/i, join: /^entra$/i, start: /inizia la partita/i },
} as const;

describe('the Start bar in the VIP\'s lobby', () => {
  for (const show of ['minus-auction', 'rubbish-auction'] as const) {
    for (const lang of ['en', 'it'] as const) {
      it(`covers no control of ${show}'s lobby, in ${lang}, at 390x844 and 320x640`, async () => {
        const w = WORDS[lang];
        const { room, code } = await createRoom(server.url);
        if (show !== 'minus-auction') expect((await ask(room, 'show', { show })).ok).toBe(true);
        const context = await browser.newContext({ viewport: SIZES[0], deviceScaleFactor: 2, hasTouch: true, isMobile: true, colorScheme: 'dark', locale: w.locale });
        const page = await context.newPage();
        await page.goto(`${server.url}/play?room=${code}`);
        await page.getByRole('textbox', { name: w.name }).fill('Ana');
        await page.getByRole('button', { name: w.join }).click();
        const startButton = page.getByRole('button', { name: w.start });
        await startButton.waitFor();
        // Two computer players seated: their Remove buttons make the lobby longer.
        expect((await ask(room, 'add-bot', { label: 'easy' })).ok).toBe(true);
        expect((await ask(room, 'add-bot', { label: 'medium' })).ok).toBe(true);
        await expect.poll(() => startButton.isEnabled()).toBe(true);
        // At 390 px each seat's button (Kick, Remove) sits on the seat's own line, beside its avatar,
        // the bot's level tag going under the name if need be.
        const rows = page.locator('li.seat');
        await expect.poll(() => rows.count()).toBe(3);
        for (let i = 0; i < 3; i++) {
          const button = rows.nth(i).locator('button');
          if ((await button.count()) === 0) continue;
          const [b, a] = [await button.boundingBox(), await rows.nth(i).locator('seat-avatar').boundingBox()];
          expect(Math.abs(b!.y + b!.height / 2 - (a!.y + a!.height / 2)), `seat ${i}'s button beside its avatar`).toBeLessThan(12);
        }
        const start = (await startButton.elementHandle())!;
        const covered: string[] = [];
        const unseen: string[] = [];
        for (const size of SIZES) {
          const r = await scrollThrough(page, size, controls(page), start, `${artifacts}30-lobby-bar-${show}-${lang}-${size.width}x${size.height}.png`);
          covered.push(...r.covered);
          unseen.push(...r.unseen.map((u) => `${u} at ${size.width}x${size.height}`));
          expect(r.barHidden, `steps with Start off screen at ${size.width}x${size.height}`).toBe(0);
        }
        expect(covered, 'controls under the Start bar').toEqual([]);
        expect(unseen, 'controls never wholly on screen').toEqual([]);
        await context.close();
        await room.leave(true);
      }, 120_000);
    }
  }
});
