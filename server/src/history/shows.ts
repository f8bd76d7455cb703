/**
 * The shows whose records the server can read back, by show id: what the history (and, later,
 * the restore of live rooms) needs of a show module to replay a stored game and rank its
 * players. Any `ShowModule` (shared/src/platform/show-module.ts) is a `RecordShow`.
 *
 * Until the show registry lands with the platform's generic room, Minus Auction's engine is
 * adapted here; replace `KNOWN_SHOWS` by the registry then (nothing else changes).
 */
import type { AnyShowModule, ShowResult, Standing } from '@minus/shared/platform/show-module';
import { parseRecord, RECORD_FORMAT, replayRecord, result, type GameRecord, type GameState } from '@minus/shared/minus/index';

/** The part of a show module that reads records: parse, replay, and who won. */
export type RecordShow = Pick<AnyShowModule, 'id' | 'title' | 'finished' | 'players' | 'standing'> & {
  readonly record: Pick<AnyShowModule['record'], 'format' | 'parse' | 'replay'>;
};

/** Finds a show by id; undefined for a show this server does not know (a newer server's). */
export type ShowLookup = (showId: string) => RecordShow | undefined;

/** Minus Auction's engine seen as a `RecordShow` (docs/RULES.md, "Scoring": points are scores, higher is better). */
const minusAuction: RecordShow = {
  id: 'minus-auction',
  title: 'Minus Auction',
  record: {
    format: RECORD_FORMAT,
    parse: (data: unknown): ShowResult<GameRecord> => parseRecord(JSON.stringify(data)),
    replay: (record: GameRecord): ShowResult<GameState> => replayRecord(record),
  },
  finished: (state: GameState) => state.finished,
  players: (state: GameState) => state.players,
  standing(state: GameState): Standing {
    const players = result(state).players;
    const places = players.map((p) => p.place ?? 0);
    const firsts = places.filter((p) => p === 1).length;
    return { points: players.map((p) => p.score), places, winner: firsts === 1 ? places.indexOf(1) : null };
  },
};

const KNOWN_SHOWS = new Map<string, RecordShow>([[minusAuction.id, minusAuction]]);

/** The shows this server knows. */
export const knownShows: ShowLookup = (showId) => KNOWN_SHOWS.get(showId);
