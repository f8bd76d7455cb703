/**
 * Past evenings as the history command lists them: each room that played at least one game,
 * newest first, with its games (show, when, winners) and the evening's table, all read back from
 * the database and replayed (nothing derived is stored).
 */
import stringWidth from 'string-width';
import { eveningView, NOT_PLAYED } from '@minus/shared/platform/evening';
import type { EveningState } from '@minus/shared/platform/protocol/index';
import type { CloseReason, RoomStore } from '../storage/index.js';
import { eveningTable, replayGames, type ReplayedGame } from './replay-games.js';
import type { ShowLookup } from './shows.js';

/** One game in the listing. */
export interface GameSummary {
  number: number;
  showId: string;
  title: string;
  /** The rules' preset as the game's record names it (Minus Auction: `show`, `veto`, `genius`, `classic`, `custom`); null when it names none. */
  preset: string | null;
  startedAt: number;
  /** Null while running, or when its room closed before the end. */
  finishedAt: number | null;
  /** The outright winner's name; null for a shared first place or an unfinished game. */
  winner: string | null;
  /** The names in first place (one for an outright winner); empty when unfinished. */
  firsts: string[];
  /** Why the game could not be replayed (then no winner is known); absent when it replays. */
  problem?: string;
  /** A practice game: listed, but left out of the evening's table (as the live room leaves it out). */
  practice: boolean;
}

/** One room's evening. */
export interface EveningSummary {
  /** The database's key for the room (the export's tie-breaker when codes repeat). */
  key: number;
  code: string;
  /** When the room was created and last used (ms since epoch). */
  startedAt: number;
  lastActiveAt: number;
  /** Live rooms are restored at the next start; closed ones are history only. */
  live: boolean;
  closedAt: number | null;
  closeReason: CloseReason | null;
  games: GameSummary[];
  table: EveningState;
}

/** What the history command lists, and how many rooms it left out (created, but no game played). */
export interface History {
  evenings: EveningSummary[];
  roomsWithoutGames: number;
}

/** The preset a game's record names in its rules (every show's record keeps its rules, preset first), or null. */
function presetOf(record: Record<string, unknown>): string | null {
  const preset = (record.rules as { preset?: unknown } | undefined)?.preset;
  return typeof preset === 'string' ? preset : null;
}

function summarize(g: ReplayedGame): GameSummary {
  const base = { number: g.number, showId: g.showId, title: g.title, preset: presetOf(g.record), startedAt: g.startedAt, finishedAt: g.finishedAt, practice: g.practice };
  if (!g.replay.ok) return { ...base, winner: null, firsts: [], problem: g.replay.error };
  const standing = g.replay.standing;
  const players = g.replay.players;
  if (!standing) return { ...base, finishedAt: null, winner: null, firsts: [] };
  return {
    ...base,
    winner: standing.winner === null ? null : (players[standing.winner] ?? null),
    firsts: players.filter((_, i) => standing.places[i] === 1),
  };
}

/** Read every room that played a game, newest first, replaying its games with `shows`. Throws StorageError. */
export function readHistory(store: RoomStore, shows: ShowLookup): History {
  const evenings: EveningSummary[] = [];
  let roomsWithoutGames = 0;
  for (const summary of store.rooms()) {
    const room = store.room(summary.key);
    if (!room || room.games.length === 0) {
      roomsWithoutGames++;
      continue;
    }
    const games = replayGames(room.games, shows);
    const lastAction = room.games.reduce((m, g) => Math.max(m, g.actions.at(-1)?.at ?? 0), 0);
    evenings.push({
      key: room.key, code: room.code, startedAt: room.createdAt, lastActiveAt: Math.max(room.activeAt, lastAction),
      live: room.closedAt === null, closedAt: room.closedAt, closeReason: room.closeReason,
      games: games.map(summarize), table: eveningTable(games),
    });
  }
  return { evenings, roomsWithoutGames };
}

/** `2026-11-29 21:05`, local time. */
export function localTime(ms: number): string {
  const d = new Date(ms);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}`;
}

function status(e: EveningSummary, running: boolean): string {
  if (e.live) return running ? 'live: open on the running server' : 'live: restored when the server starts';
  return e.closeReason === 'idle' ? `closed (idle) ${localTime(e.closedAt!)}` : `closed ${localTime(e.closedAt!)}`;
}

function gameLine(g: GameSummary): string {
  const head = `  Game ${g.number}  ${g.title}${g.preset !== null ? `, ${g.preset} preset` : ''}${g.practice ? '  (practice)' : ''}`;
  if (g.problem) return `${head}  cannot be replayed: ${g.problem}`;
  if (g.finishedAt === null) return `${head}  not finished`;
  const who = g.winner !== null ? `winner ${g.winner}` : `shared first place: ${g.firsts.join(', ')}`;
  return `${head}  ${localTime(g.finishedAt)}  ${who}`;
}

/**
 * The evening's table as text: name, games, wins, then the points of each show in the live room's
 * order ("–" for a show the seat never played), under the show's title as its games list it (`titles`: show id to title; else the id).
 * With no row, why: no game finished yet, or only practice games (`games`).
 */
function tableLines(table: EveningState, titles: ReadonlyMap<string, string>, games: readonly GameSummary[]): string[] {
  if (table.rows.length === 0) {
    const practised = games.some((g) => g.practice && g.finishedAt !== null);
    return [practised ? '  Practice games stay out of the evening table, and no other game has finished.' : '  No finished game yet.'];
  }
  const view = eveningView(table, (id) => titles.get(id));
  // Columns by the terminal's cells, not characters: a Hangul or CJK character takes two (string-width).
  const width = Math.max(13, ...table.rows.map((r) => stringWidth(r.name)));
  const pad = (s: string) => s + ' '.repeat(width - stringWidth(s));
  const cols = view.columns.map((c) => Math.max(6, stringWidth(c)));
  const out = [`  ${pad('Evening table')}  games  wins${view.columns.map((c, k) => `  ${' '.repeat(cols[k]! - stringWidth(c))}${c}`).join('')}`];
  table.rows.forEach((r, i) => {
    const points = view.rows[i]!.points.map((p, k) => `  ${(p === null ? NOT_PLAYED : String(p)).padStart(cols[k]!)}`).join('');
    out.push(`  ${pad(r.name)}  ${String(r.games).padStart(5)}  ${String(r.wins).padStart(4)}${points}`);
  });
  return out;
}

/**
 * The listing as text: one block per evening (header, games, table), then how many empty rooms
 * were left out. `running`: a server holds the data folder now (a live room is open on it, not
 * waiting for the next start).
 */
export function formatHistory(history: History, file: string, running = false): string {
  if (history.evenings.length === 0) {
    const empty = history.roomsWithoutGames > 0 ? ` (${history.roomsWithoutGames} room${history.roomsWithoutGames === 1 ? '' : 's'} opened, no game played)` : '';
    return `No evenings in ${file} yet: no game has been played${empty}.\n`;
  }
  const n = history.evenings.length;
  const lines = [`${n} evening${n === 1 ? '' : 's'} in ${file}, newest first.`, ''];
  for (const e of history.evenings) {
    lines.push(`Room ${e.code}  ${localTime(e.startedAt)} to ${localTime(e.lastActiveAt)}  ${status(e, running)}`);
    for (const g of e.games) lines.push(gameLine(g));
    lines.push(...tableLines(e.table, new Map(e.games.map((g) => [g.showId, g.title])), e.games), '');
  }
  if (history.roomsWithoutGames > 0) lines.push(`(${history.roomsWithoutGames} room${history.roomsWithoutGames === 1 ? '' : 's'} without a game not shown.)`);
  return lines.join('\n') + '\n';
}
