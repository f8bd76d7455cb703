/**
 * The spotlight moves with the cube (docs/STAGE.md, "Motion"): five bots deciding every 400 ms,
 * so the room's newest state (naming the next cube's seat) arrives while the TV still animates a
 * take. Every frame of a game records the lit seat card and the cube on the ring; the spotlight
 * may move to a seat only in a frame where that cube sits still on the ring, whole (a refusal
 * passing the call, or a new cube landed), or to the cube's taker as it flies there (who also
 * opens the next cube's auction): never to the seat after a refusal of a cube the TV has not
 * drawn yet. The TV lit that seat before its cube was drawn.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, startGameServer } from './helpers.js';
import { finishGame, openEvening, type Evening } from './evening.js';
import { cubeText } from '@minus/shared/shows/minus-auction/wording';

/** One frame: the lit seat (-1: none) and the cube on the ring (its number, opacity, scale, place). */
interface Frame { lit: number; cube: string; alpha: number; scale: number; x: number; y: number }

let server: Awaited<ReturnType<typeof startGameServer>>;
let browser: Browser;
let ev: Evening;
let frames: Frame[] = [];

beforeAll(async () => {
  server = await startGameServer({ BOT_DELAY_MS: '400' });
  browser = await launch();
  ev = await openEvening(browser, server.url, 5);
  await ev.page.setViewportSize({ width: 960, height: 540 });
  await ev.page.evaluate(() => {
    type Node = { label?: string; text?: unknown; alpha: number; x: number; y: number; scale: { x: number }; children: Node[] };
    const w = window as unknown as { __frames: Frame[]; __PIXI_APP__?: { stage: Node } };
    w.__frames = [];
    const find = (n: Node, test: (n: Node) => boolean, out: Node[]): Node[] => {
      if (test(n)) out.push(n);
      for (const c of n.children) find(c, test, out);
      return out;
    };
    const frame = (): void => {
      const stage = w.__PIXI_APP__?.stage;
      const offer = stage ? find(stage, (n) => n.label === 'offer', [])[0] : undefined;
      if (stage && offer) {
        const cards = find(stage, (n) => /^seat card \d+/.test(n.label ?? ''), []);
        const lit = cards.find((c) => c.label!.endsWith(' lit'));
        const text = find(offer, (n) => typeof n.text === 'string', [])[0];
        w.__frames.push({
          lit: lit ? Number(/\d+/.exec(lit.label!)![0]) : -1,
          cube: typeof text?.text === 'string' ? text.text : '',
          alpha: offer.alpha, scale: offer.scale.x, x: offer.x, y: offer.y,
        });
      }
      if (w.__frames.length < 50_000) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  await finishGame(ev, 1, 240);
  frames = await ev.page.evaluate(() => (window as unknown as { __frames: Frame[] }).__frames);
}, 360_000);

afterAll(async () => {
  await ev?.close();
  await browser?.close();
  await server?.stop();
});

describe('the spotlight', () => {
  it('moves to a seat only while its cube sits whole on the ring, or to the cube\'s taker, never ahead of the cube', () => {
    expect(frames.length).toBeGreaterThan(100);
    // The game's cubes: who took each and who opened each one's auction (the taker of the one before), from the room's events.
    const taker = new Map<string, number>();
    for (const { value: e } of ev.events) if (e.type === 'taken') taker.set(cubeText(e.cube), e.seat);
    expect(taker.size, 'cubes taken').toBeGreaterThan(5);
    const opener = new Map<string, number>();
    for (const { value: e } of ev.events) if (e.type === 'cube-revealed') opener.set(cubeText(e.cube), e.seat);
    // Where the cube rests: the ring's centre, the place it shows most often.
    const count = new Map<string, number>();
    for (const f of frames) if (f.cube) count.set(`${f.x},${f.y}`, (count.get(`${f.x},${f.y}`) ?? 0) + 1);
    const [rx, ry] = [...count.entries()].sort((a, b) => b[1] - a[1])[0]![0].split(',').map(Number) as [number, number];
    const still = (f: Frame): boolean => !!f.cube && f.alpha > 0.99 && Math.abs(f.scale - 1) < 0.01 && Math.hypot(f.x - rx, f.y - ry) < 1;
    const moves = frames.flatMap((f, i) => (i > 0 && f.lit >= 0 && f.lit !== frames[i - 1]!.lit ? [{ i, f }] : []));
    expect(moves.length, 'the spotlight moved').toBeGreaterThan(5);
    // While the cube flies to its taker or the next one comes down, only its taker (who opens the
    // next auction) may be lit: not the seat after a refusal the TV has not shown yet.
    const early = moves.filter(({ f }) => !still(f) && f.lit !== taker.get(f.cube) && f.lit !== opener.get(f.cube));
    expect(early.map(({ i, f }) => `frame ${i}: seat ${f.lit} lit with the ring's cube "${f.cube}" (taken by ${taker.get(f.cube)}) at alpha ${f.alpha.toFixed(2)}, scale ${f.scale.toFixed(2)}, at ${Math.round(f.x)},${Math.round(f.y)}`)).toEqual([]);
  });
});
