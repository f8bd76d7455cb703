/**
 * The shape of the synchronised room state, as the stage and the controller read it from
 * `room.state` (colyseus.js decodes it by reflection; the server's @colyseus/schema classes must
 * match these interfaces). The platform's part is the same for every show: the room code, the
 * phase, the show chosen, the seats as people, the game's number, deadline and version, the
 * evening's table. The active show adds its own fields to the seats, the settings and the game
 * (its schema classes extend the platform's; each show's state.ts says what it adds). Everything here
 * is what docs/RULES.md lets everyone see; a seat's secrets travel only in that seat's
 * `StateView` fields, on its own connection.
 */

/** Room phases. `finale` = the last game is over and its results are on screen. */
export type Phase = 'lobby' | 'playing' | 'finale';

/** Seat kinds: a person with a phone, or a computer player. */
export type SeatKind = 'human' | 'bot';

/** A seat as the platform knows it; a show's seat state adds its own fields. */
export interface SeatState {
  /** Stable id of the seat within the room ("s1"): it keeps its evening row across games and shows. */
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
  /** The person left the game on purpose (the phone's "Leave this game"), not a phone gone quiet (absent in older states: false). */
  left?: boolean;
  /** This seat's phone is the VIP's. */
  vip: boolean;
  /** The seat's player has the coach on in a practice game (the stage shows a "coached" badge). */
  coached?: boolean;
  /**
   * A person's turns this game (or the last, until the next starts) that a computer player
   * standing in decided while they were away, and that the decision timer decided (0 for bots;
   * absent in older states: 0). Their phone's results say so.
   */
  botTurns?: number;
  timedOut?: number;
}

/** The rules as they apply now (a show adds its fields). */
export interface SettingsState {
  /** Decision timer in ms; 0 when off. */
  timerMs: number;
  /** The phones show the show's hints (each show says what they are); on by default (absent: on). */
  hints?: boolean;
  /**
   * Between games: the host's rules cannot deal this many players (a custom deck too small for
   * the seats now). The rules shown are the host's, as for the most seats they fit; a start is
   * refused `bad-settings` until the host changes them or a seat goes (absent: false).
   */
  doesNotFit?: boolean;
  /**
   * The most players the host's rules can deal, within the show's seat limits (a custom deck
   * deals so many and no more); below the show's fewest seats when they deal none. The solo
   * game offers no size above it (absent: the show's most seats).
   */
  fitsUpTo?: number;
}

/** The current (or last) game, as the platform knows it (a show adds its fields). */
export interface GameStateShape {
  /** 1-based number of the game this evening; 0 before the first. */
  number: number;
  /** Decision deadline in server time (ms since epoch); 0 when the timer is off or no decision is open. */
  deadline: number;
  /** The game's state version: bumped on every applied action; an `act` must name it. */
  version: number;
}

/** One row of the evening's running table: one seat, over every game of every show tonight. */
export interface EveningRow {
  /** The seat's id (`SeatState.id`): a row follows the seat, whatever its name. */
  seat: string;
  /** The seat's name and avatar as of its last game. */
  name: string;
  avatar: number;
  /** Games played tonight, every show together. */
  games: number;
  /** Outright wins tonight, every show together (a shared first place is no win). */
  wins: number;
  /** Points per show, in `EveningState.shows` order, each in that show's unit (a show not played: 0). */
  points: number[];
  /**
   * Games played per show, in `EveningState.shows` order (0: the seat never played that show; the
   * screens then show "–", not a 0 that reads as a score). Absent from an older server: every show
   * counts as played.
   */
  played?: number[];
}

/** The evening's table: the shows played tonight (in the order first played) and one row per seat. */
export interface EveningState {
  shows: string[];
  /** Most wins first, then the most points in the latest show played, then by name. */
  rows: EveningRow[];
}

/** One predictor of this game (a watcher, or a seated player who guessed along). */
export interface PredictorRow {
  name: string;
  /** Guesses that came true. */
  right: number;
  /** Guesses made on questions that have closed. */
  made: number;
  /**
   * A watcher listed by the name it chose: the host may hide it (message `hide-name`), and the
   * row is listed by its "Watcher N" from then on. False for a seat's row and a row already so listed.
   */
  hideable: boolean;
}

/**
 * The audience plays along: the open "who answers this?" question and how the crowd guesses, the
 * cheers and groans so far, and this game's predictors. Public: guesses are about public events.
 */
export interface CrowdState {
  /** The open question's key ("" when none: the show's module names it). */
  key: string;
  /** Guesses per seat index for the open question (seats not on offer: 0). */
  picks: number[];
  /** The last closed question's key ("" when none) and its answer (a seat index; -1 when nobody). */
  lastKey: string;
  lastAnswer: number;
  /** Cheers and groans accepted since the room opened (a screen bursts on the difference). */
  cheers: number;
  groans: number;
  /** This game's predictors: most right first, then fewest guesses, then name (the top 8). */
  table: PredictorRow[];
}

export interface RoomStateShape<
  Seat extends SeatState = SeatState,
  Game extends GameStateShape = GameStateShape,
  Settings extends SettingsState = SettingsState,
> {
  code: string;
  phase: Phase;
  /** The id of the show chosen for the next (or current) game. */
  show: string;
  /** The ids of every show this room can host, the default first. */
  shows: string[];
  settings: Settings;
  seats: Seat[];
  game: Game;
  evening: EveningState;
  /** Players watching without a seat. */
  audienceCount: number;
  /**
   * The games are practice (the host's lobby switch, or a solo game against the computer):
   * seated players may turn on the coach (absent in older states: false).
   */
  practice?: boolean;
  /** The crowd's guesses and cheers (absent in states made before the crowd played along). */
  crowd?: CrowdState;
  /** The TV's language (a locale code, message `stage-locale`); "" or absent until the stage says it. */
  stageLocale?: string;
  /**
   * The game waits for the server's storage: a decision the timer or a computer player made could
   * not be saved (a full disk), and it is tried again every second; the game carries on by itself
   * once a save works (absent in older states: false).
   */
  storageWait?: boolean;
}
