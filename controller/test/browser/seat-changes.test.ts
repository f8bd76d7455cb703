/**
 * Seats changing hands, on phones in headless Chromium against the real server, in English and
 * Italian: a watcher who found Rubbish Auction's five seats taken is invited to sit once the host
 * picks Minus Auction (seven seats), not told the table is full. Screenshots at 390x844 and
 * 320x640 in test/artifacts/.
 */
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Room } from 'colyseus.js';
import { ask, createRoom, serverAndBrowser, SIZES, shoot, until, type RunningServer } from './support.js';

let server: RunningServer;
let browser: Browser;

serverAndBrowser((s, b) => ([server, browser] = [s, b]));

/** The words the tests find things by, in each language. */
const WORDS = {
  en: {
    locale: 'en-GB', name: /your name/i, join: /^join$/i, full: /The table is full \(5 players\)/, free: /^A seat is free now/, sit: /^take a seat$/i,
    lobby: /^lobby room /i,
  },
  it: {
    locale: 'it-IT', name: /il tuo nome/i, join: /^entra$/i, full: /Il tavolo è pieno \(5 giocatori\)/, free: /^Ora c’è un posto libero/, sit: /^siediti$/i,
    lobby: /^sala d’attesa stanza /i,
  },
} as const;
type Lang = keyof typeof WORDS;

interface SeatLike { name: string }
const seats = (room: Room) => (room.state as unknown as { seats: SeatLike[] }).seats;

/** A phone in `lang` (a fresh context: its own storage) that joins room `code` as `name`. */
async function joinAs(code: string, lang: Lang, name: string): Promise<Page> {
  const w = WORDS[lang];
  const context = await browser.newContext({ viewport: SIZES[0], deviceScaleFactor: 2, hasTouch: true, isMobile: true, colorScheme: 'dark', locale: w.locale });
  const page = await context.newPage();
  await page.goto(`${server.url}/play?room=${code}`);
  await page.getByRole('textbox', { name: w.name }).fill(name);
  await page.getByRole('button', { name: w.join }).click();
  return page;
}

describe('a watcher of a full table', () => {
  it('is invited to sit, not told the table is full, once the host picks a show with more seats', async () => {
    const { room, code } = await createRoom(server.url);
    expect((await ask(room, 'show', { show: 'rubbish-auction' })).ok).toBe(true);
    for (let i = 0; i < 5; i++) expect((await ask(room, 'add-bot', { label: 'easy' })).ok).toBe(true);
    const phones = { en: await joinAs(code, 'en', 'Fay'), it: await joinAs(code, 'it', 'Gio') };
    for (const [lang, page] of Object.entries(phones) as [Lang, Page][]) {
      await page.getByRole('status').filter({ hasText: WORDS[lang].full }).waitFor();
      expect(await page.getByRole('button', { name: WORDS[lang].sit }).count()).toBe(0);
    }
    // The host picks Minus Auction: seven seats, five taken.
    expect((await ask(room, 'show', { show: 'minus-auction' })).ok).toBe(true);
    for (const [lang, page] of Object.entries(phones) as [Lang, Page][]) {
      const w = WORDS[lang];
      await page.getByRole('status').filter({ hasText: w.free }).waitFor();
      expect(await page.getByRole('status').filter({ hasText: /full|pieno/i }).count()).toBe(0);
      await page.getByRole('button', { name: w.sit }).waitFor();
      await shoot(page, `41-audience-seat-free-${lang}`);
    }
    await phones.en.getByRole('button', { name: WORDS.en.sit }).click();
    await until(() => seats(room).some((s) => s.name === 'Fay'), 'Fay seated');
    await phones.en.getByRole('heading', { name: WORDS.en.lobby }).waitFor();
    await Promise.all(Object.values(phones).map((p) => p.context().close()));
    await room.leave(true);
  });
});
