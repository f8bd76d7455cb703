/**
 * The evening's running table: one row per player name over every finished game in the room
 * (issue 4, "the room keeps a running table of the evening's games").
 */
import type { EveningRow } from '@minus/shared/platform/protocol/index';

/**
 * Add one finished game. `names`, `scores` (points) and `places` are per seat; a seat wins when
 * its place is 1 and nobody shares it. Returns new rows, best total first (ties: more wins,
 * then name).
 */
export function addGame(rows: readonly EveningRow[], names: readonly string[], scores: readonly number[], places: readonly number[]): EveningRow[] {
  const out = rows.map((r) => ({ ...r }));
  const firsts = places.filter((p) => p === 1).length;
  names.forEach((name, i) => {
    let row = out.find((r) => r.name === name);
    if (!row) {
      row = { name, games: 0, wins: 0, total: 0 };
      out.push(row);
    }
    row.games += 1;
    row.total += scores[i]!;
    if (places[i] === 1 && firsts === 1) row.wins += 1;
  });
  return out.sort((a, b) => b.total - a.total || b.wins - a.wins || a.name.localeCompare(b.name));
}
