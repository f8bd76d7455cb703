/**
 * `npm run bench:cells -- [--cells ID,...] [--parallel N] [--until HH:MM] [--chunks N] [--report]`:
 * play the acceptance's cells (cells.ts) on their planned chunks, each run by the simulate command
 * with one worker (decision times in CPU time), and count each chunk in bench/cells/ledger.json
 * as it ends. Resumable: a chunk cut short (Ctrl-C, a kill, a failed run) is played again next
 * time (the runs are deterministic); every chunk that ended is counted.
 *
 * - `--cells`: cell ids, comma-separated (default every cell, in the report's order);
 * - `--parallel`: runs at a time (default one a core);
 * - `--until`: no chunk starts at or after this UTC time of day (the next one to come: 01:00 said
 *   at 23:30 is tomorrow's);
 * - `--chunks`: start at most this many chunks;
 * - `--report`: play nothing, print the table.
 * Then prints the ledger's table (report.ts); `npm run bench -- cells` writes it into docs/BENCHMARKS.md.
 * One run plays into the ledger at a time; on more machines, give each its own cells and join the
 * ledgers' entries after (a cell's planned seeds are the same everywhere).
 */
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { machineName } from '../machine.js';
import { row, simulate } from '../simulate.js';
import { CELLS, cellById, chunksLeft, seatsOf, singleOf, type Cell, type Chunk } from './cells.js';
import { appendEntry, lockLedger, pool, readLedger } from './ledger.js';
import { ledgerTable } from './report.js';

/** Where the ledger lives. */
export const LEDGER = new URL('./ledger.json', import.meta.url);

function die(message: string): never {
  process.stderr.write(`bench:cells: ${message}\n`);
  process.exit(2);
}

let values: { cells?: string; parallel: string; until?: string; chunks?: string; report: boolean };
try {
  ({ values } = parseArgs({
    options: {
      cells: { type: 'string' },
      parallel: { type: 'string', default: String(availableParallelism()) },
      until: { type: 'string' },
      chunks: { type: 'string' },
      report: { type: 'boolean', default: false },
    },
  }));
} catch (e) {
  die((e as Error).message);
}

function positive(name: string, v: string): number {
  if (!/^[1-9]\d*$/.test(v)) die(`--${name} wants a whole number of at least 1, not "${v}"`);
  return Number(v);
}

/** The next moment (ms since epoch) the UTC clock reads "HH:MM", or null. */
function untilMs(v: string | undefined): number | null {
  if (v === undefined) return null;
  const m = /^(\d{1,2}):(\d{2})$/.exec(v);
  if (!m || Number(m[1]) > 23 || Number(m[2]) > 59) die(`--until wants a UTC time of day like 18:30, not "${v}"`);
  const d = new Date();
  d.setUTCHours(Number(m[1]), Number(m[2]), 0, 0);
  return d.getTime() > Date.now() ? d.getTime() : d.getTime() + 86_400_000;
}

function chosenCells(v: string | undefined): Cell[] {
  if (v === undefined) return [...CELLS];
  const ids = v.split(',').map((id) => id.trim()).filter((id) => id);
  if (!ids.length) die('--cells wants cell ids, e.g. classic-7-dmc-alone,show-3-selfplay-among');
  try {
    return ids.map(cellById);
  } catch (e) {
    die((e as Error).message);
  }
}

const cells = chosenCells(values.cells);
const parallel = values.report ? 1 : positive('parallel', values.parallel);
const stopAt = untilMs(values.until);
let startsLeft = values.chunks === undefined ? Infinity : positive('chunks', values.chunks);
/** Chunks running now: seed -> deals, by cell id. */
const busy = new Map<string, Map<number, number>>();
/** Ends every run at once: a signal to stop, or one run failing. */
const stop = new AbortController();

/** The next chunk of the plan among the chosen cells, or null. */
function nextChunk(): Chunk | null {
  const ledger = readLedger(LEDGER);
  for (const c of cells) {
    const p = pool(c, ledger);
    const next = chunksLeft(c, p.seeds, p.deals, busy.get(c.id))[0];
    if (next) return next;
  }
  return null;
}

async function play(chunk: Chunk): Promise<void> {
  const { cell, seed, deals } = chunk;
  const games = deals * cell.seats;
  const mine = busy.get(cell.id) ?? new Map<number, number>();
  busy.set(cell.id, mine.set(seed, deals));
  const t0 = Date.now();
  process.stderr.write(`bench:cells: ${cell.id} seed ${seed}, ${games} games (${deals} deals)...\n`);
  try {
    const report = await simulate(seatsOf(cell), games, { preset: cell.preset, seed, duplicate: true, workers: 1, signal: stop.signal });
    if (report.games !== games) throw new Error(`${cell.id} seed ${seed}: ${report.games} games played, ${games} asked`);
    const single = row(report, singleOf(cell));
    const hard = row(report, 'hard');
    appendEntry(LEDGER, {
      cell: cell.id, seed, games, deals, wins: single.wins, meanScore: single.meanScore,
      hardMeanMs: hard.meanDecisionMs, hardP99Ms: hard.p99DecisionMs, challengerMeanMs: row(report, cell.challenger).meanDecisionMs,
      wallSeconds: Math.round((Date.now() - t0) / 100) / 10, cpuSeconds: report.cpuSeconds ?? null,
      date: new Date().toISOString().slice(0, 10), machine: machineName(), by: 'plan',
    });
    process.stderr.write(`bench:cells: ${cell.id} seed ${seed}: ${single.bot} won ${single.wins} of ${games} in ${Math.round((Date.now() - t0) / 1000)} s\n`);
  } finally {
    mine.delete(seed);
  }
}

/** One lane: chunks one after another until the plan, the time or the chunk count runs out, or the run stops. */
async function lane(): Promise<void> {
  for (;;) {
    if (stop.signal.aborted || startsLeft <= 0 || (stopAt !== null && Date.now() >= stopAt)) return;
    const chunk = nextChunk();
    if (!chunk) return;
    startsLeft--;
    try {
      await play(chunk);
    } catch (e) {
      // One run failing (or a signal) ends them all: no run goes on unrecorded in the background.
      if (!stop.signal.aborted) stop.abort(e);
      return;
    }
  }
}

if (!values.report) {
  let release: () => void;
  try {
    release = lockLedger(LEDGER);
  } catch (e) {
    die((e as Error).message);
  }
  for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(sig, () => {
      process.stderr.write(`bench:cells: ${sig}: stopping the runs; the chunks that ended are counted\n`);
      stop.abort(new Error(sig));
    });
  }
  try {
    await Promise.all(Array.from({ length: parallel }, lane));
  } finally {
    release();
  }
  if (stop.signal.aborted) {
    const why = stop.signal.reason as Error;
    process.stderr.write(`bench:cells: stopped (${why.message}); the chunks running then will be played again next time\n`);
  }
}
try {
  process.stdout.write(ledgerTable(readLedger(LEDGER)) + '\n');
} catch (e) {
  die((e as Error).message);
}
if (stop.signal.aborted) process.exit(1);
