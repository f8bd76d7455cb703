import { describe, expect, it } from 'vitest';
import {
  CAPTION_BAR, CROWD_TAB, crowdTab, EVENING_HEAD_H, EVENING_ROW_H, EVENING_ROW_MIN_H, eveningFit, inside, lobbyLayout, overlaps, PRACTICE_TAG, REPLAY_BADGE,
  RESULTS_HINT, SAFE_AREA, tableLayout,
} from '../../src/platform/app/layout.js';
import { finaleLayout } from '../../src/shows/minus-auction/finale-layout.js';

/** Wider than any crowd tab drawn ("7 guesses" and its avatar in the longest language, about 200). */
const WIDEST_TAB = 280;

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
  it('keeps the practice tag\'s corner clear (2 to 7 seats): inside the safe area, beside the centre, over no card nor the crowd\'s tab above one', () => {
    expect(inside(PRACTICE_TAG, SAFE_AREA)).toBe(true);
    for (let n = 2; n <= 7; n++) {
      const l = tableLayout(n);
      expect(overlaps(PRACTICE_TAG, l.centre)).toBe(false);
      for (const s of l.seats) {
        expect(overlaps(PRACTICE_TAG, s)).toBe(false);
        expect(overlaps(PRACTICE_TAG, { ...s, y: s.y - CROWD_TAB.above, h: CROWD_TAB.h })).toBe(false);
      }
    }
    // Six seats stand under it, their cards only a little shorter than the 250 of 3 to 5 seats.
    expect(tableLayout(6).seats[0]!.h).toBeGreaterThanOrEqual(240);
  });

  it('keeps the crowd\'s tab above every seat card inside the safe area (3 to 7 seats: at 7 it reached into the margin), off the centre and the tags', () => {
    for (let n = 3; n <= 7; n++) {
      const l = tableLayout(n);
      for (const [i, s] of l.seats.entries()) {
        const tab = crowdTab(s, WIDEST_TAB);
        expect(inside(tab, SAFE_AREA), `${n} seats, seat ${i}: ${JSON.stringify(tab)}`).toBe(true);
        expect(overlaps(tab, l.centre)).toBe(false);
        expect(overlaps(tab, PRACTICE_TAG)).toBe(false);
      }
    }
  });

  it('leaves the REPLAY badge two lines in the corner over a game (2 to 7 seats): inside the safe area, over no card nor the centre', () => {
    expect(inside(REPLAY_BADGE, SAFE_AREA)).toBe(true);
    // Two lines of 32 px words with their line spacing and padding (style.css).
    expect(REPLAY_BADGE.h).toBeGreaterThanOrEqual(2 * 32 + 6);
    for (let n = 2; n <= 7; n++) {
      const l = tableLayout(n);
      expect(overlaps(REPLAY_BADGE, l.centre)).toBe(false);
      for (const s of l.seats) expect(overlaps(REPLAY_BADGE, s), `${n} seats`).toBe(false);
    }
  });

  it('puts the results\' hint line, the REPLAY badge\'s place at a replay\'s finale, inside the safe area and in Minus Auction\'s finale', () => {
    expect(inside(RESULTS_HINT, SAFE_AREA)).toBe(true);
    const f = finaleLayout([[[-3]], [[-5]], [[-7]]]);
    expect(f.hint).toEqual(RESULTS_HINT);
    expect(overlaps(RESULTS_HINT, f.banner)).toBe(false);
    if (f.heads) expect(overlaps(RESULTS_HINT, f.heads)).toBe(false);
    expect(overlaps(RESULTS_HINT, f.rowsArea)).toBe(false);
    expect(overlaps(RESULTS_HINT, f.vault)).toBe(false);
  });

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

describe('eveningFit (tonight\'s table on a results screen)', () => {
  // Minus Auction's finale: from under the vault down to the join box.
  const H = 430;

  it('draws every row at full height while they fit', () => {
    expect(eveningFit(7, H)).toEqual({ rowH: EVENING_ROW_H, shown: 7, more: 0 });
    expect(eveningFit(1, H)).toEqual({ rowH: EVENING_ROW_H, shown: 1, more: 0 });
  });

  it('makes the rows shorter for eight people, never below the readable minimum, and draws them all', () => {
    const f = eveningFit(8, H);
    expect(f).toMatchObject({ shown: 8, more: 0 });
    expect(f.rowH).toBeLessThan(EVENING_ROW_H);
    expect(f.rowH).toBeGreaterThanOrEqual(EVENING_ROW_MIN_H);
    expect(EVENING_HEAD_H + 8 * f.rowH).toBeLessThanOrEqual(H);
  });

  it('beyond that, shows the top rows and one line for the rest, all inside the box', () => {
    for (let n = 9; n <= 40; n++) {
      const f = eveningFit(n, H);
      expect(f.shown + f.more).toBe(n);
      expect(f.more).toBeGreaterThanOrEqual(2);
      expect(f.rowH).toBeGreaterThanOrEqual(EVENING_ROW_MIN_H);
      expect(EVENING_HEAD_H + (f.shown + 1) * f.rowH).toBeLessThanOrEqual(H);
    }
  });

  it('uses a taller box for more rows (Rubbish Auction\'s right column)', () => {
    expect(eveningFit(11, 640)).toEqual({ rowH: EVENING_ROW_H, shown: 11, more: 0 });
    expect(eveningFit(0, H)).toMatchObject({ shown: 0, more: 0 });
  });
});
