/**
 * Tonight's table fits a 320 px phone in every language (headless Chromium against the real
 * server, the app's own fonts): with both shows played and long names, no column is cut and
 * nothing scrolls sideways; the column heads are at least 14 px; a long name is shortened with an
 * ellipsis rather than widening the table. The table is drawn in the lobby (the same element the
 * results show), the room's evening put in the lobby's view. Screenshots in test/artifacts/.
 */
import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { artifacts, createRoom, joinedPhone, serverAndBrowser, SIZES, type RunningServer } from './support.js';

let server: RunningServer;
let browser: Browser;

serverAndBrowser((s, b) => ([server, browser] = [s, b]));

/** The words the test finds elements by, in each language. */
const WORDS = {
  en: { locale: 'en-GB', name: /^your name/i, join: /^join$/i },
  it: { locale: 'it-IT', name: /^il tuo nome/i, join: /^entra$/i },
  ms: { locale: 'ms-MY', name: /^nama anda/i, join: /^sertai$/i },
  ko: { locale: 'ko-KR', name: /^이름/, join: /^참가하기$/ },
} as const;

/** An evening of both shows, with a long name and wide numbers. */
const EVENING = {
  shows: ['minus-auction', 'rubbish-auction'],
  rows: [
    { seat: 'a', name: 'Maximiliana Bartholomew', avatar: 1, games: 12, wins: 10, points: [-123, 1234], played: [6, 6] },
    { seat: 'b', name: 'Ben', avatar: 2, games: 12, wins: 2, points: [-88, 640], played: [6, 6] },
  ],
};

describe('tonight\'s table on a small phone', () => {
  for (const lang of ['en', 'it', 'ms', 'ko'] as const) {
    it(`fits 320 px in ${lang}, heads at least 14 px`, async () => {
      const w = WORDS[lang];
      const { room, code } = await createRoom(server.url);
      const page = await joinedPhone(browser, server.url, code, { size: SIZES[1], locale: w.locale, player: 'Ana', words: { name: w.name, join: w.join } });
      const table = page.getByRole('table');
      await page.waitForFunction(() => !!document.querySelector('party-app')?.shadowRoot?.querySelector('lobby-screen'));
      // Put back whenever the app draws the lobby afresh from the room's state.
      await page.evaluate((evening) => {
        setInterval(() => {
          const lobby = document.querySelector('party-app')?.shadowRoot?.querySelector('lobby-screen') as (HTMLElement & { view: { evening: { rows: unknown[] } } }) | null;
          if (lobby && !lobby.view.evening.rows.length) lobby.view = { ...lobby.view, evening };
        }, 50);
      }, EVENING);
      await page.waitForTimeout(1000);
      await table.waitFor();
      await table.scrollIntoViewIfNeeded();
      const fit = await table.evaluate((t) => {
        const box = t.parentElement!;
        const heads = [...t.querySelectorAll('th')];
        return {
          sideways: box.scrollWidth - box.clientWidth,
          tableRight: t.getBoundingClientRect().right,
          cut: heads.filter((h) => h.scrollWidth > h.clientWidth + 1).map((h) => h.textContent),
          smallest: Math.min(...heads.map((h) => parseFloat(getComputedStyle(h).fontSize))),
          cells: [...t.querySelectorAll('td')].filter((c) => c.scrollWidth > c.clientWidth + 1 && getComputedStyle(c).textOverflow !== 'ellipsis').map((c) => c.textContent),
        };
      });
      await page.screenshot({ path: `${artifacts}32-evening-${lang}-320x640.png` });
      await page.setViewportSize(SIZES[0]);
      await table.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${artifacts}32-evening-${lang}-390x844.png` });
      expect(fit.sideways, 'the table scrolls sideways').toBeLessThanOrEqual(0);
      expect(fit.tableRight, 'the table\'s right edge on screen').toBeLessThanOrEqual(320);
      expect(fit.cut, 'column heads cut').toEqual([]);
      expect(fit.cells, 'cells cut without an ellipsis').toEqual([]);
      expect(fit.smallest, 'the smallest column head (px)').toBeGreaterThanOrEqual(14);
      await page.context().close();
      await room.leave(true);
    }, 90_000);
  }
});
