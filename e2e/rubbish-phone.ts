/**
 * A phone playing Rubbish Auction by role and name, as a person would: on the auctioneer's
 * screen it taps the first item left and names itself First Bidder, then Confirm; on a peek it
 * taps the first face-down card (and reads the value its phone alone shows); on its bid it taps
 * one card (the 2,000 when it has one, else nothing) and Confirm. The first time it meets each
 * step it takes screenshots at both phone sizes (390x844 and 320x640).
 */
import type { Locator, Page } from 'playwright-core';
import type { Phone } from './phone.js';
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
}

function controls(page: Page) {
  return {
    pickStep: page.getByRole('group', { name: /^1\. The item/ }),
    pickConfirm: page.getByRole('button', { name: /^Confirm: .* first$/ }),
    pickItem: page.getByRole('group', { name: /^1\. The item/ }).getByRole('button').first(),
    firstBidder: page.getByRole('button', { name: /^First Bidder: you$/ }),
    peekCard: page.getByRole('button', { name: /^Look at .+'s card 1 of \d+$/ }),
    seen: page.getByRole('status').filter({ hasText: /^You looked at/ }),
    holdTwo: page.getByRole('button', { name: /^Hold out 2,000$/ }).first(),
    holdConfirm: page.getByRole('button', { name: /^Confirm: hold out/ }),
    geek: page.getByRole('button', { name: /my secret geek/i }),
  };
}

/** Tap `l` when it is there and enabled; false when it went away under the finger. */
async function tap(l: Locator): Promise<boolean> {
  return l.click({ timeout: 5000 }).then(() => true, () => false);
}

/** Play one whole game on `phone`; `shots` prefixes its screenshots (null: none). */
export async function playRubbish(phone: Phone, shots: string | null, timeout = 240_000): Promise<RubbishPlay> {
  const page = phone.page;
  const c = controls(page);
  const shot = new Set<string>();
  const once = async (step: string) => {
    if (!shots || shot.has(step)) return;
    shot.add(step);
    await shootPhone(page, `${shots}-${step}`);
  };
  const out: RubbishPlay = { decisions: 0, peeked: [], endedOnHold: false };
  const end = Date.now() + timeout;
  for (;;) {
    if (Date.now() > end) throw new Error(`${phone.name}: the Rubbish Auction game did not end within ${timeout} ms`);
    const any = c.pickStep.or(c.peekCard.first()).or(c.holdConfirm).or(phone.hold).or(phone.gameOver).first();
    if (!(await any.waitFor({ timeout: 1000 }).then(() => true, () => false))) {
      await once('waiting');
      continue;
    }
    if (await phone.hold.or(phone.gameOver).first().isVisible()) {
      out.endedOnHold = await phone.hold.isVisible();
      if (shots) await shootPhone(page, `${shots}-look-at-the-tv`);
      return out;
    }
    if (await c.pickStep.isVisible()) {
      await once('pick-empty');
      if (!(await tap(c.pickItem)) || !(await tap(c.firstBidder))) continue;
      await once('pick-chosen');
      if (!(await tap(c.pickConfirm))) continue;
      out.decisions++;
      await c.pickStep.waitFor({ state: 'detached', timeout: 20_000 });
      continue;
    }
    if (await c.peekCard.first().isVisible()) {
      await once('peek');
      if (!(await tap(c.peekCard.first()))) continue;
      out.decisions++;
      await c.seen.waitFor({ timeout: 20_000 });
      const text = (await c.seen.textContent()) ?? '';
      const m = text.match(/it is (\d+),000/);
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
