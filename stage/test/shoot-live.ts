/**
 * Screenshots of a live Rubbish Auction practice game on the real stage (the demo page draws only
 * Minus Auction), at 1280x720 and 1920x1080: two stage pages on one room (the second rejoins it
 * with the first one's host secret), three players played by Node clients (the first is the VIP: the
 * show, practice on, start), each with a 16-character name. Each bids its own way (2,000, 1,000, nothing), so the round has a
 * winner and the third is the Next Auctioneer; a pick waits until the shots of it are taken.
 * Shots, into stage/test/artifacts:
 * - `live-rubbish-practice-*`: the first pick, with the PRACTICE tag;
 * - `live-rubbish-pick-*`: after the first reveal, while the Next Auctioneer picks;
 * - `live-rubbish-replay-picker-*`: the replay picker (R) after the game, the practice game marked;
 * - `live-rubbish-replay-*` and `live-rubbish-replay-finale-*`: that game replayed, its REPLAY badge over the game and the finale.
 * Run: `npx tsx stage/test/shoot-live.ts` (builds the stage first unless STAGE_SKIP_BUILD=1).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Client, type Room } from 'colyseus.js';
import type { Page } from 'playwright-core';
import { ARTIFACTS, buildStage, launch, startGameServer } from './browser/helpers.js';

buildStage();
mkdirSync(ARTIFACTS, { recursive: true });
const server = await startGameServer();
const browser = await launch();
const SIZES = [[1280, 720], [1920, 1080]] as const;

type Seat = { name: string; blocked: number };
type Game = { current: number; step: string; version: number; itemsLeft: string[]; lastRound: number };
type Plain = { phase: string; seats: Seat[]; game: Game };

/** True when the stage draws a text matching `text` in sight (a string to evaluate: tsx's helpers do not reach the page). */
function drawn(p: Page, text: RegExp): Promise<boolean> {
  return p.evaluate(`(() => {
    const walk = (n) => n.visible && n.alpha > 0.05 && ((typeof n.text === 'string' && ${text}.test(n.text)) || n.children.some(walk));
    const app = globalThis.__PIXI_APP__;
    return !!app && walk(app.stage);
  })()`) as Promise<boolean>;
}

async function until(what: string, ok: () => Promise<boolean> | boolean, ms = 60_000): Promise<void> {
  const t0 = Date.now();
  while (!(await ok())) {
    if (Date.now() - t0 > ms) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const all = async (pages: Page[], ok: (p: Page) => Promise<boolean>) => (await Promise.all(pages.map(ok))).every(Boolean);
const scene = (p: Page) => p.evaluate('document.body.dataset.scene') as Promise<string>;

async function shoot(pages: Page[], name: string): Promise<void> {
  await Promise.all(pages.map((p, i) => p.screenshot({ path: join(ARTIFACTS, `${name}-${SIZES[i]![0]}x${SIZES[i]![1]}.png`) })));
  console.log(name);
}

/** The players, Alexandrina the VIP: 16-character names (the longest a seat takes), so the picker names a long winner. */
const NAMES = ['Alexandrina Long', 'Maximilian Worth', 'Wilhelmina Woods'];
/** What each player holds out: a card of its hand (1, 2, 2, 5, 10 but the blocked one), or nothing. */
const BIDS: (number | null)[] = [2, 1, null];
/** A pick while the rounds revealed are this many waits (the shots of it are being taken); null: none waits. */
let holdRound: number | null = 0;

/** Play seat `name` of `room`: each of its turns as soon as it comes (a pick only when not held). */
function autoplay(room: Room, name: string, bid: number | null): void {
  let done = -1;
  const act = (): void => {
    const s = (room.state as unknown as { toJSON(): Plain }).toJSON();
    const me = s.seats.findIndex((x) => x.name === name);
    const g = s.game;
    if (s.phase !== 'playing' || g.current !== me || g.version === done || (g.step === 'pick' && g.lastRound === holdRound)) return;
    done = g.version;
    const hand = [1, 2, 2, 5, 10];
    if (s.seats[me]!.blocked) hand.splice(hand.indexOf(s.seats[me]!.blocked), 1);
    const action = g.step === 'pick' ? { type: 'pick', item: g.itemsLeft[0], firstBidder: (me + 1) % s.seats.length }
      : g.step === 'peek' ? { type: 'peek', position: 0 }
        : { type: 'hold-out', cards: bid !== null && hand.includes(bid) ? [bid] : [] };
    room.send('act', { action, version: g.version });
  };
  room.onStateChange(act);
  setInterval(act, 200).unref();
}

const players: Room[] = [];
try {
  const pages: Page[] = [];
  for (const [width, height] of SIZES) {
    const page = await browser.newPage({ viewport: { width, height } });
    page.on('pageerror', (e) => console.error('page:', e.message));
    if (pages[0]) {
      // The second TV rejoins the first one's room, as a reloaded stage does.
      const saved = (await pages[0].evaluate("sessionStorage.getItem('party-stage-room')")) as string;
      await page.addInitScript(`sessionStorage.setItem('party-stage-room', ${JSON.stringify(saved)})`);
    }
    await page.goto(`${server.url}/`);
    await page.keyboard.press('Space');
    await page.waitForFunction('document.body.dataset.scene === "lobby" && /[A-Z]{4}$/.test(document.title)', null, { timeout: 60_000 });
    pages.push(page);
  }
  const code = (await pages[0]!.title()).match(/([A-Z]{4})$/)![1]!;
  for (const [i, name] of NAMES.entries()) {
    const room = await new Client(server.url.replace('http', 'ws')).joinById(code, { role: 'player', name, avatar: i });
    room.onMessage('answer', (a: { ok: boolean }) => { if (!a.ok) console.error(`${name} refused:`, JSON.stringify(a)); });
    room.onMessage('*', () => {});
    players.push(room);
  }
  const vip = players[0]!;
  vip.send('show', { show: 'rubbish-auction' });
  await until('the show', () => all(pages, async (p) => /Rubbish Auction/.test(await p.title())));
  vip.send('practice', { on: true });
  await new Promise((r) => setTimeout(r, 500));
  vip.send('start', {});
  players.forEach((room, i) => autoplay(room, NAMES[i]!, BIDS[i]!));
  await until('the game', () => all(pages, async (p) => (await scene(p)) === 'rubbish-auction'));
  await until('the tag', () => all(pages, (p) => p.getByRole('status').filter({ hasText: /practice/i }).isVisible()));
  await new Promise((r) => setTimeout(r, 1500));
  await shoot(pages, 'live-rubbish-practice');
  // The first pick goes; after the first reveal, the Next Auctioneer's pick waits for the shots.
  holdRound = 1;
  // Its outcome under the Next Auctioneer's name ("Round 1 · Rubber Duck → Ana") says the reveal has ended.
  await until('the pick after it', () => all(pages, async (p) => (await drawn(p, /^NEXT AUCTIONEER$/)) && drawn(p, /^Round 1 · /)), 30_000);
  await new Promise((r) => setTimeout(r, 1500));
  await shoot(pages, 'live-rubbish-pick');
  holdRound = null;
  await until('the finale', () => all(pages, async (p) => (await scene(p)) === 'rubbish-finale'), 300_000);
  await new Promise((r) => setTimeout(r, 15_000));
  for (const p of pages) {
    await p.keyboard.press('r');
    await p.getByRole('dialog', { name: /replay a game/i }).getByRole('button', { name: /won|tied/ }).first().waitFor({ timeout: 15_000 });
  }
  await shoot(pages, 'live-rubbish-replay-picker');
  // The practice game replayed at 2x: its REPLAY badge over the game, then over the finale.
  for (const p of pages) await p.keyboard.press('Enter');
  await until('the replay', () => all(pages, async (p) => (await p.evaluate('document.body.dataset.replay')) !== undefined));
  for (const p of pages) await p.keyboard.press('2');
  await until('the replayed game', () => all(pages, async (p) => (await scene(p)) === 'rubbish-auction'), 30_000);
  await new Promise((r) => setTimeout(r, 3000));
  await shoot(pages, 'live-rubbish-replay');
  // The live stage is at its finale too: the replay's is the one under the badge. At 1x it holds 6 s.
  const replaying = (p: Page) => p.evaluate('document.body.dataset.replay !== undefined') as Promise<boolean>;
  await until('the replayed finale', () => all(pages, async (p) => (await replaying(p)) && (await scene(p)) === 'rubbish-finale'), 300_000);
  for (const p of pages) await p.keyboard.press('1');
  await until('its winner', () => all(pages, async (p) => (await replaying(p)) && drawn(p, /WINS!$|SHARED/)), 60_000);
  await shoot(pages, 'live-rubbish-replay-finale');
} finally {
  await Promise.all(players.map((r) => r.leave().catch(() => undefined)));
  await browser.close();
  await server.stop();
}
