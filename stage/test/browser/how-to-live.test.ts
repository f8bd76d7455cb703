/**
 * The stage's "how to play" against the real server: phones keep joining while it plays (the
 * room never hears of it; their lines go to the live log, not over the lesson's caption), and the
 * lobby it ends in shows them.
 */
import { describe, expect, it } from 'vitest';
import { Client } from 'colyseus.js';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { minusHowTo } from '@minus/shared/shows/minus-auction/how-to/script';
import { ko } from '@minus/shared/shows/minus-auction/how-to/texts/ko';
import { ARTIFACTS, drawnTexts, openLiveStage, startGameServer, useStageSuite } from './helpers.js';

const suite = useStageSuite(() => startGameServer());

/** The live stage at `width` x `height` (helpers.ts `openLiveStage`). */
const openStage = (query: string, width: number, height: number) => openLiveStage(suite, query, width, height);

describe('how to play on a live stage', () => {
  it('lets a phone join while it plays, and ends in a lobby that shows the new seat', async () => {
    const { page, code } = await openStage('', 1280, 720);
    await page.keyboard.press('h');
    await expect.poll(() => page.evaluate(() => document.body.dataset.scene), { timeout: 15_000 }).toBe('how-to');
    const client = new Client(suite.url.replace('http', 'ws'));
    const pia = await client.joinById(code, { role: 'player', name: 'Pia', avatar: 3 });
    pia.onMessage('*', () => {});
    // The room seated her and the stage knows (its table mirror), while the how-to goes on.
    await expect.poll(() => page.locator('#table li').allTextContents(), { timeout: 15_000 }).toEqual([expect.stringMatching(/^Pia/)]);
    expect(await page.evaluate(() => document.body.dataset.scene)).toBe('how-to');
    // Her arrival goes to the live log; the caption bar keeps the lesson's line (nothing drawn names her).
    await expect.poll(() => page.locator('#captions p').allTextContents(), { timeout: 15_000 }).toContainEqual(expect.stringMatching(/Pia/));
    expect(await drawnTexts(page)).not.toContainEqual(expect.stringMatching(/Pia/));
    await page.keyboard.press('Escape');
    await expect.poll(() => page.evaluate(() => document.body.dataset.scene), { timeout: 15_000 }).toBe('lobby');
    expect(await page.locator('#table li').allTextContents()).toEqual([expect.stringMatching(/^Pia/)]);
    await pia.leave();
    await page.close();
  });

  it('speaks Korean on a Korean stage (screenshot at 1920x1080)', async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    const { page } = await openStage('?lang=ko', 1920, 1080);
    // H does nothing until the show's part (and its Korean words) has loaded: press until it plays.
    await expect.poll(async () => {
      await page.keyboard.press('h');
      return page.evaluate(() => document.body.dataset.scene);
    }, { timeout: 30_000 }).toBe('how-to');
    const line = ko[minusHowTo.beats[5]!.caption as keyof typeof ko];
    await expect.poll(() => page.locator('#captions p').allTextContents(), { timeout: 40_000 }).toContain(line);
    await page.screenshot({ path: join(ARTIFACTS, 'howto-run-ko-1920.png') });
    await page.keyboard.press('Escape');
    await expect.poll(() => page.evaluate(() => document.body.dataset.scene), { timeout: 15_000 }).toBe('lobby');
    await page.close();
  });
});
