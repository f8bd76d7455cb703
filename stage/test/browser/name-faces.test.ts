/**
 * A player named in Hangul on a stage in English: the stage loads Noto Sans KR for the name's
 * characters and draws its text again, so the seat card says 민준, not two empty boxes (a TV, a
 * Linux box or a stick may have no Korean face of its own). Screenshot in test/artifacts/.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Client } from 'colyseus.js';
import { ARTIFACTS, drawnTexts, openLiveStage, startGameServer, useStageSuite } from './helpers.js';

const suite = useStageSuite(() => startGameServer());

describe('names in Hangul on an English stage', () => {
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
});
