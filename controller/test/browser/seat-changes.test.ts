/**
 * Seats changing hands, on phones in headless Chromium against the real server, in English and
 * Italian: a watcher who found Rubbish Auction's five seats taken is invited to sit once the host
 * picks Minus Auction (seven seats), not told the table is full; a watcher whose name a player
 * already has asks for a seat after the game, keeps watching, and sits under another name typed
 * on the same screen; the VIP lets a bot play a seat during a game (asked first), and that
 * player's phone takes the seat back. Screenshots at 390x844 and 320x640 in test/artifacts/.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { Client, type Room } from 'colyseus.js';
import { ask, createRoom, launch, SIZES, shoot, startServer, until, type RunningServer, toResults } from './support.js';

let server: RunningServer;
let browser: Browser;

// A player whose phone drops keeps the seat for five minutes here, so no stand-in comes by itself during a test.
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ RECONNECT_WINDOW_S: '300' }), launch()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The words the tests find things by, in each language. */
const WORDS = {
  en: {
    locale: 'en-GB', name: /your name/i, join: /^join$/i, full: /The table is full \(5 players\)/, free: /^A seat is free now/, sit: /^take a seat$/i,
    sitNext: /^take a seat for the next game$/i, now: /show my results now/i, over: /^game over$/i, nameTaken: /already has that name/, lobby: /^lobby room /i, seated: /You have a seat for the next game/,
    handOver: 'Let a bot play a seat', handBen: /^Let a bot play for Ben$/, handCy: /^Let a bot play for Cy$/, yes: /^yes, let a bot play$/i, away: 'away', takeBack: /^take my seat back$/i, botPlays: 'a bot is playing',
  },
  it: {
    locale: 'it-IT', name: /il tuo nome/i, join: /^entra$/i, full: /Il tavolo è pieno \(5 giocatori\)/, free: /^Ora c’è un posto libero/, sit: /^siediti$/i,
    sitNext: /^siediti per la prossima partita$/i, now: /mostra subito i miei risultati/i, over: /^partita finita$/i, nameTaken: /Qualcuno qui ha già questo nome/, lobby: /^sala d’attesa stanza /i, seated: /Hai un posto per la prossima partita/,
    handOver: 'Un bot al posto di qualcuno', handBen: /^Fai giocare un bot al posto di Ben$/, handCy: /^Fai giocare un bot al posto di Cy$/, yes: /^sì, fai giocare un bot$/i, away: 'assente', takeBack: /^riprendo il mio posto$/i, botPlays: 'gioca un bot',
  },
} as const;
type Lang = keyof typeof WORDS;

interface SeatLike { name: string; standIn: boolean; connected: boolean }
const seats = (room: Room) => (room.state as unknown as { seats: SeatLike[] }).seats;
const phase = (room: Room) => (room.state as unknown as { phase: string }).phase;

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

/** A player who is not a phone (colyseus.js in Node), as a second tab would join. */
async function playerAs(code: string, name: string): Promise<Room> {
  const room = await new Client(server.url).joinById(code, { role: 'player', name });
  room.onMessage('*', () => undefined);
  return room;
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

describe('a watcher whose name a player has', () => {
  it('keeps watching when refused a seat, and sits under another name typed there', async () => {
    const { room, code } = await createRoom(server.url);
    const ana = await playerAs(code, 'Ana');
    for (let i = 0; i < 2; i++) expect((await ask(room, 'add-bot', { label: 'easy' })).ok).toBe(true);
    expect((await ask(room, 'settings', { preset: 'custom', smallest: 3, largest: 14, removed: 0, chips: 1, starter: 'first', timerMs: null })).ok).toBe(true);
    expect((await ask(room, 'start', {})).ok).toBe(true);
    // Two phones named Ana arrive during the game: the room lets them watch.
    const phones = { en: await joinAs(code, 'en', 'Ana'), it: await joinAs(code, 'it', 'Ana') };
    await until(() => (room.state as { audienceCount?: number }).audienceCount === 2, 'two watchers');
    expect((await ask(room, 'hand-to-bot', { seat: seats(room).findIndex((s) => s.name === 'Ana') })).ok).toBe(true);
    await Promise.all((Object.entries(phones) as [Lang, Page][]).map(([lang, page]) => toResults(page, WORDS[lang])));
    for (const [lang, page] of Object.entries(phones) as [Lang, Page][]) {
      const w = WORDS[lang];
      await page.getByRole('button', { name: w.sitNext }).click();
      await page.getByRole('alert').filter({ hasText: w.nameTaken }).waitFor();
      // Still watching the results, asked for another name: the one refused is in the field.
      await page.getByRole('heading', { name: w.over }).waitFor();
      expect(await page.getByRole('textbox', { name: w.name }).inputValue()).toBe('Ana');
      await shoot(page, `42-results-name-taken-${lang}`);
    }
    await phones.en.getByRole('textbox', { name: WORDS.en.name }).fill('Ana B');
    await phones.en.getByRole('button', { name: WORDS.en.sitNext }).click();
    // Seated on the results, which stay up: the phone says the next game is hers.
    await until(() => seats(room).some((s) => s.name === 'Ana B') && phase(room) === 'finale', 'Ana B seated, the results still on');
    await phones.en.getByRole('note').filter({ hasText: WORDS.en.seated }).waitFor();
    // The other Ana still watches the results, still asked for another name.
    const it = phones.it;
    await it.getByRole('button', { name: WORDS.it.sitNext }).waitFor();
    expect(await it.getByRole('textbox', { name: WORDS.it.name }).inputValue()).toBe('Ana');
    await shoot(it, '42-audience-name-taken-it');
    await it.getByRole('textbox', { name: WORDS.it.name }).fill('Ana C');
    await it.getByRole('button', { name: WORDS.it.sitNext }).click();
    await until(() => seats(room).some((s) => s.name === 'Ana C'), 'Ana C seated');
    await it.getByRole('note').filter({ hasText: WORDS.it.seated }).waitFor();
    // The VIP goes back to the lobby: both are in it.
    expect((await ask(room, 'back-to-lobby', {})).ok).toBe(true);
    await phones.en.getByRole('heading', { name: WORDS.en.lobby }).waitFor();
    await it.getByRole('heading', { name: WORDS.it.lobby }).waitFor();
    await Promise.all(Object.values(phones).map((p) => p.context().close()));
    await Promise.all([ana.leave(true), room.leave(true)]);
  });
});

describe('the VIP lets a bot play a seat', () => {
  for (const [vipLang, benLang] of [['en', 'it'], ['it', 'en']] as const) {
    it(`during a game, asked first (VIP ${vipLang}); the player's phone (${benLang}) takes the seat back`, async () => {
      const { room, code } = await createRoom(server.url);
      const vip = await joinAs(code, vipLang, 'Vic');
      await until(() => seats(room).length === 1, 'the VIP seated');
      const ben = await joinAs(code, benLang, 'Ben');
      const cy = await playerAs(code, 'Cy');
      await until(() => seats(room).length === 3, 'three seats');
      expect((await ask(room, 'settings', { preset: 'custom', smallest: 3, largest: 14, removed: 0, chips: 5, starter: 'first', timerMs: null })).ok).toBe(true);
      expect((await ask(room, 'start', {})).ok).toBe(true);
      const v = WORDS[vipLang];
      await vip.getByText(v.handOver, { exact: true }).waitFor();
      // Folded while everyone is here; once a phone is away, the top of the VIP's screen names it.
      expect(await vip.getByRole('button', { name: v.handBen }).isVisible()).toBe(false);
      await cy.leave(false);
      await vip.getByRole('button', { name: v.handCy }).waitFor();
      await vip.locator('seat-handover[nudge]').getByText(v.away, { exact: true }).waitFor();
      await shoot(vip, `43-vip-away-nudge-${vipLang}`);
      await vip.getByText(v.handOver, { exact: true }).click();
      await vip.getByRole('button', { name: v.handBen }).click();
      const yes = vip.getByRole('button', { name: v.yes });
      await yes.waitFor();
      expect(seats(room).some((s) => s.standIn)).toBe(false); // nothing sent before "Yes"
      await shoot(vip, `43-vip-hand-over-ask-${vipLang}`);
      await yes.click();
      await until(() => seats(room).find((s) => s.name === 'Ben')?.standIn === true, 'a bot plays for Ben');
      await vip.getByRole('button', { name: v.handBen }).waitFor({ state: 'detached' });
      await shoot(vip, `43-vip-hand-over-done-${vipLang}`);
      // Ben's phone is still there: it offers the seat back.
      const back = ben.getByRole('button', { name: WORDS[benLang].takeBack });
      await back.waitFor();
      await shoot(ben, `43-take-my-seat-back-${benLang}`);
      await back.click();
      await until(() => seats(room).find((s) => s.name === 'Ben')?.standIn === false, 'Ben plays again');
      await back.waitFor({ state: 'detached' });
      await vip.getByRole('button', { name: v.handBen }).waitFor();
      await Promise.all([vip, ben].map((p) => p.context().close()));
      await room.leave(true);
    });
  }
});

describe('a seat a bot plays between games', () => {
  for (const lang of ['en', 'it'] as const) {
    it(`is offered back on the results and in the lobby (${lang})`, async () => {
      const w = WORDS[lang];
      const { room, code } = await createRoom(server.url);
      const ben = await joinAs(code, lang, 'Ben');
      await until(() => seats(room).length === 1, 'Ben seated');
      for (let i = 0; i < 2; i++) expect((await ask(room, 'add-bot', { label: 'easy' })).ok).toBe(true);
      expect((await ask(room, 'settings', { preset: 'custom', smallest: 3, largest: 14, removed: 0, chips: 1, starter: 'first', timerMs: null })).ok).toBe(true);
      expect((await ask(room, 'start', {})).ok).toBe(true);
      expect((await ask(room, 'hand-to-bot', { seat: 0 })).ok).toBe(true);
      // The bot plays Ben's seat to the end; the results offer it back before the next game.
      await toResults(ben, w);
      const back = ben.getByRole('button', { name: w.takeBack });
      await back.waitFor();
      await shoot(ben, `44-results-take-seat-back-${lang}`);
      await back.click();
      await until(() => seats(room)[0]?.standIn === false, 'Ben plays his seat again');
      await back.waitFor({ state: 'detached' });
      // In the lobby too: handed over there, offered back there.
      expect((await ask(room, 'back-to-lobby', {})).ok).toBe(true);
      await ben.getByRole('heading', { name: w.lobby }).waitFor();
      expect((await ask(room, 'hand-to-bot', { seat: 0 })).ok).toBe(true);
      await back.waitFor();
      // The lobby's seat list says a bot plays the seat (the VIP sees who will not be playing).
      await ben.locator('lobby-screen').getByText(w.botPlays, { exact: true }).waitFor();
      await shoot(ben, `44-lobby-take-seat-back-${lang}`);
      await back.click();
      await until(() => seats(room)[0]?.standIn === false, 'Ben has his seat back in the lobby');
      await back.waitFor({ state: 'detached' });
      await ben.locator('lobby-screen').getByText(w.botPlays, { exact: true }).waitFor({ state: 'detached' });
      await ben.context().close();
      await room.leave(true);
    });
  }
});
