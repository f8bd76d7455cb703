/** The generic arena (platform/arena.ts) on Rubbish Auction: its bots against each other, through the contract alone. */
import { describe, expect, it } from 'vitest';
import { checkShowMatch, playShowMatch, showMatchReport, type ShowMatchSpec } from '../../platform/arena.js';
import { mergeTally } from '../../platform/tally.js';
import { rubbishAuction } from './module.js';

const spec: ShowMatchSpec = { games: 9, rules: {}, preset: 'show', seats: ['medium', 'easy', 'random'], seed: 11, duplicate: false };

describe('playShowMatch', () => {
  it('is deterministic, and tallies of split game ranges merge into the whole match', () => {
    const whole = playShowMatch(rubbishAuction, spec, 0, spec.games);
    expect(playShowMatch(rubbishAuction, spec, 0, spec.games)).toEqual(whole);
    const split = mergeTally(playShowMatch(rubbishAuction, spec, 0, 4), playShowMatch(rubbishAuction, spec, 4, spec.games));
    expect(split).toEqual(whole);
    expect(whole.games).toBe(9);
    expect(whole.labels.map((l) => l.seatGames)).toEqual([9, 9, 9]);
    expect(whole.labels.reduce((a, l) => a + l.wins, 0)).toBeCloseTo(9, 9);
    expect(whole.labels.every((l) => l.decisions > 0 && l.hist.reduce((a, b) => a + b, 0) === l.decisions)).toBe(true);
  }, 30_000);

  it('duplicate deals replay each deal with every rotation: the same label in every seat gives equal tallies per deal', () => {
    const dup = { ...spec, seats: ['easy', 'easy', 'easy'], games: 3, duplicate: true };
    const tally = playShowMatch(rubbishAuction, dup, 0, 3);
    expect(tally.labels).toHaveLength(1);
    expect(tally.labels[0]!.seats).toBe(3);
    expect(tally.labels[0]!.seatGames).toBe(9);
  }, 30_000);

  it('checks a match against the show\'s own seats, labels and rules', () => {
    expect(checkShowMatch(rubbishAuction, spec)).toBeNull();
    expect(checkShowMatch(rubbishAuction, { ...spec, seats: ['easy'] })).toMatch(/2 to 5 seats/);
    expect(checkShowMatch(rubbishAuction, { ...spec, seats: ['easy', 'chess-master'] })).toMatch(/chess-master/);
    expect(checkShowMatch(rubbishAuction, { ...spec, rules: { timerMs: 3 } })).toMatch(/timerMs/);
    expect(checkShowMatch(rubbishAuction, { ...spec, games: 0 })).toMatch(/games/);
  });

  it('reports in the simulate command\'s shape, with the show\'s preset name', () => {
    const report = showMatchReport(spec, playShowMatch(rubbishAuction, spec, 0, 3), 2);
    expect(Object.keys(report)).toEqual(['games', 'preset', 'seed', 'gamesPerSecond', 'bots']);
    expect(report).toMatchObject({ games: 3, preset: 'show', seed: 11, gamesPerSecond: 1.5 });
    expect(report.bots.map((b) => b.bot)).toEqual(['medium', 'easy', 'random']);
  }, 30_000);
});
