/**
 * The ordered event stream the room sends (`event` messages) so the stage can animate; seated
 * players' phones get only `PLAYER_EVENTS`.
 * State stays the source of truth; events are passing cues. `seq` increases by 1 per event in a
 * room; `variant` is drawn by the room's seeded generator to pick a caption wording.
 * Seats are indexes into `state.seats`.
 */
export type GameEvent = { seq: number; variant: number } & (
  | { type: 'seat-joined'; seat: number; name: string }
  | { type: 'seat-left'; seat: number; name: string }
  | { type: 'seat-away'; seat: number; name: string }
  | { type: 'seat-back'; seat: number; name: string }
  | { type: 'stand-in'; seat: number; name: string; label: string }
  | { type: 'vip-changed'; seat: number; name: string }
  | { type: 'game-started'; game: number; removedCount: number; first: number }
  | { type: 'cube-revealed'; auction: number; cube: number; seat: number; deckLeft: number }
  | { type: 'refused'; auction: number; seat: number; cube: number; pot: number; timeout: boolean }
  | {
      type: 'taken'; auction: number; seat: number; cube: number; pot: number; timeout: boolean;
      /** The taker had no chips, so taking was forced. */
      forced: boolean;
      /** Taker's cube-only score before and after (points). */
      before: number; after: number;
    }
  | { type: 'turn'; auction: number; seat: number; deadline: number }
  | { type: 'game-over'; game: number; removed: number[]; winner: number; places: number[]; scores: number[]; chips: number[] }
);

export type GameEventType = GameEvent['type'];

/**
 * The events a seated player's phone receives; the stage and the audience receive them all.
 * A phone draws from the state alone and only needs to know when a game ended (to hold its
 * results until the stage's finale has shown the winner). Sending the whole stream to every
 * phone tripled the frames per decision under load (docs/BENCHMARKS.md, "load").
 */
export const PLAYER_EVENTS: ReadonlySet<GameEventType> = new Set<GameEventType>(['game-over']);
