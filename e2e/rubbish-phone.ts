/**
 * A phone playing Rubbish Auction by role and name, as a person would: on the auctioneer's
 * screen it taps the first item left and names itself First Bidder, then Confirm; on a peek it
 * taps the first face-down card (and reads the value its phone alone shows); on its bid it taps
 * one card (the 2,000 when it has one, else nothing) and Confirm. The first time it meets each
 * step it takes screenshots at both phone sizes (390x844 and 320x640). After its pick, the page is back at its top.
 * While the TV reveals a round, the phone shows "Cards up on the TV!" and no controls.
 */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { en, type RubbishPhoneTexts } from '../controller/src/shows/rubbish-auction/texts/en.js';
import { ARTIFACTS } from './browser.js';
import { mkdirSync } from 'node:fs';

/** The phone sizes every step is photographed at (CSS px). */
export const PHONE_SIZES = [{ width: 390, height: 844 }, { width: 320, height: 640 }] as const;

/** Screenshots of `page` at every phone size, as artifacts/<name>-<w>x<h>.png; back to the first size after. */
export async function shootPhone(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  for (const size of [...PHONE_SIZES].reverse()) {
    await page.setViewportSize(size);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    await page.screenshot({ path: `${ARTIFACTS}${name}-${size.width}x${size.height}.png`, timeout: 60_000 });
  }
}

/** What one phone did in a game. */
export interface RubbishPlay {
  decisions: number;
  /** The values its phone showed after its peeks (its own, never sent anywhere else). */
  peeked: number[];
  /** The game ended on "Look at the TV!" (the phone held its results back for the TV's finale). */
  endedOnHold: boolean;
  /** Rounds whose outcome the phone held back for the TV's reveal ("Cards up on the TV!"). */
  revealHolds: number;
}

/** A phone that plays: its page, its player's name, and its "look at the TV" and "game over" headings. */
export interface PlayingPhone {
  page: Page;
  name: string;
  hold: Locator;
  gameOver: Locator;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const ANY = '\u0001';

/** A whole-name pattern from a catalogue wording: `ANY` in it matches any text, the number 7 any number. */
function like(text: string, prefix = false): RegExp {
  const body = escape(text).split(ANY).join('.+').replace(/7/g, '\\d+');
  return new RegExp(`^${body}${prefix ? '' : '$'}`);
}

function controls(page: Page, t: RubbishPhoneTexts) {
  const pickStep = page.getByRole('group', { name: like(t.pick.item, true) });
  return {
    pickStep,
    pickConfirm: page.getByRole('button', { name: like(t.pick.confirm(ANY, ANY)) }),
    pickBar: page.getByRole('button', { name: like(t.pick.choose) }),
    lastBidder: page.getByRole('group', { name: like(t.pick.bidder, true) }).getByRole('button').last(),
    pickItem: pickStep.getByRole('button').first(),
    firstBidder: page.getByRole('button', { name: like(t.pick.firstBidderYou) }),
    peekCard: page.getByRole('button', { name: like(t.peek.card(ANY, 1, 7)) }),
    // The value my peek showed: in brief in my bid's panel, in full once my bid is sent.
    seen: page.getByRole('status').filter({ hasText: new RegExp([t.peek.seenHeld(ANY, 7, ANY), t.peek.seenKept(ANY, ANY), t.peek.seenHeldBrief(ANY, 7, ANY), t.peek.seenKeptBrief(ANY, ANY)].map((w) => like(w, true).source).join('|')) }),
    holdTwo: page.getByRole('button', { name: like(t.hand.holdOut(t.money(2))) }).first(),
    // Up to the number of cards: a plural after it changes with the count.
    holdConfirm: page.getByRole('button', { name: new RegExp(`^${escape(t.hand.confirm(7, ANY).split('7')[0]!)}|${like(t.hand.confirmNothing).source}`) }),
    geek: page.getByRole('button', { name: like(t.geek.toggle) }),
    revealHold: page.getByRole('status').filter({ hasText: t.play.watchTv }),
  };
}

/** `l` lies wholly in the page's view and above the sticky bar `bar` (a button at the screen's foot). */
async function inSight(page: Page, l: Locator, bar: Locator): Promise<boolean> {
  const [b, k] = await Promise.all([l.boundingBox(), bar.boundingBox()]);
  const h = page.viewportSize()?.height ?? 0;
  return !!b && !!k && b.y >= 0 && b.y + b.height <= Math.min(h, k.y);
}

/** Tap `l` when it is there and enabled; false when it went away under the finger. */
async function tap(l: Locator): Promise<boolean> {
  return l.click({ timeout: 5000 }).then(() => true, () => false);
}

/**
 * Play one whole game on `phone`; `shots` prefixes its screenshots (null: none). `t`: the phone's
 * words (its language), to find its controls by name; `look`: instead of the two-size screenshots,
 * what to do the first time each step is met (a check in the phone's own size).
 */
export async function playRubbish(phone: PlayingPhone, shots: string | null, timeout = 240_000, t: RubbishPhoneTexts = en, look?: (step: string) => Promise<void>): Promise<RubbishPlay> {
  const page = phone.page;
  const c = controls(page, t);
  const shot = new Set<string>();
  const once = async (step: string) => {
    if ((!shots && !look) || shot.has(step)) return;
    shot.add(step);
    if (look) await look(step);
    else await shootPhone(page, `${shots}-${step}`);
  };
  const out: RubbishPlay = { decisions: 0, peeked: [], endedOnHold: false, revealHolds: 0 };
  const end = Date.now() + timeout;
  for (;;) {
    if (Date.now() > end) throw new Error(`${phone.name}: the Rubbish Auction game did not end within ${timeout} ms`);
    const any = c.pickStep.or(c.peekCard.first()).or(c.holdConfirm).or(c.revealHold).or(phone.hold).or(phone.gameOver).first();
    if (!(await any.waitFor({ timeout: 1000 }).then(() => true, () => false))) {
      await once('waiting');
      continue;
    }
    if (await phone.hold.or(phone.gameOver).first().isVisible()) {
      out.endedOnHold = await phone.hold.isVisible();
      if (look) await look('look-at-the-tv');
      else if (shots) await shootPhone(page, `${shots}-look-at-the-tv`);
      return out;
    }
    if (await c.revealHold.isVisible()) {
      // The TV is revealing the round: no controls, no outcome on the phone until it has.
      out.revealHolds++;
      await once('reveal-hold');
      await c.revealHold.waitFor({ state: 'detached', timeout: 20_000 });
      continue;
    }
    if (await c.pickStep.isVisible()) {
      // My pick begins: the first items are in sight above the bar, on a small phone too.
      const first = c.pickBar.or(c.pickConfirm).first();
      await expect.poll(async () => !(await c.pickStep.isVisible()) || (await inSight(page, c.pickItem, first)), { timeout: 5000 }).toBe(true);
      await once('pick-empty');
      if (!(await tap(c.pickItem))) continue;
      // Naming the First Bidder comes next: the screen brings it into sight, above Confirm.
      // (Unless the turn ran out meanwhile on a slow machine: the pick's screen is gone.)
      // The bar is Confirm, named for what is chosen so far (a bidder may be chosen already: a retry).
      const bar = c.pickBar.or(c.pickConfirm).first();
      const inView = async () => !(await c.pickStep.isVisible()) || (await inSight(page, c.lastBidder, bar));
      await expect.poll(inView, { timeout: 5000 }).toBe(true);
      if (!(await tap(c.firstBidder))) continue;
      // Naming the bidder lengthens Confirm (three lines in Malay): every bidder stays in sight above it.
      await c.pickConfirm.waitFor({ timeout: 5000 }).catch(() => undefined);
      await expect.poll(inView, { timeout: 5000 }).toBe(true);
      await once('pick-chosen');
      if (!(await tap(c.pickConfirm))) continue;
      out.decisions++;
      await c.pickStep.waitFor({ state: 'detached', timeout: 20_000 });
      // The pick's screen scrolled to reach Confirm; the next step starts at the top again.
      await page.waitForFunction(() => window.scrollY === 0, null, { timeout: 5000 });
      continue;
    }
    if (await c.peekCard.first().isVisible()) {
      await once('peek');
      if (!(await tap(c.peekCard.first()))) continue;
      out.decisions++;
      await c.seen.waitFor({ timeout: 20_000 });
      const text = (await c.seen.textContent()) ?? '';
      const m = text.match(/(?: is |: )(\d+),000\b/);
      if (m) out.peeked.push(Number(m[1]));
      await once('peek-seen');
      continue;
    }
    if (await c.holdConfirm.isVisible()) {
      await once('bid');
      if (!shot.has('geek')) {
        await tap(c.geek);
        await once('geek');
        await tap(c.geek);
      }
      if (await c.holdTwo.isVisible()) await tap(c.holdTwo);
      await once('bid-chosen');
      if (!(await tap(c.holdConfirm))) continue;
      out.decisions++;
      await c.holdConfirm.waitFor({ state: 'detached', timeout: 20_000 });
      await once('bid-sent');
    }
  }
}
