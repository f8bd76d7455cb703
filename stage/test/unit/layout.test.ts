import { describe, expect, it } from 'vitest';
import { auctionLayout, CAPTION_BAR, cubeFlow, inside, lobbyLayout, overlaps, SAFE_AREA } from '../../src/app/layout.js';
import { runsOf } from '@minus/shared/minus/scoring';

describe('auctionLayout', () => {
  for (let n = 3; n <= 7; n++) {
    it(`lays out ${n} seats without overlap, inside the safe area, clear of centre and captions`, () => {
      const l = auctionLayout(n);
      expect(l.seats).toHaveLength(n);
      for (const [i, a] of l.seats.entries()) {
        expect(inside(a, SAFE_AREA)).toBe(true);
        expect(overlaps(a, l.centre)).toBe(false);
        expect(overlaps(a, CAPTION_BAR)).toBe(false);
        expect(a.h).toBeGreaterThanOrEqual(180);
        for (const b of l.seats.slice(i + 1)) expect(overlaps(a, b)).toBe(false);
      }
      expect(new Set(l.seats.map((s) => `${s.w}x${s.h}`)).size).toBe(1);
      expect(l.centre.w).toBeGreaterThanOrEqual(500);
    });
  }
  it('goes round the table: down the left column, then up the right one', () => {
    const l = auctionLayout(6);
    expect(l.seats[1]!.y).toBeGreaterThan(l.seats[0]!.y);
    expect(l.seats[3]!.x).toBeGreaterThan(l.seats[2]!.x);
    expect(l.seats[4]!.y).toBeLessThan(l.seats[3]!.y);
  });
});

describe('lobbyLayout', () => {
  it('keeps the QR big, seats, settings and join text apart and inside the safe area', () => {
    const l = lobbyLayout();
    expect(l.qr.w).toBeGreaterThanOrEqual(420);
    const parts = [l.title, l.settings, l.qr, l.joinText, l.caption, ...l.seats];
    for (const [i, a] of parts.entries()) {
      expect(inside(a, SAFE_AREA)).toBe(true);
      for (const b of parts.slice(i + 1)) expect(overlaps(a, b)).toBe(false);
    }
  });
});

describe('cubeFlow', () => {
  it('keeps a run together, strikes all but its head, and fits the box', () => {
    const runs = runsOf([-4, -5, -17, -18, -19, -20]);
    const f = cubeFlow(runs, 560, 120);
    expect(f.fits).toBe(true);
    expect(f.tiles.map((t) => t.counted)).toEqual([true, false, true, false, false, false]);
    for (const t of f.tiles) {
      expect(t.x + f.w).toBeLessThanOrEqual(560);
      expect(t.y + f.h).toBeLessThanOrEqual(120);
    }
    for (const [i, a] of f.tiles.entries()) for (const b of f.tiles.slice(i + 1)) {
      expect(overlaps({ x: a.x, y: a.y, w: f.w, h: f.h }, { x: b.x, y: b.y, w: f.w, h: f.h })).toBe(false);
    }
  });
  it('shrinks tiles to fit many cubes, biggest size first', () => {
    const few = cubeFlow(runsOf([-10]), 560, 100);
    const many = cubeFlow(runsOf([-3, -5, -7, -9, -11, -13, -15, -17, -19, -21, -23, -25, -27, -29, -31]), 560, 100);
    expect(many.h).toBeLessThan(few.h);
    expect(many.fits).toBe(true);
  });
  it('reports when nothing fits', () => {
    const all = Array.from({ length: 33 }, (_, i) => -(3 + 2 * i));
    expect(cubeFlow(runsOf(all), 200, 30).fits).toBe(false);
  });
});
