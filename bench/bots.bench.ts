/**
 * Computer players: the acceptance figures, each measured by the simulate command
 * (`shared/src/cli/simulate.ts`, run as a child process so it uses every core) on the `show`
 * preset with fixed seeds, next to its target. Styles are measured against four steady medium
 * players, one run per style, so every style meets the same table.
 */
import type { BotReport, SimulateReport } from '@minus/shared/shows/minus-auction/bots/index';
import type { BenchSection } from './section.js';
import { against, ok, pct, rate, row, simulate as run } from './simulate.js';

const SEED = 2026;
/** Games per run: the counts (hard against medium tables: 2,000, as hard vs four medium). */
const GAMES = { hardVsMedium: 2_000, main: 10_000, hardStyle: 2_000 };

/** The `show` preset, seed 2026. */
const simulate = (seats: string[], games: number): Promise<SimulateReport> => run(seats, games, { preset: 'show', seed: SEED });

/** The `bots` section of docs/BENCHMARKS.md: acceptance figures against their targets, then every run's rows. */
export const botsBench: BenchSection = {
  id: 'bots',
  title: 'Computer players',
  async run() {
    const t0 = Date.now();
    const hardMedium = await simulate(against('hard', 'medium', 4), GAMES.hardVsMedium);
    const mediumEasy = await simulate(against('medium', 'easy', 4), GAMES.main);
    const mediumGreedy = await simulate(against('medium', 'greedy', 4), GAMES.main);
    const hardRandom = await simulate(against('hard', 'random', 2), GAMES.main);
    const styles: Record<string, { label: string; games: number; report: BotReport }[]> = {};
    for (const level of ['easy', 'medium', 'hard']) {
      styles[level] = [];
      for (const style of ['bold', 'steady', 'cautious']) {
        const label = `${level}-${style}`;
        if (label === 'hard-steady') {
          styles[level]!.push({ label, games: GAMES.hardVsMedium, report: row(hardMedium, 'hard') });
          continue;
        }
        const games = level === 'hard' ? GAMES.hardStyle : GAMES.main;
        const report = await simulate(against(label, 'medium', 4), games);
        styles[level]!.push({ label, games, report: row(report, label) });
      }
    }
    const minutes = ((Date.now() - t0) / 60_000).toFixed(1);

    const hm = row(hardMedium, 'hard');
    const me = row(mediumEasy, 'medium');
    const mg = row(mediumGreedy, 'medium');
    const hr = row(hardRandom, 'hard');
    const hardP99 = Math.max(hm.p99DecisionMs, hr.p99DecisionMs);
    const mediumP99 = Math.max(me.p99DecisionMs, mg.p99DecisionMs, ...styles.medium!.map((s) => s.report.p99DecisionMs));
    const easyP99 = Math.max(row(mediumEasy, 'easy').p99DecisionMs, ...styles.easy!.map((s) => s.report.p99DecisionMs));
    const lines = [
      '| acceptance figure | games | measured | target | met |',
      '|---|---|---|---|---|',
      `| hard vs four medium: hard's win rate (fair share 20%) | ${GAMES.hardVsMedium} | ${rate(hm)} | >= 30% | ${ok(hm.winRate >= 0.3)} |`,
      `| medium vs four easy: medium's win rate | ${GAMES.main} | ${rate(me)} | >= 30% | ${ok(me.winRate >= 0.3)} |`,
      `| medium vs four greedy: medium's win rate | ${GAMES.main} | ${rate(mg)} | >= 25% | ${ok(mg.winRate >= 0.25)} |`,
      `| hard vs two random (3 seats): hard's win rate | ${GAMES.main} | ${rate(hr)} | >= 99% | ${ok(hr.winRate >= 0.99)} |`,
    ];
    for (const level of ['easy', 'medium', 'hard']) {
      const [b, s, c] = styles[level]!;
      const shown = styles[level]!.map((x) => `${x.label.split('-')[1]} ${x.report.refusalsPerTake.toFixed(2)}`).join(' > ');
      const games = [...new Set(styles[level]!.map((x) => x.games))].join(' / ');
      const met = b!.report.refusalsPerTake > s!.report.refusalsPerTake && s!.report.refusalsPerTake > c!.report.refusalsPerTake;
      lines.push(`| ${level} styles vs four medium: refusals per take | ${games} each | ${shown} | bold > steady > cautious | ${ok(met)} |`);
    }
    lines.push(
      `| hard: p99 decision time (worst of the two hard runs) | | ${hardP99.toFixed(2)} ms | < 50 ms | ${ok(hardP99 < 50)} |`,
      `| medium: p99 decision time (worst run) | | ${mediumP99.toFixed(3)} ms | < 1 ms | ${ok(mediumP99 < 1)} |`,
      `| easy: p99 decision time (worst run) | | ${easyP99.toFixed(3)} ms | < 1 ms | ${ok(easyP99 < 1)} |`,
    );
    const all: [string, SimulateReport][] = [
      ['hard vs 4 medium', hardMedium], ['medium vs 4 easy', mediumEasy], ['medium vs 4 greedy', mediumGreedy], ['hard vs 2 random', hardRandom],
    ];
    const detail = [
      '| run | bot | seats | win rate | mean score | refusals per take | mean / p99 decision ms | games / s |',
      '|---|---|---|---|---|---|---|---|',
      ...all.flatMap(([name, r]) => r.bots.map((b) => `| ${name} | ${b.bot} | ${b.seats} | ${pct(b.winRate)} | ${b.meanScore} | ${b.refusalsPerTake} | ${b.meanDecisionMs} / ${b.p99DecisionMs} | ${r.gamesPerSecond} |`)),
      ...Object.values(styles).flatMap((list) => list.map((x) => `| ${x.label} vs 4 medium | ${x.label} | 1 | ${pct(x.report.winRate)} | ${x.report.meanScore} | ${x.report.refusalsPerTake} | ${x.report.meanDecisionMs} / ${x.report.p99DecisionMs} | |`)),
    ];
    return [
      `Seed ${SEED}, \`show\` preset, seats rotating every game; win rate = wins per seat-game (a shared first counts 1/k).`,
      `Decision times include whatever else the machine was running. The whole section took ${minutes} min.`,
      '',
      ...lines,
      '',
      'Every run, every label:',
      '',
      ...detail,
    ].join('\n');
  },
};
