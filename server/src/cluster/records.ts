/**
 * A finished game's record from any process of the cluster (the download route,
 * `GET /api/rooms/CODE/record/N.json`, docs/SERVER.md "HTTP"), and the list of a room's finished
 * games with their winners (`GET /api/rooms/CODE/games`, the TV's replay picker). The room's record lives in the
 * memory of the process hosting the room; another process asks that one (room-query.ts).
 */
import { liveRooms } from '../platform/live-rooms.js';
import type { GameOutcome } from '../platform/game-outcomes.js';
import { roomQuery } from './room-query.js';

/** What the route answers: the record (in its show's format), its show's id and when the game finished, or why there is none. */
export type RecordLookup =
  | { kind: 'found'; record: unknown; show: string; finishedAt: number }
  | { kind: 'no-such-room' }
  | { kind: 'no-record' };

const records = roomQuery<[game: number], RecordLookup>('records', (code, game) => {
  const room = liveRooms.get(code);
  if (!room) return null;
  const finished = room.record(Number(game));
  return finished ? { kind: 'found', record: finished.record, show: finished.show, finishedAt: room.finishedAt(Number(game)) ?? Date.now() } : { kind: 'no-record' };
}, { kind: 'no-such-room' });

/** Tonight's finished games of a room (newest first, with their winners), or null for a room no process hosts. */
const games = roomQuery<[], GameOutcome[] | null>('games', (code) => liveRooms.get(code)?.games() ?? null, null);

/**
 * Answer other processes' record and games requests for this process's rooms (in a cluster;
 * nothing to do otherwise). Call once the matchmaker is ready; returns a function that stops answering.
 */
export async function serveRecords(): Promise<() => void> {
  const stops = await Promise.all([records.serve(), games.serve()]);
  return () => stops.forEach((stop) => stop());
}

/**
 * Game `game` of room `code`, wherever the room lives. A room listed on a process that does not
 * answer (stopping, or gone) is `no-such-room`.
 */
export const findRecord = (code: string, game: number): Promise<RecordLookup> => records.find(code, game);

/** Tonight's finished games of room `code`, newest first, wherever the room lives; null when no live process hosts it. */
export const findGames = (code: string): Promise<GameOutcome[] | null> => games.find(code);
