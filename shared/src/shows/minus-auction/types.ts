/**
 * Public types of the Minus Auction rules engine.
 *
 * Units: cube values are negative integers (points), chips are whole chips, times are ms.
 * Rule source for every type here: docs/RULES.md, "Rules of Minus Auction".
 */
import type { Table } from './core.js';

/** The presets of docs/RULES.md, "Presets". `show` is the default. */
export type PresetName = 'show' | 'veto' | 'genius' | 'classic' | 'custom';

/** How seats are ordered at the start: in join order, or shuffled by a seeded draw (`veto`). */
export type Seating = 'join' | 'shuffled';

/** Who decides first in the first auction: a random seat, or seat 0 ("seat 1" / "first in the drawn order"). */
export type Starter = 'random' | 'first';

/**
 * The rules a host asks for. Every field but `preset` is only read for `custom`
 * (and `timerMs`, which any preset may override).
 * - `smallest` / `largest`: magnitudes of the cube range, so the cubes are -smallest..-largest
 *   (1 <= smallest < largest <= 60).
 * - `removed`: cubes taken out face down before the first auction (0..5).
 * - `chips`: chips per player at the start (0..30).
 * - `timerMs`: decision timer in ms, `null` for off; 5000..120000 (docs/RULES.md, "Presets").
 */
export interface RulesInput {
  preset: PresetName;
  smallest?: number;
  largest?: number;
  removed?: number;
  chips?: number;
  seating?: Seating;
  starter?: Starter;
  timerMs?: number | null;
}

/** Rules after the preset is resolved for a seat count: every field is set. */
export interface Rules {
  preset: PresetName;
  /** Magnitude of the cube closest to zero (3 for -3). */
  smallest: number;
  /** Magnitude of the cube furthest from zero (35 for -35). */
  largest: number;
  removed: number;
  /** Chips per player at the start (classic depends on the seat count). */
  chips: number;
  seating: Seating;
  starter: Starter;
  /** Decision timer in ms, or null when off. */
  timerMs: number | null;
  minSeats: number;
  maxSeats: number;
}

/** A decision: take the cube on offer (with the pot), or refuse it by paying 1 chip. */
export type Action = 'take' | 'refuse';

/** Why an action or a config was refused. `message` is a sentence a player can read. */
export type RuleErrorCode =
  | 'bad-config'
  | 'bad-seat'
  | 'not-your-turn'
  | 'no-chips'
  | 'game-over'
  | 'unknown-action';

export interface RuleError {
  code: RuleErrorCode;
  message: string;
}

/** A value or a typed error; the engine never throws on bad input. */
export type Result<T> = { ok: true; value: T } | { ok: false; error: RuleError };

/**
 * The whole game, hidden parts included. Never send it to a client: project it with
 * `playerView` or `publicView`. Treat it as immutable: `applyAction` returns a new one.
 * Its `Table` fields are the rules core's (core.ts): `chips`, `cubes` (per seat, in the order
 * taken), `held` (the same cubes as bit sets), `refusals`, `offer` (null once over), `pot`,
 * `current`, `deck` (the full reveal order, hidden), `revealed`, `auction`, `finished`.
 */
export interface GameState extends Table {
  rules: Rules;
  /** Names in seat order (after the `shuffled` draw, if any). */
  players: string[];
  /** Seat that decided first in the first auction. */
  first: number;
  /** The removed cubes, face down until the end (hidden). */
  removed: number[];
  /** Bumped by every applied action (boardgame.io style state version). */
  version: number;
  /**
   * Every decision applied so far, newest first, as a list shared between states (`null` before
   * the first): a decision adds one node and copies nothing, so a long game costs the same per
   * decision as a short one. `actionsOf(state)` gives them in order.
   */
  log: ActionLog | null;
}

/** One applied decision and the ones before it (immutable; shared by later states). */
export interface ActionLog {
  readonly action: Action;
  readonly prev: ActionLog | null;
  /** Decisions in the log up to and including this one. */
  readonly count: number;
}

/** One player's cubes as the table sees them (docs/RULES.md, "What each person may know"). */
export interface SeatPublic {
  seat: number;
  name: string;
  /** Taken cubes, closest to zero first. */
  cubes: number[];
  /** Maximal runs of consecutive values, each closest to zero first; runs ordered the same way. */
  runs: number[][];
  /** The counted value of each run (its value closest to zero). */
  counted: number[];
  /** Sum of `counted`, without chips (points). */
  cubeScore: number;
  /** Chips, only once the game is over; null before. */
  chips: number | null;
}

/** What the stage and the audience may know. Never holds a chip count or a removed cube before the end. */
export interface PublicView {
  rules: Rules;
  seats: SeatPublic[];
  offer: number | null;
  pot: number;
  current: number;
  refusals: number[];
  auction: number;
  version: number;
  /** Cubes still face down in the deck (not counting the one on offer). */
  deckLeft: number;
  /** How many cubes were removed (their values only once finished). */
  removedCount: number;
  /** Removed cubes, only once finished; null before. */
  removed: number[] | null;
  finished: boolean;
}

/** What one seat may know: the public view plus its own chips. */
export interface PlayerView extends PublicView {
  /** The seat this view is for. */
  seat: number;
  /** This seat's own chip count. */
  myChips: number;
}

/** One player's final line (docs/RULES.md, "Scoring" and "At the end"). */
export interface PlayerResult {
  name: string;
  cubes: number[];
  runs: number[][];
  counted: number[];
  chips: number;
  /** counted sum + chips (points). */
  score: number;
  /** Standard competition ranking (1, 1, 3); only when finished. */
  place?: number;
}

export interface GameResult {
  finished: boolean;
  /** Name of the outright winner; null when first place is shared; absent before the end. */
  winner?: string | null;
  /** Removed cubes, only when finished. */
  removed?: number[];
  players: PlayerResult[];
  /** Who decides next, only when not finished. */
  turn?: { seat: number; cube: number; pot: number };
}
