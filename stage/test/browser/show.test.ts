/**
 * The stage in headless Chromium against the real server: the lobby's QR
 * encodes the join URL, a whole game with bots runs start to finish with the captions in the live
 * region in the order of the room's events, a reload mid-game restores the same table, and a lost
 * WebGL context is survived. A Node colyseus.js client watches as the audience, as a phone would.
 */
import { describe, expect, it } from 'vitest';
import { Client, type Room } from 'colyseus.js';
import { PNG } from 'pngjs';
import jsQR from 'jsqr';
import type { Page } from 'playwright-core';
import type { MinusEvent as GameEvent } from '@minus/shared/shows/minus-auction/events';
import type { MinusRoomState as RoomStateShape } from '@minus/shared/shows/minus-auction/state';
import { captionsFor } from '@minus/shared/shows/minus-auction/captions';
import { describeTable, tableFromState } from '../../src/shows/minus-auction/table.js';
import { startGameServer, useStageSuite } from './helpers.js';

const suite = useStageSuite(() => startGameServer({ BOT_DELAY_MS: '120' }));

/** Open the stage, unlock sound with a key, wait for the lobby; returns the page and its room code. */
async function openStage(width = 1280, height = 720): Promise<{ page: Page; code: string }> {
  const page = await suite.browser.newPage({ viewport: { width, height } });
  suite.watchErrors(page);
  await page.goto(`${suite.url}/`);
  await page.getByRole('button', { name: 'Click or press any key to start the show' }).waitFor();
  await page.keyboard.press('Space');
  await page.waitForFunction('document.body.dataset.scene === "lobby" && /room [A-Z]{4}/.test(document.title)', null, { timeout: 60_000 });
  const code = (await page.title()).match(/room ([A-Z]{4})/)![1]!;
  return { page, code };
}

/**
 * Decode what the screen shows with jsQR, as a phone's camera would: the whole window, no knowledge
 * of where the code is or how big its modules are. The QR's module loads on demand, so it tries
 * `tries` times, 250 ms apart; null when no code was read.
 */
async function decodeScreen(page: Page, tries: number): Promise<string | null> {
  for (let i = 0; i < tries; i++) {
    await page.waitForTimeout(250);
    const png = PNG.sync.read(await page.screenshot({ timeout: 120_000 }));
    const decoded = jsQR(new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.length), png.width, png.height)?.data;
    if (decoded) return decoded;
  }
  return null;
}

/** Watch the room as the audience: every event and the latest state, in plain objects. */
async function watch(code: string): Promise<{ room: Room; events: GameEvent[]; state: () => RoomStateShape }> {
  const client = new Client(suite.url.replace('http', 'ws'));
  const room = await client.joinById(code, { role: 'audience', name: 'Tester' });
  const events: GameEvent[] = [];
  let state: RoomStateShape | null = null;
  room.onMessage('event', (e: GameEvent) => events.push(e));
  room.onMessage('*', () => {});
  room.onStateChange((s) => { state = (s as unknown as { toJSON(): RoomStateShape }).toJSON(); });
  await new Promise((r) => setTimeout(r, 300));
  return { room, events, state: () => state! };
}

/** Add three bots and start, with the keyboard as a TV remote would. */
async function addBotsAndStart(page: Page): Promise<void> {
  // Right four times: past the show and its two rule rows to "Add a bot"; Enter three times adds three.
  for (const k of ['ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowRight', 'Enter', 'Enter', 'Enter']) {
    await page.keyboard.press(k);
    await page.waitForTimeout(150);
  }
  await page.waitForFunction('document.querySelectorAll("#captions p").length >= 4', null, { timeout: 20_000 });
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await page.waitForFunction('document.body.dataset.scene === "auction"', null, { timeout: 30_000 });
}

async function mirrorTable(page: Page): Promise<string[]> {
  return page.locator('#table li').allTextContents();
}

/** A phone (a Node colyseus.js client) takes a seat in room `code`; it reads none of its messages. */
async function joinAsPhone(code: string, name: string): Promise<Room> {
  const room = await new Client(suite.url.replace('http', 'ws')).joinById(code, { role: 'player', name });
  room.onMessage('*', () => {});
  return room;
}

describe('stage against the real server', () => {
  it('shows a lobby whose QR code encodes the join link, also in the DOM', async () => {
    const { page, code } = await openStage();
    const link = page.getByRole('link', { name: /Join on your phone/ });
    const href = (await link.getAttribute('href'))!;
    expect(href).toMatch(new RegExp(`^http://[^/]+/play\\?room=${code}$`));
    expect(href).not.toContain('localhost');
    expect(await decodeScreen(page, 40)).toBe(href);
    await page.close();
  });

  it('unlocks sound on the first key with no backlog of effects, and M mutes', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 1280, height: 720 } });
    suite.watchErrors(page);
    // Count every Web Audio source started (howler plays through Web Audio): a spy on the
    // browser's API, not a hook in the stage.
    await page.addInitScript(() => {
      const w = window as unknown as { __sounds: number };
      w.__sounds = 0;
      const start = AudioBufferSourceNode.prototype.start;
      AudioBufferSourceNode.prototype.start = function (...args: Parameters<typeof start>) {
        w.__sounds++;
        return start.apply(this, args);
      };
    });
    await page.goto(`${suite.url}/`);
    const prompt = page.getByRole('button', { name: 'Click or press any key to start the show' });
    await prompt.waitFor();
    await page.waitForFunction('document.body.dataset.scene === "lobby" && /room [A-Z]{4}/.test(document.title)', null, { timeout: 60_000 });
    const code = (await page.title()).match(/room ([A-Z]{4})/)![1]!;
    // While locked, a phone joins: its caption is shown, its chime is dropped (never queued).
    const phone = await joinAsPhone(code, 'Pia');
    await page.waitForFunction('Array.from(document.querySelectorAll("#captions p")).some((p) => /Pia/.test(p.textContent))', null, { timeout: 20_000 });
    await page.waitForTimeout(500);
    expect(await page.evaluate('window.__sounds')).toBe(0);
    expect(await prompt.isVisible()).toBe(true);
    // The first key unlocks: the prompt goes, the show says so, and nothing from before plays.
    await page.keyboard.press('Space');
    await expect.poll(() => prompt.isVisible()).toBe(false);
    await page.waitForFunction('Array.from(document.querySelectorAll("#captions p")).some((p) => p.textContent === "Sound on. Welcome to the show!")');
    await page.waitForTimeout(1500);
    expect(await page.evaluate('window.__sounds')).toBe(0);
    // After unlocking, a new event is heard.
    const second = await joinAsPhone(code, 'Quin');
    await expect.poll(() => page.evaluate('window.__sounds'), { timeout: 20_000 }).toBeGreaterThan(0);
    // M mutes (said in the captions, kept for the next visit), M again unmutes.
    await page.keyboard.press('m');
    await page.waitForFunction('document.querySelector("#captions p:last-child")?.textContent === "Sound off. Press M for sound."');
    expect(await page.evaluate('localStorage.getItem("party-stage-muted")')).toBe('1');
    await page.keyboard.press('m');
    await page.waitForFunction('document.querySelector("#captions p:last-child")?.textContent === "Sound on."');
    expect(await page.evaluate('localStorage.getItem("party-stage-muted")')).toBe('0');
    await phone.leave();
    await second.leave();
    await page.close();
  });

  it('plays a whole bot game to the finale, captions in the live region in event order', async () => {
    const { page, code } = await openStage();
    const audience = await watch(code);
    await addBotsAndStart(page);
    await page.waitForFunction('document.body.dataset.scene === "finale"', null, { timeout: 150_000 });
    await page.waitForFunction(
      'Array.from(document.querySelectorAll("#captions p")).some((p) => /wins the show|winner is|shared first place/.test(p.textContent))',
      null, { timeout: 60_000 },
    );
    const live = (await page.locator('#captions p').allTextContents()).filter((t) => !/^Sound |^Volume /.test(t));
    const names = audience.state().seats.map((s) => s.name);
    // The finale's drum roll has a line of its own before the vault's ("The vault opens...").
    const expected = audience.events.flatMap((e) => [...(e.type === 'game-over' ? ['The vault opens...'] : []), ...captionsFor(e, names).map((c) => c.text)]);
    expect(expected.length).toBeGreaterThan(40);
    expect(live).toEqual(expected);
    const over = audience.events.at(-1)!;
    expect(over.type).toBe('game-over');
    expect(await mirrorTable(page)).toEqual(describeTable(tableFromState(audience.state())).seats);
    // Reloaded on the results with the join address coming late (after the room's state): the join
    // QR for the next game is still drawn once it comes.
    const href = await page.locator('#join-link').getAttribute('href');
    await page.route('**/api/info', async (route) => {
      await new Promise((r) => setTimeout(r, 2500));
      await route.continue();
    });
    await page.reload();
    await page.getByRole('button', { name: 'Click or press any key to start the show' }).waitFor();
    await page.keyboard.press('Space');
    await page.waitForFunction('document.body.dataset.scene === "finale"', null, { timeout: 60_000 });
    expect(await decodeScreen(page, 60)).toBe(href);
    await page.unroute('**/api/info');
    // Back (Escape) on the results: the room and the stage go back to the lobby, to change the rules.
    await page.keyboard.press('Escape');
    await expect.poll(() => audience.state().phase, { timeout: 20_000 }).toBe('lobby');
    await page.waitForFunction('document.body.dataset.scene === "lobby"', null, { timeout: 60_000 });
    // The caption bar says so, not the winner's line from the results.
    await expect.poll(() => page.locator('#captions p').last().textContent()).toMatch(/^Back in the lobby!/);
    await audience.room.leave();
    await page.close();
  });

  it('says on the TV when the room refuses a key: Enter on "Add a bot" at a full table', async () => {
    const { page, code } = await openStage();
    const audience = await watch(code);
    // Right four times to "Add a bot"; Enter seven times fills Minus Auction's seven seats.
    for (const k of ['ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowRight']) await page.keyboard.press(k);
    for (let i = 0; i < 7; i++) {
      await page.keyboard.press('Enter');
      await expect.poll(() => audience.state()?.seats.length, { timeout: 20_000 }).toBe(i + 1);
    }
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('#captions p').last().textContent(), { timeout: 20_000 }).toMatch(/^Every seat is taken/);
    expect(audience.state().seats).toHaveLength(7);
    await audience.room.leave();
    await page.close();
  });

  it('rebuilds the same table after a reload mid-game, in the same room', async () => {
    const { page, code } = await openStage();
    const audience = await watch(code);
    await addBotsAndStart(page);
    await page.waitForTimeout(2500);
    await page.reload();
    await page.waitForFunction('document.body.dataset.scene === "auction" || document.body.dataset.scene === "finale"', null, { timeout: 60_000 });
    await page.waitForFunction('/room [A-Z]{4}/.test(document.title)', null, { timeout: 30_000 });
    expect(await page.title()).toContain(`room ${code}`);
    // The mirror follows the room's state: within a few seconds it equals the audience's view.
    let same = false;
    for (let i = 0; i < 40 && !same; i++) {
      await page.waitForTimeout(250);
      same = JSON.stringify(await mirrorTable(page)) === JSON.stringify(describeTable(tableFromState(audience.state())).seats);
    }
    expect(same).toBe(true);
    expect((await mirrorTable(page)).some((line) => /cube score -\d+/.test(line))).toBe(true);
    await audience.room.leave();
    await page.close();
  });

  it('survives a lost WebGL context and keeps drawing the show', async () => {
    const { page, code } = await openStage();
    const audience = await watch(code);
    await addBotsAndStart(page);
    await page.evaluate('document.querySelector("#show canvas").getContext("webgl2").getExtension("WEBGL_lose_context").loseContext()');
    await page.waitForFunction('Number(document.body.dataset.rebuilds || 0) >= 1', null, { timeout: 20_000 });
    expect(await page.locator('#show canvas').count()).toBe(1);
    // The rebuilt canvas draws the table again: poll (a loaded machine draws slowly) for bright pixels.
    let bright = 0;
    for (let attempt = 0; attempt < 20 && bright <= 200; attempt++) {
      await page.waitForTimeout(1000);
      const png = PNG.sync.read(await page.screenshot({ timeout: 120_000 }));
      bright = 0;
      for (let i = 0; i < png.data.length; i += 4 * 97) if (png.data[i]! + png.data[i + 1]! + png.data[i + 2]! > 450) bright++;
    }
    expect(bright).toBeGreaterThan(200);
    let same = false;
    for (let i = 0; i < 40 && !same; i++) {
      await page.waitForTimeout(250);
      same = JSON.stringify(await mirrorTable(page)) === JSON.stringify(describeTable(tableFromState(audience.state())).seats);
    }
    expect(same).toBe(true);
    await audience.room.leave();
    await page.close();
  });
});
