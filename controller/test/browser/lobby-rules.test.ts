/**
 * The VIP's rules on the phone (headless Chromium against the real server).
 *
 * Custom rules typed at a person's pace (in
 * Italian, 320x640): nearest, furthest, hidden and chips one after the other, each typed a key at
 * a time and left with Tab, the next begun while the room's answer to the last is still recent.
 * Every value typed sticks: in the room's settings and in the fields, however the redraws after
 * each change fall while a later field is being typed.
 *
 * A preset picked after a custom game with its own timer takes the preset's timer (20 s, the
 * README's table), so the lobby never shows "Show" with the custom game's timer.
 */
import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { ask, createRoom, joinedPhone, serverAndBrowser, SIZES, type RunningServer } from './support.js';

let server: RunningServer;
let browser: Browser;

serverAndBrowser((s, b) => ([server, browser] = [s, b]));

interface Numbers { smallest: number; largest: number; removed: number; chips: number }

describe('custom rules typed field after field', () => {
  it('keeps every value typed, none put back by the answer to the one before', async () => {
    const { room, code } = await createRoom(server.url);
    expect((await ask(room, 'settings', { preset: 'custom', smallest: 3, largest: 25, removed: 1, chips: 9, timerMs: null })).ok).toBe(true);
    const page = await joinedPhone(browser, server.url, code, { size: SIZES[1], locale: 'it-IT', player: 'Ana', words: { name: /il tuo nome/i, join: /^entra$/i } });
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
    await page.context().close();
    await room.leave(true);
  }, 90_000);
});

describe('a preset picked after a custom game', () => {
  it('takes its own 20 s timer, not the custom game\'s 10 s; a timer changed afterwards stays', async () => {
    const { room, code } = await createRoom(server.url);
    const page = await joinedPhone(browser, server.url, code, { size: SIZES[1], locale: 'en-GB', player: 'Ana', words: { name: /your name/i, join: /^join$/i } });
    const timerMs = () => (room.state as { settings: { preset: string; timerMs: number } }).settings.timerMs;
    const preset = () => (room.state as { settings: { preset: string } }).settings.preset;
    await page.getByRole('radio', { name: /^custom/i }).check();
    await expect.poll(preset).toBe('custom');
    await page.getByRole('combobox', { name: /decision timer/i }).selectOption('10000');
    await expect.poll(timerMs).toBe(10_000);
    await page.getByRole('radio', { name: /^show/i }).check();
    await expect.poll(preset).toBe('show');
    await expect.poll(timerMs).toBe(20_000);
    await expect.poll(() => page.getByRole('combobox', { name: /decision timer/i }).inputValue()).toBe('20000');
    // The host's own timer over a preset is kept until the next preset is picked.
    await page.getByRole('combobox', { name: /decision timer/i }).selectOption('30000');
    await expect.poll(timerMs).toBe(30_000);
    await page.waitForTimeout(300);
    expect(preset()).toBe('show');
    await page.context().close();
    await room.leave(true);
  }, 90_000);
});

/** The four custom numbers of the room's settings. */
function pick(s: Numbers): Numbers {
  return { smallest: s.smallest, largest: s.largest, removed: s.removed, chips: s.chips };
}
