/**
 * The crowd's tabs on a live stage: a watcher's guess puts "1 guess" with the seat's avatar over
 * the seat card (screenshot test/artifacts/crowd-tab-1280x720.png), and a
 * rebuilt screen (a lost WebGL context restored) draws the tabs again at once, without waiting
 * for the room's next state (three people who do not move, no timer: no state comes).
 */
import { describe, expect, it } from 'vitest';
import { Client, type Room } from 'colyseus.js';
import type { Page } from 'playwright-core';
import { avatarOf } from '@minus/shared/platform/protocol/avatars';
import { ARTIFACTS, drawnTexts, openLiveStage, startGameServer, useStageSuite } from './helpers.js';

/** What the crowd's tabs hold, drawn: each tab's label and its parts' labels (the avatar's is "colour icon"). */
function tabParts(page: Page): Promise<string[][]> {
  return page.evaluate(() => {
    type Node = { visible: boolean; label?: string; children: Node[] };
    const out: string[][] = [];
    const walk = (n: Node): void => {
      if (!n.visible) return;
      if (n.label?.startsWith('crowd ') && n.label !== 'crowd') out.push([n.label, ...n.children.map((c) => c.label ?? '')]);
      for (const c of n.children) walk(c);
    };
    walk((window as unknown as { __PIXI_APP__: { stage: Node } }).__PIXI_APP__.stage);
    return out;
  });
}

const suite = useStageSuite(() => startGameServer());

describe('the crowd on a live stage', () => {
  it('draws a guess over the seat card, and again after the screen is rebuilt', async () => {
    const { page, code } = await openLiveStage(suite, '', 1280, 720);
    const client = new Client(suite.url.replace('http', 'ws'));
    const rooms: Room[] = [];
    for (const name of ['Ann', 'Bo', 'Cy']) {
      const r = await client.joinById(code, { role: 'player', name });
      r.onMessage('*', () => {});
      rooms.push(r);
    }
    const vip = rooms[0]!;
    vip.send('settings', { preset: 'custom', smallest: 3, largest: 30, removed: 1, chips: 5, seating: 'join', starter: 'first', timerMs: null });
    await page.waitForTimeout(300);
    vip.send('start', {});
    await expect.poll(() => page.evaluate(() => document.body.dataset.scene), { timeout: 20_000 }).toBe('auction');
    const eve = await client.joinById(code, { role: 'audience', name: 'Eve' });
    eve.onMessage('*', () => {});
    const key = () => ((eve.state as { crowd?: { key: string } }).crowd?.key ?? '');
    await expect.poll(key, { timeout: 10_000 }).not.toBe('');
    eve.send('predict', { key: key(), seat: 1 });
    await expect.poll(() => drawnTexts(page), { timeout: 10_000 }).toContain('1 guess');
    // The tab carries the guessed seat's avatar: between two stacked cards it still says whose it is.
    const bo = avatarOf((eve.state as { seats: { avatar: number }[] }).seats[1]!.avatar);
    const tabs = await tabParts(page);
    expect(tabs).toHaveLength(1);
    expect(tabs[0]).toContain(`${bo.colourName} ${bo.icon}`);
    await page.screenshot({ path: `${ARTIFACTS}/crowd-tab-1280x720.png` });
    await page.evaluate('document.querySelector("#show canvas").getContext("webgl2").getExtension("WEBGL_lose_context").loseContext()');
    await page.waitForFunction('Number(document.body.dataset.rebuilds || 0) >= 1', null, { timeout: 20_000 });
    await expect.poll(() => drawnTexts(page), { timeout: 5_000 }).toContain('1 guess');
    await Promise.all([eve.leave(), ...rooms.map((r) => r.leave())]);
    await page.close();
  });
});
