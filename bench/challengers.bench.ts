/**
 * The hard level against the challengers (docs/BOTS.md, "Challengers"): for each preset, seat
 * count and challenger, hard against a table of that challenger, and one challenger against a
 * table of hard, on duplicate deals (every deal played at every rotation), by the simulate
 * command. Targets: hard's 95% interval above the fair share; a challenger among hard players
 * below the fair share plus 2 points (22% in 5 seats).
 *
 * Long: `npm run bench -- challengers` (every searching challenger has more compute than hard's
 * 2 ms of CPU a decision: a 5-seat game of searching players takes about a CPU second);
 * `BENCH_CHALLENGER_GAMES` sets the games per run (default 3,000) and `BENCH_CHALLENGER_WORKERS`
 * the worker threads (default: one per core; with 1, decision times are CPU time).
 */
import { availableParallelism } from 'node:os';
import type { BotReport, SimulateReport } from '@minus/shared/shows/minus-auction/bots/index';
import type { BenchSection } from './section.js';
import { simulate } from './simulate.js';

const SEED = 2027;
const CHALLENGERS = ['dmc', 'ismcts', 'ismcts-read', 'selfplay'] as const;
const PRESETS = ['show', 'classic'] as const;
const SEATS = [3, 5, 7] as const;

const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;
const rate = (r: BotReport): string => `${pct(r.winRate)} (${pct(r.ci95[0])}..${pct(r.ci95[1])})`;
const ok = (pass: boolean): string => (pass ? 'yes' : '**no**');

function row(report: SimulateReport, bot: string): BotReport {
  const r = report.bots.find((b) => b.bot === bot);
  if (!r) throw new Error(`no row for ${bot}`);
  return r;
}

export const challengersBench: BenchSection = {
  id: 'challengers',
  title: 'Hard against the challengers',
  explicit: true,
  async run() {
    const games = Number(process.env.BENCH_CHALLENGER_GAMES ?? 3000);
    const workers = Number(process.env.BENCH_CHALLENGER_WORKERS ?? availableParallelism());
    const t0 = Date.now();
    const lines = [
      '| preset | seats | challenger | hard among challengers (fair share) | met | one challenger among hard | met | hard / challenger mean decision ms |',
      '|---|---|---|---|---|---|---|---|',
    ];
    for (const preset of PRESETS) {
      for (const seats of SEATS) {
        const fair = 1 / seats;
        for (const c of CHALLENGERS) {
          const others = (bot: string): string[] => Array<string>(seats - 1).fill(bot);
          const a = await simulate(['hard', ...others(c)], games, { preset, seed: SEED, duplicate: true, workers });
          const b = await simulate([c, ...others('hard')], games, { preset, seed: SEED + 1, duplicate: true, workers });
          const hardAmong = row(a, 'hard');
          const oneAmong = row(b, c);
          lines.push(
            `| ${preset} | ${seats} | ${c} | ${rate(hardAmong)} (${pct(fair)}) | ${ok(hardAmong.ci95[0] > fair)} | ${rate(oneAmong)} | ${ok(oneAmong.winRate < fair + 0.02)} | ` +
              `${row(a, 'hard').meanDecisionMs.toFixed(2)} / ${row(a, c).meanDecisionMs.toFixed(2)} |`,
          );
        }
      }
    }
    const minutes = ((Date.now() - t0) / 60_000).toFixed(0);
    return [
      `Seed ${SEED} (hard among challengers) and ${SEED + 1} (one challenger among hard), ${games} games per run with \`--duplicate\``,
      `(${games} games = ${games} / seats deals, each played at every rotation), ${workers} worker thread(s); the whole section took ${minutes} min.`,
      'Win rate = wins per seat-game (a shared first counts 1/k), with its 95% Wilson interval. Targets: hard\'s interval above',
      'the fair share; one challenger among hard players below the fair share + 2 points. Decision times are wall-clock and',
      'include whatever else the machine was running.',
      '',
      ...lines,
    ].join('\n');
  },
};
