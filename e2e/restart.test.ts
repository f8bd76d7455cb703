/**
 * A restart in the middle of a game, in Chromium (README, "Your evenings on disk"): the real
 * server (`npm start`), the stage at 1280x720 and two phones at 390x844 mid-game with a bot; the
 * server is killed (`kill -9`) and started again as the README says (`npm start`, same folder,
 * same port). Nobody touches the TV or the phones: the TV shows the same room and the same table
 * with "The game server restarted: your game is back", both phones say the same and play the game
 * on to its results.
 */
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, log, until } from './browser.js';
import { Phone } from './phone.js';
import { startShow, type ShowServer } from './server.js';
import { Stage } from './stage.js';

let server: ShowServer;
let browser: Browser;
const servers: ShowServer[] = [];

beforeAll(async () => {
  [server, browser] = await Promise.all([startShow(), launch()]);
  servers.push(server);
});

afterAll(async () => {
  await browser?.close();
  await Promise.all(servers.map((s) => s.stop()));
});

const BACK = /The game server restarted: your game is back/;

describe('the server restarted mid-game', () => {
  it('brings back the same table on the TV; the phones say so and play on', async () => {
    const stage = await Stage.open(browser, server.url);
    onTestFailed(() => stage.dump('restart-failure'));
    const phones = await Promise.all(['Ana', 'Ben'].map((n) => Phone.open(browser, n)));
    const url = await stage.joinUrl();
    await phones[0]!.join(url, /orange fox/i);
    await phones[1]!.join(url, /sky owl/i);
    const vip = phones[0]!;
    // No decision timer: after the restart, the table moves only when someone decides.
    await vip.customRules({ largest: 14, removed: 1, chips: 3, timer: 'Off' });
    await vip.page.getByRole('button', { name: /add bot/i }).click();
    await until(async () => (await stage.table()).length === 3, 'the bot on the stage');
    await vip.page.getByRole('button', { name: /start the game/i }).click();
    await stage.waitForScene('auction');
    // A few decisions, then the kill.
    const players = phones.map((p) => p.autoPlay());
    await stage.caption(/Cube number 3|Next up|Out of the box/, 60_000);
    await Promise.all(players.map((p) => p.stop()));
    await until(async () => (await stage.table()).every((line) => !/phone off/i.test(line)), 'every phone on');
    // The TV plays its captions in order, so its table runs behind the game: wait until it stands still.
    let before: string[] = [];
    await until(async () => {
      const now = JSON.stringify(await stage.table());
      const still = now === JSON.stringify(before);
      before = JSON.parse(now) as string[];
      if (!still) await stage.page.waitForTimeout(3000);
      return still;
    }, 'the TV to catch up', 60_000);
    const code = stage.code;
    log(`restart: table before ${JSON.stringify(before)}`);

    await server.crash();
    server = await startShow({ PORT: String(server.port), DATA_DIR: server.dataDir });
    servers.push(server);
    log('restart: server started again');

    // The TV: same room, same table, and the band says the game is back.
    await stage.page.getByText(BACK).first().waitFor({ timeout: 60_000 });
    expect(await stage.page.title()).toContain(`room ${code}`);
    await until(async () => JSON.stringify(await stage.table()) === JSON.stringify(before), 'the same table on the TV', 60_000);
    // The phones: back in their seats with the same banner.
    for (const p of phones) await p.page.getByRole('status').filter({ hasText: BACK }).waitFor({ timeout: 60_000 });
    await stage.shoot('restart-stage-back');
    await phones[0]!.shoot('restart-phone-back');

    // They play on to the results.
    const decisions = await Promise.all(phones.map((p) => p.playOut()));
    expect(decisions.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
    await stage.waitForScene('finale');
    expect(stage.errors).toEqual([]);
    await Promise.all([stage.close(), ...phones.map((p) => p.close())]);
  });
});
