/**
 * Rubbish Auction's bid on a small phone (320x640), headless Chromium against the real server, in
 * every language: after my peek, the value I saw stays in sight while I choose my bid (the bid's
 * panel, pinned at the screen's foot, covered the peek's line above it: "Kad 2 milik Giulia:
 * 2,000. Hanya…" cut mid-line in Malay); once my bid is sent, my hand no longer lies pinned over
 * the lines above it (the turn line and "A computer player played 1 of your turns" showed through
 * its fade, under its heading). Nothing on screen is covered: the element drawn at a line's points
 * is the line itself. Ben and Giulia play from Node (colyseus.js), so the test decides who bids
 * when: everyone names Giulia First Bidder, so Ana peeks at Giulia and Ben bids after Ana (and
 * waits while the test looks). Screenshots in test/artifacts/ (`rubbish-bid-<lang>-*`).
 */
import { describe, expect, it } from 'vitest';
import { Client, type Room } from 'colyseus.js';
import type { Locator, Page } from 'playwright-core';
import type { Locale } from '@minus/shared/platform/i18n/locales';
import { en as phoneEn, type PhoneTexts } from '../../src/platform/i18n/texts/en.js';
import { it as phoneIt } from '../../src/platform/i18n/texts/it.js';
import { ms as phoneMs } from '../../src/platform/i18n/texts/ms.js';
import { ko as phoneKo } from '../../src/platform/i18n/texts/ko.js';
import { en as rubbishEn, type RubbishPhoneTexts } from '../../src/shows/rubbish-auction/texts/en.js';
import { it as rubbishIt } from '../../src/shows/rubbish-auction/texts/it.js';
import { ms as rubbishMs } from '../../src/shows/rubbish-auction/texts/ms.js';
import { ko as rubbishKo } from '../../src/shows/rubbish-auction/texts/ko.js';
import { ask, createRoom, phone, serverAndBrowser, shoot, SIZES, until } from './support.js';

const env = serverAndBrowser();
const WORDS: Record<Locale, { p: PhoneTexts; r: RubbishPhoneTexts }> = {
  en: { p: phoneEn, r: rubbishEn }, it: { p: phoneIt, r: rubbishIt }, ms: { p: phoneMs, r: rubbishMs }, ko: { p: phoneKo, r: rubbishKo },
};
const GIULIA = 2;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const ANY = '\u0001';
/** A pattern from a catalogue wording: `ANY` in it matches any text. */
const like = (text: string, whole = true) => new RegExp(`${whole ? '^' : ''}${escape(text).split(ANY).join('.+')}${whole ? '$' : ''}`);

interface GameLike { current: number; step: string; version: number; itemsLeft: Iterable<string> }

/**
 * A player in Node: on its turn it names Giulia First Bidder, peeks at the first card, holds out
 * nothing; `wait()` holds it back (its turn stays open while the test looks at Ana's phone).
 */
async function nodePlayer(code: string, name: string): Promise<{ room: Room; wait: () => void }> {
  const room = await new Client(env.server.url).joinById(code, { role: 'player', name });
  room.onMessage('*', () => undefined);
  let waiting = false;
  let sent = -1;
  room.onStateChange((s) => {
    const state = s as unknown as { phase: string; seats: { name: string }[]; game: GameLike };
    const g = state.game;
    const me = Array.from(state.seats).findIndex((seat) => seat.name === name);
    if (waiting || state.phase !== 'playing' || g.current !== me || g.version === sent) return;
    sent = g.version;
    const action = g.step === 'pick' ? { type: 'pick', item: Array.from(g.itemsLeft)[0], firstBidder: GIULIA }
      : g.step === 'peek' ? { type: 'peek', position: 0 } : { type: 'hold-out', cards: [] };
    room.send('act', { action, version: g.version });
  });
  return { room, wait: () => { waiting = true; } };
}

/**
 * Where `l` is not wholly in the viewport or is covered, a sentence; '' when near its corners (inside a rounded border), its
 * edges' middles and its centre the element drawn (through shadow roots) is `l` itself, nothing
 * pinned over it.
 */
function covered(l: Locator): Promise<string> {
  return l.evaluate((el) => {
    const r = el.getBoundingClientRect();
    if (r.top < 0 || r.bottom > window.innerHeight) return `not in view (${Math.round(r.top)}..${Math.round(r.bottom)})`;
    const within = (n: Node | null): boolean => {
      for (; n; n = n.parentNode ?? (n as ShadowRoot).host ?? null) if (n === el) return true;
      return false;
    };
    const points = [r.top + 5, (r.top + r.bottom) / 2, r.bottom - 5].flatMap((y) => [r.left + 16, (r.left + r.right) / 2, r.right - 16].map((x) => [x, y] as const));
    for (const [x, y] of points) {
      let hit: Element | null = document.elementFromPoint(x, y);
      while (hit?.shadowRoot) {
        const inner = hit.shadowRoot.elementFromPoint(x, y);
        if (!inner || inner === hit) break;
        hit = inner;
      }
      if (!within(hit)) return `covered at ${Math.round(x)},${Math.round(y)} by <${hit?.localName} class="${hit?.getAttribute('class') ?? ''}">`;
    }
    return '';
  });
}

/** Ana's phone in `locale` at 320x640, with Ben and Giulia from Node; her seat handed to a bot at once (its turn counts in the note). */
async function game(locale: Locale): Promise<{ page: Page; ben: { wait: () => void }; leave: () => Promise<void> }> {
  const { room, code } = await createRoom(env.server.url);
  expect((await ask(room, 'show', { show: 'rubbish-auction' })).ok).toBe(true);
  expect((await ask(room, 'settings', { timerMs: null })).ok).toBe(true);
  const page = await phone(env.browser, SIZES[1]);
  await page.addInitScript((l) => localStorage.setItem('party.locale', l), locale);
  await page.goto(`${env.server.url}/play?room=${code}`);
  await page.getByRole('textbox', { name: WORDS[locale].p.join.name }).fill('Ana');
  await page.locator('form button[type=submit]').click();
  await page.locator('lobby-screen').waitFor();
  const ben = await nodePlayer(code, 'Ben');
  const giulia = await nodePlayer(code, 'Giulia');
  await until(() => (room.state as unknown as { seats: unknown[] }).seats.length === 3, 'three seats');
  expect((await ask(room, 'start', {})).ok).toBe(true);
  expect((await ask(room, 'hand-to-bot', { seat: 0 })).ok).toBe(true);
  return {
    page, ben,
    leave: async () => {
      await page.context().close();
      await Promise.all([ben.room.leave(true), giulia.room.leave(true), room.leave(true)]);
    },
  };
}

/** Play Ana's part in `locale` until her bid after a peek at Giulia, with Ben after her; check it and the screen after it. */
async function checkBid(locale: Locale): Promise<void> {
  const { p, r } = WORDS[locale];
  const { page, ben, leave } = await game(locale);
  // "A computer player played 1 of your turns this game" (or 2: the bot may play on before the tap).
  const note = page.getByRole('note').filter({ hasText: new RegExp(`^${escape(p.results.botTurns(7).split('7')[0]!)}`) });
  const takeBack = page.getByRole('button', { name: r.play.takeBack });
  const items = page.getByRole('group', { name: r.pick.item });
  const peek = page.getByRole('button', { name: like(r.peek.card(ANY, 1, 7).replace('7', ANY)) });
  const bid = page.getByRole('heading', { name: r.hand.titleBid });
  const confirm = page.getByRole('button', { name: like(r.hand.confirmNothing) });
  // The value Ana saw, in any of the line's wordings (the full sentence, or the panel's brief one).
  const seen = page.getByRole('status').filter({ hasText: new RegExp([
    r.peek.seenHeld('Giulia', 7, ANY), r.peek.seenKept('Giulia', ANY), r.peek.seenHeldBrief('Giulia', 7, ANY), r.peek.seenKeptBrief('Giulia', ANY),
  ].map((w) => like(w.replace('7', ANY), false).source).join('|')) });
  // Giulia First Bidder: she bids before Ana, Ben after her.
  const firstBidder = page.getByText(r.round.firstBidder('Giulia'), { exact: true });
  // Mid-game, as in a real evening: the last round's line above the bid too.
  const lastRound = page.getByText(like(r.round.lastWon(ANY, ANY, ANY))).or(page.getByText(like(r.round.lastBinned(ANY, ANY, ANY)))).first();
  const end = Date.now() + 150_000;
  for (;;) {
    if (Date.now() > end) throw new Error(`${locale}: Ana never bid after a peek at Giulia, mid-game`);
    // The bot played one of Ana's turns: she takes her seat back.
    if (await takeBack.isVisible() && await note.isVisible()) await takeBack.click().catch(() => undefined);
    else if (await items.isVisible()) {
      await items.getByRole('button').first().click().catch(() => undefined);
      await page.getByRole('button', { name: r.pick.firstBidder('Giulia') }).click().catch(() => undefined);
      await page.getByRole('button', { name: like(r.pick.confirm(ANY, 'Giulia')) }).click({ timeout: 5000 }).catch(() => undefined);
    } else if (await peek.first().isVisible()) await peek.first().click().catch(() => undefined);
    else if (await bid.isVisible() && await seen.isVisible() && await firstBidder.isVisible() && await lastRound.isVisible()) break;
    else if (await confirm.isVisible()) await confirm.click({ timeout: 5000 }).catch(() => undefined);
    await page.waitForTimeout(200);
  }
  ben.wait();
  await page.waitForTimeout(400);
  const at = `${locale} at 320x640`;
  // Choosing the bid: the value seen is on screen, nothing over it.
  expect(await covered(seen), `the peeked value while bidding, ${at}`).toBe('');
  await shoot(page, `rubbish-bid-${locale}`);
  // The bid sent: Ben's turn line, the note and my hand's heading, none under another.
  await confirm.click();
  const turn = page.getByRole('main').getByText(r.steps.peek('Ben'), { exact: true });
  await turn.waitFor();
  for (const [what, l] of [['the turn line', turn], ['the note', note], ['the hand\'s heading', page.getByRole('heading', { name: r.hand.title })]] as const) {
    await l.scrollIntoViewIfNeeded();
    expect(await covered(l), `${what} after the bid, ${at}`).toBe('');
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot(page, `rubbish-bid-sent-${locale}`);
  await leave();
}

describe("Rubbish Auction's bid on a small phone", () => {
  for (const locale of ['ms', 'it', 'ko', 'en'] as const) {
    it(`keeps the peeked value in sight while bidding, and nothing under my hand after (${locale})`, () => checkBid(locale), 240_000);
  }
});
