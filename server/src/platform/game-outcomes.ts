/**
 * Who won each of tonight's finished games, for the TV's replay picker (`GET /api/rooms/CODE/games`,
 * docs/SERVER.md "HTTP"): read back from the games' records through their show modules, so nothing
 * more is kept, and read once per record (a finished game's record never changes). A finished
 * game's record is public (docs/RULES.md, "What each person may know"), and so are its winners.
 */
import { recordPractice } from '@minus/shared/platform/record-extras';
import type { AnyShowModule } from '@minus/shared/platform/show-module';
import type { FinishedRecord } from './show-outcomes.js';

/** One finished game in the picker. */
export interface GameOutcome {
  /** The game's number tonight (1-based). */
  game: number;
  /** The show's id. */
  show: string;
  /** The names in first place (one for an outright winner); empty when the record cannot be read back. */
  winners: string[];
  /** When it finished (server ms since epoch; 0 when not known). */
  finishedAt: number;
  /** A practice game, as its record says (tonight's table left it out); false for one that counted. */
  practice: boolean;
}

/** Finds a show's module by id (the room's shows); undefined for a show this server does not know. */
export type OutcomeShows = (id: string) => Pick<AnyShowModule, 'record' | 'finished' | 'players' | 'standing'> | undefined;

const read = new WeakMap<FinishedRecord, string[]>();

/** The names in first place in `r`, or [] when its show is unknown or the record does not replay to an end. Never throws. */
function winnersOf(r: FinishedRecord, shows: OutcomeShows): string[] {
  const known = read.get(r);
  if (known) return known;
  let winners: string[] = [];
  try {
    const m = shows(r.show);
    const parsed = m?.record.parse(r.record);
    const state = m && parsed?.ok ? m.record.replay(parsed.value) : null;
    if (m && state?.ok && m.finished(state.value)) {
      const places = m.standing(state.value).places;
      winners = (m.players(state.value) as readonly string[]).filter((_, i) => places[i] === 1);
    }
  } catch {
    winners = [];
  }
  read.set(r, winners);
  return winners;
}

/**
 * Every finished game of a room, newest first: `records` and `finishedAt` by game number (the
 * room's `Show.records` and `Show.finishedAt`), read with the modules `shows` finds; a practice
 * game is marked as its record says.
 */
export function gameOutcomes(
  records: ReadonlyMap<number, FinishedRecord>, finishedAt: ReadonlyMap<number, number>, shows: OutcomeShows,
): GameOutcome[] {
  return [...records.entries()]
    .sort(([a], [b]) => b - a)
    .map(([game, r]) => ({ game, show: r.show, winners: winnersOf(r, shows), finishedAt: finishedAt.get(game) ?? 0, practice: recordPractice(r.record) }));
}
