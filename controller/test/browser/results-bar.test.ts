/**
 * The results on a small phone (headless Chromium against the real server): the bar in the thumb
 * zone (the VIP's "Play again", a watcher's "Take a seat for the next game") never lies over any
 * of the results. For both shows a game is played out by computer players (the VIP's seat handed
 * to one), with the VIP in one language and a watcher who came to play in the other (English,
 * Italian); each scrolls the results from top to end with the wheel at 390x844 and 320x640. At
 * every step every heading, paragraph, list item, table row and control on screen (the bar's
 * button aside) is itself under the finger, nothing drawn over it; the bar's button stays wholly
 * on screen; each is seen whole at some step (bar-check.ts). The menu opens at the end of the
 * results' scrolling region without scrolling the page. Screenshots of the first screen in
 * test/artifacts/.
 */
import { describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { artifacts, ask, createRoom, serverAndBrowser, SIZES, until, type RunningServer, toResults } from './support.js';
import { controls, scrollThrough } from './bar-check.js';

let server: RunningServer;
let browser: Browser;

serverAndBrowser((s, b) => ([server, browser] = [s, b]));

/** The words the test finds elements by, in each language tried. */
const WORDS = {
  en: { locale: 'en-GB', name: /your name/i, join: /^join$/i, start: /start the game/i, now: /show my results now/i, over: /^game over$/i, again: /^play again$/i, sit: /take a seat for the next game/i, gameOn: /^A game is on right now/ },
  it: { locale: 'it-IT', name: /il tuo nome/i, join: /^entra$/i, start: /inizia la partita/i, now: /mostra subito i miei risultati/i, over: /^partita finita$/i, again: /^un’altra partita$/i, sit: /siediti per la prossima partita/i, gameOn: /^C’è una partita in corso/ },
} as const;
type Lang = keyof typeof WORDS;
/** The phone menu's summary, in each language tried. */
const MENU: Record<Lang, string> = { en: 'Menu', it: 'Menu' };

/** Each show's short game: its rules, the computer players beside the VIP (a seat left free for the watcher), the languages. */
const GAMES = [
  { show: 'minus-auction', rules: { preset: 'custom', smallest: 3, largest: 14, removed: 0, chips: 1, starter: 'first', timerMs: null }, bots: 4, vip: 'en', watcher: 'it' },
  { show: 'rubbish-auction', rules: { timerMs: null }, bots: 3, vip: 'it', watcher: 'en' },
] as const;

/** What the results are made of: every heading, paragraph, list item, table row, status line and control. */
function content(page: Page): Locator {
  return page.getByRole('heading').or(page.getByRole('paragraph')).or(page.getByRole('listitem')).or(page.getByRole('row'))
    .or(page.getByRole('status')).or(controls(page));
}

/**
 * A phone in `lang` that joins room `code` as `name`. `late`: the room's game is on, and the join
 * screen says before Join that a newcomer will watch (screenshot at 320x640 in test/artifacts/).
 */
async function joinAs(code: string, lang: Lang, name: string, late = false): Promise<Page> {
  const w = WORDS[lang];
  const context = await browser.newContext({ viewport: late ? SIZES[1] : SIZES[0], deviceScaleFactor: 2, hasTouch: true, isMobile: true, colorScheme: 'dark', locale: w.locale });
  const page = await context.newPage();
  await page.goto(`${server.url}/play?room=${code}`);
  await page.getByRole('textbox', { name: w.name }).fill(name);
  if (late) {
    await page.getByRole('status').filter({ hasText: w.gameOn }).waitFor();
    await page.screenshot({ path: `${artifacts}31-join-late-${lang}-320x640.png`, fullPage: true });
    await page.setViewportSize(SIZES[0]);
  }
  await page.getByRole('button', { name: w.join }).click();
  return page;
}


describe('the bar on the results', () => {
  for (const g of GAMES) {
    it(`lies over none of ${g.show}'s results, for the VIP (${g.vip}) and a watcher (${g.watcher}), at 390x844 and 320x640`, async () => {
      const { room, code } = await createRoom(server.url);
      if (g.show !== 'minus-auction') expect((await ask(room, 'show', { show: g.show })).ok).toBe(true);
      const vip = await joinAs(code, g.vip, 'Ana');
      await vip.getByRole('button', { name: WORDS[g.vip].start }).waitFor();
      for (let i = 0; i < g.bots; i++) expect((await ask(room, 'add-bot', { label: 'easy' })).ok).toBe(true);
      expect((await ask(room, 'settings', g.rules)).ok).toBe(true);
      expect((await ask(room, 'start', {})).ok).toBe(true);
      // Joins while the game is on: watches it, and may take the free seat once it is over.
      const watcher = await joinAs(code, g.watcher, 'Bea', true);
      await until(() => (room.state as { audienceCount?: number }).audienceCount === 1, 'the watcher in the audience');
      expect((await ask(room, 'hand-to-bot', { seat: 0, label: 'easy' })).ok).toBe(true);
      await Promise.all([toResults(vip, WORDS[g.vip]), toResults(watcher, WORDS[g.watcher])]);

      const covered: string[] = [];
      const unseen: string[] = [];
      for (const [page, lang, bar] of [[vip, g.vip, 'again'], [watcher, g.watcher, 'sit']] as const) {
        const button = page.getByRole('button', { name: WORDS[lang][bar] });
        const handle = (await button.elementHandle())!;
        for (const size of SIZES) {
          const r = await scrollThrough(page, size, content(page), handle, `${artifacts}31-results-bar-${g.show}-${bar}-${lang}-${size.width}x${size.height}.png`);
          covered.push(...[...r.covered].map((c) => `${c} (${lang})`));
          unseen.push(...r.unseen.map((u) => `${u} at ${size.width}x${size.height} (${lang})`));
          expect(r.barHidden, `steps with ${bar} off screen at ${size.width}x${size.height} (${lang})`).toBe(0);
        }
      }
      expect(covered, 'results under the bar').toEqual([]);
      expect(unseen, 'results never seen whole').toEqual([]);
      // The menu ends the results' own scrolling region: opened on a small phone, the page itself never scrolls under the screen.
      await vip.setViewportSize(SIZES[1]);
      await vip.getByText(MENU[g.vip], { exact: true }).click();
      // The picker it unfolds comes into sight above the bar, without a scroll by hand.
      const language = vip.getByRole('combobox');
      const barTop = (await vip.getByRole('button', { name: WORDS[g.vip].again }).boundingBox())!.y;
      await expect.poll(async () => {
        const box = await language.boundingBox();
        return box !== null && box.y >= 0 && box.y + box.height <= barTop;
      }).toBe(true);
      // (Screen-reader-only words inside the region are positioned in it, so they never stretch the page either.)
      expect(await vip.evaluate(() => [document.scrollingElement!.scrollTop, document.scrollingElement!.scrollHeight - innerHeight])).toEqual([0, 0]);
      await vip.screenshot({ path: `${artifacts}31-results-menu-${g.show}-${g.vip}-320x640.png` });
      await vip.context().close();
      await watcher.context().close();
      await room.leave(true);
    }, 120_000);
  }
});
