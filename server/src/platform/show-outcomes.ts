/**
 * The shapes around the show (show.ts): its clock, what a request's outcome is, where it writes
 * ahead, and a module's refusal as the room answers it.
 */
import type { RefusalCode, RefusalParams, RefusalReason, ShowRefusalCode } from '@minus/shared/platform/protocol/index';
import type { DecisionCause, ShowError } from '@minus/shared/platform/show-module';

/** Timers on the room's clock (Node timers in the room, a fake in unit tests). */
export interface Scheduler {
  /** Run `fn` after `ms` ms; the handle cancels it. */
  after(ms: number, fn: () => void): { clear(): void };
  /** Server time, ms since epoch (what `deadline` is measured in). */
  now(): number;
}

/**
 * A refused request: the code, maybe a finer reason with its numbers (worded by each screen), and,
 * when a module or a check said more, its English detail (settings, a module's own refusal).
 */
export type Refused = { ok: false; code: RefusalCode | ShowRefusalCode; reason?: RefusalReason; params?: RefusalParams; message?: string };
export type Outcome = { ok: true } | Refused;

export type { DecisionCause };

/**
 * Where the show writes ahead (the room's database journal, durability/journal.ts): each returns
 * null once stored, or the `not-saved` refusal; the show then applies nothing.
 */
export interface ShowJournal {
  /** A game is about to start: its number, show, setup (the record before any action) and seat ids in the game's order. */
  gameStarts(game: { number: number; showId: string; setup: unknown; seatIds: string[]; startedAt: number; practice: boolean }): Refused | null;
  /** A decision the module accepted, before it is adopted (`finishes`: it ends the game). */
  decided(game: number, action: { index: number; seat: number; action: unknown; cause: DecisionCause; at: number; finishes: boolean }): Refused | null;
}

/** How long a timer's or a bot's decision that could not be stored waits before it is tried again (ms). */
export const RETRY_UNSAVED_MS = 1000;

/** A finished game's record, with the show it was. */
export interface FinishedRecord {
  show: string;
  record: unknown;
}

/** A module's refusal as the room answers it: its code when the platform knows it, else the module's own. */
export function refusedBy(error: ShowError): Refused {
  switch (error.code) {
    case 'not-your-turn':
    case 'game-over':
      return { ok: false, code: error.code, message: error.message };
    case 'unknown-action':
    case 'bad-seat':
    case 'bad-config':
      return { ok: false, code: 'bad-message', message: error.message };
    default:
      return { ok: false, code: error.code, message: error.message };
  }
}
