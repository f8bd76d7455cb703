/**
 * What both simulate commands share (docs/BOTS.md, "Measuring"): the arguments of a match, the
 * split of its games over worker threads (each file is also its workers' entry), the progress
 * lines on stderr and the merge of the workers' tallies. Results do not depend on the split.
 */
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import { Worker, parentPort } from 'node:worker_threads';
import { emptyTally, mergeTally, type Tally } from '../platform/tally.js';
import type { ArgErrors } from './args.js';

/** A worker's messages to the main thread. */
type FromWorker = { kind: 'progress'; done: number } | { kind: 'tally'; tally: Tally };

/** The `parseArgs` options every simulate command takes (a command may add its own). */
export const MATCH_OPTIONS = {
  games: { type: 'string' },
  preset: { type: 'string' },
  seats: { type: 'string' },
  seed: { type: 'string' },
  duplicate: { type: 'boolean', default: false },
  workers: { type: 'string' },
} as const;

/** `--seats`, split at commas (required: dies without it). */
export function seatLabels(cli: ArgErrors, text: string | undefined): string[] {
  if (text === undefined) cli.die('--seats is required');
  return text.split(',').map((s) => s.trim());
}

/** `--workers` (default: one per core), 1 to 64, never more than the games. */
export function workerCount(cli: ArgErrors, text: string | undefined, games: number): number {
  const workers = text === undefined ? availableParallelism() : cli.wholeNumber('workers', text);
  if (workers < 1 || workers > 64) cli.die('--workers must be from 1 to 64');
  return Math.min(workers, games);
}

/**
 * A worker thread running the file at `entry` (its `import.meta.url`) with `job` as its
 * `workerData`. Under tsx (a .ts file) the worker registers tsx itself first: loader hooks given
 * to the main thread do not reach workers.
 */
function spawn(entry: string, job: unknown): Worker {
  if (!entry.endsWith('.ts')) return new Worker(new URL(entry), { workerData: job });
  const api = import.meta.resolve('tsx/esm/api');
  const boot = `import(${JSON.stringify(api)}).then((m) => { m.register(); return import(${JSON.stringify(entry)}); });`;
  return new Worker(boot, { eval: true, workerData: job });
}

function runWorker(entry: string, job: unknown, onProgress: (done: number) => void): Promise<Tally> {
  return new Promise((resolve, reject) => {
    const worker = spawn(entry, job);
    worker.on('message', (m: FromWorker) => (m.kind === 'progress' ? onProgress(m.done) : resolve(m.tally)));
    worker.on('error', reject);
    worker.on('exit', (code) => {
      if (code !== 0) reject(new Error(`worker stopped with exit code ${code}`));
    });
  });
}

/**
 * Play `games` games for `seats`: in this thread (`workers` 1, `playHere(from, to, onGame)`), or
 * split in `workers` shares, each a worker thread of the file at `entry` given `jobOf(from, to)`
 * (that file answers with `playInWorker`). With 200 games or more a progress line goes to stderr
 * at most every 2 s. Resolves with the merged tally; rejects when a worker fails.
 */
export async function playSplit<Job>(opts: {
  games: number;
  seats: readonly string[];
  workers: number;
  entry: string;
  jobOf: (from: number, to: number) => Job;
  playHere: (from: number, to: number, onGame: (done: number) => void) => Tally;
}): Promise<Tally> {
  const { games, workers } = opts;
  const t0 = performance.now();
  const done = new Array<number>(workers).fill(0);
  let lastShown = 0;
  const progress = (w: number, d: number): void => {
    done[w] = d;
    const now = performance.now();
    if (games < 200 || now - lastShown < 2000) return;
    lastShown = now;
    process.stderr.write(`simulate: ${done.reduce((a, b) => a + b, 0)}/${games} games, ${((now - t0) / 1000).toFixed(0)} s\n`);
  };
  if (workers === 1) return opts.playHere(0, games, (d) => progress(0, d));
  const shares = Array.from({ length: workers }, (_, w) => opts.jobOf(Math.floor((games * w) / workers), Math.floor((games * (w + 1)) / workers)));
  const parts = await Promise.all(shares.map((job, w) => runWorker(opts.entry, job, (d) => progress(w, d))));
  return parts.reduce((a, b) => mergeTally(a, b), emptyTally(opts.seats));
}

/**
 * In a worker thread: play this worker's share with `play(onGame)`, telling the main thread the
 * games done at most every 500 ms, then its tally.
 */
export function playInWorker(play: (onGame: (done: number) => void) => Tally): void {
  let last = 0;
  const tally = play((d) => {
    const now = performance.now();
    if (now - last > 500) {
      last = now;
      parentPort!.postMessage({ kind: 'progress', done: d } satisfies FromWorker);
    }
  });
  parentPort!.postMessage({ kind: 'tally', tally } satisfies FromWorker);
}
