/**
 * `npm run bench:cells -- [--cells ID,...] [--parallel N] [--until HH:MM] [--chunks N] [--report]`:
 * play the acceptance's cells (cells.ts) on their planned chunks, each run by the simulate command
 * with one worker (decision times in CPU time), and count each chunk in bench/cells/ledger.json
 * as it ends. Resumable: a chunk cut short by a kill is simply played again (the runs are
 * deterministic); every chunk that ended is counted.
 *
 * - `--cells`: cell ids, comma-separated (default every cell, in the report's order);
 * - `--parallel`: runs at a time (default one a core);
 * - `--until`: no chunk starts at or after this UTC time of day;
 * - `--chunks`: start at most this many chunks;
 * - `--report`: play nothing, print the table.
 * Then prints the ledger's table (report.ts); `npm run bench -- cells` writes it into docs/BENCHMARKS.md.
 */
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { machineName } from '../machine.js';
import { row, simulate } from '../simulate.js';
import { CELLS, cellById, chunksLeft, seatsOf, singleOf, type Cell, type Chunk } from './cells.js';
import { appendEntry, pool, readLedger } from './ledger.js';
import { ledgerTable } from './report.js';

/** Where the ledger lives. */
export const LEDGER = new URL('./ledger.json', import.meta.url);

const { values } = parseArgs({
  options: {
    cells: { type: 'string' },
    parallel: { type: 'string', default: String(availableParallelism()) },
    until: { type: 'string' },
    chunks: { type: 'string' },
    report: { type: 'boolean', default: false },
  },
});

function positive(name: string, v: string): number {
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} wants a whole number of at least 1, not "${v}"`);
  return n;
}

/** The UTC time today (ms since epoch) of "HH:MM", or null. */
function untilMs(v: string | undefined): number | null {
  if (v === undefined) return null;
  const m = /^(\d{1,2}):(\d{2})$/.exec(v);
  if (!m || Number(m[1]) > 23 || Number(m[2]) > 59) throw new Error(`--until wants a UTC time of day like 18:30, not "${v}"`);
  const d = new Date();
  d.setUTCHours(Number(m[1]), Number(m[2]), 0, 0);
  return d.getTime();
}

const cells: Cell[] = values.cells ? values.cells.split(',').map((id) => cellById(id.trim())) : [...CELLS];
const parallel = positive('parallel', values.parallel);
const stopAt = untilMs(values.until);
let startsLeft = values.chunks === undefined ? Infinity : positive('chunks', values.chunks);
const cores = availableParallelism();
/** Chunks running now: seed -> deals, by cell id. */
const busy = new Map<string, Map<number, number>>();

/** The next chunk of the plan among the chosen cells, or null. */
function nextChunk(): Chunk | null {
  const ledger = readLedger(LEDGER);
  for (const c of cells) {
    const p = pool(c, ledger, cores);
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
    const report = await simulate(seatsOf(cell), games, { preset: cell.preset, seed, duplicate: true, workers: 1 });
    if (report.games !== games) throw new Error(`${cell.id} seed ${seed}: ${report.games} games played, ${games} asked`);
    const single = row(report, singleOf(cell));
    const hard = row(report, 'hard');
    appendEntry(LEDGER, {
      cell: cell.id, seed, games, deals, wins: single.wins, meanScore: single.meanScore,
      hardMeanMs: hard.meanDecisionMs, hardP99Ms: hard.p99DecisionMs, challengerMeanMs: row(report, cell.challenger).meanDecisionMs,
      wallSeconds: Math.round((Date.now() - t0) / 100) / 10, atOnce: parallel, date: new Date().toISOString().slice(0, 10), machine: machineName(), by: 'plan',
    });
    process.stderr.write(`bench:cells: ${cell.id} seed ${seed}: ${single.bot} won ${single.wins} of ${games} in ${Math.round((Date.now() - t0) / 1000)} s\n`);
  } finally {
    mine.delete(seed);
  }
}

/** One lane: chunks one after another until the plan, the time or the chunk count runs out. */
async function lane(): Promise<void> {
  for (;;) {
    if (startsLeft <= 0 || (stopAt !== null && Date.now() >= stopAt)) return;
    const chunk = nextChunk();
    if (!chunk) return;
    startsLeft--;
    await play(chunk);
  }
}

if (!values.report) await Promise.all(Array.from({ length: parallel }, lane));
process.stdout.write(ledgerTable(readLedger(LEDGER), cores) + '\n');
