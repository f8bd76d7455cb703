/**
 * Engine throughput: complete 5-seat `show` games per second on one core through the engine's
 * pure surface (`createGame`, `legalActions`, `applyAction`, each returning new values) with a
 * uniformly random legal policy (the seeded generator of rng.ts picks), and applied actions per
 * second. Target: 50,000 games a second (the rules core, docs/BOTS.md).
 */
import { applyAction, createGame, legalActions } from '@minus/shared/shows/minus-auction/index';
import { rngFromSeed } from '@minus/shared/platform/rng';
import type { BenchSection } from './section.js';

function playGames(count: number, seed: number): number {
  const rng = rngFromSeed(seed);
  let actions = 0;
  for (let g = 0; g < count; g++) {
    const start = createGame({ preset: 'show' }, ['A', 'B', 'C', 'D', 'E'], seed + g);
    if (!start.ok) throw new Error(start.error.message);
    let s = start.value;
    while (!s.finished) {
      const next = applyAction(s, s.current, rng.pick(legalActions(s, s.current)));
      if (!next.ok) throw new Error(next.error.message);
      s = next.value;
      actions++;
    }
  }
  return actions;
}

export const engineBench: BenchSection = {
  id: 'engine',
  title: 'Rules engine throughput',
  async run() {
    playGames(3000, 1); // warm-up
    const rows: string[] = [];
    const results: { gps: number; aps: number; cpu: number }[] = [];
    const games = 20_000;
    for (let rep = 0; rep < 5; rep++) {
      const t0 = process.hrtime.bigint();
      const c0 = process.cpuUsage();
      const actions = playGames(games, 1000 * rep);
      const cpu = process.cpuUsage(c0);
      const ms = Number(process.hrtime.bigint() - t0) / 1e6;
      results.push({ gps: (games / ms) * 1000, aps: (actions / ms) * 1000, cpu: games / ((cpu.user + cpu.system) / 1e6) });
    }
    results.sort((a, b) => a.gps - b.gps);
    const med = results[2]!;
    const cpuMedian = results.map((r) => r.cpu).sort((a, b) => a - b)[2]!;
    rows.push(`| complete 5-seat show games / s (random legal policy, median of 5 x 20,000) | ${med.gps.toFixed(0)} |`);
    rows.push(`| applied actions / s | ${med.aps.toFixed(0)} |`);
    rows.push(`| min..max games / s over the 5 repeats | ${results[0]!.gps.toFixed(0)}..${results[4]!.gps.toFixed(0)} |`);
    rows.push(`| games per second of the process's own CPU time (median; what a quiet core would give) | ${cpuMedian.toFixed(0)} |`);
    rows.push(`| target | 50,000 games / s |`);
    return [
      'One process, one thread. On a shared machine the wall-clock rate falls with the other work running; the CPU-time rate does not.',
      '',
      '| figure | value |', '|---|---|', ...rows,
    ].join('\n');
  },
};
