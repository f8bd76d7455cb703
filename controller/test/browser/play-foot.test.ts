/**
 * The foot of a Minus Auction player's screen while someone else decides, with the take preview
 * turned off in the lobby (headless Chromium against the real server, 320x640, English and
 * Korean): nothing is left there, so "Everyone's cubes and scores" follows the player's own
 * cubes at once, with no empty band between them where "If you took it" would be.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ask, createRoom, joinedPhone, launch, SIZES, startServer, until, type RunningServer } from './support.js';

let server: RunningServer;
let browser: Browser;

// Computer players that think for a minute: the screen stays on someone else's turn while it is measured.
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ BOT_DELAY_MS: '60000' }), launch()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const WORDS = {
  en: { locale: 'en-GB', name: /your name/i, join: /^join$/i, none: 'No cubes yet.', everyone: /everyone.s cubes and scores/i, refuse: /^refuse$/i },
  ko: { locale: 'ko-KR', name: /이름/, join: /^참가하기$/, none: '아직 큐브가 없어요.', everyone: /모두의 큐브와 점수/, refuse: /^거절$/ },
} as const;

/** The gap in CSS px between the bottom of `above` and the top of `below`. */
async function gap(page: Page, above: string, below: RegExp): Promise<number> {
  const a = await page.getByText(above, { exact: true }).first().boundingBox();
  const b = await page.getByText(below).first().boundingBox();
  return b!.y - (a!.y + a!.height);
}

describe('a player\'s screen on another\'s turn, the take preview off', () => {
  for (const lang of ['en', 'ko'] as const) {
    it(`has no empty band above everyone's cubes, in ${lang}, at 320x640`, async () => {
      const w = WORDS[lang];
      const { room, code } = await createRoom(server.url);
      const page = await joinedPhone(browser, server.url, code, { size: SIZES[1], locale: w.locale, player: 'Ana', words: { name: w.name, join: w.join } });
      await until(() => (room.state as { seats: unknown[] }).seats.length === 1, 'Ana seated');
      expect((await ask(room, 'hints', { on: false })).ok).toBe(true);
      expect((await ask(room, 'add-bot', { label: 'easy' })).ok).toBe(true);
      expect((await ask(room, 'add-bot', { label: 'easy' })).ok).toBe(true);
      expect((await ask(room, 'start', {})).ok).toBe(true);
      const current = () => (room.state as { game: { current: number } }).game.current;
      await until(() => (room.state as { phase: string }).phase === 'playing', 'the game');
      // On Ana's own turn she refuses: the turn passes to a computer player, which thinks for a minute.
      if (current() === 0) {
        const refuse = page.getByRole('button', { name: w.refuse });
        await until(() => refuse.isEnabled(), 'Refuse open');
        await refuse.click();
        await until(() => current() !== 0, 'the turn passed on');
      }
      await page.getByText(w.none, { exact: true }).first().waitFor();
      await page.waitForTimeout(300);
      expect(await gap(page, w.none, w.everyone), 'px between my cubes and everyone\'s').toBeLessThan(30);
      await page.context().close();
      await room.leave(true);
    }, 90_000);
  }
});
