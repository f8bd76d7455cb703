/**
 * A compact, mutable table for computer players: the medium policy reads it, and the hard
 * player's look-ahead plays thousands of imagined endings on it. Cubes are stored by magnitude
 * (the cube -17 is 17) in one flag array per seat, so "does this seat hold -16?" is one read.
 * It is built from a `PlayerView` only; the chips of other seats are whatever the caller
 * believes (unknown seats are filled by the hard player's chip tracker, or left at 0).
 */
import { cubeRange } from '../presets.js';
import type { PlayerView } from '../types.js';

/** Flag slots per seat: magnitudes 0..62, so m - 1 and m + 1 are always in range for m <= 60. */
export const SLOTS = 64;

/** A table a bot may read and (in its own imagination) play on. All counts are whole numbers. */
export interface Table {
  /** Seats at the table (3..7). */
  n: number;
  /** `has[seat * SLOTS + m]` is 1 when `seat` holds the cube -m. */
  has: Uint8Array;
  /** Chips per seat (the bot's belief for other seats). */
  chips: Int32Array;
  /** How many times each seat has refused the cube on offer. */
  refused: Uint8Array;
  /** Magnitude of the cube on offer (0 once the game is over). */
  offer: number;
  /** Chips in the pot. */
  pot: number;
  /** Seat whose decision it is. */
  current: number;
  /** Magnitudes still face down, in the order they will be revealed, from index `next` on. */
  deck: Int8Array;
  /** Index in `deck` of the next cube to reveal. */
  next: number;
  /** Cubes face down after the one on offer (a view's `deckLeft`); `deck` holds them when known. */
  deckLeft: number;
  /** Cubes that are ever auctioned in this game (range size minus removed cubes). */
  total: number;
}

/** A table from one seat's view; the deck order is unknown (empty `deck`) and other seats' chips are 0. */
export function tableFromView(view: PlayerView): Table {
  const n = view.seats.length;
  const has = new Uint8Array(n * SLOTS);
  for (const s of view.seats) for (const c of s.cubes) has[s.seat * SLOTS - c] = 1;
  const chips = new Int32Array(n);
  chips[view.seat] = view.myChips;
  const refused = new Uint8Array(n);
  for (const r of view.refusals) refused[r]! += 1;
  return {
    n,
    has,
    chips,
    refused,
    offer: view.offer === null ? 0 : -view.offer,
    pot: view.pot,
    current: view.current,
    deck: new Int8Array(0),
    next: 0,
    deckLeft: view.deckLeft,
    total: cubeRange(view.rules).length - view.removedCount,
  };
}

/** A deep copy (typed arrays copied). */
export function copyTable(t: Table): Table {
  return { ...t, has: t.has.slice(), chips: t.chips.slice(), refused: t.refused.slice(), deck: t.deck.slice() };
}

/** Cubes not yet taken, the one on offer included (a view's deckLeft + 1; 0 once over). */
export function cubesLeft(t: Table): number {
  return t.offer === 0 ? 0 : t.deckLeft + 1;
}

/**
 * Change of `seat`'s cube-only score (points) if it took the cube -m: docs/RULES.md "Scoring".
 * Lone cube: -m. Below a run (holds -(m-1)): 0. Above a run (holds -(m+1)): +1. Between two
 * runs: +(m + 1). Always >= 0 when the cube touches one of the seat's runs.
 */
export function cubeDelta(has: Uint8Array, seat: number, m: number): number {
  const base = seat * SLOTS;
  return (has[base + m - 1] ? 0 : -m) + (has[base + m + 1] ? m + 1 : 0);
}

/** True when the cube -m touches one of `seat`'s runs (the seat holds -(m-1) or -(m+1)). */
export function touches(has: Uint8Array, seat: number, m: number): boolean {
  const base = seat * SLOTS;
  return has[base + m - 1] === 1 || has[base + m + 1] === 1;
}

/** True when the cube -m touches a run of any seat other than `seat`. */
export function rivalTouches(t: Table, seat: number, m: number): boolean {
  for (let s = 0; s < t.n; s++) if (s !== seat && touches(t.has, s, m)) return true;
  return false;
}

/** Cube-only score (points) of `seat`: the sum of its run heads. */
export function tableCubeScore(t: Table, seat: number): number {
  const base = seat * SLOTS;
  let sum = 0;
  for (let m = 1; m < SLOTS - 1; m++) if (t.has[base + m] && !t.has[base + m - 1]) sum -= m;
  return sum;
}

/** Game progress from 0 (first auction) to 1 (last cube on offer), by cubes revealed. */
export function progress(t: Table, left: number = cubesLeft(t)): number {
  return t.total <= 1 ? 1 : Math.min(1, Math.max(0, (t.total - left) / (t.total - 1)));
}

/**
 * Apply one decision to the table in place: `take` gives the cube and the pot to the current
 * seat and reveals the next cube of `deck` (offer 0 when `deckLeft` is 0; `deck` must hold the
 * next cube otherwise); `refuse` moves a chip
 * to the pot. Returns true when the game is over. The caller checks legality.
 */
export function step(t: Table, take: boolean): boolean {
  const s = t.current;
  if (take) {
    t.has[s * SLOTS + t.offer] = 1;
    t.chips[s]! += t.pot;
    t.pot = 0;
    t.refused.fill(0);
    if (t.deckLeft === 0) {
      t.offer = 0;
      return true;
    }
    t.offer = t.deck[t.next++]!;
    t.deckLeft--;
    return false;
  }
  t.chips[s]! -= 1;
  t.pot += 1;
  t.refused[s]! += 1;
  t.current = s + 1 === t.n ? 0 : s + 1;
  return false;
}
