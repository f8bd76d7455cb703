// `npm run -s simulate -- --game rubbish-auction ...`, tested through the command itself.
import { describe, expect, it } from 'vitest';
import { runSimulate as simulate, untimed } from '../../cli/run-command.js';

describe('npm run -s simulate -- --game rubbish-auction', { timeout: 60_000 }, () => {
  it('prints Minus Auction\'s report shape, the same however the games are split over workers', async () => {
    const args = ['--game', 'rubbish-auction', '--games', '8', '--seats', 'medium,easy,random,easy', '--seed', '7'];
    const [one, two] = await Promise.all([simulate([...args, '--workers', '1']), simulate([...args, '--workers', '2'])]);
    expect(one.code).toBe(0);
    expect(two.code).toBe(0);
    const r = JSON.parse(one.stdout);
    expect(Object.keys(r)).toEqual(['games', 'preset', 'seed', 'gamesPerSecond', 'bots']);
    expect(r).toMatchObject({ games: 8, preset: 'show', seed: 7 });
    expect(r.bots.map((b: { bot: string; seats: number }) => [b.bot, b.seats])).toEqual([['medium', 1], ['easy', 2], ['random', 1]]);
    for (const b of r.bots) {
      expect(Object.keys(b).sort()).toEqual(['bot', 'ci95', 'meanDecisionMs', 'meanScore', 'p99DecisionMs', 'refusalsPerTake', 'seats', 'winRate', 'wins'].sort());
      expect(b.winRate).toBeCloseTo(b.wins / (8 * b.seats), 3);
    }
    expect(r.bots.reduce((a: number, b: { wins: number }) => a + b.wins, 0)).toBeCloseTo(8, 6);
    expect(untimed(two.stdout)).toEqual(untimed(one.stdout));
  });

  it('exits 2 with a usage line for bad arguments', async () => {
    const cases: [string[], RegExp][] = [
      [['--game', 'rubbish-auction', '--seats', 'easy,easy', '--seed', '1'], /--games is required/],
      [['--game', 'rubbish-auction', '--games', '3', '--seats', 'easy', '--seed', '1'], /2 to 5 seats/],
      [['--game', 'rubbish-auction', '--games', '3', '--seats', 'easy,easy,easy,easy,easy,easy', '--seed', '1'], /2 to 5 seats/],
      [['--game', 'rubbish-auction', '--games', '3', '--seats', 'easy,wizard', '--seed', '1'], /wizard/],
      [['--game', 'rubbish-auction', '--games', '3', '--seats', 'easy,easy', '--seed', '1', '--preset', 'veto'], /unknown preset "veto"/],
      [['--game', 'quiz-night', '--games', '3', '--seats', 'easy,easy', '--seed', '1'], /unknown game "quiz-night"/],
    ];
    const results = await Promise.all(cases.map(([args]) => simulate(args)));
    results.forEach((r, i) => {
      expect(r.code).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toMatch(cases[i]![1]);
      expect(r.stderr).toMatch(/^usage: npm run -s simulate -- --game ID --games N/m);
    });
  });
});
