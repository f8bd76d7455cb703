/**
 * The replay on the stage, against the real server: a short bot game, then its replay opened with
 * the remote's keys (R, Enter) at 4x, its captions in the live log in the order the game's events
 * call for, the REPLAY badge, a change of speed, leaving with Back, the live room untouched; a
 * game record file picked with the file input; a broken file and an unfinished game's record
 * refused with a friendly line. Screenshots of the replay at 1280x720 and 1920x1080 go to
 * stage/test/artifacts/replay-*.png.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { RoomEvent } from '@minus/shared/platform/protocol/events';
import type { MinusEvent } from '@minus/shared/shows/minus-auction/events';
import { captionsFor } from '@minus/shared/shows/minus-auction/captions';
import type { AnyShowModule } from '@minus/shared/platform/show-module';
import { rubbishAuction } from '@minus/shared/shows/rubbish-auction/module';
import { ARTIFACTS, drawnTexts, launch, startGameServer } from './helpers.js';
import { finishGame, openEvening, type Evening } from './evening.js';
import { botGame } from '../../../test-support/bot-game.js';

const LIMIT_S = 180;
/** The whole replay of game 1 at 4x: well under a minute on a quiet machine, several minutes on a loaded one. */
const REPLAY_LIMIT_S = 480;

let server: Awaited<ReturnType<typeof startGameServer>>;
let browser: Browser;
let ev: Evening;

beforeAll(async () => {
  server = await startGameServer({ BOT_DELAY_MS: '0' });
  browser = await launch();
  // The veto preset: 22 cubes, 7 chips a seat (the default deals 32 with 9), a shorter live game
  // and a shorter replay that still calls for every kind of caption the order check reads.
  ev = await openEvening(browser, server.url, 3, { preset: 'veto' });
  await finishGame(ev, 1, LIMIT_S);
  await ev.page.waitForFunction(() => document.body.dataset.scene !== 'lobby', null, { timeout: 30_000 });
}, LIMIT_S * 1000 + 120_000);

afterAll(async () => {
  await ev?.close();
  await browser?.close();
  await server?.stop();
});

/** Start a test with the TV on the live room (an earlier test that failed may have left a replay or the picker up). */
async function live(page: Page): Promise<void> {
  if (await page.evaluate(() => document.body.dataset.replay !== undefined || !document.getElementById('replay-picker')?.hidden)) {
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => document.body.dataset.replay === undefined && document.getElementById('replay-picker')?.hidden === true);
  }
}

const log = (page: Page) => page.locator('#captions p').allTextContents();
const badge = (page: Page) => page.getByRole('status').filter({ hasText: /REPLAY/ });

/** A whole game of `m` between its first lobby bots, as its record (JSON-ready). */
function botRecord(m: AnyShowModule, seats: number, seed: number): unknown {
  return botGame(m, ['Ana', 'Ben', 'Cy', 'Dee', 'Eve', 'Fay', 'Gil'].slice(0, seats), seed).record;
}

/** True when `want` appears in `seen` in order (other lines may come between). */
function inOrder(seen: readonly string[], want: readonly string[]): { ok: boolean; missing: string | null } {
  let at = 0;
  for (const line of want) {
    const found = seen.indexOf(line, at);
    if (found < 0) return { ok: false, missing: line };
    at = found + 1;
  }
  return { ok: true, missing: null };
}

describe('the replay on the stage', () => {
  it('replays game 1 at 4x with its captions in order under a REPLAY badge, changes speed, and leaves the live room untouched', async () => {
    const page = ev.page;
    const script = (await (await fetch(`${server.url}/api/rooms/${ev.code}/replay/1`)).json()) as { frames: { state: { seats: { name: string }[] }; events: RoomEvent[] }[] };
    const names = script.frames[0]!.state.seats.map((s) => s.name);
    const expected = script.frames.flatMap((f) => f.events).filter((e) => e.type !== 'turn').flatMap((e) => captionsFor(e as unknown as MinusEvent & { game: number; seq: number; variant: number }, names).map((c) => c.text));
    expect(expected.length).toBeGreaterThan(10);

    await page.keyboard.press('r');
    const picker = page.getByRole('dialog', { name: /replay a game/i });
    await picker.waitFor({ state: 'visible' });
    await expect(picker.getByRole('button', { name: /game 1/i }).isVisible()).resolves.toBe(true);
    // The game is named by its show and who won, as the server lists it.
    const { games } = (await (await fetch(`${server.url}/api/rooms/${ev.code}/games`)).json()) as { games: { game: number; winners: string[] }[] };
    const winners = games.find((g) => g.game === 1)!.winners;
    expect(winners.length).toBeGreaterThan(0);
    const won = winners.length === 1 ? `${winners[0]} won` : `${new Intl.ListFormat('en', { type: 'conjunction' }).format(winners)} tied`;
    const label = `Game 1 · Minus Auction · ${won}`.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await picker.getByRole('button', { name: new RegExp(`^${label}`) }).waitFor({ state: 'visible' });
    mkdirSync(ARTIFACTS, { recursive: true });
    await page.screenshot({ path: join(ARTIFACTS, 'replay-picker-1280x720.png') });
    // Every caption the stage shows from here on (the DOM log keeps only its last 300).
    const before = ev.captions.length;
    await page.keyboard.press('Enter');
    await badge(page).waitFor({ state: 'visible', timeout: 30_000 });
    await page.keyboard.press('4');
    await page.waitForFunction(() => document.body.dataset.replay === '4');
    await expect(badge(page).textContent()).resolves.toMatch(/REPLAY.*4x/);
    expect(await picker.isVisible()).toBe(false);

    // Screenshots of the replay under way at both TV sizes.
    await page.waitForFunction(() => /auction|game/.test(document.body.dataset.scene ?? ''), null, { timeout: 30_000 });
    mkdirSync(ARTIFACTS, { recursive: true });
    await page.screenshot({ path: join(ARTIFACTS, 'replay-1280x720.png') });
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.screenshot({ path: join(ARTIFACTS, 'replay-1920x1080.png') });
    await page.setViewportSize({ width: 1280, height: 720 });

    // Slower, then back to 4x: the badge and the captions say so.
    await page.keyboard.press('ArrowLeft');
    await page.waitForFunction(() => document.body.dataset.replay === '2');
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction(() => document.body.dataset.replay === '4');
    // The replay plays to its end and gives the TV back to the room.
    await page.waitForFunction(() => document.body.dataset.replay === undefined, null, { timeout: REPLAY_LIMIT_S * 1000 });
    const lines = ev.captions.slice(before).map((c) => c.value);
    expect(lines[0]).toMatch(/^Replay of game 1/);
    expect(lines).toContain('Replay at 2x.');
    const order = inOrder(lines, expected);
    expect(order.missing).toBeNull();
    expect(lines.at(-1)).toMatch(/End of the replay/);
    expect(await badge(page).isVisible()).toBe(false);
    // The live room never moved: still game 1's finale (or its lobby), no new game.
    expect(ev.state()?.game.number).toBe(1);
    expect(ev.state()?.phase).not.toBe('playing');
  }, REPLAY_LIMIT_S * 1000 + 60_000);

  it('leaves a replay with Back at once', async () => {
    const page = ev.page;
    await live(page);
    await page.keyboard.press('r');
    await page.getByRole('dialog', { name: /replay a game/i }).waitFor({ state: 'visible' });
    await page.keyboard.press('Enter');
    await badge(page).waitFor({ state: 'visible', timeout: 30_000 });
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => document.body.dataset.replay === undefined, null, { timeout: 10_000 });
    expect((await log(page)).at(-1)).toMatch(/End of the replay/);
    expect(ev.state()?.game.number).toBe(1);
  }, 60_000);

  it('replays a record file picked with the file input', async () => {
    const page = ev.page;
    await live(page);
    const record = await (await fetch(`${server.url}/api/rooms/${ev.code}/record/1.json`)).text();
    await page.keyboard.press('r');
    const picker = page.getByRole('dialog', { name: /replay a game/i });
    await picker.waitFor({ state: 'visible' });
    await picker.getByLabel(/replay a game record file/i).setInputFiles({ name: 'game-1.json', mimeType: 'application/json', buffer: Buffer.from(record) });
    await badge(page).waitFor({ state: 'visible', timeout: 30_000 });
    await page.waitForFunction(() => [...document.querySelectorAll('#captions p')].some((p) => /^Replay of a game record/.test(p.textContent ?? '')));
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => document.body.dataset.replay === undefined, null, { timeout: 10_000 });
  }, 60_000);

  it('replays a Rubbish Auction record file dropped in the same way (every show through the platform)', async () => {
    const page = ev.page;
    await live(page);
    const before = ev.captions.length;
    await page.keyboard.press('r');
    const picker = page.getByRole('dialog', { name: /replay a game/i });
    await picker.waitFor({ state: 'visible' });
    await picker.getByLabel(/replay a game record file/i).setInputFiles({ name: 'rubbish.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(botRecord(rubbishAuction, 4, 5))) });
    await badge(page).waitFor({ state: 'visible', timeout: 30_000 });
    await page.waitForFunction(() => document.body.dataset.scene === 'rubbish-auction', null, { timeout: 30_000 });
    await page.keyboard.press('4');
    await expect.poll(() => badge(page).textContent()).toMatch(/4x/i);
    // While the next item is picked, the last round's outcome is marked as that round's, under the new round's header.
    let handover: string[] = [];
    await expect.poll(async () => (handover = await drawnTexts(page)).some((t) => /^Round 1 · /.test(t)), { timeout: 60_000, interval: 100 }).toBe(true);
    expect(handover).toContainEqual(expect.stringMatching(/^ROUND 2 OF 7/));
    await page.screenshot({ path: join(ARTIFACTS, 'replay-rubbish-handover-1280x720.png') });
    // A few of the game's own lines come through the replay's captions.
    const t0 = Date.now();
    while (ev.captions.length < before + 6 && Date.now() - t0 < 60_000) await page.waitForTimeout(200);
    expect(ev.captions.length).toBeGreaterThanOrEqual(before + 6);
    await page.screenshot({ path: join(ARTIFACTS, 'replay-rubbish-1280x720.png') });
    // Late in the game the boxes hold several items and notes: the screenshot to read them from the sofa.
    await expect.poll(async () => (await drawnTexts(page)).some((t) => /^ROUND [67] OF 7/.test(t)), { timeout: 120_000, interval: 200 }).toBe(true);
    await page.screenshot({ path: join(ARTIFACTS, 'replay-rubbish-late-1280x720.png') });
    // On to the finale: once the Geeks are shown, one head over the sums says what they add up.
    await page.waitForFunction(() => document.body.dataset.scene === 'rubbish-finale', null, { timeout: 120_000 });
    // The Geeks turn over one row at a time: wait for all four rows' sums ("28 + 30 = 58").
    await expect.poll(async () => (await drawnTexts(page)).filter((t) => /^\d+ \+ \d+ = \d+$/.test(t)).length, { timeout: 60_000, interval: 200 }).toBe(4);
    const drawn = await drawnTexts(page);
    expect(drawn.filter((t) => t === 'fame + Geek = total')).toHaveLength(1);
    // Every row's wanted items in one layout: all on one line each, or all one item a line.
    const wanted = drawn.filter((t) => /^[✓✗] /.test(t));
    expect(wanted.length).toBeGreaterThanOrEqual(4);
    expect(new Set(wanted.map((t) => /   [✓✗] /.test(t))).size).toBe(1);
    await page.screenshot({ path: join(ARTIFACTS, 'replay-rubbish-finale-1280x720.png') });
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => document.body.dataset.replay === undefined, null, { timeout: 10_000 });
    expect(ev.state()?.game.number).toBe(1);
  }, 240_000);

  it('refuses a broken file and an unfinished game with a friendly line, and stays live', async () => {
    const page = ev.page;
    await live(page);
    await page.keyboard.press('r');
    const picker = page.getByRole('dialog', { name: /replay a game/i });
    await picker.waitFor({ state: 'visible' });
    const input = picker.getByLabel(/replay a game record file/i);
    await input.setInputFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from('{"format": "minus-auction/record@1", "players": [') });
    await expect(picker.getByRole('alert').filter({ hasText: /not a game record/i }).waitFor({ timeout: 30_000 })).resolves.toBeUndefined();
    const record = JSON.parse(await (await fetch(`${server.url}/api/rooms/${ev.code}/record/1.json`)).text()) as { actions: unknown[] };
    const unfinished = { ...record, actions: record.actions.slice(0, 4) };
    await input.setInputFiles({ name: 'half.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(unfinished)) });
    await picker.getByRole('alert').filter({ hasText: /never finished/i }).waitFor({ timeout: 30_000 });
    expect(await badge(page).isVisible()).toBe(false);
    await page.keyboard.press('Escape');
    await picker.waitFor({ state: 'hidden' });
    expect(ev.errors).toEqual([]);
  }, 60_000);

  it('between games, the lobby has a Replay tile the remote reaches (arrows + Enter) and a Replay button by name, both opening the picker', async () => {
    const page = ev.page;
    await live(page);
    // The finale says how to replay; Back takes the room to the lobby, where the tile is.
    if ((await page.evaluate(() => document.body.dataset.scene)) !== 'lobby') {
      await page.keyboard.press('Escape');
      await page.waitForFunction(() => document.body.dataset.scene === 'lobby', null, { timeout: 30_000 });
    }
    const button = page.getByRole('button', { name: /replay a game from tonight/i });
    await button.waitFor({ state: 'attached', timeout: 10_000 });
    expect(await button.isHidden()).toBe(false);
    const picker = page.getByRole('dialog', { name: /replay a game/i });
    await button.focus();
    await page.keyboard.press('Enter');
    await picker.waitFor({ state: 'visible', timeout: 10_000 });
    await page.keyboard.press('Escape');
    await picker.waitFor({ state: 'hidden' });
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    // The remote: Back drops the menu's focus (the evening left it on Start), Right gives the
    // tiles focus, then Left wraps round to the language, the solo game, How to play and the
    // Replay tile (just after Start).
    for (const key of ['Escape', 'ArrowRight', 'ArrowLeft', 'ArrowLeft', 'ArrowLeft', 'ArrowLeft']) await page.keyboard.press(key);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    mkdirSync(ARTIFACTS, { recursive: true });
    await page.screenshot({ path: join(ARTIFACTS, 'replay-tile-1280x720.png') });
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    await page.screenshot({ path: join(ARTIFACTS, 'replay-tile-1920x1080.png') });
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.keyboard.press('Enter');
    await picker.waitFor({ state: 'visible', timeout: 10_000 });
    await expect(picker.getByRole('button', { name: /game 1/i }).isVisible()).resolves.toBe(true);
    await page.keyboard.press('Escape');
    await picker.waitFor({ state: 'hidden' });
    // Nothing was started meanwhile: the room is still between games, after game 1.
    expect(ev.state()?.game.number).toBe(1);
    expect(ev.state()?.phase).not.toBe('playing');
    expect(ev.errors).toEqual([]);
  }, 90_000);
});
