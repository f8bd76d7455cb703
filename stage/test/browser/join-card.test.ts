/**
 * Before the stage first draws (a slow or loaded machine: Pixi's WebGL renderer, a chunk of its own,
 * still on its way), the TV shows the room's code and where phones join in plain HTML
 * (app/join-card.ts); once the stage has drawn, that card is gone. The renderer's chunk is held
 * back by the test until it has read the card.
 */
import { describe, expect, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ARTIFACTS, startGameServer, useStageSuite } from './helpers.js';

const suite = useStageSuite(() => startGameServer());

describe('the join card before the stage draws', () => {
  it('shows the room code and the join address while the renderer loads, and hides once the stage draws', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 1280, height: 720 } });
    suite.watchErrors(page);
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => { release = r; });
    await page.route(/WebGLRenderer-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${suite.url}/`);
    const card = page.getByRole('region', { name: 'Join on your phone' });
    await card.waitFor({ state: 'visible', timeout: 30_000 });
    // The code the room gave this TV (the page title ends with it), big on the card, and the address.
    await page.waitForFunction(() => /[A-Z]{4}$/.test(document.title), null, { timeout: 30_000 });
    const code = (await page.title()).match(/([A-Z]{4})$/)![1]!;
    await expect.poll(() => card.innerText(), { timeout: 10_000 }).toContain(code);
    const text = await card.innerText();
    expect(text).toContain('Room code');
    expect(text).toMatch(new RegExp(`/play\\?room=${code}`));
    expect(await page.evaluate(() => document.querySelector('#show canvas') === null || !('__STAGE_FRAMES__' in globalThis))).toBe(true);
    mkdirSync(ARTIFACTS, { recursive: true });
    await page.screenshot({ path: join(ARTIFACTS, 'join-card-before-stage-1280.png') });
    release();
    await page.waitForFunction(() => document.body.dataset.scene === 'lobby', null, { timeout: 60_000 });
    await expect.poll(() => card.isVisible(), { timeout: 10_000 }).toBe(false);
    await page.close();
  }, 120_000);
});
