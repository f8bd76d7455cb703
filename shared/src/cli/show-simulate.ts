/**
 * `npm run -s simulate -- --game ID --games N --seats LIST --seed S [--preset P] [--duplicate]
 * [--workers W]` for any show of the registry that has no simulate command of its own: the
 * generic arena (platform/arena.ts) through the show's module alone, the same JSON report, the
 * same exit 2 with a usage line for bad arguments. `--preset` is the module's preset name
 * (default: its lobby default). simulate.ts hands the command here; this file is also the entry
 * of its worker threads.
 */
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { argErrors, type ArgErrors } from './args.js';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { checkShowMatch, playShowMatch, showMatchReport, type ShowMatchSpec } from '../platform/arena.js';
import { emptyTally, mergeTally, type Tally } from '../platform/tally.js';
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

type FromWorker = { kind: 'progress'; done: number } | { kind: 'tally'; tally: Tally };

const cli: ArgErrors = argErrors('simulate', USAGE);

function parse(game: string, args: string[]): { spec: ShowMatchSpec; workers: number } {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args,
      allowPositionals: false,
      options: {
        games: { type: 'string' },
        preset: { type: 'string' },
        seats: { type: 'string' },
        seed: { type: 'string' },
        duplicate: { type: 'boolean', default: false },
        workers: { type: 'string' },
      },
    }));
  } catch (e) {
    cli.die((e as Error).message);
  }
  const show = showById(game);
  if (!show) cli.die(`unknown game "${game}"`);
  const seatsText = values.seats as string | undefined;
  if (seatsText === undefined) cli.die('--seats is required');
  const defaults = show.rules.defaults() as { preset?: unknown };
  const preset = values.preset as string | undefined;
  const spec: ShowMatchSpec = {
    games: cli.wholeNumber('games', values.games as string | undefined),
    rules: preset === undefined ? defaults : { ...defaults, preset },
    preset: preset ?? String(defaults.preset ?? 'default'),
    seats: seatsText.split(',').map((s) => s.trim()),
    seed: cli.wholeNumber('seed', values.seed as string | undefined),
    duplicate: values.duplicate === true,
  };
  const problem = checkShowMatch(show, spec);
  if (problem) cli.die(problem);
  const workers = values.workers === undefined ? availableParallelism() : cli.wholeNumber('workers', values.workers as string);
  if (workers < 1 || workers > 64) cli.die('--workers must be from 1 to 64');
  return { spec, workers: Math.min(workers, spec.games) };
}

/** A worker thread running this file (under tsx, the worker registers tsx first: loader hooks do not reach workers). */
function spawn(job: ShowJob): Worker {
  const self = import.meta.url;
  if (!self.endsWith('.ts')) return new Worker(new URL(self), { workerData: job });
  const api = import.meta.resolve('tsx/esm/api');
  const boot = `import(${JSON.stringify(api)}).then((m) => { m.register(); return import(${JSON.stringify(self)}); });`;
  return new Worker(boot, { eval: true, workerData: job });
}

function runWorker(job: ShowJob, onProgress: (done: number) => void): Promise<Tally> {
  return new Promise((resolve, reject) => {
    const worker = spawn(job);
    worker.on('message', (m: FromWorker) => (m.kind === 'progress' ? onProgress(m.done) : resolve(m.tally)));
    worker.on('error', reject);
    worker.on('exit', (code) => {
      if (code !== 0) reject(new Error(`worker stopped with exit code ${code}`));
    });
  });
}

/** Run the command for show `game` (its id) with `args` (without `--game`); prints one JSON report on stdout. */
export async function simulateShow(game: string, args: string[]): Promise<void> {
  const { spec, workers } = parse(game, args);
  const show = showById(game)!;
  const t0 = performance.now();
  const done = new Array<number>(workers).fill(0);
  let lastShown = 0;
  const progress = (w: number, d: number): void => {
    done[w] = d;
    const now = performance.now();
    if (spec.games < 200 || now - lastShown < 2000) return;
    lastShown = now;
    process.stderr.write(`simulate: ${done.reduce((a, b) => a + b, 0)}/${spec.games} games, ${((now - t0) / 1000).toFixed(0)} s\n`);
  };
  let tally: Tally;
  if (workers === 1) {
    tally = playShowMatch(show, spec, 0, spec.games, () => performance.now(), (d) => progress(0, d));
  } else {
    const jobs: ShowJob[] = Array.from({ length: workers }, (_, w) => ({
      kind: 'show-simulate', game, spec, from: Math.floor((spec.games * w) / workers), to: Math.floor((spec.games * (w + 1)) / workers),
    }));
    const parts = await Promise.all(jobs.map((job, w) => runWorker(job, (d) => progress(w, d))));
    tally = parts.reduce((a, b) => mergeTally(a, b), emptyTally(spec.seats));
  }
  process.stdout.write(JSON.stringify(showMatchReport(spec, tally, (performance.now() - t0) / 1000)) + '\n');
}

if (!isMainThread && (workerData as Partial<ShowJob> | null)?.kind === 'show-simulate') {
  const job = workerData as ShowJob;
  let last = 0;
  const tally = playShowMatch(showById(job.game)!, job.spec, job.from, job.to, () => performance.now(), (d) => {
    const now = performance.now();
    if (now - last > 500) {
      last = now;
      parentPort!.postMessage({ kind: 'progress', done: d } satisfies FromWorker);
    }
  });
  parentPort!.postMessage({ kind: 'tally', tally } satisfies FromWorker);
}
