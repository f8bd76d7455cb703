/**
 * The phone controller in headless Chromium against the real server: join from the QR URL,
 * triple-tap join, a whole turn by role and name, a reload mid-game back to the same seat, a
 * forced take at zero chips, the "Look at the TV!" hold then the results, the audience (and why),
 * refusals; screenshots of every screen at 390x844 and 320x640 in test/artifacts/.
 */
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Room } from 'colyseus.js';
import { ask, createRoom, phone, serverAndBrowser, shoot, SIZES, until, type RunningServer } from './support.js';

interface Seat { name: string; cubes: number[]; connected: boolean; chips?: number }
interface State { phase: string; seats: Seat[]; game: { current: number; auction: number; pot: number } }
const state = (room: Room) => room.state as unknown as State;

let server: RunningServer;
let browser: Browser;

serverAndBrowser((s, b) => ([server, browser] = [s, b]));

/**
 * At each phone size, with the page scrolled to the top: the names of `must` that are not wholly
 * on screen (none = all visible without scrolling).
 */
async function offScreen(page: Page, must: Record<string, ReturnType<Page['getByRole']>>, sizes: readonly { width: number; height: number }[]): Promise<string[]> {
  const out: string[] = [];
  for (const size of sizes) {
    await page.setViewportSize(size);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(120);
    for (const [name, locator] of Object.entries(must)) {
      const box = await locator.boundingBox();
      if (!box || box.y < 0 || box.y + box.height > size.height + 0.5 || box.x < 0 || box.x + box.width > size.width + 0.5) out.push(`${name} at ${size.width}x${size.height}`);
    }
  }
  await page.setViewportSize(SIZES[0]);
  return out;
}

async function joinAs(page: Page, url: string, name: string, avatar = /orange fox/i): Promise<void> {
  await page.goto(url);
  await page.getByRole('textbox', { name: /your name/i }).fill(name);
  // A taken avatar is disabled on the join screen (a free one is picked instead): pick it only when free.
  const radio = page.getByRole('radio', { name: avatar });
  if (await radio.isEnabled()) await radio.check({ force: true });
  await page.getByRole('button', { name: /^join$/i }).click();
}

/**
 * On my turn, without scrolling at 390x844: the cube on offer and the pot, my chips, Take, Refuse
 * and my cubes; at 320x640 the page may scroll, but Take and Refuse stay on screen.
 */
async function expectTurnOnFirstScreen(page: Page): Promise<void> {
  const take = page.getByRole('button', { name: /^take$/i });
  const refuse = page.getByRole('button', { name: /^refuse$/i });
  expect(await offScreen(page, {
    'the cube on offer and the pot': page.getByRole('group', { name: /cube on offer/i }),
    'my chips': page.locator('.mychips'),
    'Take': take, 'Refuse': refuse,
    'my cubes': page.getByRole('region', { name: /^my cubes$/i }),
  }, [SIZES[0]])).toEqual([]);
  expect(await offScreen(page, { 'Take': take, 'Refuse': refuse }, [SIZES[1]])).toEqual([]);
}

describe('the phone controller in Chromium', () => {
  let room: Room;
  let code: string;
  let ana: Page;

  it('joins from the QR URL with the code filled in, and reaches the lobby as VIP', async () => {
    ({ room, code } = await createRoom(server.url));
    ana = await phone(browser);
    await ana.goto(`${server.url}/play?room=${code}`);
    await expect.poll(() => ana.getByRole('textbox', { name: /room code/i }).inputValue()).toBe(code);
    await ana.getByRole('textbox', { name: /your name/i }).fill('Ana');
    await shoot(ana, '01-join');
    await ana.getByRole('radio', { name: /blue whale/i }).check({ force: true });
    await ana.getByRole('button', { name: /^join$/i }).click();
    await ana.getByRole('heading', { name: /lobby/i }).waitFor();
    await ana.getByRole('button', { name: /start the game/i }).waitFor();
    expect(state(room).seats.map((s) => s.name)).toEqual(['Ana']);
    await shoot(ana, '02-lobby-vip');
  });

  it('joins once on a triple tap; the address then names the room joined, so a reload comes back', async () => {
    const ben = await phone(browser);
    // An old QR code's link (last week's room): Ben types tonight's code over it.
    await ben.goto(`${server.url}/play?room=KWMZ`);
    await ben.getByRole('textbox', { name: /room code/i }).fill(code.toLowerCase());
    await ben.getByRole('textbox', { name: /your name/i }).fill('Ben');
    await ben.getByRole('button', { name: /^join$/i }).click({ clickCount: 3 });
    await ben.getByRole('heading', { name: /lobby/i }).waitFor();
    await ben.waitForTimeout(300);
    expect(state(room).seats.map((s) => s.name)).toEqual(['Ana', 'Ben']);
    await expect.poll(() => ben.getByRole('alert').count()).toBe(0);
    await expect.poll(() => new URL(ben.url()).searchParams.get('room')).toBe(code);
    await shoot(ben, '03-lobby-player');
    await ben.reload();
    await ben.getByRole('heading', { name: /lobby/i }).waitFor();
    expect(state(room).seats.map((s) => s.name)).toEqual(['Ana', 'Ben']);
    await ben.context().close();
  });

  it('opened without a code, names every show and keeps Join in sight on a small phone', async () => {
    const page = await phone(browser, SIZES[1]);
    await page.goto(`${server.url}/play`);
    const join = page.getByRole('button', { name: /^join$/i });
    await join.waitFor();
    const box = await join.boundingBox();
    expect(box!.y + box!.height).toBeLessThanOrEqual(SIZES[1].height);
    await shoot(page, '01b-join-no-code');
    await page.context().close();
  });

  it('keeps the language picker\'s label on one line on a 320 px phone in Malay', async () => {
    const context = await browser.newContext({ viewport: SIZES[1], deviceScaleFactor: 2, hasTouch: true, isMobile: true, locale: 'ms' });
    const page = await context.newPage();
    await page.goto(`${server.url}/play`);
    const list = page.getByRole('combobox', { name: 'Bahasa · Language' });
    await list.waitFor();
    // One line of the label's own size (it broke into "Bahasa ·" / "Language"), the list beside it.
    const label = await page.locator('locale-picker label').evaluate((l) => ({ h: l.getBoundingClientRect().height, line: parseFloat(getComputedStyle(l).lineHeight) || 1.5 * parseFloat(getComputedStyle(l).fontSize) }));
    expect(label.h).toBeLessThan(label.line * 1.5);
    const box = await list.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(SIZES[1].width);
    expect(await list.inputValue()).toBe('ms');
    await context.close();
  });

  it('says "name taken" and "no such room" as sentences', async () => {
    const cy = await phone(browser);
    await joinAs(cy, `${server.url}/play?room=${code}`, 'ana');
    await expect.poll(() => cy.getByRole('alert').textContent()).toMatch(/already has that name/);
    await shoot(cy, '04-refused-name-taken');
    await cy.getByRole('textbox', { name: /room code/i }).fill('zzzz');
    await cy.getByRole('button', { name: /^join$/i }).click();
    await expect.poll(() => cy.getByRole('alert').textContent()).toMatch(/no game with that code/);
    // Four letters, but ones no code uses.
    await cy.getByRole('textbox', { name: /room code/i }).fill('ABCD');
    await cy.getByRole('button', { name: /^join$/i }).click();
    await expect.poll(() => cy.getByRole('alert').textContent()).toMatch(/never use A, D, E, I, O, Q, U or Y/);
    await shoot(cy, '04b-refused-code-letters');
    await cy.context().close();
  });

  it('plays a whole turn by role and name, with the VIP adding bots and starting', async () => {
    // Ben's phone is gone: the VIP kicks his seat and fills the table with bots.
    await ana.getByRole('button', { name: /kick ben/i }).click();
    await ana.getByRole('button', { name: /^yes, kick$/i }).click();
    await until(() => state(room).seats.length === 1, 'Ben kicked');
    await ana.getByRole('combobox', { name: /level/i }).selectOption('easy');
    await ana.getByRole('button', { name: /add bot/i }).click();
    await ana.getByRole('button', { name: /add bot/i }).click();
    await until(() => state(room).seats.length >= 3, 'three seats');
    await ana.getByRole('button', { name: /start the game/i }).click();
    await until(() => state(room).phase === 'playing', 'the game');
    // A whole turn: wait for my turn, read the preview, refuse or take by role and name.
    await ana.getByRole('button', { name: /^take$/i }).waitFor({ timeout: 20_000 });
    await expect.poll(() => ana.getByText(/^Take:/).count()).toBeGreaterThan(0);
    await expectTurnOnFirstScreen(ana);
    await shoot(ana, '05-play-my-turn');
    const auction = state(room).game.auction;
    const chips = Number((await ana.locator('.mychips').textContent())?.replace(/\D+/g, ''));
    await ana.getByRole('button', { name: /^refuse$/i }).click();
    await until(() => state(room).game.current !== 0 || state(room).game.auction !== auction, 'my refusal');
    await expect.poll(async () => Number((await ana.locator('.mychips').textContent())?.replace(/\D+/g, ''))).toBe(chips - 1);
    await shoot(ana, '06-play-waiting');
  });

  it('comes back to the same seat after a reload mid-game', async () => {
    const seatsBefore = state(room).seats.map((s) => s.name);
    const myCubes = state(room).seats[0]!.cubes;
    await ana.reload();
    await ana.getByRole('heading', { name: /my cubes/i }).waitFor();
    await until(() => state(room).seats[0]!.connected, 'Ana back');
    expect(state(room).seats.map((s) => s.name)).toEqual(seatsBefore);
    expect(state(room).seats[0]!.cubes.slice(0, myCubes.length)).toEqual(myCubes);
    await expect.poll(() => ana.getByText(/Your chips:/).count()).toBeGreaterThan(0);
    await ana.getByRole('group', { name: /your decision/i }).or(ana.getByText(/is deciding/).first()).first().waitFor();
  });

  it('lets a late joiner watch as the audience, without private data', async () => {
    const dee = await phone(browser, undefined, 'light');
    await joinAs(dee, `${server.url}/play?room=${code}`, 'Dee');
    await dee.getByRole('heading', { name: /watching/i }).waitFor();
    await expect.poll(() => dee.getByRole('status').filter({ hasText: /game has started/i }).textContent())
      .toMatch(/The game has started: you’re watching this one\. When it ends, you can take a seat for the next game\./);
    expect(await dee.getByText(/your chips/i).count()).toBe(0);
    expect(await dee.getByRole('button', { name: /^(take|refuse)$/i }).count()).toBe(0);
    await shoot(dee, '07-audience-light');
    await dee.context().close();
  });

  it('plays the game out to the results, with the record download', async () => {
    let crowded = false;
    for (let i = 0; i < 200 && state(room).phase === 'playing'; i++) {
      const take = ana.getByRole('button', { name: /^take$/i });
      if (!crowded && state(room).seats[0]!.cubes.length >= 10 && (await take.isVisible())) {
        // A dozen cubes in runs: still all on the first screen at 390x844, the buttons at 320x640.
        crowded = true;
        await expectTurnOnFirstScreen(ana);
        await shoot(ana, '05b-play-many-cubes');
      }
      if ((await take.count()) && (await take.isEnabled())) await take.click().catch(() => undefined);
      await ana.waitForTimeout(100);
    }
    expect(crowded).toBe(true);
    // The TV is playing its finale: the phone says so and keeps the results to itself, until its
    // player taps "Show my results now".
    await ana.getByRole('heading', { name: /look at the tv/i }).waitFor();
    expect(await ana.getByText(/wins!|shared/i).count()).toBe(0);
    await shoot(ana, '08-finale-hold');
    await ana.getByRole('button', { name: /show my results now/i }).click();
    await ana.getByRole('heading', { name: /game over/i }).waitFor();
    await shoot(ana, '08-results-vip');
    const download = ana.waitForEvent('download');
    await ana.getByRole('button', { name: /download the game record/i }).click();
    expect((await download).suggestedFilename()).toMatch(new RegExp(`^minus-auction-${code}-\\d{4}-\\d{2}-\\d{2}-game-1\\.json$`));
    // The VIP goes back to the lobby to change the rules for the next game.
    await ana.getByRole('button', { name: /change the show, rules or seats/i }).click();
    await ana.getByRole('heading', { name: /lobby/i }).waitFor();
    await until(() => state(room).phase === 'lobby', 'the room in the lobby');
    await ana.getByRole('button', { name: /start the game/i }).waitFor();
  });
});

describe('a forced take at zero chips', () => {
  it('disables Refuse with the reason, and the game takes for her without a tap', async () => {
    const { room, code } = await createRoom(server.url);
    const page = await phone(browser, { width: 320, height: 640 });
    await joinAs(page, `${server.url}/play?room=${code}`, 'Zed', /green frog/i);
    await page.getByRole('button', { name: /start the game/i }).waitFor();
    expect((await ask(room, 'settings', { preset: 'custom', smallest: 3, largest: 12, removed: 1, chips: 0, starter: 'first', timerMs: null })).ok).toBe(true);
    expect((await ask(room, 'add-bot', { label: 'easy' })).ok).toBe(true);
    expect((await ask(room, 'add-bot', { label: 'medium' })).ok).toBe(true);
    await page.getByText(/Custom/).first().waitFor();
    await shoot(page, '09-lobby-custom');
    await page.getByRole('button', { name: /start the game/i }).click();
    const take = page.getByRole('button', { name: /^take$/i });
    await take.waitFor({ timeout: 20_000 });
    expect(await page.getByRole('button', { name: /^refuse$/i }).isDisabled()).toBe(true);
    await page.getByText(/No chips left: you must take it/).waitFor();
    await shoot(page, '10-play-forced-take');
    // The game takes for her after a beat, with no tap and no timer (it is off): she has nothing to decide.
    await until(() => state(room).seats[0]!.cubes.length >= 1, 'the forced take');
    await page.context().close();
    await room.leave(true);
  });
});

describe('Take and Refuse in Italian on a 320 px phone', () => {
  it('share the row equally and stay inside the screen\'s margins', async () => {
    const { room, code } = await createRoom(server.url);
    const page = await phone(browser, { width: 320, height: 640 });
    await page.addInitScript(() => localStorage.setItem('party.locale', 'it'));
    await page.goto(`${server.url}/play?room=${code}`);
    await page.getByRole('textbox', { name: /il tuo nome/i }).fill('Zed');
    await page.getByRole('button', { name: /^entra$/i }).click();
    await page.getByRole('button', { name: /inizia la partita/i }).waitFor();
    expect((await ask(room, 'settings', { preset: 'custom', smallest: 3, largest: 12, removed: 1, chips: 5, starter: 'first', timerMs: null })).ok).toBe(true);
    for (const label of ['easy', 'medium']) expect((await ask(room, 'add-bot', { label })).ok).toBe(true);
    await until(() => state(room).seats.length === 3, 'three seats');
    await page.getByRole('button', { name: /inizia la partita/i }).click();
    const take = page.getByRole('button', { name: /^prendi$/i });
    const refuse = page.getByRole('button', { name: /^rifiuta$/i });
    await take.waitFor({ timeout: 20_000 });
    const [t, r] = [(await take.boundingBox())!, (await refuse.boundingBox())!];
    expect(Math.abs(t.width - r.width)).toBeLessThan(1);
    expect(Math.max(t.x + t.width, r.x + r.width)).toBeLessThanOrEqual(320 - 15);
    await page.context().close();
    await room.leave(true);
  });
});

describe('a full table', () => {
  it('tells a phone that finds seven seats taken why it watches', async () => {
    const { room, code } = await createRoom(server.url);
    for (let i = 0; i < 7; i++) expect((await ask(room, 'add-bot', { label: 'easy' })).ok).toBe(true);
    const page = await phone(browser);
    await joinAs(page, `${server.url}/play?room=${code}`, 'Gus', /sky owl/i);
    await page.getByRole('heading', { name: /waiting for the game/i }).waitFor();
    await expect.poll(() => page.getByRole('status').filter({ hasText: /table is full/i }).textContent()).toMatch(/The table is full \(7 players\)/);
    await shoot(page, '11-audience-room-full');
    await page.context().close();
    await room.leave(true);
  });
});
