import { describe, expect, it } from 'vitest';
import { CAPTION_BAR, inside, lobbyLayout, overlaps, SAFE_AREA, tableLayout } from '../../src/platform/app/layout.js';

describe('tableLayout', () => {
  for (let n = 3; n <= 7; n++) {
    it(`lays out ${n} seats without overlap, inside the safe area, clear of centre and captions`, () => {
      const l = tableLayout(n);
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
    const l = tableLayout(6);
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
