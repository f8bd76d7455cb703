/**
 * Practice games and the coach on a real phone (headless Chromium against the real server): the
 * VIP turns practice on in the lobby, turns the coach on from the play screen (the stage's state
 * shows the seat coached: the toggle's round trip), the tip shows on their turn, and Take and
 * Refuse stay on the first screen. On a small phone in Italian the whole tip is read clear of the
 * Take and Refuse zone at the screen's foot. Screenshots at 390x844 and 320x640 in test/artifacts/.
 */
import { describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import type { Room } from 'colyseus.js';
import { artifacts, ask, createRoom, joinedPhone, phone, serverAndBrowser, shoot, SIZES, until, type RunningServer } from './support.js';
import { scrollThrough } from './bar-check.js';

interface State { phase: string; practice?: boolean; seats: { name: string; coached?: boolean }[]; game: { current: number } }
const state = (room: Room) => room.state as unknown as State;

let server: RunningServer;
let browser: Browser;

serverAndBrowser((s, b) => ([server, browser] = [s, b]));

/**
 * Giulia's Italian phone at 320x640, first to play a practice game of the show preset (no timer)
 * beside an easy bot and a `second` one, once the coach's switch is on her screen.
 */
async function italianPractice(second: string): Promise<{ room: Room; page: Page; coach: Locator }> {
  const { room, code } = await createRoom(server.url);
  const page = await joinedPhone(browser, server.url, code, { size: SIZES[1], locale: 'it-IT', player: 'Giulia', words: { name: /il tuo nome/i, join: /^entra$/i } });
  await page.getByRole('button', { name: /inizia la partita/i }).waitFor();
  expect((await ask(room, 'settings', { preset: 'show', starter: 'first', timerMs: null })).ok).toBe(true);
  expect((await ask(room, 'add-bot', { label: 'easy' })).ok).toBe(true);
  expect((await ask(room, 'add-bot', { label: second })).ok).toBe(true);
  await page.getByRole('checkbox', { name: /partita di allenamento/i }).check();
  await until(() => state(room).practice === true, 'practice on the stage');
  await page.getByRole('button', { name: /inizia la partita/i }).click();
  const coach = page.getByRole('switch', { name: /allenatore/i });
  await coach.waitFor({ timeout: 20_000 });
  return { room, page, coach };
}

describe('the coach in a practice game', () => {
  it('the VIP marks practice, turns the coach on, and reads the tip on their turn beside Take and Refuse', async () => {
    const { room, code } = await createRoom(server.url);
    const page = await phone(browser);
    await page.goto(`${server.url}/play?room=${code}`);
    await page.getByRole('textbox', { name: /your name/i }).fill('Ann');
    await page.getByRole('button', { name: /^join$/i }).click();
    await page.getByRole('button', { name: /start the game/i }).waitFor();
    expect((await ask(room, 'settings', { preset: 'show', starter: 'first', timerMs: null })).ok).toBe(true);
    expect((await ask(room, 'add-bot', { label: 'easy' })).ok).toBe(true);
    expect((await ask(room, 'add-bot', { label: 'medium' })).ok).toBe(true);
    await page.getByRole('checkbox', { name: /practice game/i }).check();
    await until(() => state(room).practice === true, 'practice on the stage');
    await shoot(page, '20-lobby-practice');
    await page.getByRole('button', { name: /start the game/i }).click();

    const coach = page.getByRole('switch', { name: /coach/i });
    await coach.waitFor({ timeout: 20_000 });
    expect(await coach.getAttribute('aria-checked')).toBe('false');
    await coach.click();
    await until(() => state(room).seats.some((s) => s.name === 'Ann' && s.coached === true), 'the coached seat on the stage');
    // The phone hears of it by its own patch, which may come a moment after the test's room does.
    await expect.poll(() => coach.getAttribute('aria-checked'), { timeout: 10_000 }).toBe('true');

    const take = page.getByRole('button', { name: /^take$/i });
    await page.getByText(/Coach says/).waitFor({ timeout: 30_000 });
    await expect.poll(() => take.isEnabled(), { timeout: 10_000 }).toBe(true);
    const tip = await page.getByRole('status').filter({ hasText: /Coach says/ }).textContent();
    expect(tip).toMatch(/Coach says:\s*(Take|Refuse)\b/);
    // Take and Refuse stay on the first screen with the tip above them, at both sizes.
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await page.evaluate(() => window.scrollTo(0, 0));
      for (const name of [/^take$/i, /^refuse$/i]) {
        const box = await page.getByRole('button', { name }).boundingBox();
        expect(box && box.y + box.height <= size.height + 0.5, `${String(name)} on screen at ${size.width}x${size.height}`).toBe(true);
      }
    }
    await page.setViewportSize(SIZES[0]);
    await shoot(page, '21-play-coached');
    await page.context().close();
    await room.leave(true);
  }, 120_000);

  it('keeps the switch\'s label inside it and its hint clear of it on a small phone in Italian', async () => {
    const { room, page, coach } = await italianPractice('easy');
    // "Allenatore" fits its pill, and the hint beside it starts after the pill ends (or below it).
    expect(await coach.evaluate((b) => b.scrollWidth <= b.clientWidth + 1)).toBe(true);
    const pill = (await coach.boundingBox())!;
    const hint = (await page.getByText(/Attiva l’allenatore/).boundingBox())!;
    expect(hint.x >= pill.x + pill.width || hint.y >= pill.y + pill.height, JSON.stringify({ pill, hint })).toBe(true);
    await shoot(page, '21-play-coach-switch-it');
    await page.context().close();
    await room.leave(true);
  }, 120_000);

  it('lets a small phone in Italian read the whole tip clear of Take and Refuse', async () => {
    const { room, page, coach } = await italianPractice('medium');
    await coach.click();
    const tip = page.getByRole('status').filter({ hasText: /L’allenatore dice/ });
    await tip.waitFor({ timeout: 30_000 });
    const take = page.getByRole('button', { name: /^prendi$/i });
    await expect.poll(() => take.isEnabled(), { timeout: 10_000 }).toBe(true);
    // Wheeled from top to end: at some step the tip is on screen from top to bottom, nothing over it.
    const r = await scrollThrough(page, SIZES[1], tip, (await take.elementHandle())!, `${artifacts}21-play-coach-tip-it-320x640.png`);
    expect(r.unseen, 'the tip never read whole').toEqual([]);
    await page.screenshot({ path: `${artifacts}21-play-coach-tip-it-320x640-end.png` });
    await page.context().close();
    await room.leave(true);
  }, 120_000);
});
