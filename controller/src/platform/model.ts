/**
 * What the phone derives from the room state for every show: which seat is mine. Pure; no rule is
 * decided here (the server decides).
 */
import type { RoomStateShape } from '@minus/shared/platform/protocol/state';

/** What the phone knows about its own seat from the server's `seat` message. */
export interface SeatHint {
  seat?: number | undefined;
  seatId?: string | undefined;
}

/**
 * Index of this phone's seat in `view.seats`, or -1 for none. By seat id first; else by the index
 * the `seat` message gave.
 */
export function findMySeat(view: RoomStateShape, hint: SeatHint): number {
  if (hint.seatId) {
    const i = view.seats.findIndex((s) => s.id === hint.seatId);
    if (i >= 0) return i;
  }
  const i = hint.seat;
  return typeof i === 'number' && i >= 0 && i < view.seats.length ? i : -1;
}

/** A number with its sign: -12, +4, 0 (the stage writes points the same way). */
export { pointsText as signed } from '@minus/shared/platform/captions/format';
