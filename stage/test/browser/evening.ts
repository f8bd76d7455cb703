/**
 * A bot-only evening on the real stage, for the stage's evening test (evening.test.ts) and the
 * stage bench (bench/stage.bench.ts): open the stage, add bots and start with the keyboard as a TV
 * remote would, wait for each game's end under a time limit, play again, and between games count
 * the page's JS heap and Pixi objects through the Chrome DevTools protocol. A Node colyseus.js
 * client watches the room as the audience, so the stage's captions can be checked against the
 * room's events.
 */
import { Client, type Room } from 'colyseus.js';
import type { Browser, CDPSession, Page } from 'playwright-core';
import type { MinusEvent as GameEvent } from '@minus/shared/shows/minus-auction/events';
import type { MinusRoomState as RoomStateShape } from '@minus/shared/shows/minus-auction/state';
import { captionsFor } from '@minus/shared/shows/minus-auction/captions';

/** The stage's last caption of a game (the winner or the shared first place; shared/src/captions). */
const END_CAPTION = /wins the show|winner is|shared first place/;
/** The finale's first caption: its drum roll ("The vault opens...", said before the vault's own line). */
const VAULT_CAPTION = /^The vault opens\.\.\.$/;
/** Captions the stage says on its own (sound and volume keys), not for a room event. */
const OWN_CAPTION = /^Sound |^Volume /;

/** A caption or a room event with the time it arrived (ms since epoch, this machine's clock). */
export interface Timed<T> { value: T; at: number }

export interface Evening {
  page: Page;
  cdp: CDPSession;
  /** The room code. */
  code: string;
  /** Every caption the stage showed, in order (its DOM live log keeps only the last 300). */
  captions: Timed<string>[];
  /** Every room event as the audience received it, in order. */
  events: Timed<GameEvent>[];
  /** Seat names by index for each finished game (index 0: game 1), as the room had them at its end. */
  names: string[][];
  /** How many times the stage's link to the room dropped (its `data-link` went to "reconnecting"). */
  drops: number;
  /** Uncaught errors of the stage page. */
  errors: string[];
  /** The room state as the audience sees it now. */
  state(): RoomStateShape | null;
  close(): Promise<void>;
}

/** What the stage holds after a garbage collection (see `stageCounts`). */
export interface StageCounts {
  /** The page's JS heap in use, bytes. */
  heapBytes: number;
  /** The page's heap of DOM, canvas and other browser objects in use (Blink's, outside the JS heap), bytes. */
  embedderBytes: number;
  /** Display objects in the Pixi stage tree (containers, graphics and texts on screen). */
  displayObjects: number;
  /** Of those, Graphics. */
  graphics: number;
  /** Live `GraphicsContext` objects in the whole JS heap (each Graphics owns one). */
  contexts: number;
}

/**
 * Open the stage at `serverUrl` in a new page (1280x720), unlock sound with a key, watch its room
 * as the audience, set `options.preset` if given, add `bots` computer players of the menu's
 * default level and start the first game. Throws when the lobby or the seats do not come within a
 * minute.
 */
export async function openEvening(browser: Browser, serverUrl: string, bots = 5, options: EveningOptions = {}): Promise<Evening> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  const captions: Timed<string>[] = [];
  const errors: string[] = [];
  let drops = 0;
  page.on('pageerror', (e) => errors.push(e.message));
  await page.exposeFunction('__eveningCaption', (text: string) => captions.push({ value: text, at: Date.now() }));
  await page.exposeFunction('__eveningLink', (link: string) => { if (link === 'reconnecting') drops++; });
  // Pixi's devtools hook hands over each Application it creates; the observers report captions
  // and link changes to Node as they happen (nothing piles up in the page's heap).
  await page.addInitScript(() => {
    const w = window as unknown as Record<string, unknown> & { __eveningCaption(t: string): void; __eveningLink(l: string): void };
    w.__PIXI_APP_INIT__ = (app: unknown) => { w.__eveningApp = app; };
    addEventListener('DOMContentLoaded', () => {
      new MutationObserver((records) => {
        for (const r of records) {
          if ((r.target as Element).id !== 'captions') continue;
          for (const n of r.addedNodes) w.__eveningCaption(n.textContent ?? '');
        }
      }).observe(document.body, { childList: true, subtree: true });
      new MutationObserver(() => w.__eveningLink(document.body.dataset.link ?? '')).observe(document.body, { attributes: true, attributeFilter: ['data-link'] });
    });
  });
  const cdp = await page.context().newCDPSession(page);
  await page.goto(`${serverUrl}/`);
  await page.keyboard.press('Space');
  await page.waitForFunction('document.body.dataset.scene === "lobby" && /room [A-Z]{4}/.test(document.title)', null, { timeout: 60_000 });
  const code = (await page.title()).match(/room ([A-Z]{4})/)![1]!;
  const audience = await watch(serverUrl, code);
  // Right four times: past the show and its rule rows (the preset, the timer) to the menu's "Add a
  // bot" row; Enter adds one (the room may refuse quick repeats). On the preset row, Up steps the
  // preset until the room has the one asked for.
  for (const [i, k] of ['ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowRight'].entries()) {
    await page.keyboard.press(k);
    await page.waitForTimeout(150);
    if (i === 1 && options.preset) await stepPreset(page, audience.state, options.preset);
  }
  for (let tries = 0; tries < 40 && (await page.locator('#table li').count()) < bots; tries++) {
    await page.keyboard.press('Enter');
    await page.waitForTimeout(700);
  }
  if ((await page.locator('#table li').count()) < bots) throw new Error(`the stage did not seat ${bots} bots within 30 s`);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  return {
    page, cdp, code, captions, events: audience.events, names: [], errors,
    get drops() { return drops; },
    state: audience.state,
    close: async () => {
      await audience.room.leave().catch(() => {});
      await page.close();
    },
  };
}

/** What `openEvening` sets before it adds the bots. */
export interface EveningOptions {
  /**
   * The preset, stepped to with Up on the menu's preset row (docs/RULES.md, "Presets"): `veto`
   * deals 22 cubes with 7 chips a seat where the default `show` deals 32 with 9, a shorter game.
   */
  preset?: string;
}

/** Press Up on the focused preset row until the room's settings name `preset` (at most once per preset). */
async function stepPreset(page: Page, state: () => RoomStateShape | null, preset: string): Promise<void> {
  const now = () => (state()?.settings as unknown as Record<string, unknown> | undefined)?.preset;
  for (let presses = 0; presses < 4 && now() !== preset; presses++) {
    const before = now();
    await page.keyboard.press('ArrowUp');
    const t0 = Date.now();
    while (now() === before && Date.now() - t0 < 10_000) await page.waitForTimeout(100);
  }
  if (now() !== preset) throw new Error(`the stage's menu did not set the preset "${preset}" (the room has "${String(now())}")`);
}

/** The room as the audience sees it: every event (timed) and the latest state, in plain objects. */
export async function watch(serverUrl: string, code: string): Promise<{ room: Room; events: Timed<GameEvent>[]; state: () => RoomStateShape | null }> {
  const room = await new Client(serverUrl.replace('http', 'ws')).joinById(code, { role: 'audience', name: 'Bench' });
  const events: Timed<GameEvent>[] = [];
  let state: RoomStateShape | null = null;
  room.onMessage('event', (e: GameEvent) => events.push({ value: e, at: Date.now() }));
  room.onMessage('*', () => {});
  room.onStateChange((s) => { state = (s as unknown as { toJSON(): RoomStateShape }).toJSON(); });
  return { room, events, state: () => state };
}

function endCaptions(ev: Evening): number {
  return ev.captions.filter((c) => END_CAPTION.test(c.value)).length;
}

/** Why a game did not finish: what the stage and the room show now. */
async function situation(ev: Evening): Promise<string> {
  const scene = await ev.page.evaluate('document.body.dataset.scene + " (link " + document.body.dataset.link + ")"').catch(() => 'unknown');
  const last = ev.captions.at(-1)?.value ?? 'none';
  const event = ev.events.at(-1)?.value;
  return `the stage shows the ${scene}, its last caption "${last}"; the room's last event was ${event ? `"${event.type}" (seq ${event.seq})` : 'none'}; the stage's link dropped ${ev.drops} times`;
}

/**
 * Wait until the stage has announced the end of game `game` (its winner or shared first place
 * caption, said once the finale has played), then note the game's seat names. Throws, saying
 * what the stage and the room show, when that takes longer than `limitS` seconds.
 */
export async function finishGame(ev: Evening, game: number, limitS: number): Promise<void> {
  const t0 = Date.now();
  while (endCaptions(ev) < game) {
    if (Date.now() - t0 > limitS * 1000) throw new Error(`game ${game} did not end on the stage within ${limitS} s: ${await situation(ev)}`);
    await ev.page.waitForTimeout(250);
  }
  ev.names[game - 1] = (ev.state()?.seats ?? []).map((s) => s.name);
}

/**
 * Press Enter (play again) until the stage says game `game + 1` has started; a press made while
 * the stage's link is down is lost, so it is repeated every 3 s. Throws after `limitS` seconds.
 */
export async function playAgain(ev: Evening, game: number, limitS: number): Promise<void> {
  const started = new RegExp(`^Game ${game + 1}!`);
  const t0 = Date.now();
  let pressed = 0;
  while (!ev.captions.some((c) => started.test(c.value))) {
    if (Date.now() - t0 > limitS * 1000) throw new Error(`game ${game + 1} did not start on the stage within ${limitS} s of play again: ${await situation(ev)}`);
    if (Date.now() - pressed > 3000) {
      await ev.page.keyboard.press('Enter');
      pressed = Date.now();
    }
    await ev.page.waitForTimeout(200);
  }
}

/** Count the live objects whose prototype is what `expression` evaluates to in the page. */
async function liveInstances(cdp: CDPSession, expression: string): Promise<number> {
  const group = 'evening-count';
  try {
    const proto = await cdp.send('Runtime.evaluate', { expression, objectGroup: group });
    if (!proto.result.objectId) throw new Error(`no prototype from ${expression}`);
    const found = await cdp.send('Runtime.queryObjects', { prototypeObjectId: proto.result.objectId, objectGroup: group });
    const n = await cdp.send('Runtime.callFunctionOn', { objectId: found.objects.objectId!, functionDeclaration: 'function () { return this.length; }', returnByValue: true });
    return n.result.value as number;
  } finally {
    await cdp.send('Runtime.releaseObjectGroup', { objectGroup: group });
  }
}

/** Walks the Pixi stage tree from the page's Application (set by Pixi's devtools hook). */
const TREE = `(() => {
  const app = window.__eveningApp;
  const out = { displayObjects: 0, graphics: 0, context: null };
  const stack = app ? [app.stage] : [];
  while (stack.length) {
    const c = stack.pop();
    out.displayObjects++;
    if (c.context && Array.isArray(c.context.instructions)) { out.graphics++; out.context = out.context || c.context; }
    for (const child of c.children) stack.push(child);
  }
  return out;
})()`;

/**
 * Collect the page's garbage, then measure its JS heap, the display objects in the Pixi tree and
 * the `GraphicsContext` objects alive anywhere in the heap. Throws if the page has no Pixi
 * application with a Graphics on screen (the caption bar always has one).
 */
export async function stageCounts(ev: Evening): Promise<StageCounts> {
  await ev.cdp.send('HeapProfiler.collectGarbage');
  await ev.cdp.send('HeapProfiler.collectGarbage');
  const usage = (await ev.cdp.send('Runtime.getHeapUsage')) as { usedSize: number; embedderHeapUsedSize?: number };
  const tree = (await ev.page.evaluate(`(() => { const t = ${TREE}; return { displayObjects: t.displayObjects, graphics: t.graphics }; })()`)) as { displayObjects: number; graphics: number };
  const contexts = await liveInstances(ev.cdp, `Object.getPrototypeOf(${TREE}.context)`);
  return { heapBytes: usage.usedSize, embedderBytes: usage.embedderHeapUsedSize ?? NaN, ...tree, contexts };
}

/** The stage's captions for room events, in order (its own sound and volume lines left out). */
export function shownCaptions(ev: Evening): string[] {
  return ev.captions.map((c) => c.value).filter((t) => !OWN_CAPTION.test(t));
}

/**
 * The captions the room's events up to the end of game `games` call for, in order (the finale's
 * drum-roll line included), each game's with that game's seat names (seats are drawn again at every start; `finishGame` notes them).
 */
export function expectedCaptions(ev: Evening, games: number): string[] {
  const out: string[] = [];
  let game = 1;
  for (const { value: e } of ev.events) {
    if (game > games) break;
    // The finale's drum roll has a line of its own before the vault's.
    if (e.type === 'game-over') out.push('The vault opens...');
    out.push(...captionsFor(e, ev.names[game - 1] ?? []).map((c) => c.text));
    if (e.type === 'game-over') game++;
  }
  return out;
}

/**
 * How far behind the room the stage was at the end of each game: ms from the audience receiving
 * game `g`'s game-over event to the stage starting its finale (the vault caption), games 1..`games`.
 */
export function endLags(ev: Evening, games: number): number[] {
  const overs = ev.events.filter((e) => e.value.type === 'game-over').map((e) => e.at);
  const ends = ev.captions.filter((c) => VAULT_CAPTION.test(c.value)).map((c) => c.at);
  return Array.from({ length: Math.min(games, overs.length, ends.length) }, (_, i) => ends[i]! - overs[i]!);
}
