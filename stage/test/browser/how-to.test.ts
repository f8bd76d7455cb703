/**
 * The show's "how to play" on the stage (demo page, no server): the host starts it from the
 * lobby with the remote (the "How to play" tile) or H, its captions reach the live log in the
 * script's order, it ends back in the lobby by itself, and Back (Escape) skips it at once.
 * Screenshots at 1280x720 and 1920x1080 go to stage/test/artifacts (howto-*.png).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { minusHowTo } from '@minus/shared/shows/minus-auction/how-to/script';
import { minusHowToTexts } from '@minus/shared/shows/minus-auction/how-to/texts/index';
import { ARTIFACTS, serveStatic, useStageSuite } from './helpers.js';

const suite = useStageSuite(async () => {
  const site = await serveStatic();
  return { url: site.url, stop: site.close };
});

/** The script's captions in English, in order (the TV's script: one cube in the vault, the default preset's). */
const WORDS = { ...minusHowToTexts.en, vault: minusHowToTexts.en.vault(1) };
const LINES = minusHowTo.beats.map((b) => WORDS[b.caption as keyof typeof WORDS]);

async function openLobby(width: number, height: number): Promise<Page> {
  const page = await suite.browser.newPage({ viewport: { width, height } });
  suite.watchErrors(page);
  await page.goto(`${suite.url}/demo.html?scene=lobby`, { waitUntil: 'domcontentloaded' });
  await page.waitForFunction(() => document.body.dataset.ready === '1', null, { timeout: 60_000 });
  await page.waitForFunction(() => document.body.dataset.scene === 'lobby', null, { timeout: 30_000 });
  return page;
}

const captions = (page: Page) => page.locator('#captions p').allTextContents();
const scene = (page: Page) => page.evaluate(() => document.body.dataset.scene ?? '');

/** The how-to's captions said since `from` (log index), in order. */
async function said(page: Page, from: number): Promise<string[]> {
  return (await captions(page)).slice(from).filter((t) => LINES.includes(t));
}

describe('how to play on the stage', () => {
  it('starts from the lobby tile, says every beat in order, ends back in the lobby', async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    const page = await openLobby(1280, 720);
    const from = (await captions(page)).length;
    // Right focuses the first tile; Left wraps to the language, then the solo game, then How to play.
    for (const key of ['ArrowRight', 'ArrowLeft', 'ArrowLeft', 'ArrowLeft']) await page.keyboard.press(key);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    await page.screenshot({ path: join(ARTIFACTS, 'howto-lobby-tile-1280.png') });
    await page.keyboard.press('Enter');
    await expect.poll(() => scene(page), { timeout: 10_000 }).toBe('how-to');
    await expect.poll(() => said(page, from), { timeout: 20_000 }).toContain(LINES[4]);
    await page.waitForTimeout(900);
    await page.screenshot({ path: join(ARTIFACTS, 'howto-take-1280.png') });
    await expect.poll(() => said(page, from), { timeout: 20_000 }).toContain(LINES[7]);
    await page.screenshot({ path: join(ARTIFACTS, 'howto-vault-1280.png') });
    await expect.poll(() => scene(page), { timeout: 30_000 }).toBe('lobby');
    expect(await said(page, from)).toEqual(LINES);
    // Back in the lobby, the remote works as before: nothing was sent to the room meanwhile.
    expect((await captions(page)).slice(from).join('\n')).not.toMatch(/would send/);
    await page.close();
  });

  it('H starts it and Back skips it at once, at 1920x1080', async () => {
    const page = await openLobby(1920, 1080);
    const from = (await captions(page)).length;
    await page.keyboard.press('h');
    await expect.poll(() => scene(page), { timeout: 10_000 }).toBe('how-to');
    await expect.poll(() => said(page, from), { timeout: 20_000 }).toContain(LINES[5]);
    await page.screenshot({ path: join(ARTIFACTS, 'howto-run-1920.png') });
    await page.keyboard.press('Escape');
    await expect.poll(() => scene(page), { timeout: 10_000 }).toBe('lobby');
    const atSkip = (await said(page, from)).length;
    expect(atSkip).toBeLessThan(LINES.length);
    await page.screenshot({ path: join(ARTIFACTS, 'howto-after-skip-1920.png') });
    // No beat after the skip: the log says the lobby's line and no further how-to caption.
    await page.waitForTimeout(4500);
    expect((await said(page, from)).length).toBe(atSkip);
    await page.close();
  });
});
