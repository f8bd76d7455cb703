/**
 * The hard level's acceptance against the challengers, cell by cell (docs/BENCHMARKS.md, "The
 * acceptance ledger"; docs/BOTS.md, "Challengers"): for each preset (`show`, `classic`), seat count
 * (3, 5, 7) and challenger, hard alone among that challenger, and one of that challenger alone
 * among hard. 48 cells, each to be played on `DEALS_PER_CELL` duplicate deals (every deal at every
 * rotation, so 3,000 deals are 3,000 x seats games).
 *
 * The plan is fixed before anything runs: a cell's deals come in chunks of `CHUNK_DEALS`, chunk k
 * of cell i on seed `planSeed(i, k)`, and every chunk played is counted (ledger.ts). So which
 * chunks run, and when, cannot be chosen by how a cell looks so far.
 */

import { against } from '../simulate.js';

/** The challengers (bot labels of the simulate command; shared/src/shows/minus-auction/bots/challengers.ts). */
export const CHALLENGERS = ['dmc', 'ismcts', 'ismcts-read', 'selfplay'] as const;
export type Challenger = (typeof CHALLENGERS)[number];
export const PRESETS = ['show', 'classic'] as const;
export const SEAT_COUNTS = [3, 5, 7] as const;

/** Deals the acceptance names for every cell. */
export const DEALS_PER_CELL = 3000;
/** Deals per planned chunk (the last chunk of a cell may be smaller): 840 games at 7 seats, about 11 minutes of one core. */
export const CHUNK_DEALS = 120;

/**
 * One cell: `alone` is hard in one seat among `seats - 1` of the challenger (met when the 95%
 * interval's low end is above the fair share); `among` is one challenger among hard (met when its
 * win rate is below the fair share plus 2 points).
 */
export interface Cell {
  /** "classic-7-dmc-alone". */
  id: string;
  preset: (typeof PRESETS)[number];
  seats: (typeof SEAT_COUNTS)[number];
  challenger: Challenger;
  side: 'alone' | 'among';
}

/** Every cell, in the order the report shows them (preset, seats, challenger, side). */
export const CELLS: readonly Cell[] = PRESETS.flatMap((preset) =>
  SEAT_COUNTS.flatMap((seats) =>
    CHALLENGERS.flatMap((challenger) =>
      (['alone', 'among'] as const).map((side) => ({ id: `${preset}-${seats}-${challenger}-${side}`, preset, seats, challenger, side })),
    ),
  ),
);

/** The cell with this id. Throws on an unknown id, naming the known ones' form. */
export function cellById(id: string): Cell {
  const c = CELLS.find((x) => x.id === id);
  if (!c) throw new Error(`unknown cell "${id}" (cells look like classic-7-dmc-alone or show-3-selfplay-among)`);
  return c;
}

/** The single player's label: hard when alone, the challenger when among hard. Its wins decide the cell. */
export function singleOf(c: Cell): string {
  return c.side === 'alone' ? 'hard' : c.challenger;
}

/** The seats of a run of the cell (simulate's `--seats`): the single player first, then the others. */
export function seatsOf(c: Cell): string[] {
  return against(singleOf(c), c.side === 'alone' ? c.challenger : 'hard', c.seats - 1);
}

/** The fair share (a win rate, 0..1) at the cell's seat count. */
export function fairShare(c: Cell): number {
  return 1 / c.seats;
}

/** Whether a cell's pooled figures meet its line: the interval's low end above the fair share (alone), the rate under the fair share + 2 points (among). */
export function meets(c: Cell, rate: number, ci95: readonly [number, number]): boolean {
  return c.side === 'alone' ? ci95[0] > fairShare(c) : rate < fairShare(c) + 0.02;
}

/** The seed of chunk `k` (0-based) of the cell at index `i` of `CELLS`: apart from every seed used by hand (all below 100,000) and from every other chunk's. */
export function planSeed(i: number, k: number): number {
  if (!Number.isInteger(i) || i < 0 || i >= CELLS.length || !Number.isInteger(k) || k < 0 || k >= 100) throw new Error(`no planned seed for cell ${i}, chunk ${k}`);
  return 100_000 + 100 * i + k;
}

/** A chunk to play: the cell, its seed, and how many deals (games = deals x seats). */
export interface Chunk {
  cell: Cell;
  seed: number;
  deals: number;
}

/**
 * The chunks a cell still needs, in plan order, given the seeds already played for it and the
 * deals counted so far (runs by hand included): planned seeds not yet played, `CHUNK_DEALS` each,
 * the last one cut to reach `DEALS_PER_CELL`. Empty when the cell has its deals. `busy` seeds
 * (chunks running now) are skipped and their deals reckoned as coming.
 */
export function chunksLeft(c: Cell, played: ReadonlySet<number>, dealsDone: number, busy: ReadonlyMap<number, number> = new Map()): Chunk[] {
  const i = CELLS.indexOf(c);
  let left = DEALS_PER_CELL - dealsDone - [...busy.values()].reduce((a, b) => a + b, 0);
  const out: Chunk[] = [];
  for (let k = 0; left > 0; k++) {
    const seed = planSeed(i, k);
    if (played.has(seed) || busy.has(seed)) continue;
    const deals = Math.min(CHUNK_DEALS, left);
    out.push({ cell: c, seed, deals });
    left -= deals;
  }
  return out;
}
