/**
 * A replay dresses each seat as it was in that game, on the real stage in Italian at 1280x720:
 * Ana and Ben (phones, Node colyseus.js clients) play a game with a drawn seating (the veto preset)
 * beside two computer players; then a solo game sends those two away and seats a new one. The
 * replay of the first game, opened with R and picked in the list, draws every seat card with the
 * avatar that seat wore in that game (the computer players who left among them), no two alike.
 * Screenshot: stage/test/artifacts/replay-avatars-1280x720.png.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Client, type Room } from 'colyseus.js';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { avatarOf } from '@minus/shared/platform/protocol/avatars';
import type { MinusRoomState } from '@minus/shared/shows/minus-auction/state';
import { ARTIFACTS, openLiveStage, startGameServer, useStageSuite } from './helpers.js';

const suite = useStageSuite(() => startGameServer());

/** Wait until `check()` holds (polls every 20 ms); throws naming `what` after `ms`. */
async function until(check: () => boolean, what: string, ms = 60_000): Promise<void> {
  const t0 = Date.now();
  while (!check()) {
    if (Date.now() - t0 > ms) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** A phone in the room that plays its own turns at once (take at a pot of 3 or with no chips left). */
interface Phone {
  room: Room<MinusRoomState>;
  /** Send a request and wait for its answer. */
  ask(type: string, body?: unknown): Promise<{ ok: boolean; code?: string }>;
}

async function phone(code: string, name: string): Promise<Phone> {
  const room = await new Client(suite.url.replace('http', 'ws')).joinById<MinusRoomState>(code, { role: 'player', name });
  const answers: { type: string; ok: boolean; code?: string }[] = [];
  let seatId = '';
  room.onMessage('*', (type, message) => {
    if (type === 'answer') answers.push(message as { type: string; ok: boolean });
    if (type === 'seat') seatId = (message as { id: string }).id;
  });
  await until(() => seatId !== '' && room.state?.seats !== undefined, `${name}'s seat`, 10_000);
  let last = -1;
  room.onStateChange((s) => {
    let me = -1;
    for (let i = 0; i < s.seats.length; i++) if (s.seats[i]!.id === seatId) me = i;
    if (s.phase !== 'playing' || me < 0 || s.game.current !== me || s.game.version === last) return;
    last = s.game.version;
    room.send('act', { action: s.seats[me]!.chips <= 0 || s.game.pot >= 3 ? 'take' : 'refuse', version: s.game.version });
  });
  return {
    room,
    async ask(type, body = {}) {
      const since = answers.length;
      room.send(type, body);
      await until(() => answers.slice(since).some((a) => a.type === type), `the answer to ${type}`, 10_000);
      return answers.slice(since).find((a) => a.type === type)!;
    },
  };
}

/** Every visible seat card's name and avatar (its badge's label, "orange fox"), read from the Pixi tree. */
function seatCards(page: Page): Promise<{ name: string; avatar: string }[]> {
  return page.evaluate(() => {
    type Node = { visible: boolean; label?: unknown; text?: unknown; children: Node[] };
    const app = (globalThis as unknown as { __PIXI_APP__?: { stage: Node } }).__PIXI_APP__;
    const badgeLabel = /^(orange|sky|green|yellow|blue|vermillion|purple) (fox|owl|frog|star|whale|flame|flower)$/;
    const out: { name: string; avatar: string }[] = [];
    const walk = (n: Node): void => {
      if (!n.visible) return;
      const badge = n.children.find((c) => c.visible && typeof c.label === 'string' && badgeLabel.test(c.label));
      const name = n.children.find((c) => c.visible && typeof c.text === 'string' && c.text !== '');
      if (badge && name) out.push({ name: name.text as string, avatar: badge.label as string });
      n.children.forEach(walk);
    };
    if (app) walk(app.stage);
    return out;
  });
}

/** Press R until the replay picker lists game `game` (closing a picker opened before the TV had seen that game end). */
async function offers(page: Page, game: number): Promise<void> {
  const t0 = Date.now();
  for (;;) {
    await page.keyboard.press('r');
    const listed = await page.waitForFunction((n) => document.querySelector(`#replay-picker:not([hidden]) button[data-game="${n}"]`) !== null, game, { timeout: 3000 }).then(() => true, () => false);
    if (listed) return;
    if (Date.now() - t0 > 120_000) throw new Error(`the TV never offered game ${game} for a replay`);
    if (await page.evaluate(() => document.getElementById('replay-picker')?.hidden === false)) await page.keyboard.press('Escape');
  }
}

describe('the avatars of a replay', () => {
  it('are the ones each seat wore in that game, also the computer players who left since', async () => {
    const { page, code } = await openLiveStage(suite, '?lang=it', 1280, 720);
    const ana = await phone(code, 'Ana');
    const ben = await phone(code, 'Ben');
    for (const [type, body] of [['add-bot', { label: 'medium' }], ['add-bot', { label: 'medium' }], ['settings', { preset: 'veto' }], ['start', {}]] as const) {
      expect((await ana.ask(type, body)).ok, type).toBe(true);
    }
    const state = () => ana.room.state;
    await until(() => state().phase === 'playing' && state().game.number === 1 && state().seats.length === 4, 'game 1');
    // The seating the deal drew, and the avatar each seat wears in it.
    const worn = [...state().seats].map((s) => ({ name: s.name, avatar: avatarOf(s.avatar) }));
    const bots = [...state().seats].filter((s) => s.kind === 'bot').map((s) => s.id);
    await until(() => state().phase === 'finale', 'the end of game 1', 120_000);

    // A solo game from the lobby: the two computer players leave, a new one sits down; it is played to its end.
    expect((await ana.ask('solo', { players: 3 })).ok).toBe(true);
    await until(() => state().phase === 'playing' && state().game.number === 2, 'game 2');
    expect([...state().seats].some((s) => bots.includes(s.id))).toBe(false);
    await until(() => state().phase === 'finale', 'the end of game 2', 120_000);

    // R, then game 1 in the picker ("Partita 1"), once the TV has seen game 2 end (a loaded page reads the room's last states late).
    await offers(page, 2);
    const picker = page.getByRole('dialog', { name: /rivedi una partita/i });
    await picker.getByRole('button', { name: /^Partita 1\b/ }).click();
    await page.waitForFunction(() => document.body.dataset.replay !== undefined, null, { timeout: 30_000 });
    await page.waitForFunction(() => /auction|game/.test(document.body.dataset.scene ?? ''), null, { timeout: 30_000 });
    const names = worn.map((w) => w.name);
    let cards: { name: string; avatar: string }[] = [];
    const t0 = Date.now();
    while (names.some((n) => !cards.some((c) => c.name === n)) && Date.now() - t0 < 30_000) cards = await seatCards(page);
    mkdirSync(ARTIFACTS, { recursive: true });
    await page.screenshot({ path: join(ARTIFACTS, 'replay-avatars-1280x720.png') });

    // Every seat of game 1, and only its own avatar wherever its name is drawn with one.
    for (const w of worn) {
      const shown = new Set(cards.filter((c) => c.name === w.name).map((c) => c.avatar));
      expect([...shown], w.name).toEqual([`${w.avatar.colourName} ${w.avatar.icon}`]);
    }
    expect(new Set(worn.map((w) => w.avatar.id)).size).toBe(4);
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => document.body.dataset.replay === undefined, null, { timeout: 10_000 });
    await Promise.all([ana.room.leave(), ben.room.leave()]);
    await page.close();
  }, 420_000);
});
