/**
 * Rubbish Auction's pick (the Next Auctioneer's screen) on a real phone, headless Chromium against
 * the real server, in all four languages at 390x844 and 320x640, with the timer's seconds beside
 * Confirm: wheeled from top to end, nothing lies over a control (pinned over the scrolling page,
 * the red seconds sat on the last First Bidder's button) and every control is seen whole (bar-check.ts);
 * the choices follow the turn line ("Your pick: choose the item and the First Bidder.") with no
 * empty band between them; once an item is chosen, the First Bidder's heading and buttons are in
 * sight above Confirm's bar; Confirm then takes a tap. The seconds' unit is drawn in the text face.
 * Screenshots in test/artifacts/ (`rubbish-pick-<lang>-*`).
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { artifacts, ask, createRoom, phone, serverAndBrowser, shoot, SIZES } from './support.js';
import { controls, scrollThrough } from './bar-check.js';

const env = serverAndBrowser();

/** The turn line's foot to the first heading of the choices: the glance's gap plus the zone's padding (about 18 px). */
const MAX_GAP = 24;

/** Ana's phone in `locale` at a table with two easy bots, a Rubbish Auction started with a two-minute timer. */
async function game(locale: string): Promise<{ page: Page; leave: () => Promise<void> }> {
  const { room, code } = await createRoom(env.server.url);
  expect((await ask(room, 'show', { show: 'rubbish-auction' })).ok).toBe(true);
  // The longest timer: its seconds sit beside Confirm, as in a real game.
  expect((await ask(room, 'settings', { timerMs: 120_000 })).ok).toBe(true);
  const page = await phone(env.browser);
  await page.addInitScript((l) => localStorage.setItem('party.locale', l), locale);
  await page.goto(`${env.server.url}/play?room=${code}`);
  await page.getByRole('textbox', { name: /your name|nama anda|il tuo nome|이름/i }).fill('Ana');
  await page.locator('form button[type=submit]').click();
  await page.locator('lobby-screen').waitFor();
  for (let i = 0; i < 2; i++) expect((await ask(room, 'add-bot', { label: 'easy' })).ok).toBe(true);
  expect((await ask(room, 'start', {})).ok).toBe(true);
  return { page, leave: async () => { await page.context().close(); await room.leave(true); } };
}

/** The round card's foot to "Your peek": the glance's gap plus the zone's padding (about 18 px). */
const MAX_PEEK_GAP = 32;

/**
 * Play Ana's other steps (peek at the first card, hold out nothing: the bottom bidder picks next)
 * until her pick shows after a peek. Her peek (at 390x844) sits right under the round card: pushed
 * to the screen's foot, it left about 220 px of nothing above "Your peek". When the deal makes Ana
 * the first Next Auctioneer, she picks the first item and First Bidder on offer and plays on to
 * her next pick, peeking on the way.
 */
async function toMyPick(page: Page): Promise<void> {
  const pick = page.locator('rubbish-pick legend').first();
  const peek = page.locator('rubbish-peek .cards button:enabled').first();
  const hold = page.locator('rubbish-hand button.confirm:enabled');
  const end = Date.now() + 150_000;
  let peeked = false;
  while (!peeked || !(await pick.isVisible())) {
    if (Date.now() > end) throw new Error('Ana never got to pick after a peek');
    if (!peeked && (await pick.isVisible())) {
      await page.locator('rubbish-pick fieldset:not(.bidders) button:enabled').first().click({ timeout: 2000 }).catch(() => undefined);
      await page.locator('rubbish-pick fieldset.bidders button:enabled').first().click({ timeout: 2000 }).catch(() => undefined);
      await page.waitForTimeout(600);
      await page.locator('rubbish-pick button.confirm:enabled').click({ timeout: 2000 }).catch(() => undefined);
      await page.waitForTimeout(250);
      continue;
    }
    if (await peek.isVisible()) {
      if (!peeked) {
        const gap = (await box(page.locator('rubbish-peek'))).top - (await box(page.locator('rubbish-round'))).bottom;
        await page.screenshot({ path: `${artifacts}rubbish-peek-${await page.evaluate(() => localStorage.getItem('party.locale'))}-390x844.png` });
        expect(gap, 'the gap above "Your peek" at 390x844').toBeLessThanOrEqual(MAX_PEEK_GAP);
        peeked = true;
      }
      await peek.click({ timeout: 2000 }).catch(() => undefined);
    }
    else if (await hold.isVisible()) await hold.click({ timeout: 2000 }).catch(() => undefined);
    await page.waitForTimeout(250);
  }
  expect(peeked, 'Ana peeked before her pick').toBe(true);
}

/** Where `l` lies in the viewport (CSS px); fails when it is not drawn. */
async function box(l: Locator): Promise<{ top: number; bottom: number }> {
  const b = await l.boundingBox();
  if (!b) throw new Error('not drawn');
  return { top: b.y, bottom: b.y + b.height };
}

/** Scroll the pick (its region of choices, the lines above them and the table below, and the page) to `to`: 'top' or 'end'. */
async function scrollRegion(page: Page, to: 'top' | 'end'): Promise<void> {
  await page.locator('rubbish-pick').evaluate((el, end) => {
    for (const r of [el.shadowRoot?.querySelector('.scroll'), document.scrollingElement]) if (r) r.scrollTop = end ? r.scrollHeight : 0;
  }, to === 'end');
  await page.waitForTimeout(150);
}

/** Check the pick at every phone size in `locale`, photographing it as `rubbish-pick-<lang>-*`. */
async function checkPick(locale: string): Promise<void> {
  const { page, leave } = await game(locale);
  await toMyPick(page);
  const turn = page.locator('rubbish-play p.turn.mine');
  const firstHeading = page.locator('rubbish-pick legend').first();
  const bidders = page.locator('rubbish-pick fieldset.bidders');
  const bar = page.locator('rubbish-pick .go');
  const confirm = (await page.locator('rubbish-pick button.confirm').elementHandle())!;
  await shoot(page, `rubbish-pick-${locale}-empty`);
  // The seconds read as seconds: their unit ("s", Korean 초) is not drawn in the headline face,
  // whose capitals made "14 s" read "14 S".
  const unitFaces = await page.getByRole('timer').evaluateAll((timers) => timers.map((t) => {
    const walk = document.createTreeWalker(t, NodeFilter.SHOW_TEXT);
    for (let n = walk.nextNode(); n; n = walk.nextNode()) if (/\p{L}/u.test(n.textContent ?? '')) return getComputedStyle(n.parentElement!).fontFamily;
    return 'no unit';
  }));
  expect(unitFaces.length, 'timers on the pick').toBeGreaterThan(0);
  for (const face of unitFaces) expect(face, 'the face of the seconds\' unit').not.toMatch(/^\W*Bungee|no unit/);
  const covered: string[] = [];
  const unseen: string[] = [];
  for (const size of SIZES) {
    const at = `${size.width}x${size.height}`;
    // Wheeled from top to end, nothing (the seconds left, Confirm's bar) lies over a control, and every control is seen whole.
    const r = await scrollThrough(page, size, controls(page), confirm, `${artifacts}rubbish-pick-${locale}-scroll-${at}.png`);
    covered.push(...r.covered);
    unseen.push(...r.unseen.map((u) => `${u} at ${at}`));
    expect(r.barHidden, `steps with Confirm off screen at ${at}`).toBe(0);
    await scrollRegion(page, 'top');
    // No empty band between "Your pick: ..." and "1. The item".
    const gap = (await box(firstHeading)).top - (await box(turn)).bottom;
    expect(gap, `the gap under the turn line at ${at}`).toBeLessThanOrEqual(MAX_GAP);
    // An item chosen: the First Bidder's heading and every button come into sight above the bar.
    await page.locator('rubbish-pick fieldset:not(.bidders) button').first().click();
    await expect.poll(async () => {
      const [b, k] = [await box(bidders), await box(bar)];
      return b.top >= 0 && b.bottom <= k.top;
    }, { message: `the First Bidder in sight above Confirm at ${at}`, timeout: 5000 }).toBe(true);
    await page.waitForTimeout(600);
    await page.screenshot({ path: `${artifacts}rubbish-pick-${locale}-item-${at}.png` });
    await scrollRegion(page, 'end');
    await page.screenshot({ path: `${artifacts}rubbish-pick-${locale}-end-${at}.png` });
  }
  expect(covered, 'controls under Confirm\'s bar').toEqual([]);
  expect(unseen, 'controls never wholly on screen').toEqual([]);
  // Confirm answers a tap at once (nothing over it).
  await page.locator('rubbish-pick fieldset.bidders button').last().click({ timeout: 2000 });
  await page.locator('rubbish-pick button.confirm').click({ timeout: 5000 });
  await page.locator('rubbish-pick').waitFor({ state: 'detached', timeout: 10_000 });
  await leave();
}

describe("Rubbish Auction's pick on the phone", () => {
  it('puts the choices right under the turn line, covers none of them and brings the First Bidder into sight (English)', () => checkPick('en'), 300_000);
  for (const [locale, why] of [['ms', 'whose lines are longer'], ['it', 'its long item names'], ['ko', 'its own faces']] as const) {
    it(`does the same in ${locale} (${why})`, () => checkPick(locale), 300_000);
  }
});
