/**
 * The acceptance ledger (bench/cells/ledger.json): every run counted for a cell of cells.ts, one
 * entry a run, never removed. A run by hand (the simulate command, before this ledger; seeds below
 * 100,000) is entered with its exact wins; a planned chunk is entered by `npm run bench:cells` as
 * it ends. The ledger is checked whole on every read (a hand edit that breaks it is named), and
 * written whole to a temporary file renamed over the old one, so a kill mid-write leaves the last
 * good copy. One run plays into a ledger at a time (`lockLedger`).
 */
import { closeSync, existsSync, openSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { wilson95 } from '@minus/shared/platform/tally';
import { CELLS, type Cell, DEALS_PER_CELL, meets, planSeed } from './cells.js';

const entrySchema = z.strictObject({
  /** Cell id (cells.ts). */
  cell: z.string().refine((id) => CELLS.some((c) => c.id === id), { message: 'not a cell id (cells look like classic-7-dmc-alone)' }),
  seed: z.number().int().nonnegative(),
  /** Games played (deals x seats). */
  games: z.number().int().positive(),
  deals: z.number().int().positive(),
  /** The single player's wins (a shared first counts 1/k). */
  wins: z.number().nonnegative(),
  /** The single player's mean score (points; null when not recorded run by run). */
  meanScore: z.number().nullable(),
  /** Hard's mean and 99th-percentile decision time, ms of CPU. */
  hardMeanMs: z.number().nonnegative(),
  hardP99Ms: z.number().nonnegative(),
  /** The challenger's mean decision time, ms of CPU (null when not recorded). */
  challengerMeanMs: z.number().nonnegative().nullable(),
  /** Wall time and CPU time of the run, seconds (null for runs by hand). The CPU time is the run's cost, however busy the machine. */
  wallSeconds: z.number().nonnegative().nullable(),
  cpuSeconds: z.number().nonnegative().nullable(),
  /** UTC date the run ended ("2026-12-05"). */
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  machine: z.string(),
  /** "plan" for a planned chunk, "hand" for a run by hand with its section in docs/BENCHMARKS.md. */
  by: z.enum(['plan', 'hand']),
});

/** One run counted for a cell (the fields are described on the schema above). */
export type LedgerEntry = z.infer<typeof entrySchema>;

/** The ledger: its entries in the order they were counted. */
export interface Ledger {
  entries: LedgerEntry[];
}

const ledgerSchema = z.strictObject({ entries: z.array(entrySchema) }).superRefine((l, ctx) => {
  l.entries.forEach((e, i) => {
    const c = CELLS.find((x) => x.id === e.cell);
    if (!c) return;
    if (e.games !== e.deals * c.seats) ctx.addIssue({ code: 'custom', path: ['entries', i, 'games'], message: `${e.games} games are not ${e.deals} deals at ${c.seats} seats` });
    if (e.wins > e.games) ctx.addIssue({ code: 'custom', path: ['entries', i, 'wins'], message: 'more wins than games' });
    const planned = Array.from({ length: 100 }, (_, k) => planSeed(CELLS.indexOf(c), k));
    if (e.by === 'plan' && !planned.includes(e.seed)) ctx.addIssue({ code: 'custom', path: ['entries', i, 'seed'], message: `seed ${e.seed} is not one of ${e.cell}'s planned seeds` });
    if (e.by === 'hand' && e.seed >= 100_000) ctx.addIssue({ code: 'custom', path: ['entries', i, 'seed'], message: 'runs by hand keep to seeds below 100,000 (the plan has the rest)' });
    if (l.entries.some((o, j) => j < i && o.cell === e.cell && o.seed === e.seed)) ctx.addIssue({ code: 'custom', path: ['entries', i, 'seed'], message: `${e.cell}: seed ${e.seed} counted twice` });
  });
});

const fileOf = (path: string | URL): string => (typeof path === 'string' ? path : fileURLToPath(path));

/** The ledger at `path`; an empty one when the file is missing. Throws, naming the file and the first problem, on a file that is not a good ledger. */
export function readLedger(path: string | URL): Ledger {
  const file = fileOf(path);
  if (!existsSync(file)) return { entries: [] };
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    throw new Error(`${file} is not JSON: ${(e as Error).message}`);
  }
  const r = ledgerSchema.safeParse(data);
  if (!r.success) {
    const issue = r.error.issues[0]!;
    throw new Error(`${file} is not a good ledger: ${issue.path.join('.') || '(the file)'}: ${issue.message}`);
  }
  return r.data;
}

/** Add `entry` to the ledger at `path` (read again first; checked before it is written). */
export function appendEntry(path: string | URL, entry: LedgerEntry): void {
  const file = fileOf(path);
  const ledger = readLedger(file);
  ledger.entries.push(entry);
  const r = ledgerSchema.safeParse(ledger);
  if (!r.success) throw new Error(`not entered in ${file}: ${r.error.issues[0]!.message}`);
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, JSON.stringify(ledger, null, 1) + '\n');
  renameSync(tmp, file);
}

/**
 * Take the ledger for this process: one run plays into a ledger at a time, or two would play the
 * same planned seeds. A lock left by a process that is gone is taken over. Returns its release;
 * throws, naming the running process, when another run holds it.
 */
export function lockLedger(path: string | URL): () => void {
  const lock = `${fileOf(path)}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lock, 'wx');
      writeFileSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lock, { force: true });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const pid = Number(readFileSync(lock, 'utf8'));
      if (Number.isInteger(pid) && pid > 0 && alive(pid)) throw new Error(`another run (process ${pid}) is playing into this ledger; wait for it or stop it (${lock})`);
      rmSync(lock, { force: true });
    }
  }
  throw new Error(`could not take ${lock}`);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A cell's entries pooled: deals and games played, the single player's wins and win rate with its 95% Wilson interval, and whether the line is met. */
export interface Pooled {
  cell: Cell;
  deals: number;
  games: number;
  wins: number;
  rate: number;
  ci95: [number, number];
  met: boolean;
  /** The cell has the acceptance's deals. */
  complete: boolean;
  /** Seeds counted (hand and plan). */
  seeds: Set<number>;
  /** CPU seconds per game over the runs that recorded it (null without one). */
  cpuPerGame: number | null;
}

/** Pool the ledger's entries for cell `c` (a ledger read by `readLedger` has no seed twice in a cell). */
export function pool(c: Cell, ledger: Ledger): Pooled {
  const mine = ledger.entries.filter((e) => e.cell === c.id);
  const sum = (f: (e: LedgerEntry) => number, of = mine): number => of.reduce((a, e) => a + f(e), 0);
  const games = sum((e) => e.games);
  const wins = sum((e) => e.wins);
  const deals = sum((e) => e.deals);
  const rate = games > 0 ? wins / games : 0;
  const ci95 = wilson95(wins, games);
  const paced = mine.filter((e) => e.cpuSeconds !== null);
  const cpuPerGame = paced.length ? sum((e) => e.cpuSeconds ?? 0, paced) / sum((e) => e.games, paced) : null;
  return { cell: c, deals, games, wins, rate, ci95, met: games > 0 && meets(c, rate, ci95), complete: deals >= DEALS_PER_CELL, seeds: new Set(mine.map((e) => e.seed)), cpuPerGame };
}
