/**
 * A player named in Hangul on a stage in English: the stage loads Noto Sans KR for the name's
 * characters and draws its text again, so the seat card says 민준, not two empty boxes (a TV, a
 * Linux box or a stick may have no Korean face of its own). The same for a name with an emoji:
 * the stage loads the Noto Color Emoji slices it needs. Screenshots in test/artifacts/.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Client } from 'colyseus.js';
import { ARTIFACTS, drawnTexts, openLiveStage, startGameServer, useStageSuite } from './helpers.js';

const suite = useStageSuite(() => startGameServer());

describe('names in Hangul or with emoji on an English stage', () => {
  it('loads the Korean face for the name and draws it again', async () => {
    const { page, code } = await openLiveStage(suite, '?lang=en', 1280, 720);
    const koreanLoaded = () => page.evaluate(() => [...document.fonts].some((f) => f.family.includes('Noto Sans KR') && f.status === 'loaded'));
    expect(await koreanLoaded()).toBe(false);
    const client = new Client(suite.url.replace('http', 'ws'));
    const rooms = [await client.joinById(code, { role: 'player', name: 'Ana' }), await client.joinById(code, { role: 'player', name: '민준' })];
    for (const r of rooms) r.onMessage('*', () => {});
    await expect.poll(() => drawnTexts(page), { timeout: 20_000 }).toContain('민준');
    await expect.poll(koreanLoaded, { timeout: 20_000 }).toBe(true);
    await page.waitForFunction('Number(document.body.dataset.textRefreshes || 0) >= 1', null, { timeout: 20_000 });
    mkdirSync(ARTIFACTS, { recursive: true });
    await page.waitForTimeout(800);
    await page.screenshot({ path: join(ARTIFACTS, 'name-faces-en-stage-hangul-name.png') });
    await Promise.all(rooms.map((r) => r.leave()));
    await page.close();
  });

  it('loads the emoji face for a name with an emoji (only then) and draws it again', async () => {
    const { page, code } = await openLiveStage(suite, '?lang=en', 1280, 720);
    const emojiIn = (sample: string) => page.evaluate((s) => document.fonts.check('40px "Noto Color Emoji"', s), sample);
    const client = new Client(suite.url.replace('http', 'ws'));
    const rooms = [await client.joinById(code, { role: 'player', name: 'Ana' })];
    rooms[0]!.onMessage('*', () => {});
    await expect.poll(() => drawnTexts(page), { timeout: 20_000 }).toContain('Ana');
    await page.waitForTimeout(500);
    // No emoji on the stage: no slice of the face was fetched.
    expect(await page.evaluate(() => [...document.fonts].filter((f) => f.family.includes('Noto Color Emoji') && f.status !== 'unloaded').length)).toBe(0);
    rooms.push(await client.joinById(code, { role: 'player', name: 'Zoë 🦊' }), await client.joinById(code, { role: 'player', name: 'Kai 🏳️‍🌈' }));
    for (const r of rooms.slice(1)) r.onMessage('*', () => {});
    await expect.poll(() => drawnTexts(page), { timeout: 20_000 }).toContain('Zoë 🦊');
    await expect.poll(() => emojiIn('🦊🏳️‍🌈'), { timeout: 20_000 }).toBe(true);
    await page.waitForFunction('Number(document.body.dataset.textRefreshes || 0) >= 1', null, { timeout: 20_000 });
    // The loaded face draws the fox in colour on a canvas (not nothing, not a grey box).
    const coloured = await page.evaluate(() => {
      const c = document.createElement('canvas');
      c.width = c.height = 64;
      const g = c.getContext('2d')!;
      g.font = '40px "Noto Color Emoji"';
      g.fillText('🦊', 4, 48);
      const d = g.getImageData(0, 0, 64, 64).data;
      let n = 0;
      for (let i = 0; i < d.length; i += 4) if (d[i + 3]! > 128 && Math.abs(d[i]! - d[i + 2]!) > 60) n++;
      return n;
    });
    expect(coloured).toBeGreaterThan(150);
    mkdirSync(ARTIFACTS, { recursive: true });
    await page.waitForTimeout(800);
    await page.screenshot({ path: join(ARTIFACTS, 'name-faces-en-stage-emoji-name.png') });
    await Promise.all(rooms.map((r) => r.leave()));
    await page.close();
  });
});
