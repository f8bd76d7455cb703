/**
 * The evening's running table (docs/SERVER.md, "The evening"): one row per seat over every
 * finished game in the room, whatever the show: games played, outright wins, and points per
 * show (each show's own unit: a score, fame...). Rows follow seat
 * ids, so a renamed seat keeps its row and two people who sat one after the other under the same
 * name do not share one. Pure: the server keeps the table, the stage and the phones draw it.
 */
import type { EveningRow, EveningState } from './protocol/state.js';
import type { Standing } from './show-module.js';

/** A seat of a finished game, in the game's seat order. */
export interface EveningSeat {
  id: string;
  name: string;
  avatar: number;
}

/** An evening before its first game. */
export function emptyEvening(): EveningState {
  return { shows: [], rows: [] };
}

/**
 * The table in its order: most wins first, then the most points in `latest` (the show played
 * last), then by name. Returns a new array.
 */
export function sortRows(rows: readonly EveningRow[], shows: readonly string[], latest: string): EveningRow[] {
  const k = shows.indexOf(latest);
  const pts = (r: EveningRow) => (k >= 0 ? r.points[k] ?? 0 : 0);
  return [...rows].sort((a, b) => b.wins - a.wins || pts(b) - pts(a) || a.name.localeCompare(b.name) || a.seat.localeCompare(b.seat));
}

/**
 * Add one finished game of show `show`: `seats` in the game's seat order, `standing` its points
 * (in the show's unit), places and outright winner (a shared first place wins nobody a game).
 * Returns a new table; the input is unchanged.
 */
export function addGame(evening: EveningState, show: string, seats: readonly EveningSeat[], standing: Standing): EveningState {
  const shows = evening.shows.includes(show) ? [...evening.shows] : [...evening.shows, show];
  const k = shows.indexOf(show);
  const rows = evening.rows.map((r) => ({ ...r, points: shows.map((_, i) => r.points[i] ?? 0), played: playedOf(r, shows) }));
  seats.forEach((seat, i) => {
    let row = rows.find((r) => r.seat === seat.id);
    if (!row) {
      row = { seat: seat.id, name: seat.name, avatar: seat.avatar, games: 0, wins: 0, points: shows.map(() => 0), played: shows.map(() => 0) };
      rows.push(row);
    }
    row.name = seat.name;
    row.avatar = seat.avatar;
    row.games += 1;
    row.points[k] = (row.points[k] ?? 0) + (standing.points[i] ?? 0);
    row.played[k] = (row.played[k] ?? 0) + 1;
    if (standing.winner === i) row.wins += 1;
  });
  return { shows, rows: sortRows(rows, shows, show) };
}

/** Games `row` played of each of `shows` (a row without the count, from an older server: 1 each). */
export function playedOf(row: EveningRow, shows: readonly string[]): number[] {
  return shows.map((_, i) => (row.played ? row.played[i] ?? 0 : 1));
}

/** The evening table as every screen shows it (the TV and the phone alike). */
export interface EveningView {
  /** One column per show played tonight, in the order first played: the show's one-word name. */
  columns: string[];
  /**
   * The rows in the table's order (`sortRows`): name, avatar, games played, outright wins, points
   * per column (null: the seat never played that show; the screens show "–", `NOT_PLAYED`).
   */
  rows: { seat: string; name: string; avatar: number; games: number; wins: number; points: (number | null)[] }[];
}

/** What a cell of a show the seat never played shows (an en dash: no score, not a score of 0). */
export const NOT_PLAYED = '–';

/**
 * The columns and rows every screen draws: Name, Games, Wins, then the points of each show played
 * tonight under its one-word name (`short(id)`, e.g. from the show's card; the id when unknown).
 * The rows keep the table's one order (`sortRows`, applied by `addGame` as each game ends), so
 * the TV and the phones list them alike.
 */
export function eveningView(evening: EveningState, short: (show: string) => string | undefined): EveningView {
  const rows = evening.rows;
  return {
    columns: evening.shows.map((id) => short(id) ?? id),
    rows: rows.map((r) => {
      const played = playedOf(r, evening.shows);
      return { seat: r.seat, name: r.name, avatar: r.avatar, games: r.games, wins: r.wins, points: evening.shows.map((_, i) => (played[i]! > 0 ? r.points[i] ?? 0 : null)) };
    }),
  };
}
