/**
 * A bot-only evening on the stage against the real server, bots deciding at once (BOT_DELAY_MS=0),
 * four games: the stage lets go of what each game drew, so an evening
 * does not grow its memory (no more Pixi objects on screen after game 4 than after game 2, and no
 * graphics context alive without its Graphics on screen), and in its catch-up mode it keeps up with
 * the room and shows every event's captions in order.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, startGameServer } from './helpers.js';
import { endLags, expectedCaptions, finishGame, openEvening, playAgain, shownCaptions, stageCounts, type Evening, type StageCounts } from './evening.js';

const GAMES = 4;
/** One game's time limit, s (a game takes 10-25 s on a loaded 2-core machine). */
const LIMIT_S = 120;

let server: Awaited<ReturnType<typeof startGameServer>>;
let browser: Browser;
let ev: Evening;
/** After each game (index 0: game 1). */
const counts: StageCounts[] = [];

beforeAll(async () => {
  server = await startGameServer({ BOT_DELAY_MS: '0' });
  browser = await launch();
  ev = await openEvening(browser, server.url, 5);
  for (let g = 1; g <= GAMES; g++) {
    await finishGame(ev, g, LIMIT_S);
    counts.push(await stageCounts(ev));
    if (g < GAMES) await playAgain(ev, g, LIMIT_S);
  }
}, GAMES * LIMIT_S * 1000 + 120_000);

afterAll(async () => {
  await ev?.close();
  await browser?.close();
  await server?.stop();
});

describe('a bot-only evening on the stage', () => {
  it('lets go of what each game drew: Pixi objects and graphics contexts do not grow from game 2 to game 4', () => {
    const [, second, , fourth] = counts;
    console.log('stage after each game:', counts.map((c) => `${c.displayObjects} objects, ${c.graphics} graphics, ${c.contexts} contexts, ${(c.heapBytes / 2 ** 20).toFixed(2)} MB`));
    // Every live GraphicsContext belongs to a Graphics on screen (each owns one). A Graphics
    // destroyed with its context left behind (Pixi's destroy({ children: true })) broke this by
    // hundreds of contexts a game.
    expect(fourth!.contexts).toBeLessThanOrEqual(fourth!.graphics + 10);
    expect(fourth!.contexts - fourth!.graphics).toBeLessThanOrEqual(second!.contexts - second!.graphics + 5);
    // The finale on screen differs from game to game only by a few struck cubes.
    expect(fourth!.displayObjects).toBeLessThanOrEqual(second!.displayObjects + 40);
    expect(ev.errors).toEqual([]);
  });

  it('keeps up with the room in catch-up mode and shows every event, in order', () => {
    const lags = endLags(ev, GAMES);
    console.log('stage behind the room at each game end (ms):', lags, `link drops: ${ev.drops}`);
    expect(lags).toHaveLength(GAMES);
    for (const lag of lags) expect(lag).toBeLessThan(10_000);
    const expected = expectedCaptions(ev, GAMES);
    expect(expected.length).toBeGreaterThan(GAMES * 40);
    // A dropped link loses the events sent meanwhile (the stage then redraws from state).
    expect(shownCaptions(ev), `the stage's link to the room dropped ${ev.drops} times`).toEqual(expected);
  });
});
