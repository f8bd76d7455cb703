/**
 * The shape of the synchronised room state, as the stage and the controller read it from
 * `room.state` (colyseus.js decodes it by reflection; the server's @colyseus/schema classes must
 * match these interfaces). It holds only what RULES.md lets everyone see, plus, through the
 * seat's `StateView`, each player's own `chips` (visible only on that player's connection).
 */

/** Room phases. `finale` = the last game is over and its results are on screen. */
export type Phase = 'lobby' | 'playing' | 'finale';

/** Seat kinds: a person with a phone, or a computer player. */
export type SeatKind = 'human' | 'bot';

export interface SeatState {
  /** Stable id of the seat within the room. */
  id: string;
  name: string;
  /** Avatar index 0..6 (avatars.ts). */
  avatar: number;
  kind: SeatKind;
  /** Bot label (`hard-bold`) for bots and stand-ins; "" for people. */
  botLabel: string;
  /** A person's phone is connected now (always true for bots). */
  connected: boolean;
  /** A bot plays this person's seat until they take it back. */
  standIn: boolean;
  /** This seat's phone is the VIP's. */
  vip: boolean;
  /** Taken cubes, closest to zero first. */
  cubes: number[];
  /** Sum of counted values (points, no chips). */
  cubeScore: number;
  /**
   * Own chips: only on the seat's own connection (StateView). On every other connection the field
   * is never sent, so it reads `undefined`; -1 on the own connection before the first game.
   */
  chips: number;
  /** Final chips, score and place: only once the game is over; -1 / 0 before. */
  finalChips: number;
  finalScore: number;
  place: number;
}

export interface SettingsState {
  preset: string;
  smallest: number;
  largest: number;
  removed: number;
  /** Chips per player at the start (for classic, as resolved for the current seat count). */
  chips: number;
  seating: string;
  starter: string;
  /** Decision timer in ms; 0 when off. */
  timerMs: number;
}

export interface GameStateShape {
  /** 1-based number of the game this evening. */
  number: number;
  /** 1-based auction number; a `decide` must carry it. */
  auction: number;
  /** The cube on offer (negative), 0 when none. */
  offer: number;
  pot: number;
  /** Index into `seats` of the seat deciding now; -1 when none. */
  current: number;
  /** Seat indexes that refused the cube on offer, in order. */
  refusals: number[];
  deckLeft: number;
  removedCount: number;
  /** The removed cubes: empty until the game is over. */
  removed: number[];
  /** Decision deadline in server time (ms since epoch); 0 when the timer is off or no decision is open. */
  deadline: number;
  /** Bumped on every applied action. */
  version: number;
  /** Outright winner's seat index, -1 for none or a shared first place (only at the end). */
  winner: number;
}

/** One row of the evening's running table. */
export interface EveningRow {
  name: string;
  games: number;
  wins: number;
  /** Sum of final scores over the evening (points). */
  total: number;
}

export interface RoomStateShape {
  code: string;
  phase: Phase;
  settings: SettingsState;
  seats: SeatState[];
  game: GameStateShape;
  evening: EveningRow[];
  /** Players watching without a seat. */
  audienceCount: number;
}
