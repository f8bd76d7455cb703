/**
 * Minus Auction's simulate command (`npm run -s simulate -- [--game minus-auction] --games N
 * --preset P --seats LIST --seed S [--duplicate] [--workers W]`, dispatched by
 * shared/src/cli/simulate.ts): play N bot-against-bot games and print one JSON object
 * (`SimulateReport`; docs/BOTS.md, "Measuring"). LIST is
 * comma-separated bot labels, one per seat (3 to 7). Seats rotate every game; `--duplicate`
 * replays each deal with every rotation (game g plays deal floor(g / seats)). Games are split
 * over worker threads (one per core, or W); results do not depend on the split, only timings do.
 * Decision times are wall-clock; `--clock cpu` (one worker only) times them in the process's CPU
 * time instead, which a machine shared with other jobs inflates far less.
 * Bad arguments: exit 2 with a usage line on stderr. With N >= 200, progress lines on stderr.
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { isMainThread, workerData } from 'node:worker_threads';
import { argErrors, type ArgErrors } from '../../../cli/args.js';
import { MATCH_OPTIONS, playInWorker, playSplit, seatLabels, workerCount } from '../../../cli/match-workers.js';
import { checkMatch, matchReport, playMatch, type MatchSpec } from '../bots/arena.js';
import { PRESET_NAMES } from '../presets.js';
import type { PresetName } from '../types.js';

const USAGE =
  'usage: npm run -s simulate -- --games N --preset P --seats LABEL,LABEL,LABEL[,...] --seed S [--duplicate] [--workers W] [--clock wall|cpu] [--game minus-auction]';

interface Job {
  spec: MatchSpec;
  from: number;
  to: number;
}

const cli: ArgErrors = argErrors('simulate', USAGE);

/** The process's CPU time in ms (user + system), for `--clock cpu`. */
function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

function parse(args: string[]): { spec: MatchSpec; workers: number; cpu: boolean } {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args,
      allowPositionals: false,
      options: { ...MATCH_OPTIONS, clock: { type: 'string' } },
    }));
  } catch (e) {
    cli.die((e as Error).message);
  }
  const preset = values.preset as string | undefined;
  if (preset === undefined) cli.die('--preset is required');
  if (!PRESET_NAMES.includes(preset as PresetName)) cli.die(`unknown preset "${preset}"; use one of ${PRESET_NAMES.join(', ')}`);
  const seats = seatLabels(cli, values.seats as string | undefined);
  const spec: MatchSpec = {
    games: cli.wholeNumber('games', values.games as string | undefined),
    preset: preset as PresetName,
    seats,
    seed: cli.wholeNumber('seed', values.seed as string | undefined),
    duplicate: values.duplicate === true,
  };
  const problem = checkMatch(spec);
  if (problem) cli.die(problem);
  const workers = workerCount(cli, values.workers as string | undefined, spec.games);
  const clock = (values.clock as string | undefined) ?? 'wall';
  if (clock !== 'wall' && clock !== 'cpu') cli.die(`--clock is wall or cpu, not "${clock}"`);
  if (clock === 'cpu' && values.workers !== '1') cli.die('--clock cpu needs --workers 1 (the CPU time is the whole process\'s)');
  return { spec, workers, cpu: clock === 'cpu' };
}

/** Run the command with `args` (the command line after the program name, `--game` taken out). */
export async function simulate(args: string[]): Promise<void> {
  const { spec, workers, cpu } = parse(args);
  const t0 = performance.now();
  const tally = await playSplit<Job>({
    games: spec.games, seats: spec.seats, workers, entry: import.meta.url,
    jobOf: (from, to) => ({ spec, from, to }),
    playHere: (from, to, onGame) => playMatch(spec, from, to, cpu ? cpuMs : () => performance.now(), onGame),
  });
  const seconds = (performance.now() - t0) / 1000;
  // The whole process's CPU time, every thread's: what the run cost, whatever else ran beside it.
  const cpuSeconds = Math.round(cpuMs() / 100) / 10;
  process.stdout.write(JSON.stringify({ ...matchReport(spec, tally, seconds), cpuSeconds }) + '\n');
}

// In a worker thread this file plays its share of the games (match-workers.ts); in the main thread it
// only exports `simulate`, which shared/src/cli/simulate.ts calls.
if (!isMainThread && (workerData as Partial<Job> | null)?.spec !== undefined) {
  const job = workerData as Job;
  playInWorker((onGame) => playMatch(job.spec, job.from, job.to, () => performance.now(), onGame));
}
