/**
 * The stage's "how to play" against the real server: phones keep joining while it plays (the
 * room never hears of it), and the lobby it ends in shows them.
 */
import { describe, expect, it } from 'vitest';
import { Client } from 'colyseus.js';
import { startGameServer, useStageSuite } from './helpers.js';

const suite = useStageSuite(() => startGameServer());

describe('how to play on a live stage', () => {
  it('lets a phone join while it plays, and ends in a lobby that shows the new seat', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 1280, height: 720 } });
    suite.watchErrors(page);
    await page.goto(`${suite.url}/`);
    await page.getByRole('button', { name: 'Click or press any key to start the show' }).waitFor();
    await page.keyboard.press('Space');
    await page.waitForFunction('document.body.dataset.scene === "lobby" && /room [A-Z]{4}/.test(document.title)', null, { timeout: 60_000 });
    const code = (await page.title()).match(/room ([A-Z]{4})/)![1]!;
    await page.keyboard.press('h');
    await expect.poll(() => page.evaluate(() => document.body.dataset.scene), { timeout: 15_000 }).toBe('how-to');
    const client = new Client(suite.url.replace('http', 'ws'));
    const pia = await client.joinById(code, { role: 'player', name: 'Pia', avatar: 3 });
    pia.onMessage('*', () => {});
    // The room seated her and the stage knows (its table mirror), while the how-to goes on.
    await expect.poll(() => page.locator('#table li').allTextContents(), { timeout: 15_000 }).toEqual([expect.stringMatching(/^Pia/)]);
    expect(await page.evaluate(() => document.body.dataset.scene)).toBe('how-to');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.evaluate(() => document.body.dataset.scene), { timeout: 15_000 }).toBe('lobby');
    expect(await page.locator('#table li').allTextContents()).toEqual([expect.stringMatching(/^Pia/)]);
    await pia.leave();
    await page.close();
  });
});
