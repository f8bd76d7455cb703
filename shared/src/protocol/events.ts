/**
 * The ordered event stream the room broadcasts (`event` messages) so the stage can animate.
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
