/**
 * An evening of the show, end to end: the real server started with `npm start`, the
 * stage at 1280x720 and five phones at 390x844 in headless Chromium. The phones join through the
 * stage's join link, the VIP adds two bots and starts, everyone plays a whole game by role and
 * name, and the results on the stage, on every phone and in the downloaded record (replayed by
 * `npm run -s replay`) agree; then the VIP changes the rules between games, a second game by the
 * new rules, and the evening's table adds up, the same on the TV and on every phone.
 * Every frame every phone receives is decoded and checked for secrets on the way.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { describe, expect, it, onTestFailed } from 'vitest';
import { ARTIFACTS, log, until } from './browser.js';
import { Phone, type Results } from './phone.js';
import { expectPhonesAgree, expectStageAgrees, replay, type Replay } from './results.js';
import { liveShow } from './live-show.js';
import { Stage } from './stage.js';

const live = liveShow();

const END_CAPTION = /wins the show|winner is|shared first place/i;
const NAMES = ['Ana', 'Ben', 'Cleo', 'Dev', 'Eli'];
const AVATARS = [/orange fox/i, /sky owl/i, /green frog/i, /yellow star/i, /blue whale/i];

/** Play one whole game on every phone; screenshots of the stage and a phone mid-game. */
async function playGame(stage: Stage, phones: Phone[], shots: string): Promise<void> {
  for (const p of phones) p.shownCubes.clear();
  const midGame = (async () => {
    await stage.caption(/Cube number 3|Here comes|Next up|Out of the box/, 30_000);
    await stage.page.waitForTimeout(1500);
    await stage.shoot(`${shots}-stage-auction`);
    // Whoever has the turn now: their phone with the buttons.
    let turn: Phone | undefined;
    await until(async () => {
      for (const p of phones) if (await p.take.isVisible()) turn = p;
      return turn !== undefined || (await phones[0]!.gameOver.isVisible()) || (await phones[0]!.hold.isVisible());
    }, 'a phone with the turn');
    await turn?.shoot(`${shots}-phone-my-turn`);
  })();
  const decisions = await Promise.all(phones.map((p) => p.playOut()));
  await midGame;
  expect(decisions.reduce((a, b) => a + b, 0)).toBeGreaterThan(5);
}

/** After a game: download and replay the record, and check the stage and every phone against it. */
async function checkGame(stage: Stage, phones: Phone[], game: number): Promise<{ replayed: Replay; results: Results[] }> {
  // Every phone saw the game end with "Look at the TV!", not the results: the TV's finale is the
  // reveal. An impatient player taps "Show my results now" at once; the others wait for the TV.
  for (const p of phones) expect(p.endedOnHold, `${p.name}'s phone held its results for the TV`).toBe(true);
  await phones[game % phones.length]!.showResultsNow();
  await stage.waitForScene('finale');
  // The stage may run behind the phones (its animation queue): wait for this game's last caption.
  await until(async () => (await stage.captions()).filter((c) => END_CAPTION.test(c)).length >= game, `the stage's finale of game ${game}`, 60_000);
  const results = await Promise.all(phones.map((p) => p.results()));
  mkdirSync(`${ARTIFACTS}records`, { recursive: true });
  const file = `${ARTIFACTS}records/evening-game-${game}.json`;
  expect(await phones[1]!.downloadRecord(file)).toMatch(new RegExp(`^minus-auction-${stage.code}-\\d{4}-\\d{2}-\\d{2}-game-${game}\\.json$`));
  const replayed = replay(file);
  expectPhonesAgree(results, replayed);
  expectStageAgrees(await stage.table(), await stage.captions(), replayed);
  // No phone ever displayed a removed cube, nor received another seat's chips or a removed cube.
  for (const p of phones) {
    for (const cube of replayed.removed) expect(p.shownCubes.has(cube), `${p.name} showed removed ${cube}`).toBe(false);
    expect(p.shownCubes.size, `${p.name} saw cubes`).toBeGreaterThan(0);
    expect(p.wire.report.leaks, `${p.name}'s frames`).toEqual([]);
    expect(p.wire.report.ownChipUpdates, `${p.name} got its own chips`).toBeGreaterThan(0);
  }
  await stage.shoot(`evening-g${game}-stage-finale`);
  await phones[0]!.shoot(`evening-g${game}-phone-results-vip`);
  return { replayed, results };
}

describe('an evening with five phones and two bots', () => {
  it('plays two whole games by role and name; stage, phones and records agree; the evening adds up', async () => {
    log('evening: server up');
    const [stage, phones] = await Promise.all([Stage.open(live.browser, live.server.url), Promise.all(NAMES.map((n) => Phone.open(live.browser, n)))]);
    log('evening: stage open');
    onTestFailed(() => stage.dump('evening-failure'));
    const url = await stage.joinUrl();
    expect(url).toBe(`${live.server.url}/play?room=${stage.code}`);

    const vip = phones[0]!;
    await vip.join(url, AVATARS[0]!);
    await Promise.all(phones.slice(1).map((p, i) => p.join(url, AVATARS[i + 1]!)));
    await vip.page.getByRole('button', { name: /start the game/i }).waitFor();
    log('evening: five phones joined');
    expect(await phones[1]!.page.getByRole('button', { name: /start the game/i }).count()).toBe(0);

    // A shorter evening than the show's 33 cubes: the VIP picks custom rules (-3..-16, two cubes
    // hidden, 4 chips each, so chips run out and takes get forced), adds two bots, and starts.
    await vip.customRules({ largest: 16, removed: 2, chips: 4 });
    await phones[1]!.page.getByText(/Cubes -3 to -16, 2 hidden, 4 chips each/).waitFor();
    log('evening: custom rules set');
    await vip.page.getByRole('combobox', { name: /level/i }).selectOption({ label: 'Easy' });
    await vip.page.getByRole('button', { name: /add bot/i }).click();
    await until(async () => (await stage.table()).length === 6, 'the first bot on the stage');
    await vip.page.getByRole('combobox', { name: /level/i }).selectOption({ label: 'Hard' });
    await vip.page.getByRole('button', { name: /add bot/i }).click();
    await until(async () => (await stage.table()).length === 7, 'the second bot on the stage');
    await vip.page.getByText(/7 of 7 seats taken/).waitFor();
    log('evening: bots added');
    await stage.shoot('evening-01-stage-lobby');
    await vip.shoot('evening-01-phone-lobby-vip');
    await phones[3]!.shoot('evening-01-phone-lobby-player');
    await vip.page.getByRole('button', { name: /start the game/i }).click();
    await stage.waitForScene('auction');

    log('evening: game 1 starts');
    await playGame(stage, phones, 'evening-g1');
    log('evening: game 1 over');
    const first = await checkGame(stage, phones, 1);
    for (const res of first.results) {
      for (const p of first.replayed.players) {
        expect(res.evening.find((r) => r.name === p.name)).toEqual({ name: p.name, games: 1, wins: first.replayed.winner === p.name ? 1 : 0, total: p.score });
      }
    }

    // Only the VIP may start another game. The VIP changes the rules first: back to the lobby,
    // a shorter deck (-3..-14), one hidden cube and 3 chips each, then start; the seats stay.
    expect(await phones[2]!.page.getByRole('button', { name: /play again|change the show/i }).count()).toBe(0);
    await vip.page.getByRole('button', { name: /change the show, rules or seats/i }).click();
    await stage.waitForScene('lobby');
    await vip.customRules({ largest: 14, removed: 1, chips: 3 });
    await phones[1]!.page.getByText(/Cubes -3 to -14, 1 hidden, 3 chips each/).waitFor();
    // Back in the lobby, tonight's table stays in sight on the phones.
    await phones[1]!.page.getByRole('heading', { name: /tonight/i }).waitFor();
    await phones[1]!.shoot('evening-g1-phone-lobby-after');
    await vip.page.getByRole('button', { name: /start the game/i }).click();
    await stage.caption(/^Game 2!/);
    log('evening: game 2 starts');
    await playGame(stage, phones, 'evening-g2');
    log('evening: game 2 over');
    const second = await checkGame(stage, phones, 2);
    // Game 2 was played by the new rules (the downloaded record says so, and the replay agrees).
    const record2 = JSON.parse(readFileSync(`${ARTIFACTS}records/evening-game-2.json`, 'utf8')) as { rules: Record<string, unknown> };
    expect(record2.rules).toMatchObject({ preset: 'custom', largest: 14, removed: 1, chips: 3 });
    expect(second.replayed.removed).toHaveLength(1);

    // The evening's table: each row is the sum over the two games, on every phone.
    for (const res of second.results) {
      expect(res.evening).toHaveLength(7);
      for (const row of res.evening) {
        const games = [first.replayed, second.replayed].map((r) => ({ r, p: r.players.find((p) => p.name === row.name)! }));
        expect(row).toEqual({
          name: row.name,
          games: games.filter(({ p }) => p !== undefined).length,
          wins: games.filter(({ r, p }) => r.winner === p.name).length,
          total: games.reduce((sum, { p }) => sum + p.score, 0),
        });
      }
    }
    // The TV's table has the same rows, in the same order, with the same figures.
    const tv = await stage.evening();
    expect(tv).toEqual(second.results[0]!.evening.map((r) => `${r.name}: ${r.games} ${r.games === 1 ? 'game' : 'games'}, ${r.wins} ${r.wins === 1 ? 'win' : 'wins'}, Minus ${r.total}`));
    await phones[4]!.page.getByRole('table').scrollIntoViewIfNeeded();
    await phones[4]!.shoot('evening-g2-phone-evening-table');
    expect(stage.errors).toEqual([]);
    await Promise.all([stage.close(), ...phones.map((p) => p.close())]);
  });
});
