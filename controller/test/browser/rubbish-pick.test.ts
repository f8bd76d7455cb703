/**
 * Rubbish Auction's pick (the Next Auctioneer's screen) on a real phone, headless Chromium against
 * the real server, in English and Malay at 390x844 and 320x640: the choices follow the turn line
 * ("Your pick: choose the item and the First Bidder.") with no empty band between them (the thumb
 * zone's `margin-top: auto` pushed them to the screen's foot, 100 px below the line on a
 * 390x844 phone); once an item is chosen, the First Bidder's heading and buttons are in sight
 * above the sticky Confirm bar; at the page's end the last of them lies clear of the bar.
 * Screenshots in test/artifacts/ (`rubbish-pick-<lang>-*`).
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { artifacts, ask, createRoom, phone, serverAndBrowser, shoot, SIZES } from './support.js';

const env = serverAndBrowser();

/** The turn line's foot to the first heading of the choices: the glance's gap plus the zone's padding (about 18 px). */
const MAX_GAP = 24;

/** Ana's phone in `locale` at a table with two easy bots, a Rubbish Auction started without a timer. */
async function game(locale: string): Promise<{ page: Page; leave: () => Promise<void> }> {
  const { room, code } = await createRoom(env.server.url);
  expect((await ask(room, 'show', { show: 'rubbish-auction' })).ok).toBe(true);
  expect((await ask(room, 'settings', { timerMs: null })).ok).toBe(true);
  const page = await phone(env.browser);
  await page.addInitScript((l) => localStorage.setItem('party.locale', l), locale);
  await page.goto(`${env.server.url}/play?room=${code}`);
  await page.getByRole('textbox', { name: /your name|nama anda/i }).fill('Ana');
  await page.locator('form button[type=submit]').click();
  await page.locator('lobby-screen').waitFor();
  for (let i = 0; i < 2; i++) expect((await ask(room, 'add-bot', { label: 'easy' })).ok).toBe(true);
  expect((await ask(room, 'start', {})).ok).toBe(true);
  return { page, leave: async () => { await page.context().close(); await room.leave(true); } };
}

/** Play Ana's other steps (peek at the first card, hold out nothing: the bottom bidder picks next) until her pick shows. */
async function toMyPick(page: Page): Promise<void> {
  const pick = page.locator('rubbish-pick legend').first();
  const peek = page.locator('rubbish-peek .cards button:enabled').first();
  const hold = page.locator('rubbish-hand button.confirm:enabled');
  const end = Date.now() + 150_000;
  while (!(await pick.isVisible())) {
    if (Date.now() > end) throw new Error('Ana never got to pick');
    if (await peek.isVisible()) await peek.click({ timeout: 2000 }).catch(() => undefined);
    else if (await hold.isVisible()) await hold.click({ timeout: 2000 }).catch(() => undefined);
    await page.waitForTimeout(250);
  }
}

/** Where `l` lies in the viewport (CSS px); fails when it is not drawn. */
async function box(l: Locator): Promise<{ top: number; bottom: number }> {
  const b = await l.boundingBox();
  if (!b) throw new Error('not drawn');
  return { top: b.y, bottom: b.y + b.height };
}

/** Check the pick at every phone size in `locale`, photographing it as `rubbish-pick-<lang>-*`. */
async function checkPick(locale: string): Promise<void> {
  const { page, leave } = await game(locale);
  await toMyPick(page);
  const turn = page.locator('rubbish-play p.turn.mine');
  const firstHeading = page.locator('rubbish-pick legend').first();
  const bidders = page.locator('rubbish-pick fieldset.bidders');
  const lastBidder = bidders.locator('button').last();
  const bar = page.locator('rubbish-pick .confirm');
  await shoot(page, `rubbish-pick-${locale}-empty`);
  for (const size of SIZES) {
    const at = `${size.width}x${size.height}`;
    await page.setViewportSize(size);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(150);
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
    // The page's end: the last bidder lies clear of the bar, which never covers it there.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(150);
    expect((await box(lastBidder)).bottom, `the last bidder clear of Confirm at the end, ${at}`).toBeLessThanOrEqual((await box(bar)).top);
  }
  await leave();
}

describe("Rubbish Auction's pick on the phone", () => {
  it('puts the choices right under the turn line and brings the First Bidder into sight (English)', () => checkPick('en'), 240_000);
  it('does the same in Malay, whose lines are longer', () => checkPick('ms'), 240_000);
});
