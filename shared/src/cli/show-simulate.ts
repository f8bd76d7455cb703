/**
 * `npm run -s simulate -- --game ID --games N --seats LIST --seed S [--preset P] [--duplicate]
 * [--workers W]` for a show module (cli/shows.ts) other than Minus Auction: the same flags, the
 * same JSON report (platform/arena.ts), the same exit 2 with a usage line for bad arguments.
 * `--preset` is the module's preset name (default: its lobby default). simulate.ts hands the
 * command here when `--game` names such a show; this file is also the entry of its worker threads.
 */
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { mergeTally, emptyTally, type Tally } from '../bots/arena.js';
import { checkShowMatch, playShowMatch, showMatchReport, type ShowMatchSpec } from '../platform/arena.js';
import { CLI_SHOWS } from './shows.js';

const USAGE =
  'usage: npm run -s simulate -- --game ID --games N --seats LABEL,LABEL[,...] --seed S [--preset P] [--duplicate] [--workers W]';

/** The show `--game` names in `args` (`--game ID` or `--game=ID`), or `minus-auction` when there is none. */
export function gameOf(args: readonly string[]): string {
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--game') return args[i + 1] ?? '';
    if (args[i]!.startsWith('--game=')) return args[i]!.slice('--game='.length);
  }
  return 'minus-auction';
}

interface ShowJob {
  kind: 'show-simulate';
  game: string;
  spec: ShowMatchSpec;
  from: number;
  to: number;
}

type FromWorker = { kind: 'progress'; done: number } | { kind: 'tally'; tally: Tally };

function die(message: string): never {
  process.stderr.write(`simulate: ${message}\n${USAGE}\n`);
  process.exit(2);
}

function wholeNumber(name: string, text: string | undefined): number {
  if (text === undefined) die(`--${name} is required`);
  if (!/^-?\d+$/.test(text.trim())) die(`--${name} must be a whole number, not "${text}"`);
  return Number(text);
}

function parse(args: string[]): { game: string; spec: ShowMatchSpec; workers: number } {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args,
      allowPositionals: false,
      options: {
        game: { type: 'string' },
        games: { type: 'string' },
        preset: { type: 'string' },
        seats: { type: 'string' },
        seed: { type: 'string' },
        duplicate: { type: 'boolean', default: false },
        workers: { type: 'string' },
      },
    }));
  } catch (e) {
    die((e as Error).message);
  }
  const game = String(values.game);
  const show = CLI_SHOWS[game];
  if (!show) die(`unknown game "${game}"; use minus-auction or ${Object.keys(CLI_SHOWS).join(', ')}`);
  const seatsText = values.seats as string | undefined;
  if (seatsText === undefined) die('--seats is required');
  const defaults = show.rules.defaults() as { preset?: unknown };
  const preset = values.preset as string | undefined;
  const spec: ShowMatchSpec = {
    games: wholeNumber('games', values.games as string | undefined),
    rules: preset === undefined ? defaults : { ...defaults, preset },
    preset: preset ?? String(defaults.preset ?? 'default'),
    seats: seatsText.split(',').map((s) => s.trim()),
    seed: wholeNumber('seed', values.seed as string | undefined),
    duplicate: values.duplicate === true,
  };
  const problem = checkShowMatch(show, spec);
  if (problem) die(problem);
  const workers = values.workers === undefined ? availableParallelism() : wholeNumber('workers', values.workers as string);
  if (workers < 1 || workers > 64) die('--workers must be from 1 to 64');
  return { game, spec, workers: Math.min(workers, spec.games) };
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

/** Run the command for a show module's `--game`; prints one JSON report on stdout. */
export async function simulateShow(args: string[]): Promise<void> {
  const { game, spec, workers } = parse(args);
  const show = CLI_SHOWS[game]!;
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
  const tally = playShowMatch(CLI_SHOWS[job.game]!, job.spec, job.from, job.to, () => performance.now(), (d) => {
    const now = performance.now();
    if (now - last > 500) {
      last = now;
      parentPort!.postMessage({ kind: 'progress', done: d } satisfies FromWorker);
    }
  });
  parentPort!.postMessage({ kind: 'tally', tally } satisfies FromWorker);
}
