/**
 * The evening's running table (docs/SERVER.md, "The evening"): one row per seat over every
 * finished game in the room, whatever the show: games played, outright wins, and points per
 * show (each show's own unit: Minus Auction's score, Rubbish Auction's fame). Rows follow seat
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
  const rows = evening.rows.map((r) => ({ ...r, points: shows.map((_, i) => r.points[i] ?? 0) }));
  seats.forEach((seat, i) => {
    let row = rows.find((r) => r.seat === seat.id);
    if (!row) {
      row = { seat: seat.id, name: seat.name, avatar: seat.avatar, games: 0, wins: 0, points: shows.map(() => 0) };
      rows.push(row);
    }
    row.name = seat.name;
    row.avatar = seat.avatar;
    row.games += 1;
    row.points[k] = (row.points[k] ?? 0) + (standing.points[i] ?? 0);
    if (standing.winner === i) row.wins += 1;
  });
  return { shows, rows: sortRows(rows, shows, show) };
}
