/**
 * The fame track's avatars (shows/rubbish-auction/fame-layout.ts): every seat's badge wholly
 * visible (no two overlap) inside the track and above its scale, for up to the show's most seats
 * all on one fame or on fames close together, and each badge pinned to its own fame's place.
 */
import { describe, expect, it } from 'vitest';
import { rubbishAuctionCard } from '@minus/shared/shows/rubbish-auction/card';
import { FAME_BADGE, FAME_LINE_Y, fameScaleMax, fameSpots, type FameSpot } from '../../../src/shows/rubbish-auction/fame-layout.js';

/** The track's width on the game screen (game.ts). */
const W = 540;
const MAX_SEATS = rubbishAuctionCard.seats.max;

/** Where `fame` puts the badges, on the scale the track would draw for it. */
function spots(fame: readonly number[]): FameSpot[] {
  return fameSpots(fame, fameScaleMax(fame), W);
}

/** The place of `f` on the scale. */
function place(f: number, max: number): number {
  return FAME_BADGE / 2 + (Math.max(0, f) / max) * (W - FAME_BADGE);
}

/** No two badges overlap; each lies inside the track and above the scale's line, pins where the fames are. */
function expectClean(fame: readonly number[]): void {
  const at = spots(fame);
  const max = fameScaleMax(fame);
  const r = FAME_BADGE / 2;
  for (const [i, a] of at.entries()) {
    for (const [j, b] of at.entries()) {
      if (j <= i) continue;
      expect(Math.hypot(a.x - b.x, a.y - b.y), `seats ${i} and ${j} (fame ${fame[i]} and ${fame[j]}) apart`).toBeGreaterThanOrEqual(FAME_BADGE);
    }
  }
  at.forEach((s, i) => {
    expect(s.x - r, `seat ${i} inside on the left`).toBeGreaterThanOrEqual(0);
    expect(s.x + r, `seat ${i} inside on the right`).toBeLessThanOrEqual(W);
    expect(s.y + r, `seat ${i} above the scale`).toBeLessThanOrEqual(FAME_LINE_Y);
    expect(s.y - r, `seat ${i} inside at the top`).toBeGreaterThanOrEqual(0);
    expect(s.pin).toBeCloseTo(place(fame[i]!, max), 6);
  });
}

describe('fameSpots', () => {
  it('shows every badge when up to the show\'s most seats share one fame, anywhere on the scale', () => {
    expect(MAX_SEATS).toBe(5);
    for (let n = 2; n <= MAX_SEATS; n++) {
      for (const f of [0, 1, 30, 59, 60, 95]) expectClean(Array.from({ length: n }, () => f));
    }
  });

  it('shows every badge when fames are close together or tied in pairs', () => {
    expectClean([30, 31, 29, 30, 32]);
    expectClean([0, 0, 2, 60, 60]);
    expectClean([12, 45, 12, 45, 13]);
    for (let seed = 1; seed <= 200; seed++) {
      let x = seed * 7919;
      const fame = Array.from({ length: 2 + (seed % (MAX_SEATS - 1)) }, () => {
        x = (x * 1103515245 + 12345) % 2 ** 31;
        return x % 70;
      });
      expectClean(fame);
    }
  });

  it('keeps a lone badge right above its fame, and keeps the seats\' order along the scale', () => {
    const at = spots([10, 50]);
    expect(at.map((s) => s.x)).toEqual(at.map((s) => s.pin));
    const tied = spots([30, 30, 30, 20, 40]);
    const order = [3, 0, 1, 2, 4];
    for (let k = 1; k < order.length; k++) expect(tied[order[k]!]!.x).toBeGreaterThan(tied[order[k - 1]!]!.x);
    // The tied badges are centred on their fame.
    expect((tied[0]!.x + tied[1]!.x + tied[2]!.x) / 3).toBeCloseTo(tied[0]!.pin, 6);
  });
});
