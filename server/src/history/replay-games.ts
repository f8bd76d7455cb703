/**
 * A stored room's games replayed through their show modules, and the evening's table derived
 * from them (docs/SERVER.md, "Durability": nothing derived is stored; the table is the finished
 * games' standings added up, exactly as the live room adds each game as it ends). The history
 * command uses it; so does a restart, to rebuild each live room's games, records and table.
 */
import { addGame, emptyEvening } from '@minus/shared/platform/evening';
import type { Standing } from '@minus/shared/platform/show-module';
import type { EveningState } from '@minus/shared/platform/protocol/index';
import { gameRecord, type StoredGame } from '../storage/index.js';
import type { ShowLookup } from './shows.js';

/** One stored game after its replay. */
export interface ReplayedGame {
  number: number;
  showId: string;
  /** The show's title, or its id when this server does not know the show. */
  title: string;
  /** The seats' ids in the game's seat order (the evening's table follows seats, not names). */
  seatIds: string[];
  /** The record as stored (setup plus actions): what a download or an export writes. */
  record: Record<string, unknown>;
  startedAt: number;
  finishedAt: number | null;
  /** A practice game (docs/SERVER.md, "Practice games and the coach"): not counted in the evening's table. */
  practice: boolean;
  /**
   * The replay: the game state after every stored action, with the players (seat order) and, once
   * finished, the standing; or why it could not be replayed (unknown show, a record the module
   * refuses, an illegal action: the module's sentence).
   */
  replay:
    | { ok: true; state: object; finished: boolean; players: readonly string[]; standing: Standing | null }
    | { ok: false; error: string };
}

/**
 * Replay one stored game with its show from `shows`. Never throws: a game that does not replay
 * says why in `replay.error`.
 */
export function replayGame(game: StoredGame, shows: ShowLookup): ReplayedGame {
  const show = shows(game.showId);
  const record = gameRecord(game);
  const base = {
    number: game.number, showId: game.showId, title: show?.title ?? game.showId, seatIds: [...game.seatIds], record,
    startedAt: game.startedAt, finishedAt: game.finishedAt, practice: game.practice,
  };
  if (!show) return { ...base, replay: { ok: false, error: `this server does not know the show "${game.showId}"` } };
  const parsed = show.record.parse(record);
  if (!parsed.ok) return { ...base, replay: { ok: false, error: parsed.error.message } };
  const state = show.record.replay(parsed.value);
  if (!state.ok) return { ...base, replay: { ok: false, error: state.error.message } };
  const finished = show.finished(state.value);
  return {
    ...base,
    replay: { ok: true, state: state.value, finished, players: show.players(state.value), standing: finished ? show.standing(state.value) : null },
  };
}

/** Every game of a stored room, replayed, by number. */
export function replayGames(games: readonly StoredGame[], shows: ShowLookup): ReplayedGame[] {
  return games.map((g) => replayGame(g, shows));
}

/**
 * The evening's table: every finished game that replays, added up in game order (shared
 * platform/evening.ts `addGame`: per seat, games, outright wins, points per show; the live
 * room's order), practice games left out as the live room leaves them out.
 */
export function eveningTable(games: readonly ReplayedGame[]): EveningState {
  let table = emptyEvening();
  for (const g of games) {
    if (!g.replay.ok || !g.replay.standing || g.practice) continue;
    const seats = g.replay.players.map((name, i) => ({ id: g.seatIds[i] ?? name, name, avatar: 0 }));
    table = addGame(table, g.showId, seats, g.replay.standing);
  }
  return table;
}
