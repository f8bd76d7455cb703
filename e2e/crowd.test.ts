/**
 * The audience plays along, end to end: a watcher's phone ("Just watch") and a seated player who
 * switched "Guess along" on guess who takes the cube on offer with one tap; the TV shows the
 * crowd's pick as it forms (in its accessible mirror, and as tabs over the seat cards); when the
 * cube is taken each guesser's phone says how their guess went; a cheer from the watcher reaches
 * the TV; at the finale the TV lists the best guessers. Screenshots of the phones' guess panels and
 * the TV with guesses are written to e2e/artifacts/.
 */
import { beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { log, until } from './browser.js';
import { Phone } from './phone.js';
import { liveShow } from './live-show.js';
import { Stage } from './stage.js';

const live = liveShow();
let stage: Stage;
let ana: Phone;
let ben: Phone;
let eve: Phone;

beforeAll(async () => {
  [stage, ana, ben, eve] = await Promise.all([Stage.open(live.browser, live.server.url), Phone.open(live.browser, 'Ana'), Phone.open(live.browser, 'Ben'), Phone.open(live.browser, 'Eve')]);
  const url = await stage.joinUrl();
  await ana.join(url, /purple flower/i);
  await ben.join(url, /sky owl/i);
  // Short game, Ana first, no timer: the room waits for the people.
  await ana.customRules({ largest: 12, removed: 1, chips: 4, starter: 'Seat 1', timer: 'Off' });
  await ana.request('add-bot', () => ana.page.getByRole('button', { name: /add bot/i }).click());
  await eve.page.goto(url);
  await eve.page.getByRole('textbox', { name: /your name/i }).fill('Eve');
  await eve.page.getByRole('button', { name: /just watch/i }).click();
  await eve.page.getByRole('heading', { name: /waiting for the game/i }).waitFor({ timeout: 60_000 });
  await ana.page.getByRole('button', { name: /start the game/i }).click();
  await stage.waitForScene('auction');
  log('crowd: game on');
});

/** The crowd's section of the stage's mirror. */
const crowdRegion = () => stage.page.getByRole('region', { name: 'The crowd' });

describe('the audience plays along', () => {
  it('a watcher and a waiting player guess with one tap; the TV shows the pick forming; the phones say how it went', async () => {
    onTestFailed(() => stage.dump('crowd-failure'));
    // The watcher: "Who takes the -N?" with a button per seat.
    await eve.page.getByRole('heading', { name: /who takes the/i }).waitFor({ timeout: 30_000 });
    await eve.page.getByRole('button', { name: /^guess ana/i }).click();
    await expect.poll(() => crowdRegion().locator('#crowd-pick').textContent(), { timeout: 30_000 }).toMatch(/crowd says Ana: 1 of 1 guess/i);
    await expect.poll(() => eve.page.getByRole('button', { name: /^guess ana/i }).getAttribute('aria-pressed')).toBe('true');
    // Ben waits (Ana decides first): behind the switch until he turns it on.
    const along = ben.page.getByRole('checkbox', { name: /guess along/i });
    await along.waitFor({ timeout: 30_000 });
    expect(await ben.page.getByRole('button', { name: /^guess /i }).count()).toBe(0);
    // Waiting, his screen is only as tall as it needs: the switch is on his first screen, no scrolling.
    await ben.page.evaluate(() => window.scrollTo(0, 0));
    const box = (await along.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(ben.page.viewportSize()!.height);
    await along.check();
    await ben.page.getByRole('button', { name: /^guess ana/i }).click();
    await expect.poll(() => crowdRegion().locator('#crowd-pick').textContent(), { timeout: 30_000 }).toMatch(/crowd says Ana: 2 of 2 guesses/i);
    // The deciding seat has no guess panel: its phone shows Take and Refuse.
    await ana.take.waitFor({ timeout: 30_000 });
    expect(await ana.page.getByRole('button', { name: /^guess /i }).count()).toBe(0);
    await Promise.all([eve.shoot('crowd-01-phone-watcher-guessed'), ben.shoot('crowd-02-phone-seated-guessed'), stage.shoot('crowd-03-stage-guesses')]);
    // Ana takes: both guesses came true.
    await ana.take.click();
    await eve.page.getByText(/you called the last one/i).waitFor({ timeout: 30_000 });
    await ben.page.getByText(/you called the last one/i).waitFor({ timeout: 30_000 });
    // Each phone says its own count (the server's private crowd-score).
    await eve.page.getByText(/your guesses this game: 1 of 1 right/i).waitFor({ timeout: 30_000 });
    await ben.page.getByText(/your guesses this game: 1 of 1 right/i).waitFor({ timeout: 30_000 });
    await eve.shoot('crowd-04-phone-watcher-called-it');
  });

  it('a cheer from the watcher reaches the TV', async () => {
    const noise = crowdRegion().locator('#crowd-noise');
    const before = Number(((await noise.textContent()) ?? '').match(/Cheers: (\d+)/)?.[1] ?? 0);
    await eve.page.getByRole('button', { name: /^cheer$/i }).click();
    await expect.poll(async () => Number(((await noise.textContent()) ?? '').match(/Cheers: (\d+)/)?.[1] ?? 0), { timeout: 30_000 }).toBe(before + 1);
    await stage.shoot('crowd-05-stage-cheer');
  });

  it('the finale lists the best guessers', async () => {
    const a = ana.autoPlay();
    const b = ben.autoPlay();
    await stage.waitForScene('finale', 180_000);
    await Promise.all([a.done, b.done]);
    const best = crowdRegion().getByRole('list', { name: /best guessers/i }).getByRole('listitem');
    await best.first().waitFor({ state: 'attached', timeout: 30_000 });
    const rows = await best.allTextContents();
    expect(rows.some((r) => /^Eve: 1\/1$/.test(r))).toBe(true);
    expect(rows.some((r) => /^Ben: \d+\/\d+$/.test(r))).toBe(true);
    // The watcher's phone: its own count on the results, as the TV lists it.
    await eve.page.getByText(/your guesses this game: 1 of 1 right/i).waitFor({ timeout: 30_000 });
    const benRow = rows.find((r) => /^Ben: \d+\/\d+$/.test(r))!.match(/(\d+)\/(\d+)/)!;
    await ben.page.getByText(new RegExp(`your guesses this game: ${benRow[1]} of ${benRow[2]} right`, 'i')).waitFor({ timeout: 30_000 });
    await Promise.all([eve.shoot('crowd-07-phone-watcher-results'), ben.shoot('crowd-08-phone-seated-results')]);
    // With the winner, the TV draws them too, clear of tonight's table.
    await stage.caption(/wins the show|winner is|shared first place/i, 90_000);
    await expect.poll(() => stage.page.evaluate(() => {
      type Node = { label?: string; visible: boolean; children: Node[]; getBounds(): { minY: number; maxY: number; minX: number; maxX: number } };
      const find = (n: Node, label: string): Node | null => n.label === label ? n : n.children.map((c) => find(c, label)).find((x) => x) ?? null;
      const root = (window as unknown as { __PIXI_APP__: { stage: Node } }).__PIXI_APP__.stage;
      const best = find(root, 'best guessers');
      const evening = find(root, 'evening');
      if (!best?.visible || !evening || best.children.length === 0) return 'not drawn';
      const a = best.getBounds();
      const b = evening.getBounds();
      return a.maxY <= b.minY || a.minY >= b.maxY || a.maxX <= b.minX || a.minX >= b.maxX ? 'clear' : 'overlapping';
    }), { timeout: 30_000 }).toBe('clear');
    await stage.shoot('crowd-06-stage-finale-best');
  });
});
