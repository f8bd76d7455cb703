/** Matches for the simulate command: seating, accounting and statistics. */
import { describe, expect, it } from 'vitest';
import { checkMatch, gameSetup, histBucket, histQuantile, HIST_BUCKETS, matchReport, mergeTally, playMatch, wilson95 } from './arena.js';

const spec = { games: 10, preset: 'show' as const, seats: ['greedy', 'easy', 'easy', 'medium-bold'], seed: 9, duplicate: false };

describe('seating', () => {
  it('rotates seats every game so each label sits in every seat equally', () => {
    const count = new Map<string, number[]>();
    for (let g = 0; g < 8; g++) {
      gameSetup(spec, g).labels.forEach((l, seat) => {
        const row = count.get(l) ?? [0, 0, 0, 0];
        row[seat]! += 1;
        count.set(l, row);
      });
    }
    expect(count.get('greedy')).toEqual([2, 2, 2, 2]);
    expect(count.get('easy')).toEqual([4, 4, 4, 4]);
  });

  it('--duplicate replays each deal with every rotation', () => {
    const dup = { ...spec, duplicate: true };
    const deals = Array.from({ length: 8 }, (_, g) => gameSetup(dup, g).dealSeed);
    expect(new Set(deals.slice(0, 4)).size).toBe(1);
    expect(new Set(deals.slice(4)).size).toBe(1);
    expect(deals[0]).not.toBe(deals[4]);
    expect(new Set(Array.from({ length: 4 }, (_, g) => gameSetup(dup, g).labels[0])).size).toBe(3);
    expect(new Set(Array.from({ length: 8 }, (_, g) => gameSetup(spec, g).dealSeed)).size).toBe(8);
  });
});

describe('accounting', () => {
  it('hands out exactly one win per game and splits shared firsts', () => {
    const t = playMatch(spec, 0, spec.games);
    expect(t.games).toBe(10);
    expect(t.labels.reduce((a, l) => a + l.wins, 0)).toBeCloseTo(10, 9);
    expect(t.labels.map((l) => [l.bot, l.seats, l.seatGames])).toEqual([
      ['greedy', 1, 10],
      ['easy', 2, 20],
      ['medium-bold', 1, 10],
    ]);
    for (const l of t.labels) expect(l.decisions).toBe(l.takes + l.refusals);
    expect(t.labels.reduce((a, l) => a + l.takes, 0)).toBe(10 * 32);
  });

  it('splits a match into parts that merge to the whole', () => {
    const whole = playMatch(spec, 0, 10);
    const parts = mergeTally(playMatch(spec, 0, 4), playMatch(spec, 4, 10));
    expect(parts).toEqual(whole);
  });

  it('reports win rates per seat-game, so the fair share is 1 / seats for every label', () => {
    const r = matchReport(spec, playMatch(spec, 0, 10), 2);
    expect(r.games).toBe(10);
    expect(r.gamesPerSecond).toBe(5);
    const easy = r.bots.find((b) => b.bot === 'easy')!;
    expect(easy.winRate).toBeCloseTo(easy.wins / 20, 3);
    expect(r.bots.reduce((a, b) => a + b.winRate * b.seats, 0)).toBeCloseTo(1, 3);
  });

  it('checks a match spec', () => {
    expect(checkMatch(spec)).toBeNull();
    expect(checkMatch({ ...spec, seats: ['easy', 'easy'] })).toMatch(/3 to 7/);
    expect(checkMatch({ ...spec, seats: ['easy', 'easy', 'wizard'] })).toMatch(/wizard/);
    expect(checkMatch({ ...spec, games: 0 })).toMatch(/games/);
    expect(checkMatch({ ...spec, preset: 'nope' as 'show' })).toMatch(/preset/);
  });
});

describe('statistics', () => {
  it('gives a Wilson 95% interval round the rate', () => {
    const [lo, hi] = wilson95(300, 1000);
    expect(lo).toBeCloseTo(0.2724, 3);
    expect(hi).toBeCloseTo(0.3291, 3);
    expect(wilson95(0, 10)[0]).toBe(0);
    expect(wilson95(10, 10)[1]).toBe(1);
  });

  it('reads percentiles from the time histogram within 2%', () => {
    const hist = new Array<number>(HIST_BUCKETS).fill(0);
    const times = Array.from({ length: 1000 }, (_, i) => 0.01 * (i + 1)); // 0.01 .. 10 ms
    for (const t of times) hist[histBucket(t)]! += 1;
    const p99 = histQuantile(hist, 0.99);
    expect(p99).toBeGreaterThanOrEqual(9.9);
    expect(p99).toBeLessThan(9.9 * 1.02 + 1e-9);
    expect(histQuantile(new Array<number>(HIST_BUCKETS).fill(0), 0.99)).toBe(0);
  });
});
