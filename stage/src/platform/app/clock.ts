/**
 * The room's clock as seen from the stage: the countdown ring follows the room's deadline in
 * server time (docs/ARCHITECTURE.md, "server/"). The method (clock samples, offset, rounding of the seconds
 * left) is the one the phones use, from shared/src/protocol/clock.ts, so the TV and the phones
 * show the same second.
 */
export { ServerClock, clockOffset, countdown, startClockSync, timeSample, urgentSeconds, type ClockSample } from '@minus/shared/platform/protocol/clock';
