// The simulate command, tested through the command itself (what `npm run -s simulate -- ...` runs).
import { describe, expect, it } from 'vitest';
import { runSimulate as simulate, untimed } from './run-command.js';

describe('npm run -s simulate', { timeout: 60_000 }, () => {
  it('prints one JSON report, the same however the games are split over workers', async () => {
    const args = ['--games', '12', '--preset', 'show', '--seats', 'medium,easy-cautious,greedy,easy-cautious', '--seed', '7'];
    const [one, two] = await Promise.all([simulate([...args, '--workers', '1']), simulate([...args, '--workers', '2'])]);
    expect(one.code).toBe(0);
    expect(two.code).toBe(0);
    const r = JSON.parse(one.stdout);
    expect(r).toMatchObject({ games: 12, preset: 'show', seed: 7 });
    // What the run cost in CPU time, every thread's (the acceptance ledger's pace).
    expect(r.cpuSeconds).toBeGreaterThan(0);
    expect(r.bots.map((b: { bot: string; seats: number }) => [b.bot, b.seats])).toEqual([['medium', 1], ['easy-cautious', 2], ['greedy', 1]]);
    for (const b of r.bots) {
      expect(Object.keys(b).sort()).toEqual(['bot', 'ci95', 'meanDecisionMs', 'meanScore', 'p99DecisionMs', 'refusalsPerTake', 'seats', 'winRate', 'wins'].sort());
      expect(b.winRate).toBeCloseTo(b.wins / (12 * b.seats), 3);
      expect(b.ci95[0]).toBeLessThanOrEqual(b.winRate);
      expect(b.ci95[1]).toBeGreaterThanOrEqual(b.winRate);
    }
    expect(untimed(two.stdout)).toEqual(untimed(one.stdout));
  });

  it('exits 2 with a usage line for bad arguments', async () => {
    const cases: [string[], RegExp][] = [
      [['--preset', 'show', '--seats', 'easy,easy,easy', '--seed', '1'], /--games is required/],
      [['--games', 'ten', '--preset', 'show', '--seats', 'easy,easy,easy', '--seed', '1'], /whole number/],
      [['--games', '5', '--preset', 'showy', '--seats', 'easy,easy,easy', '--seed', '1'], /unknown preset/],
      [['--games', '5', '--preset', 'show', '--seats', 'easy,easy', '--seed', '1'], /3 to 7 seats/],
      [['--games', '5', '--preset', 'show', '--seats', 'easy,easy,wizard', '--seed', '1'], /wizard/],
      [['--games', '5', '--preset', 'show', '--seats', 'easy,easy,easy', '--seed', '1', '--fast'], /Unknown option/],
    ];
    const results = await Promise.all(cases.map(([args]) => simulate(args)));
    results.forEach((r, i) => {
      expect(r.code).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toMatch(cases[i]![1]);
      expect(r.stderr).toMatch(/^usage: npm run -s simulate -- --games N/m);
    });
  });
});
