/**
 * Seats survive phones, the table survives the TV: in one game of three phones and a
 * bot (custom rules, decision timer off, so the room waits for a player who is away),
 * - a phone reloaded in the middle of its turn comes back to its seat: same name, cubes, chips,
 *   and the same decision waiting;
 * - a phone 20 seconds off the network comes back to its seat the same way;
 * - the stage reloaded mid-game rebuilds the same table;
 * - a phone joining after the start lands in the audience;
 * - and no phone, in its DOM or in any frame it received, had another seat's chips or a removed
 *   cube before the end.
 * In a second room on the same server, the decision timer runs out on a phone that does nothing
 * (custom rules, the shortest timer, 5 s): the room refuses for a player who has a chip, and
 * takes for a player who has none; the phone shows the countdown, then its chip gone (or the cube
 * taken), and the stage says so in its captions.
 */
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { log, until } from './browser.js';
import { Phone, type Policy } from './phone.js';
import { liveShow } from './live-show.js';
import { parseStageSeats, Stage } from './stage.js';

const live = liveShow();
let stage: Stage;
let url: string;
let ana: Phone;
let ben: Phone;
let cy: Phone;
let dee: Phone | undefined;
/** Ben's and Cy's phones playing in the background. */
const playing = new Map<Phone, ReturnType<Phone['autoPlay']>>();

beforeAll(async () => {
  [stage, ana, ben, cy] = await Promise.all([Stage.open(live.browser, live.server.url), Phone.open(live.browser, 'Ana'), Phone.open(live.browser, 'Ben'), Phone.open(live.browser, 'Cy')]);
  url = await stage.joinUrl();
  await ana.join(url, /purple flower/i);
  await Promise.all([ben.join(url, /sky owl/i), cy.join(url, /green frog/i)]);
  await ana.customRules({ largest: 20, removed: 1, chips: 6, starter: 'Seat 1', timer: 'Off' });
  await ana.request('add-bot', () => ana.page.getByRole('button', { name: /add bot/i }).click());
  await ana.page.getByRole('button', { name: /start the game/i }).click();
  await stage.waitForScene('auction');
  for (const p of [ben, cy]) playing.set(p, p.autoPlay());
  log('seats: game on');
});

afterAll(async () => {
  await Promise.all([...playing.values()].map((p) => p.stop().catch(() => undefined)));
});

/** What a phone shows of its own seat. */
async function seatShown(p: Phone): Promise<{ name: string; chips: number; cubes: number[] }> {
  return { name: await p.shownName(), chips: await p.chips(), cubes: await p.cubes() };
}

/** Take half the time, so the game moves on and cubes land on the phones being tested. */
const coin: Policy = (g, chips) => (chips === 0 || g.pot >= 2 || (g.left % 2 === 0) ? 'take' : 'refuse');

describe('seats survive phones; the table survives the TV', () => {
  it('gives a phone reloaded in the middle of its turn its seat back: same name, cubes, chips and decision', async () => {
    onTestFailed(() => stage.dump('seats-reload-failure'));
    // Ana plays a few turns so she has cubes, then reloads while it is her turn.
    for (let turns = 0; turns < 3 || (await ana.cubes()).length === 0; turns++) {
      await ana.take.waitFor({ timeout: 30_000 });
      const g = (await ana.peek()).glance!;
      await (coin(g, await ana.chips()) === 'take' ? ana.take : ana.refuse).click();
      await until(async () => JSON.stringify((await ana.read()).glance) !== JSON.stringify(g), 'Ana\'s decision to show');
    }
    await ana.take.waitFor({ timeout: 30_000 });
    const before = await seatShown(ana);
    const glance = await ana.glance();
    await ana.shoot('seats-01-phone-before-reload');
    await ana.page.reload();
    await ana.take.waitFor({ timeout: 30_000 });
    expect(await seatShown(ana)).toEqual(before);
    expect(await ana.glance()).toEqual(glance);
    expect(before.cubes.length).toBeGreaterThan(0);
    await ana.shoot('seats-02-phone-after-reload');
    await until(async () => (await stage.table()).some((l) => /^Ana: .*phone on$/.test(l)), 'Ana\'s phone on, on the stage');
    playing.set(ana, ana.autoPlay(coin));
  });

  it('gives a phone 20 seconds off the network its seat back, and a reloaded stage rebuilds the same table', async () => {
    onTestFailed(() => stage.dump('seats-offline-failure'));
    await playing.get(ben)!.stop();
    await until(async () => (await ben.read()).glance !== null, 'Ben on the play screen');
    const before = await seatShown(ben);
    const started = Date.now();
    await ben.wire.offline();
    let back = false;
    try {
      log('seats: Ben offline');
      await ben.page.getByRole('status').filter({ hasText: /reconnecting/i }).waitFor({ timeout: 30_000 });
      await ben.shoot('seats-03-phone-offline');
      // The room waits for Ben (no timer): once it is his turn the table stands still.
      await until(async () => / Ben decides\.$/.test(await stage.offer()), 'Ben\'s turn, on the stage', 45_000);
      await until(async () => (await stage.table()).some((l) => /^Ben: .*phone off$/.test(l)), 'Ben\'s phone off, on the stage', 45_000);
      const table = await stage.table();
      const offer = await stage.offer();
      const code = stage.code;

      // The TV is refreshed meanwhile: same room, same table, rebuilt from the room's state.
      await stage.reload();
      expect(stage.code).toBe(code);
      await stage.waitForScene('auction');
      await until(async () => JSON.stringify(await stage.table()) === JSON.stringify(table) && (await stage.offer()) === offer, 'the same table after the reload', 45_000);
      await stage.page.waitForTimeout(1000);
      await stage.shoot('seats-04-stage-after-reload');
      log('seats: stage reloaded');

      await ben.page.waitForTimeout(Math.max(0, 20_000 - (Date.now() - started)));
      await ben.wire.online();
      back = true;
    } finally {
      if (!back) await ben.wire.online(); // never leave the room waiting for ever on a failure
    }
    // Back: the banner goes (the turn may have been Ben's before he went, so Take alone proves nothing).
    await until(async () => (await ben.page.getByText(/reconnecting/i).count()) === 0, 'Ben reconnected', 45_000);
    await ben.take.waitFor({ timeout: 45_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(20_000);
    expect(await seatShown(ben)).toEqual(before);
    await ben.shoot('seats-05-phone-back-online');
    await until(async () => (await stage.table()).some((l) => /^Ben: .*phone on$/.test(l)), 'Ben\'s phone on again, on the stage');
    expect(ben.wire.report.connections).toBeGreaterThanOrEqual(2);
    playing.set(ben, ben.autoPlay(coin));
    log('seats: Ben back');
  });

  it('lands a phone that joins after the start in the audience, with no buttons and no chips', async () => {
    dee = await Phone.open(live.browser, 'Dee', 'light');
    await dee.join(url, /yellow star/i);
    await dee.page.getByRole('heading', { name: /watching/i }).waitFor();
    await dee.page.getByText(/^Audience$/).waitFor();
    await dee.page.getByRole('status').filter({ hasText: /The game has started: you’re watching this one/ }).waitFor();
    // The show's part of the audience view arrives with its chunk, a moment after the frame.
    await dee.page.getByRole('group', { name: 'Cube on offer' }).waitFor();
    expect(await dee.take.count()).toBe(0);
    expect(await dee.refuse.count()).toBe(0);
    const screen = await dee.read();
    expect(screen.yourChips).toBe(0);
    expect(screen.glance).not.toBeNull();
    for (const c of screen.cubes) for (const n of c.match(/-\d+/g) ?? []) dee.shownCubes.add(Number(n));
    expect((await stage.table()).some((l) => l.startsWith('Dee'))).toBe(false);
    await dee.shoot('seats-06-phone-audience');
  });

  it('ends the game with no secret ever on a phone: neither in its DOM nor in any frame before the end', async () => {
    onTestFailed(() => stage.dump('seats-end-failure'));
    await Promise.all([ana, ben, cy].map((p) => playing.get(p)!.done));
    const results = await ana.results();
    expect(results.removed).toHaveLength(1);
    await stage.waitForScene('finale');
    for (const p of [ana, ben, cy, dee!]) {
      for (const cube of results.removed) expect(p.shownCubes.has(cube), `${p.name} showed the removed ${cube}`).toBe(false);
      expect(p.wire.report.leaks, `${p.name}'s frames`).toEqual([]);
      expect(p.wire.report.stateFrames).toBeGreaterThan(10);
    }
    for (const p of [ana, ben, cy]) expect(p.wire.report.ownChipUpdates, `${p.name}'s own chips`).toBeGreaterThan(0);
    expect(dee!.wire.report.ownChipUpdates).toBe(0);
    expect(dee!.wire.report.ownSeatIds).toEqual([]);
    expect((await dee!.results()).removed).toEqual(results.removed);
    await stage.shoot('seats-07-stage-finale');
    expect(stage.errors).toEqual([]);
  });
});

describe('the decision timer', () => {
  it('refuses for an idle phone with a chip after 5 s, then takes for it with none without waiting', async () => {
    const [stage, idle] = await Promise.all([Stage.open(live.browser, live.server.url), Phone.open(live.browser, 'Ivy')]);
    onTestFailed(() => stage.dump('timer-failure'));
    await idle.join(await stage.joinUrl(), /vermillion flame/i);
    await idle.customRules({ chips: 1, starter: 'Seat 1', timer: '5 seconds' });
    for (let i = 0; i < 2; i++) await idle.request('add-bot', () => idle.page.getByRole('button', { name: /add bot/i }).click());
    expect(await idle.page.getByRole('combobox', { name: /decision timer/i }).inputValue()).toBe('5000');
    await idle.page.getByRole('button', { name: /start the game/i }).click();

    // Seat 1 starts: Ivy's turn, a countdown from 5, and she does nothing.
    await idle.take.waitFor({ timeout: 30_000 });
    const shown = Date.now();
    const timer = idle.page.getByRole('timer');
    // About 5 s left (one more may show: the phone's clock sync is only as good as half a round trip).
    const secondsLeft = async () => Number((await timer.getAttribute('aria-label'))?.match(/(\d+) seconds left/)?.[1]);
    const left = await secondsLeft();
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThanOrEqual(6);
    expect(await idle.chips()).toBe(1);
    await idle.shoot('timer-01-phone-countdown');
    const refused = await stage.caption(/Time's up for Ivy|Ivy ran out of time/, 20_000);
    const waited = Date.now() - shown;
    expect(waited).toBeGreaterThan(3500);
    expect(waited).toBeLessThan(12_000);
    expect(refused).toMatch(/a chip goes in/);
    await idle.shoot('timer-02-phone-after-timeout');

    // With no chip left she has nothing to decide: the game takes for her after a bot's pause (none
    // here, BOT_DELAY_MS=0) instead of waiting out the timer, and the game plays on to its end (the
    // timer refusing for her whenever a take gave her a chip). Her phone's results count only the
    // timer's refusals as time running out, never the takes the rules left her (the timer's, before).
    await stage.caption(/Ivy is out of chips and must take|No chips left, so Ivy takes/, 30_000);
    await stage.shoot('timer-04-stage');
    await stage.waitForScene('finale', 180_000);
    const note = idle.page.getByText(/Time ran out on \d+ of your turns/);
    await note.waitFor({ timeout: 60_000 });
    const timeouts = (await stage.captions()).filter((c) => /^Time's up for Ivy|Ivy ran out of time/.test(c)).length;
    const forced = (await stage.captions()).filter((c) => /Ivy is out of chips and must take|No chips left, so Ivy takes/.test(c)).length;
    expect(timeouts).toBeGreaterThan(0);
    expect(forced).toBeGreaterThan(0);
    expect(await note.textContent()).toContain(`Time ran out on ${timeouts} of your turns`);
    expect(idle.wire.report.leaks).toEqual([]);
    expect(stage.errors).toEqual([]);
  });
});
