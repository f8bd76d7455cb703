/**
 * The VIP's custom rules typed at a person's pace (headless Chromium against the real server,
 * Italian, 320x640): nearest, furthest, hidden and chips one after the other, each typed a key at
 * a time and left with Tab, the next begun while the room's answer to the last is still recent.
 * Every value typed sticks: in the room's settings and in the fields, however the redraws after
 * each change fall while a later field is being typed.
 */
import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { ask, createRoom, serverAndBrowser, SIZES, type RunningServer } from './support.js';

let server: RunningServer;
let browser: Browser;

serverAndBrowser((s, b) => ([server, browser] = [s, b]));

interface Numbers { smallest: number; largest: number; removed: number; chips: number }

describe('custom rules typed field after field', () => {
  it('keeps every value typed, none put back by the answer to the one before', async () => {
    const { room, code } = await createRoom(server.url);
    expect((await ask(room, 'settings', { preset: 'custom', smallest: 3, largest: 25, removed: 1, chips: 9, timerMs: null })).ok).toBe(true);
    const context = await browser.newContext({ viewport: SIZES[1], deviceScaleFactor: 2, hasTouch: true, isMobile: true, colorScheme: 'dark', locale: 'it-IT' });
    const page = await context.newPage();
    await page.goto(`${server.url}/play?room=${code}`);
    await page.getByRole('textbox', { name: /il tuo nome/i }).fill('Ana');
    await page.getByRole('button', { name: /^entra$/i }).click();
    const fields = [
      { name: /cubo più vicino/i, key: 'smallest', typed: '5' },
      { name: /cubo più lontano/i, key: 'largest', typed: '18' },
      { name: /cubi nascosti/i, key: 'removed', typed: '0' },
      { name: /gettoni a testa/i, key: 'chips', typed: '3' },
    ] as const;
    await page.getByRole('spinbutton', { name: fields[0].name }).waitFor();
    for (const f of fields) {
      const input = page.getByRole('spinbutton', { name: f.name });
      await input.click();
      await input.selectText();
      await page.waitForTimeout(700);
      // A key every 600 ms: a two-digit value is still being typed when the form redraws after
      // the field before it (its answer, then the redraw a little over a second after sending).
      await input.pressSequentially(f.typed, { delay: 600 });
      await page.keyboard.press('Tab');
    }
    const settings = () => (room.state as { settings: Numbers }).settings;
    await expect.poll(() => ({ ...pick(settings()) }), { timeout: 5_000 }).toEqual({ smallest: 5, largest: 18, removed: 0, chips: 3 });
    // Past every redraw: the fields still show what was typed.
    await page.waitForTimeout(1_500);
    for (const f of fields) expect(await page.getByRole('spinbutton', { name: f.name }).inputValue(), f.key).toBe(f.typed);
    expect(pick(settings())).toEqual({ smallest: 5, largest: 18, removed: 0, chips: 3 });
    await context.close();
    await room.leave(true);
  }, 90_000);
});

/** The four custom numbers of the room's settings. */
function pick(s: Numbers): Numbers {
  return { smallest: s.smallest, largest: s.largest, removed: s.removed, chips: s.chips };
}
