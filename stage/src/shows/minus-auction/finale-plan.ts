/**
 * How long the finale plays, and so how long the animation queue lets its step run. The finale is
 * one queued step (its tweens share one pace) that takes the shared `FINALE_MS` durations: with 7
 * seats it is planned at 7,640 ms, longer than the queue's default limit of 6 s, which would
 * abandon it mid-reveal and re-sync the table (a visible jump). Its step gets a limit derived from
 * its own plan instead.
 */
import type { RoomEvent } from '@minus/shared/platform/protocol/events';
import type { MinusShowEvent } from '@minus/shared/shows/minus-auction/events';
import { FINALE_MS, finaleRevealMs } from '@minus/shared/shows/minus-auction/finale';
import { stepLimitFor } from '../../platform/engine/queue.js';

/**
 * The finale step's planned duration (ms, normal pace) for `seatCount` seats: the closed vault,
 * the vault opening, a beat, every seat's chips, a beat, the rows taking their places and the
 * banner. That is the phones' `finaleRevealMs` without the last take that plays before it.
 */
export function finaleStepMs(seatCount: number): number {
  return finaleRevealMs(seatCount) - FINALE_MS.lastTake;
}

/**
 * The time limit (ms) for the queue step that plays `event`: for `game-over` one derived from the
 * finale's planned duration for its number of seats (`stepLimitFor`); undefined (the queue's
 * default, 6 s) for every other event, whose steps take at most about 2 s (the classic preset's
 * nine vault cubes dealt at the start, 220 ms each).
 */
export function stepLimitForEvent(event: RoomEvent): number | undefined {
  if (event.type !== 'game-over' || !('game' in event)) return undefined;
  return stepLimitFor(finaleStepMs((event as Extract<MinusShowEvent, { type: 'game-over' }>).places.length));
}
