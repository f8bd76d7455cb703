/**
 * What the phone derives from the room state for Minus Auction's screens: the state with the
 * show's fields read defensively, and what taking now would do (the take preview, from the
 * engine's own `takePreview`). Pure functions of the state snapshot; no rule is decided here (the
 * server decides).
 */
import type { RoomStateShape } from '@minus/shared/platform/protocol/state';
import { runsOf, takePreview } from '@minus/shared/shows/minus-auction/scoring';
import type { MinusGameState, MinusRoomState, MinusSeatState, MinusSettingsState } from '@minus/shared/shows/minus-auction/state';
import { num, nums, perSnapshot, str } from '../../platform/net/snapshot.js';

export { signed } from '../../platform/model.js';

/**
 * The state with Minus Auction's fields read defensively: "unknown" values for what is missing
 * (chips -1, seat -1, empty lists), cubes closest to zero first. A seat's `chips` is only present
 * on its own connection (StateView) and reads -1 elsewhere.
 */
export const minusView: (state: RoomStateShape) => MinusRoomState = perSnapshot((state) => readView(state));

function readView(state: RoomStateShape): MinusRoomState {
  const s = state.settings as unknown as Record<string, unknown>;
  const g = state.game as unknown as Record<string, unknown>;
  // The platform's own fields (hints, doesNotFit, fitsUpTo; a seat's botTurns, timedOut...) pass
  // through as they are: the phone's take preview switch and the turn counts read them.
  const settings: MinusSettingsState = {
    ...state.settings,
    timerMs: state.settings.timerMs,
    preset: str(s.preset, 'show'), smallest: num(s.smallest, 3), largest: num(s.largest, 35), removed: num(s.removed, 1),
    chips: num(s.chips, 9), seating: str(s.seating, 'join'), starter: str(s.starter, 'random'),
  };
  const game: MinusGameState = {
    number: state.game.number, deadline: state.game.deadline, version: state.game.version,
    auction: num(g.auction, 0), offer: num(g.offer, 0), pot: num(g.pot, 0), current: num(g.current, -1), refusals: nums(g.refusals),
    deckLeft: num(g.deckLeft, 0), removedCount: num(g.removedCount, 0), removed: nums(g.removed), winner: num(g.winner, -1),
  };
  const seats: MinusSeatState[] = state.seats.map((seat) => {
    const x = seat as unknown as Record<string, unknown>;
    return {
      ...seat,
      id: seat.id, name: seat.name, avatar: seat.avatar, kind: seat.kind, botLabel: seat.botLabel, connected: seat.connected, standIn: seat.standIn, vip: seat.vip,
      cubes: nums(x.cubes).sort((a, b) => b - a), cubeScore: num(x.cubeScore, 0), chips: num(x.chips, -1),
      finalChips: num(x.finalChips, -1), finalScore: num(x.finalScore, 0), place: num(x.place, 0),
    };
  });
  return { ...state, settings, game, seats };
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
 * offer or the seat's chips are unknown. Rule source: docs/RULES.md "Scoring" via `takePreview`.
 */
export function previewFor(view: MinusRoomState, seat: MinusSeatState | undefined): TakePreview | null {
  if (!seat || view.phase !== 'playing' || view.game.offer >= 0 || seat.chips < 0) return null;
  const p = takePreview(seat.cubes, seat.chips, view.game.offer, view.game.pot);
  return { ...p, pot: view.game.pot };
}

/** A seat's cubes as runs, each run closest to zero first; only `run[0]` counts. */
export function seatRuns(seat: MinusSeatState): number[][] {
  return runsOf(seat.cubes);
}

/**
 * Seconds left (rounded up) until `deadline` (server ms) at server time `now`; null when no timer.
 * The stage's countdown uses the same function (shared platform/protocol/clock.ts), so both show the same second.
 */
export { secondsLeft } from '@minus/shared/platform/protocol/clock';
