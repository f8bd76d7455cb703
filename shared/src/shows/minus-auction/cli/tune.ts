/**
 * `npx tsx shared/src/shows/minus-auction/cli/tune.ts [--generations G] [--population P] [--deals D] [--seed S] [--seats N] [--from start|sharp]`:
 * tune the sharp rule's weights (`PolicyParams`, bots/policy.ts) by self-play with the
 * cross-entropy method, and print the best weights as JSON (progress on stderr). `--seats 3`
 * plays only the 3-seat tables; `--from sharp` starts at `SHARP` with a spread of a fifteenth of
 * each weight's range (a sixth from the start). That is how `SHARP_3` was found.
 *
 * Each generation draws P weight vectors round the current mean, and seats each one against
 * copies of the mean on the same D deals (3, 5 and 7 seats; `show`, `classic` and `veto`; every
 * rotation), so candidates are compared on identical cards. The best quarter sets the next mean
 * and spread. Fitness is the win rate over the fair share (1 = as good as the mean).
 * Deterministic for a seed. This is how `SHARP` was found (docs/BOTS.md, "Tuning").
 */
import { parseArgs } from 'node:util';
import { SHARP, sharpTakes, type PolicyParams } from '../bots/policy.js';
import { mixSeed } from '../bots/seed.js';
import { dealTable, playTable, type TableRule } from '../bots/selfplay.js';
import { MEDIUM_PARAMS, mediumTakes } from '../bots/medium.js';
import type { PresetName } from '../types.js';
import { rngFromSeed } from '../../../platform/rng.js';

type Key = keyof PolicyParams;
/** Each weight's search range (the mean is clipped to it). */
const RANGE: Record<Key, [number, number]> = {
  ratio0: [0.1, 1], ratio1: [0, 1], slack: [-4, 8], reserve0: [0, 10], reserve1: [0, 10], pressure: [0, 6],
  wealth: [-0.5, 1.5], away: [-4, 10], gap: [-4, 10], milk: [0, 3], milkChips: [0, 8],
};
const KEYS = Object.keys(RANGE) as Key[];
/** Where the search starts: the steady medium rule's numbers in the sharp rule's terms. */
const START: Readonly<PolicyParams> = {
  ratio0: 0.45, ratio1: 0.45, slack: 0, reserve0: 5, reserve1: 6, pressure: 3, wealth: 0, away: 0, gap: 0, milk: 1, milkChips: 3,
};
const ALL_TABLES: { preset: PresetName; seats: number }[] = [
  { preset: 'show', seats: 3 }, { preset: 'show', seats: 5 }, { preset: 'show', seats: 7 },
  { preset: 'classic', seats: 3 }, { preset: 'classic', seats: 5 }, { preset: 'classic', seats: 7 },
  { preset: 'veto', seats: 5 },
];
/** The tables played (`--seats` keeps those of that many seats). */
let TABLES = ALL_TABLES;

/**
 * Win rate over the fair share of `cand` on `deals` deals per table, every rotation, against a
 * league: on each deal the other seats are copies of one opponent, in turn each rule of `league`
 * (the current mean, the steady medium rule, earlier means), so a candidate cannot win by only
 * exploiting the mean.
 */
export function fitness(cand: PolicyParams, league: readonly TableRule[], deals: number, seed: number): number {
  const me: TableRule = (t) => sharpTakes(t, cand);
  let share = 0;
  let games = 0;
  for (const { preset, seats } of TABLES) {
    for (let d = 0; d < deals; d++) {
      const dealSeed = mixSeed(seed, d, seats, preset.length);
      const them = league[d % league.length]!;
      for (let r = 0; r < seats; r++) {
        const rules = new Array<TableRule>(seats).fill(them);
        rules[r] = me;
        share += playTable(dealTable(preset, seats, dealSeed), rules)[r]! * seats;
        games++;
      }
    }
  }
  return share / games;
}

function gauss(rng: ReturnType<typeof rngFromSeed>): number {
  const u = Math.max(1e-12, rng.float());
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng.float());
}

function main(): void {
  const { values } = parseArgs({
    options: {
      generations: { type: 'string', default: '30' },
      population: { type: 'string', default: '24' },
      deals: { type: 'string', default: '60' },
      seed: { type: 'string', default: '1' },
      seats: { type: 'string' },
      from: { type: 'string', default: 'start' },
    },
  });
  if (values.seats !== undefined) TABLES = ALL_TABLES.filter((t) => t.seats === Number(values.seats));
  if (TABLES.length === 0) throw new Error(`tune: no table has ${values.seats} seats (3, 5 or 7)`);
  if (values.from !== 'start' && values.from !== 'sharp') throw new Error('tune: --from is start or sharp');
  const fromSharp = values.from === 'sharp';
  const generations = Number(values.generations);
  const population = Number(values.population);
  const deals = Number(values.deals);
  const seed = Number(values.seed);
  const rng = rngFromSeed(seed);
  let mean: PolicyParams = fromSharp ? { ...SHARP } : { ...START };
  const sd = Object.fromEntries(KEYS.map((k) => [k, (RANGE[k][1] - RANGE[k][0]) / (fromSharp ? 15 : 6)])) as Record<Key, number>;
  const clip = (k: Key, v: number): number => Math.min(RANGE[k][1], Math.max(RANGE[k][0], v));
  const medium: TableRule = (t) => mediumTakes(t, MEDIUM_PARAMS.steady);
  const hall: TableRule[] = [];
  for (let g = 0; g < generations; g++) {
    const current = { ...mean };
    const league: TableRule[] = [(t) => sharpTakes(t, current), medium, ...hall.slice(-4)];
    const cands: { p: PolicyParams; f: number }[] = [];
    for (let i = 0; i < population; i++) {
      const p = { ...mean };
      if (i > 0) for (const k of KEYS) p[k] = clip(k, mean[k] + sd[k] * gauss(rng));
      cands.push({ p, f: fitness(p, league, deals, mixSeed(seed, g)) });
    }
    if (g % 5 === 4) hall.push((t) => sharpTakes(t, current));
    cands.sort((a, b) => b.f - a.f);
    const elite = cands.slice(0, Math.max(2, Math.floor(population / 4)));
    const next = { ...mean };
    for (const k of KEYS) {
      const avg = elite.reduce((a, c) => a + c.p[k], 0) / elite.length;
      const v = elite.reduce((a, c) => a + (c.p[k] - avg) ** 2, 0) / elite.length;
      next[k] = clip(k, 0.3 * mean[k] + 0.7 * avg);
      sd[k] = Math.max((RANGE[k][1] - RANGE[k][0]) / 60, 0.3 * sd[k] + 0.7 * Math.sqrt(v));
    }
    mean = next;
    const show = KEYS.map((k) => `${k} ${mean[k].toFixed(2)}`).join(', ');
    process.stderr.write(`tune: generation ${g + 1}: best ${cands[0]!.f.toFixed(3)}, mean ${show}\n`);
  }
  const final = { ...mean };
  const vsStart = fitness(final, [(t) => sharpTakes(t, START)], deals * 4, mixSeed(seed, 999));
  const vsSharp = fitness(final, [(t) => sharpTakes(t, SHARP)], deals * 4, mixSeed(seed, 997));
  const vsMedium = fitness(final, [medium], deals * 4, mixSeed(seed, 998));
  process.stderr.write(`tune: the tuned weights against the starting ones: ${vsStart.toFixed(3)} x the fair share; against medium: ${vsMedium.toFixed(3)}; against SHARP: ${vsSharp.toFixed(3)}\n`);
  process.stdout.write(JSON.stringify(Object.fromEntries(KEYS.map((k) => [k, Number(mean[k].toFixed(3))]))) + '\n');
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) main();
