/**
 * A question that asks first ("Kick Ben?") opens in sight: on a 320x640 phone the VIP's tap on a
 * seat's Kick (the last of four people) brings its "Yes, kick" and "Cancel" into the lobby's scrolling region, wholly above
 * the Start bar, so the thumb reaching for Yes never lands on Start (headless Chromium against the
 * real server). Screenshots (320x640, then 390x844) in test/artifacts/.
 */
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { artifacts, createRoom, phone, serverAndBrowser, type RunningServer } from './support.js';

let server: RunningServer;
let browser: Browser;

serverAndBrowser((s, b) => ([server, browser] = [s, b]));

async function join(page: Page, code: string, name: string): Promise<void> {
  await page.goto(`${server.url}/play?room=${code}`);
  await page.getByRole('textbox', { name: /your name/i }).fill(name);
  await page.getByRole('button', { name: /^join$/i }).click();
}

describe('the lobby\'s Kick question', () => {
  it('opens wholly above the Start bar at 320x640', async () => {
    const { room, code } = await createRoom(server.url);
    const vip = await phone(browser, { width: 320, height: 640 });
    await join(vip, code, 'Ana');
    const start = vip.getByRole('button', { name: /start the game/i });
    await start.waitFor();
    // Four people seated: the last one's question opens where the Start bar would hide it.
    const others = [await phone(browser), await phone(browser), await phone(browser)];
    for (const [i, name] of ['Ben', 'Cy', 'Dee'].entries()) await join(others[i]!, code, name);
    const kick = vip.getByRole('button', { name: /kick dee/i });
    await kick.waitFor();
    await kick.click();
    const yes = vip.getByRole('button', { name: /yes, kick/i });
    const cancel = vip.getByRole('button', { name: /^cancel$/i });
    await yes.waitFor();
    await vip.waitForTimeout(400);
    const bar = (await start.boundingBox())!;
    for (const b of [yes, cancel]) {
      const box = (await b.boundingBox())!;
      expect(box.y, 'the button below the top of the screen').toBeGreaterThanOrEqual(0);
      expect(box.y + box.height, 'the button clear of the Start bar').toBeLessThanOrEqual(bar.y);
    }
    await vip.screenshot({ path: `${artifacts}31-kick-ask-320x640.png` });
    await vip.setViewportSize({ width: 390, height: 844 });
    await vip.waitForTimeout(150);
    await vip.screenshot({ path: `${artifacts}31-kick-ask-390x844.png` });
    for (const p of [vip, ...others]) await p.context().close();
    await room.leave(true);
  }, 90_000);
});
