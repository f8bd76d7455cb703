/**
 * The acceptance ledger (bench/cells/ledger.json): every run counted for a cell of cells.ts, one
 * entry a run, never removed. A run by hand (the simulate command, before this ledger) is entered
 * with its exact wins; a planned chunk is entered by `npm run bench:cells` as it ends. The ledger
 * is written whole to a temporary file and renamed over the old one, so a kill mid-write leaves
 * the last good copy.
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { wilson95 } from '@minus/shared/platform/tally';
import { type Cell, DEALS_PER_CELL, meets } from './cells.js';

/** One run counted for a cell. */
export interface LedgerEntry {
  /** Cell id (cells.ts). */
  cell: string;
  seed: number;
  /** Games played (deals x seats). */
  games: number;
  deals: number;
  /** The single player's wins (a shared first counts 1/k). */
  wins: number;
  /** The single player's mean score (points; null when not recorded run by run). */
  meanScore: number | null;
  /** Hard's mean and 99th-percentile decision time, ms of CPU. */
  hardMeanMs: number;
  hardP99Ms: number;
  /** The challenger's mean decision time, ms of CPU (null when not recorded). */
  challengerMeanMs: number | null;
  /** Wall time of the run, seconds, and how many runs shared the machine (null for runs by hand). */
  wallSeconds: number | null;
  atOnce: number | null;
  /** UTC date the run ended ("2026-12-05"). */
  date: string;
  machine: string;
  /** "plan" for a planned chunk, "hand" for a run by hand with its section in docs/BENCHMARKS.md. */
  by: 'plan' | 'hand';
}

/** The ledger: its entries in the order they were counted. */
export interface Ledger {
  entries: LedgerEntry[];
}

/** The ledger at `path`; an empty one when the file is missing. Throws on a file that is not a ledger. */
export function readLedger(path: string | URL): Ledger {
  if (!existsSync(path)) return { entries: [] };
  const data = JSON.parse(readFileSync(path, 'utf8')) as Ledger;
  if (!Array.isArray(data.entries)) throw new Error(`${String(path)} is not a ledger (no "entries" list)`);
  return data;
}

/** Add `entry` to the ledger at `path` (read again first, so runs ending at once all count). */
export function appendEntry(path: string | URL, entry: LedgerEntry): void {
  const ledger = readLedger(path);
  ledger.entries.push(entry);
  const tmp = `${String(path instanceof URL ? path.pathname : path)}.tmp`;
  writeFileSync(tmp, JSON.stringify(ledger, null, 1) + '\n');
  renameSync(tmp, path);
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
  /** Mean wall seconds per game over planned runs that shared the machine with at most as many runs as it has cores (null without one). */
  secondsPerGame: number | null;
}

/** Pool the ledger's entries for cell `c`. `cores` is the machine's core count (for the pace). Throws on a seed counted twice. */
export function pool(c: Cell, ledger: Ledger, cores: number): Pooled {
  const mine = ledger.entries.filter((e) => e.cell === c.id);
  const seeds = new Set<number>();
  for (const e of mine) {
    if (seeds.has(e.seed)) throw new Error(`cell ${c.id}: seed ${e.seed} counted twice`);
    seeds.add(e.seed);
  }
  const sum = (f: (e: LedgerEntry) => number, of = mine): number => of.reduce((a, e) => a + f(e), 0);
  const games = sum((e) => e.games);
  const wins = sum((e) => e.wins);
  const deals = sum((e) => e.deals);
  const rate = games > 0 ? wins / games : 0;
  const ci95 = wilson95(wins, games);
  const paced = mine.filter((e) => e.wallSeconds !== null && e.atOnce !== null && e.atOnce <= cores);
  const secondsPerGame = paced.length ? sum((e) => e.wallSeconds ?? 0, paced) / sum((e) => e.games, paced) : null;
  return { cell: c, deals, games, wins, rate, ci95, met: games > 0 && meets(c, rate, ci95), complete: deals >= DEALS_PER_CELL, seeds, secondsPerGame };
}
