/**
 * Rubbish Auction's "how to play" on the phone against the real server: once the room picks the
 * show, the lobby's How to play button opens its own script (not Minus Auction's), drawn with the
 * play screen's pieces: the item on offer, the seats, and what only the followed player's phone
 * knows (its secret Geek, the card it peeked at). Screenshots in English and Korean at 390x844
 * and 320x640, and on its side at 844x390 (test/artifacts/howto-rubbish-*).
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { rubbishHowTo } from '@minus/shared/shows/rubbish-auction/how-to/script';
import { en } from '@minus/shared/shows/rubbish-auction/how-to/texts/en';
import { ko } from '@minus/shared/shows/rubbish-auction/how-to/texts/ko';
import { artifacts, ask, createRoom, phone, serverAndBrowser, shoot } from './support.js';

const env = serverAndBrowser();

type Words = typeof en;
const line = (words: Words, i: number) => words[rubbishHowTo.beats[i]!.caption as keyof Words];

async function join(page: Page, url: string, name: string, locale = 'en'): Promise<void> {
  await page.addInitScript((l) => localStorage.setItem('party.locale', l), locale);
  await page.goto(url);
  await page.getByRole('textbox', { name: /your name|이름/i }).fill(name);
  await page.locator('form button[type=submit]').click();
}

/** A room with Rubbish Auction picked, and a phone joined to its lobby in `locale`. */
async function rubbishLobby(name: string, locale: string): Promise<{ page: Page; leave: () => Promise<void> }> {
  const { code, room } = await createRoom(env.server.url);
  expect((await ask(room, 'show', { show: 'rubbish-auction' })).ok).toBe(true);
  const page = await phone(env.browser);
  await join(page, `${env.server.url}/play?room=${code}`, name, locale);
  return { page, leave: async () => { await page.context().close(); await room.leave(true); } };
}

describe("Rubbish Auction's how to play on the phone", () => {
  it('plays its own script with the Geek, the peek, the reveal and the face-up cards', async () => {
    const { page, leave } = await rubbishLobby('Ana', 'en');
    await page.getByRole('button', { name: /^how to play$/i }).click();
    const dialog = page.getByRole('dialog', { name: /how to play/i });
    await dialog.waitFor();
    const caption = dialog.locator('.caption');
    await expect.poll(() => caption.textContent()).toBe(line(en, 0));
    await expect.poll(() => caption.textContent(), { timeout: 15_000 }).toBe(line(en, 1));
    // The followed player's secret Geek and what it wants, in the show's words.
    await expect.poll(() => dialog.getByText(/Cleo's secret Geek/).count()).toBe(1);
    await expect.poll(() => dialog.getByText('The Pond Keeper').count()).toBe(1);
    await shoot(page, 'howto-rubbish-phone-geek-en');
    // A phone on its side: the caption and the table side by side, the table's top on screen.
    await page.setViewportSize({ width: 844, height: 390 });
    const table = dialog.locator('rubbish-how-to-table');
    await expect.poll(async () => (await table.boundingBox())?.y ?? 999).toBeLessThan(200);
    const [captionBox, tableBox] = [await caption.boundingBox(), await table.boundingBox()];
    expect(tableBox!.x).toBeGreaterThan(captionBox!.x + captionBox!.width - 1);
    await page.screenshot({ path: `${artifacts}howto-rubbish-phone-geek-en-844x390.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => caption.textContent(), { timeout: 20_000 }).toBe(line(en, 4));
    await expect.poll(() => dialog.getByText(/Cleo peeked at a card of Ben/).count()).toBe(1);
    await expect.poll(() => dialog.getByText('5,000', { exact: true }).count()).toBe(1);
    await shoot(page, 'howto-rubbish-phone-peek-en');
    // Cards up: the round still stands as it was (its outcome is the next step's words).
    await expect.poll(() => caption.textContent(), { timeout: 20_000 }).toBe(line(en, 7));
    expect(await dialog.getByText('Round 1 of 7').count()).toBe(1);
    expect(await dialog.getByText(/^Last round/).count()).toBe(0);
    await shoot(page, 'howto-rubbish-phone-reveal-en');
    await expect.poll(() => caption.textContent(), { timeout: 25_000 }).toBe(line(en, 8));
    // The reveal as the table shows it: fame moved, the duck is Cleo's.
    await expect.poll(() => dialog.getByText('Rubber Duck', { exact: true }).count()).toBeGreaterThan(0);
    await shoot(page, 'howto-rubbish-phone-settle-en');
    await expect.poll(() => caption.textContent(), { timeout: 15_000 }).toBe(line(en, 9));
    await expect.poll(() => dialog.getByText(/Blocked card: 10,000/).count()).toBe(1);
    await shoot(page, 'howto-rubbish-phone-faceup-en');
    await dialog.getByRole('button', { name: /close how to play/i }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await leave();
  }, 120_000);

  it('speaks Korean on a Korean phone', async () => {
    const { page, leave } = await rubbishLobby('나래', 'ko');
    await page.getByRole('button', { name: /게임 방법/ }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await expect.poll(() => dialog.locator('.caption').textContent(), { timeout: 25_000 }).toBe(line(ko, 4));
    await expect.poll(() => dialog.getByText('연못지기').count()).toBe(1);
    await shoot(page, 'howto-rubbish-phone-peek-ko');
    // The keyboard stays in the dialog: Tab cycles its own buttons, even after a tap on the backdrop.
    const focused = () => page.evaluate(() => {
      let el: Element | null = document.activeElement;
      while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
      return !!el?.closest('dialog') && el?.tagName === 'BUTTON';
    });
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press('Tab');
      expect(await focused()).toBe(true);
    }
    await page.mouse.click(5, 630);
    await page.keyboard.press('Tab');
    expect(await focused()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await leave();
  }, 90_000);
});
