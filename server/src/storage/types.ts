/**
 * The shapes the storage module reads and writes, in the room's terms and show-agnostic: a show
 * is an id, and its rules, game setups and actions are JSON the show module wrote
 * (shared/src/platform/show-module.ts). Times are ms since epoch.
 */
import type { DecisionCause } from '@minus/shared/platform/show-module';
import type { Phase } from '@minus/shared/platform/protocol/index';

/**
 * A room's key in the database. Not the room code: a code is unique among live rooms only, and
 * is free again once its room has closed, so the history may hold several rooms with one code.
 */
export type RoomKey = number;

/** Why a room was closed: nobody used it for `ROOM_IDLE_HOURS` (`idle`), or its evening ended (`ended`). */
export type CloseReason = 'idle' | 'ended';

/** A seat as stored: everything but the connection (after a restart every phone is away). */
export interface StoredSeat {
  /** The room's seat id ("s1"). */
  id: string;
  name: string;
  /** Avatar index (protocol avatars.ts). */
  avatar: number;
  kind: 'human' | 'bot';
  /** The bot's label; the stand-in's label while `standIn`; "" otherwise. */
  botLabel: string;
  /** A bot plays this person's seat until they come back. */
  standIn: boolean;
  /** SHA-256 of the person's seat secret (`hashSecret`); null for bots and for a revoked secret. */
  secretHash: string | null;
  /** The player turned their coach on (practice games; default false). Always set when read back. */
  coached?: boolean;
  /** A bot's label as added ("hard-bold"), when the show chosen plays it as another (`botLabel`); null or absent otherwise. */
  botPick?: string | null;
}

/**
 * Everything about a room outside its games that a restart must keep, written whole on each
 * change that matters (a seat comes or goes, a name, an avatar, a stand-in, the VIP, the rules,
 * the show, the host secret, lobby or results). Seats are in seat order (during a game, the
 * game's order).
 */
export interface LobbySnapshot {
  /** The show the lobby has chosen (`minus-auction`). */
  showId: string;
  /** The lobby's rules, as the show's `rules.schema` parses them (JSON). */
  rules: unknown;
  /** `lobby` or `finale` between games; `playing` is set by `startGame` and left by the last action. */
  phase: Phase;
  /** SHA-256 of the stage's host secret; null until the stage has joined. */
  hostSecretHash: string | null;
  /** The VIP's seat id, or null. */
  vipSeat: string | null;
  seats: StoredSeat[];
  /** The lobby's hints switch (the phones' hints, e.g. the take preview); default true. */
  hints?: boolean;
  /** The host's practice switch: the next games start as practice games; default false. */
  practiceChosen?: boolean;
  /** The current (or last) game is a practice game, as the room shows it; default false. */
  practice?: boolean;
  /** The rules the host chose for the room's other shows, by show id (JSON each); default none. */
  otherRules?: Readonly<Record<string, unknown>>;
  /** SHA-256 hashes of the secrets of seats the host removed tonight, each with ":" and its seat id, oldest first (at most 64); default none. */
  kicked?: readonly string[];
  /** While nobody is at the table: when the room's keep ends (ms since epoch; seat-presence.ts `nobodyLeft`); default none. */
  keepUntil?: number | null;
}

/** A new room: its code and its lobby as created. */
export interface NewRoom extends LobbySnapshot {
  code: string;
  createdAt: number;
}

/** A game as it starts. */
export interface NewGame {
  /** 1 for the room's first game, then each next number; one game at a time. */
  number: number;
  showId: string;
  /**
   * The record of the game before any action: `module.record.of(state, rules)` of the dealt
   * state, so the setup is explicit (seating, first seat, hidden cards), never a seed. Its
   * `actions` (an empty list) is replaced by the stored actions when the record is read back.
   */
  setup: unknown;
  /** The seats' ids in the game's seat order (the record names players, not seats). */
  seatIds: string[];
  startedAt: number;
  /** A practice game (a coach may advise); default false. */
  practice?: boolean;
}

/** One decision as stored: appended before it is broadcast (write-ahead). */
export interface NewAction {
  /** 0 for the game's first action, then each next one: no gaps, no repeats. */
  index: number;
  /** The seat that acted (0-based, the game's seat order). */
  seat: number;
  /** The action as the show module reads it (JSON: Minus Auction's `"take"` / `"refuse"`). */
  action: unknown;
  cause: DecisionCause;
  at: number;
  /** This action ended the game: the game is finished at `at` and the room goes to its results. */
  finishes?: boolean;
}

/** A stored action, read back. */
export interface StoredAction {
  index: number;
  seat: number;
  action: unknown;
  cause: DecisionCause;
  at: number;
}

/** A stored game with its actions in order. */
export interface StoredGame {
  number: number;
  showId: string;
  /** The record before any action (see `NewGame.setup`). */
  setup: unknown;
  seatIds: string[];
  startedAt: number;
  /** It is (was) a practice game. */
  practice: boolean;
  /** When its last action ended it; null while it runs (or if its room closed mid-game). */
  finishedAt: number | null;
  actions: StoredAction[];
}

/** A room's row, without seats and games. */
export interface RoomSummary {
  key: RoomKey;
  code: string;
  showId: string;
  rules: unknown;
  phase: Phase;
  hostSecretHash: string | null;
  vipSeat: string | null;
  /** See `LobbySnapshot`: the hints switch, the host's practice switch, the room's practice flag. */
  hints: boolean;
  practiceChosen: boolean;
  practice: boolean;
  /** See `LobbySnapshot`: the rules of the room's other shows, by show id ({} when none). */
  otherRules: Record<string, unknown>;
  /** See `LobbySnapshot`: the removed seats' secret hashes ([] when none; entries that are not hashes are left out). */
  kicked: string[];
  /** See `LobbySnapshot`: when the room's keep ends, or null. */
  keepUntil: number | null;
  createdAt: number;
  /** The last lobby change, game start or game end (actions are read from `actions`). */
  activeAt: number;
  /** When it was closed (archived), or null while live. */
  closedAt: number | null;
  closeReason: CloseReason | null;
}

/** A whole room: what a restart restores, and what the history lists. */
export interface StoredRoom extends RoomSummary {
  /**
   * The room's crowd as last stored (`RoomStore.saveCrowd`): its JSON text, unread, or null when
   * never stored. Not parsed here: the crowd's own reader checks it (a damaged one is dropped, the
   * room still restores).
   */
  crowd: string | null;
  seats: StoredSeat[];
  /** Every game, by number (1, 2, ...). */
  games: StoredGame[];
}

/** A live room nobody has used for a while: `lastActiveAt` is its last write of any kind. */
export interface IdleRoom {
  key: RoomKey;
  code: string;
  lastActiveAt: number;
}
