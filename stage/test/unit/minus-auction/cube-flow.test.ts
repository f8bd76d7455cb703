/** Cubes flowing into seat cards and finale rows (shows/minus-auction/cube-flow.ts): readable, never overlapping. */
import { describe, expect, it } from 'vitest';
import { runsOf } from '@minus/shared/shows/minus-auction/scoring';
import { inside, overlaps, seatCardGeometry, tableLayout } from '../../../src/platform/app/layout.js';
import { cubeFlow, cubeFlowAt, LONG_RUN, LONG_RUN_SLIVERS, MIN_READABLE, type CubeFlow } from '../../../src/shows/minus-auction/cube-flow.js';

/** Tiles shown (full tiles and slivers) never overlap, and all lie inside the box. */
function expectClean(f: CubeFlow, w: number, h: number): void {
  const box = { x: 0, y: 0, w, h };
  for (const t of f.tiles) expect(inside(t.visible, box)).toBe(true);
  for (const [i, a] of f.tiles.entries()) for (const b of f.tiles.slice(i + 1)) expect(overlaps(a.visible, b.visible)).toBe(false);
  for (const t of f.tiles) if (t.counted) expect(t.visible).toEqual({ x: t.x, y: t.y, w: f.w, h: f.h });
}

/** `n` cubes, deterministic per seed: from all separate runs (seed 0) to long runs. */
function cubesFor(n: number, seed: number): number[] {
  const values = Array.from({ length: 33 }, (_, i) => -(3 + i));
  if (seed === 0) return values.filter((_, i) => i % 2 === 0).concat(values.filter((_, i) => i % 2 === 1)).slice(0, n);
  if (seed === 1) return values.slice(0, n);
  let x = seed * 7919;
  const pool = [...values];
  const out: number[] = [];
  while (out.length < n) {
    x = (x * 1103515245 + 12345) % 2 ** 31;
    out.push(pool.splice(x % pool.length, 1)[0]!);
  }
  return out;
}

describe('cubeFlow', () => {
  it('keeps a run together, strikes all but its head, and fits the box', () => {
    const runs = runsOf([-4, -5, -17, -18, -19, -20]);
    const f = cubeFlow(runs, 560, 120);
    expect(f.fits).toBe(true);
    expect(f.tiles.map((t) => t.counted)).toEqual([true, false, true, false, false, false]);
    expectClean(f, 560, 120);
  });
  it('wraps into rows before it shrinks the numbers', () => {
    const few = cubeFlow(runsOf([-10]), 520, 99);
    const many = cubeFlow(runsOf([-3, -5, -7, -9, -11, -13, -15, -17, -19, -21, -23]), 520, 99);
    expect(many.fits).toBe(true);
    expect(new Set(many.tiles.map((t) => t.y)).size).toBe(2);
    expect(many.font).toBeGreaterThanOrEqual(MIN_READABLE);
    expect(many.h).toBeLessThan(few.h);
  });
  it('stacks struck cubes behind their head before the numbers go under 32 px', () => {
    const f = cubeFlow(runsOf([-4, -6, -8, -10, -12, -14, -16, -17, -18, -19, -20, -21, -22, -23]), 520, 99);
    expect(f.fits).toBe(true);
    expect(f.compact).toBe(true);
    expect(f.font).toBeGreaterThanOrEqual(MIN_READABLE);
    // The 8-cube run -16..-23: its head, three slivers, the rest under the last sliver, and -23 in full.
    expect(f.tiles.filter((t) => t.stacked)).toHaveLength(6);
    expect(f.tiles.filter((t) => t.stacked && t.visible.w === f.peek)).toHaveLength(LONG_RUN_SLIVERS);
    expect(f.tiles.filter((t) => t.stacked).every((t) => !t.counted)).toBe(true);
    expect(f.tiles.find((t) => t.cube === -23)).toMatchObject({ counted: false, stacked: false, visible: { w: f.w } });
    expectClean(f, 520, 99);
  });
  it('shows a long run by its two ends and a few slivers, every cube still placed (a custom game\'s 30-cube run)', () => {
    const run = Array.from({ length: 30 }, (_, k) => -3 - k);
    const f = cubeFlow(runsOf([...run, -35, -37]), 540, 92);
    expect(f.fits).toBe(true);
    expect(f.font).toBeGreaterThanOrEqual(MIN_READABLE);
    expect(f.tiles).toHaveLength(32);
    expectClean(f, 540, 92);
    const shown = f.tiles.filter((t) => t.visible.w > 0);
    // Head -3 and the far end -32 in full, three slivers between, then the other runs' heads.
    expect(shown.filter((t) => t.visible.w === f.w).map((t) => t.cube)).toEqual([-3, -32, -35, -37]);
    expect(shown.filter((t) => t.stacked)).toHaveLength(LONG_RUN_SLIVERS);
    const end = f.tiles.find((t) => t.cube === -32)!;
    expect(end.counted).toBe(false);
    expect(f.tiles.filter((t) => t.cube < -3 && t.cube > -32).every((t) => t.x + f.w <= end.x)).toBe(true);
    // A run of up to LONG_RUN cubes keeps a sliver per struck cube.
    const short = cubeFlowAt(runsOf(run.slice(0, LONG_RUN)), 540, 92, 40, true);
    expect(short.tiles.filter((t) => t.visible.w === short.peek)).toHaveLength(LONG_RUN - 1);
    expect(cubeFlowAt(runsOf(run.slice(0, LONG_RUN + 1)), 540, 92, 40, true).tiles.filter((t) => t.visible.w === short.peek)).toHaveLength(LONG_RUN_SLIVERS);
  });
  it('reports when nothing fits', () => {
    const all = Array.from({ length: 33 }, (_, i) => -(3 + 2 * i));
    expect(cubeFlow(runsOf(all), 200, 30).fits).toBe(false);
  });
});

describe('a 7-seat card', () => {
  it('holds two rows of full-size cubes at 32 px, under room for the crowd\'s tab above the top card', () => {
    const card = tableLayout(7).seats[0]!;
    const geo = seatCardGeometry(card.w, card.h);
    // The crowded demo table's second seat: four runs, eight cubes, none stacked.
    const f = cubeFlow(runsOf([-9, -11, -12, -13, -25, -26, -27, -33]), geo.content.w, geo.content.h);
    expect(f.compact).toBe(false);
    expect(f.font).toBeGreaterThanOrEqual(MIN_READABLE);
  });
});

describe('seat cards at 3 to 7 seats with 0 to 20 cubes', () => {
  for (let n = 3; n <= 7; n++) {
    it(`${n} seats: the header and the cubes never overlap, cubes stay in the card and readable`, () => {
      const card = tableLayout(n).seats[0]!;
      const geo = seatCardGeometry(card.w, card.h);
      const inner = { x: 0, y: 0, w: card.w, h: card.h };
      expect(inside(geo.content, inner)).toBe(true);
      // Header: status line (32 px text, chips of radius chipR) ends above the cube box.
      expect(geo.lineY + geo.markR).toBeLessThanOrEqual(geo.content.y);
      expect(geo.statusY + 40).toBeLessThanOrEqual(geo.content.y);
      expect(geo.avatar.y + geo.avatar.size / 2).toBeLessThanOrEqual(geo.content.y);
      for (let count = 0; count <= 20; count++) {
        for (const seed of [0, 1, 2, 3, 4]) {
          const f = cubeFlow(runsOf(cubesFor(count, seed)), geo.content.w, geo.content.h);
          expect(f.fits, `${count} cubes, seed ${seed}`).toBe(true);
          expectClean(f, geo.content.w, geo.content.h);
          expect(f.tiles).toHaveLength(count);
          // Up to 12 cubes (a crowded 7-seat table), every number is at least 32 px; up to 16,
          // at least 24 px; only 17+ cubes in 17 separate runs on one of 7 seats (not seen in
          // a real game) go down to 20 px.
          expect(f.font, `${count} cubes, seed ${seed}`).toBeGreaterThanOrEqual(count <= 12 ? MIN_READABLE : count <= 16 ? 24 : 20);
        }
      }
    });
  }
});
