/**
 * Play against the computer, end to end: from a phone (the VIP's lobby: players in all, then one
 * button) a whole practice game against computer players of the three styles, to the finale; and
 * from the stage's lobby with the remote's keys (the last row, Enter) a game of 5 seats in all;
 * and a Rubbish Auction solo game with the coach on, its tip beside each of the phone's steps.
 */
import { describe, expect, it, onTestFailed } from 'vitest';
import { log, PHONE } from './browser.js';
import { Phone } from './phone.js';
import { playRubbish, shootPhone } from './rubbish-phone.js';
import { liveShow } from './live-show.js';
import { Stage } from './stage.js';

const live = liveShow();

describe('play against the computer', () => {
  it('from a phone: 4 players in all, the computer fills the table, a whole game to the finale', async () => {
    const [stage, ana] = await Promise.all([Stage.open(live.browser, live.server.url), Phone.open(live.browser, 'Ana')]);
    onTestFailed(() => stage.dump('solo-phone-failure'));
    await ana.join(await stage.joinUrl(), /purple flower/i);
    await ana.customRules({ largest: 14, removed: 1, chips: 5 });
    const solo = ana.page.getByRole('region', { name: /play against the computer/i });
    await solo.getByRole('combobox', { name: /players in all/i }).selectOption({ label: '4 players' });
    await ana.shoot('solo-01-phone-lobby');
    await ana.request('solo', () => solo.getByRole('button', { name: /play against the computer/i }).click());
    await stage.waitForScene('auction');
    const table = await stage.table();
    expect(table).toHaveLength(4);
    expect(table.filter((line) => /bot/i.test(line))).toHaveLength(3);
    // The TV says this game is practice, so the sofa knows it will not count tonight.
    const tag = stage.page.getByRole('status').filter({ hasText: /practice.*not counted tonight/i });
    await tag.waitFor({ timeout: 10_000 });
    await stage.shoot('solo-02-stage-auction');
    log('solo: phone game on');
    await ana.playOut();
    await stage.waitForScene('finale', 120_000);
    // A practice game stays out of tonight's table, and the TV says so instead of drawing an empty table.
    expect(await stage.evening()).toEqual(["Practice games stay out of tonight's table."]);
    expect(await tag.isVisible()).toBe(false);
    await stage.shoot('solo-05-stage-finale-practice');
    // The VIP's Play again waits in the thumb zone, on screen without scrolling, however long the results.
    await ana.results();
    const again = await ana.page.getByRole('button', { name: /^play again$/i }).boundingBox();
    expect(again).not.toBeNull();
    expect(again!.y + again!.height).toBeLessThanOrEqual(PHONE.height);
    expect(again!.y).toBeGreaterThan(PHONE.height / 2);
    await ana.shoot('solo-04-phone-results-play-again');
    await stage.close();
    await ana.context.close();
  });

  it('from the stage\'s lobby: the remote\'s last tile plays against the computer, 5 players in all', async () => {
    const [stage, ben] = await Promise.all([Stage.open(live.browser, live.server.url), Phone.open(live.browser, 'Ben')]);
    onTestFailed(() => stage.dump('solo-stage-failure'));
    await ben.join(await stage.joinUrl(), /sky owl/i);
    // Right gives the menu its focus on the first tile; Left wraps to the last (the language), once more: play against the computer.
    await stage.page.keyboard.press('ArrowRight');
    await stage.page.keyboard.press('ArrowLeft');
    await stage.page.keyboard.press('ArrowLeft');
    await stage.shoot('solo-03-stage-lobby-row');
    await stage.page.keyboard.press('Enter');
    await stage.waitForScene('auction');
    expect(await stage.table()).toHaveLength(5);
    await ben.take.or(ben.page.getByText(/is deciding|’s turn|'s turn/i).first()).first().waitFor({ timeout: 60_000 });
    await stage.close();
    await ben.context.close();
  });

  it('Rubbish Auction against the computer with the coach on: a tip beside the pick, the look and the hold-out', async () => {
    const [stage, ana] = await Promise.all([Stage.open(live.browser, live.server.url), Phone.open(live.browser, 'Ana')]);
    onTestFailed(() => stage.dump('solo-rubbish-coach-failure'));
    await ana.join(await stage.joinUrl(), /purple flower/i);
    await ana.request('show', () => ana.page.getByRole('radio', { name: /rubbish auction/i }).check());
    // Rubbish Auction's lobby promises the coach too.
    await ana.page.getByText(/players may turn on a coach/i).waitFor({ timeout: 30_000 });
    const solo = ana.page.getByRole('region', { name: /play against the computer/i });
    await solo.getByRole('combobox', { name: /players in all/i }).selectOption({ label: '4 players' });
    await ana.request('solo', () => solo.getByRole('button', { name: /play against the computer/i }).click());
    await stage.waitForScene('rubbish-auction');
    await ana.request('coach', () => ana.page.getByRole('switch', { name: /coach/i }).click());
    await expect.poll(() => ana.page.getByRole('switch', { name: /coach/i }).getAttribute('aria-checked')).toBe('true');
    const tip = ana.page.getByRole('status').filter({ hasText: /^Coach says:/ });
    const said = new Map<string, string>();
    const wanted: Record<string, RegExp> = { 'pick-empty': /^Coach says: Put up the .+, with .+ as First Bidder/, peek: /^Coach says: Look at any card: /, bid: /^Coach says: Hold out (nothing|[\d,]+)/ };
    await playRubbish(ana, null, 240_000, undefined, async (step) => {
      const pattern = wanted[step];
      if (!pattern) return;
      await expect.poll(async () => ((await tip.isVisible()) ? (await tip.textContent())?.trim() ?? '' : ''), { timeout: 10_000 }).toMatch(pattern);
      said.set(step, (await tip.textContent())!.trim());
      await shootPhone(ana.page, `solo-rubbish-coach-${step}`);
      if (step === 'bid') await stage.shoot('solo-rubbish-coach-stage');
    });
    log(`solo: rubbish coach said ${[...said.values()].join(' | ')}`);
    // Every game has her looks and hold-outs; her pick only when she was the Next Auctioneer (checked above when it came).
    expect(said.has('peek') && said.has('bid')).toBe(true);
    await stage.close();
    await ana.context.close();
  });
});
