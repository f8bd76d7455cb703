/**
 * Engine throughput: complete 5-seat `show` games per second on one core with a
 * uniformly random legal policy, and applied actions per second.
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
    playGames(300, 1); // warm-up
    const rows: string[] = [];
    const results: { gps: number; aps: number }[] = [];
    for (let rep = 0; rep < 5; rep++) {
      const games = 2000;
      const t0 = process.hrtime.bigint();
      const actions = playGames(games, 1000 * rep);
      const ms = Number(process.hrtime.bigint() - t0) / 1e6;
      results.push({ gps: (games / ms) * 1000, aps: (actions / ms) * 1000 });
    }
    results.sort((a, b) => a.gps - b.gps);
    const med = results[2]!;
    rows.push(`| complete 5-seat show games / s (random legal policy, median of 5 x 2,000) | ${med.gps.toFixed(0)} |`);
    rows.push(`| applied actions / s | ${med.aps.toFixed(0)} |`);
    rows.push(`| min..max games / s over the 5 repeats | ${results[0]!.gps.toFixed(0)}..${results[4]!.gps.toFixed(0)} |`);
    return ['| figure | value |', '|---|---|', ...rows].join('\n');
  },
};
