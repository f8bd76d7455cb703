/**
 * A show the platform has never heard of, end to end: Count Up (test-show/, tests only) added to
 * the real server (`startServer({ shows })`) and to a test build of the stage and the phone app
 * (their `#shows` registries swapped, test-show/build.ts), played on a stage page at 1280x720 and
 * two phone pages at 390x844 in headless Chromium, by role and name. The VIP picks the show in the
 * lobby, sets its rules, both phones play it to its results (the TV's finale, the evening's
 * table); then the VIP changes the show to Minus Auction with a bot, the phones play that, and
 * the evening's table has a column per show, the same on the TV and the phones. Nothing of the
 * platform names either show: the registries bring them in.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import type { Browser } from 'playwright-core';
import { startServer, type RunningServer } from '../server/src/app.js';
import { SERVER_SHOWS } from '../server/src/shows/registry.js';
import { checkShowModule } from '@minus/shared/platform/conformance';
import { ARTIFACTS, launch, log, until } from './browser.js';
import { Phone } from './phone.js';
import { freePort } from './server.js';
import { Stage } from './stage.js';
import { buildWithTestShow, type TestBuild } from './test-show/build.js';
import { countUp, type CountRecord } from './test-show/module.js';
import { countUpServer } from './test-show/server.js';

let apps: TestBuild;
let server: RunningServer;
let browser: Browser;
let url: string;

beforeAll(async () => {
  apps = await buildWithTestShow();
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  server = await startServer({
    port, host: '127.0.0.1', publicUrl: url, botDelayMs: [0, 0], log: () => undefined,
    stageDist: apps.stageDist, controllerDist: apps.controllerDist, shows: [...SERVER_SHOWS, countUpServer],
  });
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  apps?.remove();
});

describe('a test show through the real room, a stage and two phones', () => {
  it('keeps the show contract, played through its module alone', () => {
    expect(checkShowModule(countUp, { seeds: [1, 2, 3, 4] })).toEqual([]);
  });

  it('is picked in the lobby, played to its results, then the room plays Minus Auction; the evening adds both', async () => {
    const [stage, ana, ben] = await Promise.all([Stage.open(browser, url), Phone.open(browser, 'Ana'), Phone.open(browser, 'Ben')]);
    onTestFailed(() => stage.dump('test-show-failure'));
    const join = await stage.joinUrl();
    await ana.join(join, /orange fox/i);
    await ben.join(join, /sky owl/i);
    log('test show: two phones in the lobby');

    // The VIP picks Count Up from the lobby's show picker: the TV's title follows.
    await ana.request('show', () => ana.page.getByRole('radio', { name: /count up/i }).check());
    await stage.page.waitForFunction(() => document.title.startsWith('Count Up · room'), null, { timeout: 30_000 });
    await ana.request('settings', async () => { await ana.page.getByRole('combobox', { name: /rounds/i }).selectOption('1'); });
    await ben.page.getByText('Rounds: 1.').waitFor();
    await ana.shoot('test-show-phone-lobby-vip');
    await stage.shoot('test-show-stage-lobby');
    await ana.page.getByRole('button', { name: /start the game/i }).click();
    await stage.waitForScene('count-up');

    // Each phone plays its turn by role and name: Ana goes up, Ben passes.
    for (const [phone, move] of [[ana, /^up$/i], [ben, /^pass$/i]] as const) {
      const button = phone.page.getByRole('button', { name: move });
      await until(() => button.isEnabled(), `${phone.name}'s turn`);
      expect(await phone.page.locator('.secret').textContent()).toMatch(/^[1-9]$/);
      if (phone === ana) await ana.shoot('test-show-phone-turn');
      await button.click();
    }
    log('test show: played');

    // The phones hold their results for the TV's finale (the show's own length), then show them.
    await ana.page.getByRole('heading', { name: /look at the tv/i }).or(ana.gameOver).first().waitFor({ timeout: 30_000 });
    await stage.waitForScene('count-up-results');
    await stage.caption(/wins Count Up|shared first place/i);
    await ana.gameOver.waitFor({ timeout: 30_000 });
    const file = await ana.downloadRecord(`${ARTIFACTS}records/test-show.json`);
    expect(file).toMatch(/^count-up-[A-Z]{4}-\d{4}-\d{2}-\d{2}-game-1\.json$/);
    const record = countUp.record.parse(JSON.parse(readFileSync(`${ARTIFACTS}records/test-show.json`, 'utf8')) as CountRecord);
    if (!record.ok) throw new Error(record.error.message);
    const replayed = countUp.record.replay(record.value);
    if (!replayed.ok) throw new Error(replayed.error.message);
    const standing = countUp.standing(replayed.value);
    expect(record.value.actions).toEqual(['up', 'pass']);
    const winner = standing.winner === null ? null : record.value.players[standing.winner]!;
    for (const phone of [ana, ben]) {
      const status = await phone.page.getByRole('status').filter({ hasText: /Count Up|shared/ }).first().textContent();
      expect(status).toBe(winner ? `${winner} wins Count Up!` : 'First place is shared!');
      const points = await phone.page.getByRole('region', { name: 'Standings' }).getByRole('listitem').allTextContents();
      for (const [i, name] of record.value.players.entries()) {
        expect(points.some((line) => line.startsWith(`${name}: secret ${record.value.secrets[i]}`) && line.endsWith(`${standing.points[i]} points`))).toBe(true);
      }
    }
    await stage.shoot('test-show-stage-results');
    await ana.shoot('test-show-phone-results');

    // Between games the VIP changes the show: Minus Auction needs a third seat (a bot), short rules.
    await ana.page.getByRole('button', { name: /change the show, rules or seats/i }).click();
    await ana.request('show', () => ana.page.getByRole('radio', { name: /minus auction/i }).check());
    await stage.page.waitForFunction(() => document.title.startsWith('Minus Auction · room'), null, { timeout: 30_000 });
    await ana.request('add-bot', () => ana.page.getByRole('button', { name: /add bot/i }).click());
    await ana.customRules({ largest: 8, removed: 1, chips: 2 });
    await ana.page.getByRole('button', { name: /start the game/i }).click();
    await stage.waitForScene('auction');
    await Promise.all([ana.playOut(), ben.playOut()]);
    await stage.caption(/wins the show|winner is|shared first place/i, 60_000);
    log('test show: Minus Auction played after it');

    // The evening's table: a column per show, the same rows and figures on the TV and both phones.
    const tv = await stage.evening();
    expect(tv).toHaveLength(3);
    // A seat that never played a show has no figure for it ("–" on the phones, left out on the TV).
    for (const line of tv) expect(line).toMatch(/^.+: \d+ games?, \d+ wins?(, Count -?\d+)?(, Minus -?\d+)?$/);
    for (const phone of [ana, ben]) {
      await phone.showResultsNow();
      await phone.gameOver.waitFor({ timeout: 30_000 });
      const table = phone.page.getByRole('table');
      expect(await table.getByRole('columnheader').allTextContents()).toEqual(['Name', 'Games', 'Wins', 'Count', 'Minus']);
      const rows = (await table.getByRole('row').allInnerTexts()).slice(1).map((r) => r.split(/\t/).map((c) => c.trim()));
      const cell = (head: string, value = '') => (value === '–' ? '' : `, ${head} ${Number(value)}`);
      expect(rows.map(([name, games, wins, count, minus]) => `${name}: ${games} ${games === '1' ? 'game' : 'games'}, ${wins} ${wins === '1' ? 'win' : 'wins'}${cell('Count', count)}${cell('Minus', minus)}`)).toEqual(tv);
    }
    await stage.shoot('test-show-stage-evening');
    await ben.shoot('test-show-phone-evening');
    expect(stage.errors).toEqual([]);
    await Promise.all([stage.close(), ana.close(), ben.close()]);
  });
});
