/**
 * The ordered event stream the room sends (`event` messages) so the stage can animate and speak;
 * seated players' phones get only `PLAYER_EVENTS`. State stays the source of truth; events are
 * passing cues. `seq` increases by 1 per event in a room; `variant` is drawn by the room's own
 * generator (never the deal's) to pick a caption wording. Seats are indexes into `state.seats`.
 *
 * Two kinds of events share the stream: the platform's own (`PlatformEvent`: seats coming and
 * going, the show chosen, whose turn it is), and the active show's (`StreamedEvent`, the bodies
 * its module's `events` produce, with the game's number added).
 */
import type { StreamedEvent } from '../show-module.js';

/** The platform's event bodies (before the room numbers them). */
export type PlatformEventBody =
  /**
   * A newcomer sat down. `returning`: under the name of a seat that left tonight, so that seat's
   * row in tonight's table goes on (docs/SERVER.md, "Seats"); absent for a new row.
   */
  | { type: 'seat-joined'; seat: number; name: string; returning?: true }
  | { type: 'seat-left'; seat: number; name: string }
  | { type: 'seat-away'; seat: number; name: string }
  | { type: 'seat-back'; seat: number; name: string }
  /** A computer player takes a person's seat; `left`: the person left on purpose (said as a leave, not a phone gone quiet). */
  | { type: 'stand-in'; seat: number; name: string; label: string; left?: true }
  /** The VIP role passed to `seat`; `seat` -1 and `name` "" when nobody holds it now (the next person back in their own seat, or joining, gets it). */
  | { type: 'vip-changed'; seat: number; name: string }
  /** The host picked the show for the next game (`show` is its id, `title` its name). */
  | { type: 'show-chosen'; show: string; title: string }
  /**
   * A decision is open: `seats` may act now (one seat in a turn-based show), until `deadline`
   * (server ms since epoch; 0 when the timer is off), at state version `version`.
   */
  | { type: 'turn'; seats: number[]; deadline: number; version: number };

/** A platform event as sent. */
export type PlatformEvent = PlatformEventBody & { seq: number; variant: number };

/** Every platform event type: anything else on the stream is the active show's. */
export const PLATFORM_EVENT_TYPES: ReadonlySet<string> = new Set<PlatformEventBody['type']>([
  'seat-joined', 'seat-left', 'seat-away', 'seat-back', 'stand-in', 'vip-changed', 'show-chosen', 'turn',
]);

/** One event of the stream: the platform's, or the show's `E` (a show module's event body). */
export type RoomEvent<E extends { type: string } = { type: string }> = PlatformEvent | StreamedEvent<E>;

/** True for the platform's own events (seats, show, turn). */
export function isPlatformEvent(e: { type: string }): e is PlatformEvent {
  return PLATFORM_EVENT_TYPES.has(e.type);
}

/**
 * The events a seated player's phone receives; the stage and the audience receive them all.
 * A phone draws from the state alone and only needs to know when a game ended (to hold its
 * results until the stage's finale has shown the winner): every show ends a game with a
 * `game-over` event (show-module.ts, `events`). Sending the whole stream to every phone tripled
 * the frames per decision under load (docs/BENCHMARKS.md, "load").
 */
export const PLAYER_EVENTS: ReadonlySet<string> = new Set<string>(['game-over']);
