/**
 * `npm run -s simulate -- --game ID --games N --seats LIST --seed S [--preset P] [--duplicate]
 * [--workers W]` for any show of the registry that has no simulate command of its own: the
 * generic arena (platform/arena.ts) through the show's module alone, the same JSON report, the
 * same exit 2 with a usage line for bad arguments. `--preset` is the module's preset name
 * (default: its lobby default). simulate.ts hands the command here; this file is also the entry
 * of its worker threads.
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { isMainThread, workerData } from 'node:worker_threads';
import { argErrors, type ArgErrors } from './args.js';
import { MATCH_OPTIONS, playInWorker, playSplit, seatLabels, workerCount } from './match-workers.js';
import { checkShowMatch, playShowMatch, showMatchReport, type ShowMatchSpec } from '../platform/arena.js';
import { showById } from '../shows/registry.js';

const USAGE =
  'usage: npm run -s simulate -- --game ID --games N --seats LABEL,LABEL[,...] --seed S [--preset P] [--duplicate] [--workers W]';

interface ShowJob {
  kind: 'show-simulate';
  game: string;
  spec: ShowMatchSpec;
  from: number;
  to: number;
}

const cli: ArgErrors = argErrors('simulate', USAGE);

function parse(game: string, args: string[]): { spec: ShowMatchSpec; workers: number } {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args,
      allowPositionals: false,
      options: MATCH_OPTIONS,
    }));
  } catch (e) {
    cli.die((e as Error).message);
  }
  const show = showById(game);
  if (!show) cli.die(`unknown game "${game}"`);
  const seats = seatLabels(cli, values.seats as string | undefined);
  const defaults = show.rules.defaults() as { preset?: unknown };
  const preset = values.preset as string | undefined;
  const spec: ShowMatchSpec = {
    games: cli.wholeNumber('games', values.games as string | undefined),
    rules: preset === undefined ? defaults : { ...defaults, preset },
    preset: preset ?? String(defaults.preset ?? 'default'),
    seats,
    seed: cli.wholeNumber('seed', values.seed as string | undefined),
    duplicate: values.duplicate === true,
  };
  const problem = checkShowMatch(show, spec);
  if (problem) cli.die(problem);
  return { spec, workers: workerCount(cli, values.workers as string | undefined, spec.games) };
}

/** Run the command for show `game` (its id) with `args` (without `--game`); prints one JSON report on stdout. */
export async function simulateShow(game: string, args: string[]): Promise<void> {
  const { spec, workers } = parse(game, args);
  const show = showById(game)!;
  const t0 = performance.now();
  const tally = await playSplit<ShowJob>({
    games: spec.games, seats: spec.seats, workers, entry: import.meta.url,
    jobOf: (from, to) => ({ kind: 'show-simulate', game, spec, from, to }),
    playHere: (from, to, onGame) => playShowMatch(show, spec, from, to, () => performance.now(), onGame),
  });
  process.stdout.write(JSON.stringify(showMatchReport(spec, tally, (performance.now() - t0) / 1000)) + '\n');
}

if (!isMainThread && (workerData as Partial<ShowJob> | null)?.kind === 'show-simulate') {
  const job = workerData as ShowJob;
  playInWorker((onGame) => playShowMatch(showById(job.game)!, job.spec, job.from, job.to, () => performance.now(), onGame));
}
