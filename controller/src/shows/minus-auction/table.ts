/**
 * What the phone derives from the room state for its screens: which seat is mine, whose turn it
 * is, and what taking now would do (the take preview, from the engine's own `takePreview`).
 * Pure functions of the state snapshot; no rule is decided here (the server decides).
 */
import { runsOf, takePreview } from '@minus/shared/shows/minus-auction/scoring';
import type { RoomStateShape, SeatState } from '@minus/shared/platform/protocol/state';

/** What the phone knows about its own seat from the server's `seat` message. */
export interface SeatHint {
  seat?: number | undefined;
  seatId?: string | undefined;
}

/**
 * Index of this phone's seat in `view.seats`, or -1 for none. By seat id first; during a game by
 * the one seat whose private `chips` reached this connection (StateView); else by the index the
 * `seat` message gave.
 */
export function findMySeat(view: RoomStateShape, hint: SeatHint): number {
  if (hint.seatId) {
    const i = view.seats.findIndex((s) => s.id === hint.seatId);
    if (i >= 0) return i;
  }
  if (view.phase === 'playing') {
    const withChips = view.seats.flatMap((s, i) => (s.chips >= 0 ? [i] : []));
    if (withChips.length === 1) return withChips[0]!;
  }
  const i = hint.seat;
  return typeof i === 'number' && i >= 0 && i < view.seats.length ? i : -1;
}

/** The take preview: my score now and after taking (points, chips included), and the pot (chips). */
export interface TakePreview {
  before: number;
  after: number;
  delta: number;
  pot: number;
}

/**
 * What taking the cube on offer now does to `seat`'s score, or null when there is no cube on
 * offer or the seat's chips are unknown. Rule source: RULES.md "Scoring" via `takePreview`.
 */
export function previewFor(view: RoomStateShape, seat: SeatState | undefined): TakePreview | null {
  if (!seat || view.phase !== 'playing' || view.game.offer >= 0 || seat.chips < 0) return null;
  const p = takePreview(seat.cubes, seat.chips, view.game.offer, view.game.pot);
  return { ...p, pot: view.game.pot };
}

/** A seat's cubes as runs, each run closest to zero first; only `run[0]` counts. */
export function seatRuns(seat: SeatState): number[][] {
  return runsOf(seat.cubes);
}

/** A number with its sign: -12, +4, 0 (cube values always show their minus sign). */
export function signed(n: number): string {
  return n > 0 ? `+${n}` : String(n);
}

/**
 * Seconds left (rounded up) until `deadline` (server ms) at server time `now`; null when no timer.
 * The stage's countdown uses the same function (shared/src/protocol/clock.ts), so both show the same second.
 */
export { secondsLeft } from '@minus/shared/platform/protocol/clock';
