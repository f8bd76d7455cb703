/**
 * The stage's rough edges a new host found, on the demo page (no server; the demo's names include
 * two of 16 characters, "Alexandrina Long" and "Zoë 🦊 Ñandú"): the remote's keys in the lobby
 * (Left/Right move, Up/Down change, Enter starts; a lit tile moves none of its neighbours), the lobby's tiles as buttons in the page, whole names on every screen at 1280x720 and
 * 1920x1080, seat cards with only what the room needs, refusals as "refused" tags, sound
 * captions that read as part of the show and hide with C, the countdown's text red with its ring.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { serveStatic, useStageSuite } from './helpers.js';
import { stageTexts, type StageText } from '../../../test-support/stage-texts.js';

const suite = useStageSuite(async () => {
  const site = await serveStatic();
  return { url: site.url, stop: site.close };
});

const LONG_NAMES = ['Alexandrina Long', 'Zoë 🦊 Ñandú'];

async function openDemo(query: string, width = 1280, height = 720): Promise<Page> {
  const page = await suite.browser.newPage({ viewport: { width, height } });
  suite.watchErrors(page);
  await page.goto(`${suite.url}/demo.html?${query}`, { waitUntil: 'domcontentloaded' });
  await page.waitForFunction(() => document.body.dataset.ready === '1', null, { timeout: 60_000 });
  await page.waitForTimeout(300);
  return page;
}

/** Every Pixi text on the stage, seen or not (test-support/stage-texts.ts; design px). */
const texts = (page: Page): Promise<StageText[]> => stageTexts(page, { faint: true });

const oneLine = (s: string) => s.replace(/\n/g, ' ');
const captions = (page: Page) => page.locator('#captions p').allTextContents();

describe('the rough edges of the stage', () => {
  it('lobby keys: Left/Right only move along the tiles, Up/Down change a value, Enter starts', async () => {
    const page = await openDemo('scene=lobby');
    const before = (await captions(page)).length;
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.waitForTimeout(200);
    // Moving asked the room for nothing, and the hint says what the keys do on this tile.
    expect((await captions(page)).slice(before).join('\n')).not.toMatch(/would send/);
    await expect.poll(async () => (await texts(page)).some((t) => /^Up\/Down: change .* · Left\/Right: move · Enter: start$/.test(t.text)), { timeout: 15_000 }).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await captions(page)).slice(before).join('\n')).toMatch(/would send start/);
    expect((await captions(page)).slice(before).join('\n')).not.toMatch(/would send settings/);
    await page.keyboard.press('ArrowUp');
    await expect.poll(async () => (await captions(page)).slice(before).join('\n')).toMatch(/would send settings/);
    await page.close();
  });

  it('lighting a lobby tile moves none of its neighbours (the lit tile\'s arrows have room kept for them)', async () => {
    const page = await openDemo('scene=lobby');
    const LABELS = ['Add a bot', 'Start', 'Language'];
    const where = async () => {
      const all = await texts(page);
      return LABELS.map((l) => all.find((t) => t.text === l)?.x ?? NaN);
    };
    await expect.poll(async () => (await where()).every(Number.isFinite), { timeout: 15_000 }).toBe(true);
    const first = await where();
    for (let k = 0; k < 5; k++) {
      const hint = (await texts(page)).map((t) => t.text).join('|');
      await page.keyboard.press('ArrowRight');
      // Wait for the lobby to draw the move (the hint names the lit tile), then read the tiles.
      await expect.poll(async () => (await texts(page)).map((t) => t.text).join('|'), { timeout: 15_000 }).not.toBe(hint);
      const now = await where();
      now.forEach((x, i) => expect(Math.abs(x - first[i]!), `${LABELS[i]} after ${k + 1} moves`).toBeLessThan(0.5));
    }
    await page.close();
  });

  it('has the lobby\'s tiles as buttons in the page, named by label and value, each doing what a click on its tile does', async () => {
    const page = await openDemo('scene=lobby');
    const tiles = page.getByRole('group', { name: 'Game settings' });
    const names = await tiles.getByRole('button').allTextContents();
    expect(names[0]).toMatch(/^The show: Minus Auction$/);
    expect(names).toEqual(expect.arrayContaining(['Start', 'Language: English']));
    expect(names.some((n) => /^Preset: \S/.test(n)) && names.some((n) => /^Add a bot: \S/.test(n))).toBe(true);
    // A keyboard's path: Tab to a button (the mirror shows itself), Enter presses it and only it.
    const before = (await captions(page)).length;
    const said = async () => (await captions(page)).slice(before).join('\n');
    await tiles.getByRole('button', { name: /^Preset: / }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(said).toMatch(/would send settings/);
    expect(await said()).not.toMatch(/would send start/);
    // A click needs the panel open: the focus in it (as Tab gives), or the canvas takes the click.
    await tiles.getByRole('button', { name: /^Add a bot: / }).focus();
    await tiles.getByRole('button', { name: /^Add a bot: / }).click();
    await expect.poll(said).toMatch(/would send add-bot/);
    await tiles.getByRole('button', { name: 'Start', exact: true }).focus();
    await tiles.getByRole('button', { name: 'Start', exact: true }).click();
    await expect.poll(said).toMatch(/would send start/);
    // Under the buttons, the rules in words; Up on a focused button changes its tile's value, as
    // on the remote; Escape closes the panel (the focus leaves it).
    await expect.poll(() => tiles.textContent()).toMatch(/in the vault/);
    await tiles.getByRole('button', { name: /^Timer: / }).focus();
    // The tile lit on the TV is the one marked current (the remote's focus moved with the button's).
    await expect.poll(() => tiles.locator('button[aria-current="true"]').textContent()).toMatch(/^Timer: /);
    expect(await tiles.locator('button[aria-current="true"]').count()).toBe(1);
    const n = (await captions(page)).length;
    await page.keyboard.press('ArrowUp');
    await expect.poll(async () => (await captions(page)).slice(n).join('\n')).toMatch(/would send settings \{.*"timerMs":30000/);
    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => !!document.activeElement?.closest('#mirror'))).toBe(false);
    await page.close();
  });

  it('says on the Start tile and over the seats that the rules do not fit the seated players', async () => {
    const page = await openDemo('scene=lobby&misfit=1');
    const tiles = page.getByRole('group', { name: 'Game settings' });
    await expect.poll(() => tiles.getByRole('button', { name: /^Start/ }).textContent(), { timeout: 15_000 }).toBe('Start: Change rules');
    const drawn = (await texts(page)).map((t) => oneLine(t.text));
    expect(drawn).toContain('Change rules');
    expect(drawn).not.toContain('Enter');
    expect(drawn.some((t) => /^These rules do not fit this many players/.test(t))).toBe(true);
    await page.close();
  });

  for (const [w, h] of [[1280, 720], [1920, 1080]] as const) {
    it(`shows 16-character names whole on the lobby, the auction and the finale at ${w}x${h}`, async () => {
      for (const scene of ['lobby', 'auction&seats=7', 'finale&seats=7']) {
        const page = await openDemo(`scene=${scene}`, w, h);
        const named = (t: StageText, name: string) => oneLine(t.text) === name || oneLine(t.text).includes(name.toUpperCase()) || oneLine(t.text).startsWith(`${name}:`) || oneLine(t.text).startsWith(`${name}'s call`);
        // Read once every name is drawn (a loaded machine may still be drawing the seats: late fonts redraw them).
        let drawn: StageText[] = [];
        const missing = async () => {
          drawn = await texts(page);
          return LONG_NAMES.filter((name) => !drawn.some((t) => named(t, name)));
        };
        await expect.poll(missing, { timeout: 15_000 }).toEqual([]);
        for (const name of LONG_NAMES) {
          const found = drawn.filter((t) => named(t, name));
          expect(found.length, `${name} on the ${scene} at ${w}x${h}`).toBeGreaterThan(0);
          // Whole and not tiny: at least 22 design px (15 px at 1280x720; a short name keeps its
          // 36-42 px), inside the show.
          for (const t of found.filter((x) => oneLine(x.text) === name)) {
            expect(t.px, `${name} on the ${scene}`).toBeGreaterThanOrEqual(22);
            expect(t.x + t.w).toBeLessThanOrEqual(1920);
          }
        }
        expect(drawn.filter((t) => t.text.includes('…')).map((t) => t.text)).toEqual([]);
        await page.close();
      }
    });
  }

  it('who refused: six avatars (fewer where seat cards stand beside the row), then "+N" for the rest (the row matches the pot)', async () => {
    const page = await openDemo('scene=auction&seats=4&refusals=10');
    await expect.poll(async () => (await texts(page)).some((t) => t.text === '+4'), { timeout: 15_000 }).toBe(true);
    const all = await texts(page);
    const plus = all.find((t) => t.text === '+4')!;
    const label = all.find((t) => t.text === 'refused, in order')!;
    expect(plus.x + plus.w).toBeLessThan(label.x);
    expect(Math.abs(plus.y + plus.h / 2 - (label.y + label.h / 2))).toBeLessThan(6);
    await page.close();
    // Seven seats: the centre column is narrower; the row keeps fewer avatars and never runs under the seat cards.
    const seven = await openDemo('scene=auction&seats=7&refusals=10');
    await expect.poll(async () => (await texts(seven)).some((t) => /^\+\d$/.test(t.text)), { timeout: 15_000 }).toBe(true);
    const drawn = await texts(seven);
    const row = drawn.find((t) => t.text === 'refused, in order')!;
    // The row is centred on the ring (x 960): its left end mirrors its right one.
    const rowLeft = 1920 - (row.x + row.w);
    const cardsRight = Math.max(...drawn.filter((t) => /^refused( ×\d+)?$/.test(t.text) && t.x < 960).map((t) => t.x + t.w));
    expect(rowLeft, JSON.stringify({ rowLeft, cardsRight })).toBeGreaterThanOrEqual(cardsRight);
    await seven.close();
  });

  it('a 16-character name stays above its seat\'s status line ("AWAY · bot plays", or "BOT PLAYS" where that would be tiny), in English and Korean', async () => {
    for (const [lang, status] of [['en', /^(AWAY · bot plays|BOT PLAYS)$/], ['ko', /^(자리 비움 · )?봇이 대신$/]] as const) {
      for (const seats of [3, 4, 7]) {
        const page = await openDemo(`scene=auction&seats=${seats}&standin=1&refusals=${seats * 2 + 2}&lang=${lang}`);
        let name: StageText | undefined;
        let line: StageText | undefined;
        await expect.poll(async () => {
          const all = await texts(page);
          name = all.find((t) => oneLine(t.text) === 'Alexandrina Long');
          line = name && all.find((t) => status.test(t.text) && Math.abs(t.x - name!.x) < 40);
          return line !== undefined;
        }, { timeout: 15_000 }).toBe(true);
        expect(name!.y + name!.h, `${lang}, ${seats} seats: ${JSON.stringify([name, line])}`).toBeLessThanOrEqual(line!.y + 1);
        expect(name!.px).toBeGreaterThanOrEqual(22);
        // Readable from the sofa: the line is never squeezed under 90% of its 32 px.
        expect(line!.px, `${lang}, ${seats} seats: ${line!.text}`).toBeGreaterThanOrEqual(28);
        await page.close();
      }
    }
  });

  it('tonight\'s table with two shows\' columns: the number columns take only the room they need, nothing overlaps, names keep the rest', async () => {
    for (const lang of ['en', 'it']) {
      const page = await openDemo(`scene=finale&seats=3&cubes=run&lang=${lang}`);
      let rows: StageText[][] = [];
      await expect.poll(async () => {
        const all = (await texts(page)).filter((t) => t.text.trim() !== '');
        const cy = all.find((t) => t.text === 'Cy' && t.x > 1200);
        if (!cy) return 0;
        // The table's rows: texts right of the finale's rows, one line per name (Ana, Alexandrina..., Cy).
        const left = cy.x;
        // A row is a name and the texts beside it (numbers sit a few px lower than the name: near its line, not in fixed bands).
        rows = all.filter((t) => t.x >= left - 2 && t.y > cy.y - 140 && t.y < cy.y + 30 && /^(Ana|Alexandrin|Cy)/.test(t.text))
          .map((name) => all.filter((t) => t.x >= left - 2 && Math.abs(t.y - name.y) < 12).sort((a, b) => a.x - b.x))
          .filter((r) => r.length === 4);
        return rows.length;
      }, { timeout: 15_000 }).toBe(3);
      for (const row of rows) {
        for (let i = 1; i < row.length; i++) expect(row[i]!.x, `${lang}: ${row.map((t) => t.text).join(' | ')}`).toBeGreaterThanOrEqual(row[i - 1]!.x + row[i - 1]!.w + 8);
      }
      // In English the 16-character name keeps at least "Alexandrina L" (with the fixed columns it was "Alexandrin…").
      const long = rows.map((r) => r[0]!).find((t) => t.text.startsWith('Alexandrin'))!;
      if (lang === 'en') expect(long.text.replace('…', '').length).toBeGreaterThanOrEqual(13);
      await page.close();
    }
  });

  it('after a practice game the results say it does not count in tonight\'s table, and keep every key\'s hint', async () => {
    for (const [query, line] of [['scene=finale&seats=3&practice=1', /^Practice, not counted · .* · Back: settings · R: replay$/], ['scene=finale&seats=3', /^Enter or the VIP: next game/]] as const) {
      const page = await openDemo(query);
      await expect.poll(async () => (await texts(page)).some((t) => line.test(t.text)), { timeout: 15_000 }).toBe(true);
      // Readable from the sofa: the hint is not squeezed under 32 design px (21 px at 1280x720).
      expect((await texts(page)).find((t) => line.test(t.text))!.px).toBeGreaterThanOrEqual(32);
      await page.close();
    }
  });

  it('the lobby names the VIP under their name (the hint says the VIP starts), and only there', async () => {
    const page = await openDemo('scene=lobby');
    await expect.poll(async () => (await texts(page)).filter((t) => t.text === 'VIP').length, { timeout: 15_000 }).toBe(1);
    const all = await texts(page);
    const vip = all.find((t) => t.text === 'VIP')!;
    const ana = all.find((t) => t.text === 'Ana')!;
    expect(Math.abs(vip.x + vip.w / 2 - (ana.x + ana.w / 2))).toBeLessThan(4);
    expect(vip.y).toBeGreaterThan(ana.y);
    await page.close();
  });

  it('seat cards say only BOT or AWAY, and refusals read "refused" (not numbered gold chips, not a place like "1st")', async () => {
    const page = await openDemo('scene=auction&seats=7');
    // Read once the seat cards are drawn (a loaded machine may still be drawing them).
    let drawn: string[] = [];
    const bots = async () => {
      drawn = (await texts(page)).map((t) => t.text);
      return drawn.filter((t) => t === 'BOT').length;
    };
    await expect.poll(bots, { timeout: 15_000 }).toBe(2);
    expect(drawn.filter((t) => /phone on|phone off|BOT ·|VIP ·/.test(t))).toEqual([]);
    expect(drawn.filter((t) => /^refused( ×\d+)?$/.test(t)).length).toBeGreaterThan(1);
    expect(drawn.filter((t) => /^\d+(st|nd|rd|th)$/.test(t))).toEqual([]);
    expect(drawn.some((t) => /^\d$/.test(t))).toBe(false);
    await page.close();
  });

  it('sound captions read "♪ name" at the caption bar and the host hides them with C', async () => {
    const page = await openDemo('scene=auction&seats=5&events=3');
    // The burst may still be running when the page closes at the end: its promise is settled here.
    const burst = page.evaluate('window.__demo.busy(4000, 300)').catch(() => undefined);
    await expect.poll(async () => (await texts(page)).some((t) => t.text.startsWith('♪ ')), { timeout: 20_000 }).toBe(true);
    expect((await texts(page)).some((t) => /^\[.*\]$/.test(t.text))).toBe(false);
    await page.keyboard.press('c');
    await expect.poll(async () => (await texts(page)).some((t) => t.text.startsWith('♪ '))).toBe(false);
    expect((await captions(page)).join('\n')).toMatch(/Sound captions off/);
    expect(await page.evaluate(() => localStorage.getItem('party-stage-sound-captions'))).toBe('off');
    await burst;
    await page.close();
  });

  it('turns the countdown text red with the ring in the last seconds', async () => {
    const page = await openDemo('scene=auction&seats=5');
    const line = async () => (await texts(page)).find((t) => / s$/.test(t.text) && t.text.includes("'s call"));
    // Before the last 5 seconds (if the loaded page got here in time) the text is white...
    const early = await line();
    const secs = Number(/ (\d+) s$/.exec(early?.text ?? '')?.[1] ?? 0);
    if (secs > 6) expect(early?.fill).not.toBe(0xff5a5a);
    // ...and red with the ring from then on.
    await page.waitForFunction(() => / [0-5] s$/.test(document.getElementById('call')?.textContent ?? ''), null, { timeout: 30_000 });
    await expect.poll(async () => (await line())?.fill).toBe(0xff5a5a);
    await page.close();
  });
});
