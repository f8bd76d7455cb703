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
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { argErrors, type ArgErrors } from '../../../cli/args.js';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { checkMatch, emptyTally, matchReport, mergeTally, playMatch, type MatchSpec, type Tally } from '../bots/arena.js';
import { PRESET_NAMES } from '../presets.js';
import type { PresetName } from '../types.js';

const USAGE =
  'usage: npm run -s simulate -- --games N --preset P --seats LABEL,LABEL,LABEL[,...] --seed S [--duplicate] [--workers W] [--clock wall|cpu] [--game minus-auction]';

interface Job {
  spec: MatchSpec;
  from: number;
  to: number;
}

type FromWorker = { kind: 'progress'; done: number } | { kind: 'tally'; tally: Tally };

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
      options: {
        games: { type: 'string' },
        preset: { type: 'string' },
        seats: { type: 'string' },
        seed: { type: 'string' },
        duplicate: { type: 'boolean', default: false },
        workers: { type: 'string' },
        clock: { type: 'string' },
      },
    }));
  } catch (e) {
    cli.die((e as Error).message);
  }
  const preset = values.preset as string | undefined;
  if (preset === undefined) cli.die('--preset is required');
  if (!PRESET_NAMES.includes(preset as PresetName)) cli.die(`unknown preset "${preset}"; use one of ${PRESET_NAMES.join(', ')}`);
  const seatsText = values.seats as string | undefined;
  if (seatsText === undefined) cli.die('--seats is required');
  const spec: MatchSpec = {
    games: cli.wholeNumber('games', values.games as string | undefined),
    preset: preset as PresetName,
    seats: seatsText.split(',').map((s) => s.trim()),
    seed: cli.wholeNumber('seed', values.seed as string | undefined),
    duplicate: values.duplicate === true,
  };
  const problem = checkMatch(spec);
  if (problem) cli.die(problem);
  const workers = values.workers === undefined ? availableParallelism() : cli.wholeNumber('workers', values.workers as string);
  if (workers < 1 || workers > 64) cli.die('--workers must be from 1 to 64');
  const clock = (values.clock as string | undefined) ?? 'wall';
  if (clock !== 'wall' && clock !== 'cpu') cli.die(`--clock is wall or cpu, not "${clock}"`);
  if (clock === 'cpu' && values.workers !== '1') cli.die('--clock cpu needs --workers 1 (the CPU time is the whole process\'s)');
  return { spec, workers: Math.min(workers, spec.games), cpu: clock === 'cpu' };
}

/**
 * A worker thread running this file. Under tsx (a .ts file) the worker registers tsx itself
 * first: loader hooks given to the main thread do not reach workers (privatenumber/tsx#354).
 */
function spawnSelf(job: Job): Worker {
  const self = import.meta.url;
  if (!self.endsWith('.ts')) return new Worker(new URL(self), { workerData: job });
  const api = import.meta.resolve('tsx/esm/api');
  const boot = `import(${JSON.stringify(api)}).then((m) => { m.register(); return import(${JSON.stringify(self)}); });`;
  return new Worker(boot, { eval: true, workerData: job });
}

function runWorker(job: Job, onProgress: (done: number) => void): Promise<Tally> {
  return new Promise((resolve, reject) => {
    const worker = spawnSelf(job);
    worker.on('message', (m: FromWorker) => {
      if (m.kind === 'progress') onProgress(m.done);
      else resolve(m.tally);
    });
    worker.on('error', reject);
    worker.on('exit', (code) => {
      if (code !== 0) reject(new Error(`worker stopped with exit code ${code}`));
    });
  });
}

/** Run the command with `args` (the command line after the program name, `--game` taken out). */
export async function simulate(args: string[]): Promise<void> {
  const { spec, workers, cpu } = parse(args);
  const t0 = performance.now();
  const done = new Array<number>(workers).fill(0);
  const showProgress = spec.games >= 200;
  let lastShown = 0;
  const progress = (w: number, d: number): void => {
    done[w] = d;
    const now = performance.now();
    if (!showProgress || now - lastShown < 2000) return;
    lastShown = now;
    const total = done.reduce((a, b) => a + b, 0);
    process.stderr.write(`simulate: ${total}/${spec.games} games, ${((now - t0) / 1000).toFixed(0)} s\n`);
  };
  let tally: Tally;
  if (workers === 1) {
    tally = playMatch(spec, 0, spec.games, cpu ? cpuMs : () => performance.now(), (d) => progress(0, d));
  } else {
    const jobs: Job[] = Array.from({ length: workers }, (_, w) => ({
      spec,
      from: Math.floor((spec.games * w) / workers),
      to: Math.floor((spec.games * (w + 1)) / workers),
    }));
    const parts = await Promise.all(jobs.map((job, w) => runWorker(job, (d) => progress(w, d))));
    tally = parts.reduce((a, b) => mergeTally(a, b), emptyTally(spec.seats));
  }
  const seconds = (performance.now() - t0) / 1000;
  process.stdout.write(JSON.stringify(matchReport(spec, tally, seconds)) + '\n');
}

// In a worker thread this file plays its share of the games (spawnSelf); in the main thread it
// only exports `simulate`, which shared/src/cli/simulate.ts calls.
if (!isMainThread && (workerData as Partial<Job> | null)?.spec !== undefined) {
  const job = workerData as Job;
  let last = 0;
  const tally = playMatch(job.spec, job.from, job.to, () => performance.now(), (d) => {
    const now = performance.now();
    if (now - last > 500) {
      last = now;
      parentPort!.postMessage({ kind: 'progress', done: d } satisfies FromWorker);
    }
  });
  parentPort!.postMessage({ kind: 'tally', tally } satisfies FromWorker);
}
