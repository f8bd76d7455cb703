/**
 * Computer players' tables: the rules core's `Table` (minus/core.ts), built from what one seat
 * may know. The medium rule reads it, and the hard player's look-ahead plays thousands of
 * imagined endings on copies of it with the core's own `step`, so what a bot imagines follows
 * exactly the rules the server applies. Built from a `PlayerView` only: the deck order is
 * unknown (zeros until a look-ahead imagines it) and other seats' chips are whatever the caller
 * believes (0 until the hard player's chip tracker fills them in).
 */
import { HELD_WORDS, cubesLeft as cubesLeftImport, emptyHeld, holds as holdsImport, type Table } from '../core.js';
import { cubeRange } from '../presets.js';
import type { PlayerView } from '../types.js';

export type { Table } from '../core.js';

// Local copies of hot imports (see medium.ts).
const holds = holdsImport;
const cubesLeftOf = cubesLeftImport;

/**
 * A table from one seat's view. `deck` has every auctioned cube's slot, the unrevealed ones 0
 * (unknown); other seats' chips are 0.
 */
export function tableFromView(view: PlayerView): Table {
  const n = view.seats.length;
  const held = emptyHeld(n);
  const cubes: number[][] = [];
  for (const s of view.seats) {
    cubes.push(s.cubes.slice());
    for (const c of s.cubes) held[s.seat * HELD_WORDS + (-c >> 5)] = held[s.seat * HELD_WORDS + (-c >> 5)]! | (1 << (-c & 31));
  }
  const chips = new Array<number>(n).fill(0);
  chips[view.seat] = view.myChips;
  const total = cubeRange(view.rules).length - view.removedCount;
  return {
    chips,
    cubes,
    held,
    refusals: view.refusals.slice(),
    offer: view.offer,
    pot: view.pot,
    current: view.current,
    deck: new Array<number>(total).fill(0),
    revealed: view.finished ? total : total - view.deckLeft,
    auction: view.auction,
    finished: view.finished,
  };
}

/** A deep copy (every array copied, the deck too). */
export function copyTable(t: Table): Table {
  return {
    chips: t.chips.slice(),
    cubes: t.cubes.map((c) => c.slice()),
    held: t.held.slice(),
    refusals: t.refusals.slice(),
    offer: t.offer,
    pot: t.pot,
    current: t.current,
    deck: t.deck.slice(),
    revealed: t.revealed,
    auction: t.auction,
    finished: t.finished,
  };
}

/** Seats at the table. */
export function seatsOf(t: Table): number {
  return t.chips.length;
}

/** Magnitude of the cube on offer (0 once the game is over). */
export function offerMagnitude(t: Table): number {
  return t.offer === null ? 0 : -t.offer;
}

/** True when the cube -m touches one of `seat`'s runs (the seat holds -(m-1) or -(m+1)). */
export function touches(held: readonly number[], seat: number, m: number): boolean {
  return holds(held, seat, m - 1) || holds(held, seat, m + 1);
}

/** True when the cube -m touches a run of any seat other than `seat`. */
export function rivalTouches(t: Table, seat: number, m: number): boolean {
  const n = t.chips.length;
  for (let s = 0; s < n; s++) if (s !== seat && touches(t.held, s, m)) return true;
  return false;
}

/** Game progress from 0 (first auction) to 1 (last cube on offer), by cubes revealed. */
export function progress(t: Table, left: number = cubesLeftOf(t)): number {
  const total = t.deck.length;
  return total <= 1 ? 1 : Math.min(1, Math.max(0, (total - left) / (total - 1)));
}
