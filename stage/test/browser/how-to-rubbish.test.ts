/**
 * Rubbish Auction's "how to play" on a live stage: once the VIP picks the show, H plays its own
 * script (not Minus Auction's) through the game scene, says every beat in order and ends back in
 * the lobby; another show chosen mid-lesson ends it; back in an Italian lobby, its tiles are
 * buttons in the page, in Italian. Screenshots at 1280x720 (English) and 1920x1080
 * (Italian, the longest lines) go to stage/test/artifacts (howto-rubbish-*.png).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Client, type Room } from 'colyseus.js';
import type { Page } from 'playwright-core';
import { rubbishHowTo } from '@minus/shared/shows/rubbish-auction/how-to/script';
import { en } from '@minus/shared/shows/rubbish-auction/how-to/texts/en';
import { it as itWords } from '@minus/shared/shows/rubbish-auction/how-to/texts/it';
import { stageTexts } from '../../../test-support/stage-texts.js';
import { ARTIFACTS, drawnTexts, openLiveStage, startGameServer, useStageSuite } from './helpers.js';

const suite = useStageSuite(() => startGameServer());

type Words = typeof en;
const lines = (words: Words) => rubbishHowTo.beats.map((b) => words[b.caption as keyof Words]);

/** The live stage at `width` x `height` (helpers.ts `openLiveStage`). */
const openStage = (query: string, width: number, height: number) => openLiveStage(suite, query, width, height);

/** A VIP phone in room `code` that picks Rubbish Auction. */
async function pickRubbish(code: string): Promise<Room> {
  const vip = await new Client(suite.url.replace('http', 'ws')).joinById(code, { role: 'player', name: 'Pia', avatar: 3 });
  vip.onMessage('*', () => {});
  vip.send('show', { show: 'rubbish-auction' });
  return vip;
}

/** Press H until the how-to plays (H does nothing until the show's part and its words have loaded). */
async function startHowTo(page: Page): Promise<void> {
  await expect.poll(async () => {
    await page.keyboard.press('h');
    return page.evaluate(() => document.body.dataset.scene);
  }, { timeout: 30_000 }).toBe('how-to');
}

const captions = (page: Page) => page.locator('#captions p').allTextContents();

/** A live stage (`query`, size) whose VIP picked Rubbish Auction, its lesson started; `from`: the live log's length before it. */
async function lesson(query: string, width: number, height: number): Promise<{ page: Page; vip: Room; from: number }> {
  const { page, code } = await openStage(query, width, height);
  const vip = await pickRubbish(code);
  await expect.poll(() => page.title(), { timeout: 15_000 }).toMatch(/Rubbish Auction/);
  const from = (await captions(page)).length;
  await startHowTo(page);
  return { page, vip, from };
}

describe("Rubbish Auction's how to play on a live stage", () => {
  it('plays its own script in order and ends in the lobby', async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    const { page, vip, from } = await lesson('', 1280, 720);
    const said = async () => (await captions(page)).slice(from).filter((t) => lines(en).includes(t));
    const shots: [number, string][] = [[1, 'geek'], [4, 'peek'], [7, 'reveal'], [10, 'faceup']];
    for (const [beat, name] of shots) {
      await expect.poll(said, { timeout: 30_000 }).toContain(lines(en)[beat]);
      await page.waitForTimeout(beat === 7 ? 2600 : 900);
      await page.screenshot({ path: join(ARTIFACTS, `howto-rubbish-${name}-1280.png`) });
    }
    await expect.poll(() => page.evaluate(() => document.body.dataset.scene), { timeout: 30_000 }).toBe('lobby');
    expect(await said()).toEqual(lines(en));
    await vip.leave();
    await page.close();
  });

  it('ends when the VIP picks another show mid-lesson (it taught the show it was started for)', async () => {
    const { page, vip } = await lesson('', 1280, 720);
    vip.send('show', { show: 'minus-auction' });
    await expect.poll(() => page.evaluate(() => document.body.dataset.scene), { timeout: 15_000 }).toBe('lobby');
    await expect.poll(() => page.title(), { timeout: 15_000 }).toMatch(/Minus Auction/);
    await vip.leave();
    await page.close();
  });

  it("keeps the Geek's three Italian lines clear of the peek line and its gold frame at 1280x720", async () => {
    const { page, vip } = await lesson('?lang=it', 1280, 720);
    await expect.poll(() => captions(page), { timeout: 40_000 }).toContain(lines(itWords)[4]);
    await page.waitForTimeout(900);
    await page.screenshot({ path: join(ARTIFACTS, 'howto-rubbish-peek-it-1280.png') });
    const texts = await stageTexts(page);
    const wants = texts.find((t) => t.text.startsWith('vuole '))!;
    const peek = texts.find((t) => t.text.includes(' ha sbirciato una carta di '))!;
    expect(wants, 'the wants line').toBeDefined();
    expect(peek, 'the peek line').toBeDefined();
    // The beat's gold frame round the peek line reaches 16 design px above it: the wants' last line stays below the frame.
    expect(peek.y - (wants.y + wants.h)).toBeGreaterThanOrEqual(20);
    await vip.leave();
    await page.close();
  });

  it('speaks Italian on an Italian stage, and Back skips it (screenshot at 1920x1080)', async () => {
    const { page, vip } = await lesson('?lang=it', 1920, 1080);
    await expect.poll(() => captions(page), { timeout: 40_000 }).toContain(lines(itWords)[8]);
    await page.waitForTimeout(900);
    await page.screenshot({ path: join(ARTIFACTS, 'howto-rubbish-settle-it-1920.png') });
    await page.keyboard.press('Escape');
    await expect.poll(() => page.evaluate(() => document.body.dataset.scene), { timeout: 15_000 }).toBe('lobby');
    // The lobby's tiles as buttons in the page, in Italian; the start tile names the Enter key as
    // the hints do ("Invio") once the show has its seats: here after a bot added by its button.
    const tiles = page.getByRole('group', { name: 'Impostazioni della partita' });
    await tiles.getByRole('button', { name: 'Lo show: Rubbish Auction' }).waitFor({ state: 'attached', timeout: 15_000 });
    expect(await tiles.getByRole('button').allTextContents()).toEqual(expect.arrayContaining(['Via!: da 2 posti', 'Lingua: Italiano']));
    await tiles.getByRole('button', { name: /^Aggiungi un bot: / }).focus();
    await page.keyboard.press('Enter');
    await tiles.getByRole('button', { name: 'Via!', exact: true }).waitFor({ state: 'attached', timeout: 15_000 });
    await expect.poll(async () => (await drawnTexts(page)).includes('Invio')).toBe(true);
    expect(await drawnTexts(page)).not.toContain('Enter');
    await vip.leave();
    await page.close();
  });
});
