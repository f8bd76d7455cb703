/**
 * Rubbish Auction's computer players: the acceptance figures, each measured by the simulate
 * command (`--game rubbish-auction`, one worker: the machine is shared) with a fixed seed, next
 * to its target. Fair share at 3 seats is 33%, at 5 seats 20%.
 */
import type { ShowSimulateReport } from '@minus/shared/platform/arena';
import type { BenchSection } from './section.js';
import { against, ok, pct, rate, row, simulate as run } from './simulate.js';

const SEED = 2026;
const GAMES = { main: 2_000, five: 500 };

/** The `show` preset, one worker (CPU-timed decisions), seed 2026. */
const simulate = (seats: string[], games: number): Promise<ShowSimulateReport> =>
  run(seats, games, { game: 'rubbish-auction', seed: SEED, workers: 1 }) as Promise<ShowSimulateReport>;

/** The `rubbish-bots` section of docs/BENCHMARKS.md. */
export const rubbishBotsBench: BenchSection = {
  id: 'rubbish-bots',
  title: 'Rubbish Auction: computer players',
  async run() {
    const t0 = Date.now();
    const runs: [string, ShowSimulateReport][] = [
      ['hard vs 2 easy', await simulate(against('hard', 'easy', 2), GAMES.main)],
      ['hard vs 2 medium', await simulate(against('hard', 'medium', 2), GAMES.main)],
      ['medium vs 2 easy', await simulate(against('medium', 'easy', 2), GAMES.main)],
      ['hard vs 4 medium', await simulate(against('hard', 'medium', 4), GAMES.five)],
    ];
    const minutes = ((Date.now() - t0) / 60_000).toFixed(1);
    const [he, hm, me, h5] = runs.map(([, r]) => r) as [ShowSimulateReport, ShowSimulateReport, ShowSimulateReport, ShowSimulateReport];
    const hardMean = Math.max(...[he, hm, h5].map((r) => row(r, 'hard').meanDecisionMs));
    const hardP99 = Math.max(...[he, hm, h5].map((r) => row(r, 'hard').p99DecisionMs));
    const lines = [
      '| acceptance figure | games | measured | target | met |',
      '|---|---|---|---|---|',
      `| hard vs two easy: hard's win rate (fair share 33%) | ${GAMES.main} | ${rate(row(he, 'hard'))} | >= 40% | ${ok(row(he, 'hard').winRate >= 0.4)} |`,
      `| hard vs two medium: hard's win rate (fair share 33%) | ${GAMES.main} | ${rate(row(hm, 'hard'))} | >= 30% | ${ok(row(hm, 'hard').winRate >= 0.3)} |`,
      `| hard: mean decision time (worst run) | | ${hardMean.toFixed(2)} ms | < 10 ms | ${ok(hardMean < 10)} |`,
      `| medium vs two easy: medium's win rate (for scale) | ${GAMES.main} | ${rate(row(me, 'medium'))} | | |`,
      `| hard vs four medium (5 seats, fair share 20%) | ${GAMES.five} | ${rate(row(h5, 'hard'))} | | |`,
      `| hard: p99 decision time (worst run) | | ${hardP99.toFixed(2)} ms | | |`,
    ];
    const detail = [
      '| run | bot | seats | win rate | mean final fame | mean / p99 decision ms | games / s |',
      '|---|---|---|---|---|---|---|',
      ...runs.flatMap(([name, r]) => r.bots.map((b) => `| ${name} | ${b.bot} | ${b.seats} | ${pct(b.winRate)} | ${b.meanScore} | ${b.meanDecisionMs} / ${b.p99DecisionMs} | ${r.gamesPerSecond} |`)),
    ];
    return [
      `Seed ${SEED}, \`show\` preset, one worker, seats rotating every game; win rate = wins per seat-game (a shared first counts 1/k).`,
      `Decision times are wall-clock around \`decide\` and include whatever else the machine was running. The whole section took ${minutes} min.`,
      '',
      ...lines,
      '',
      'Every run, every label:',
      '',
      ...detail,
    ].join('\n');
  },
};
