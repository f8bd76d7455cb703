/**
 * A VIP alone in the lobby (headless Chromium against the real server), in Malay: the bar below
 * says "add a bot or wait for friends", so the computer players come before the show picker. At
 * 390x844 "Add bot" (Tambah bot) is on the first screen wholly above the Start bar, without
 * scrolling; at 320x640 (its level and style stacked) the section's heading is.
 * Screenshots in test/artifacts/.
 */
import { describe, expect, it } from 'vitest';
import { artifacts, createRoom, serverAndBrowser, SIZES } from './support.js';

const env = serverAndBrowser();

describe('a lone VIP\'s lobby', () => {
  it('shows Add bot above the Start bar on the first screen, in Malay, at 390x844 (its heading at 320x640)', async () => {
    for (const size of SIZES) {
      const { room, code } = await createRoom(env.server.url);
      const context = await env.browser.newContext({ viewport: size, deviceScaleFactor: 2, hasTouch: true, isMobile: true, locale: 'ms-MY' });
      const page = await context.newPage();
      await page.addInitScript(() => localStorage.setItem('party.locale', 'ms'));
      await page.goto(`${env.server.url}/play?room=${code}`);
      await page.getByRole('textbox', { name: /nama anda/i }).fill('Siti');
      await page.getByRole('button', { name: /^sertai$/i }).click();
      const start = page.getByRole('button', { name: /mulakan permainan/i });
      await start.waitFor();
      const addBot = page.getByRole('button', { name: /^tambah bot$/i });
      await addBot.waitFor();
      await page.waitForTimeout(200);
      const heading = page.getByRole('heading', { name: /tambah pemain komputer/i });
      const shown = size.width >= 390 ? addBot : heading;
      const [box, bar] = [(await shown.boundingBox())!, (await start.boundingBox())!];
      await page.screenshot({ path: `${artifacts}31-lobby-add-bot-ms-${size.width}x${size.height}.png` });
      expect(box.y, `on the first screen at ${size.width}x${size.height}`).toBeGreaterThanOrEqual(0);
      // The bar's top edge: its padding (0.75rem) and a hairline above Start.
      expect(box.y + box.height, `wholly above the Start bar at ${size.width}x${size.height}`).toBeLessThanOrEqual(bar.y - 13);
      expect(await addBot.isEnabled()).toBe(true);
      await context.close();
      await room.leave(true);
    }
  }, 120_000);
});
