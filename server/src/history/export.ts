/**
 * `npm run -s history -- --export DIR`: every finished game's record as a file, named as the
 * download route and the phone name it (`<show>-<CODE>-<YYYY-MM-DD>-game-<N>.json`,
 * shared/src/protocol/record-file.ts), so `npm run -s replay -- FILE` reads it.
 */
import { recordFileName } from '@minus/shared/platform/protocol/record-file';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { RoomStore } from '../storage/index.js';
import { replayGame } from './replay-games.js';
import type { ShowLookup } from './shows.js';

/** What an export did. */
export interface ExportReport {
  /** File names written, in order (oldest room first, then game number). */
  written: string[];
  /** Finished games not written, each with the reason (a record that does not replay). */
  skipped: { code: string; game: number; reason: string }[];
}

/**
 * `name.json`, or `name (2).json`, `name (3).json`... when a name is already taken in this export
 * (a room code used by two evenings on the same day), as a browser names a second download.
 */
function uniqueName(name: string, taken: Set<string>): string {
  let out = name;
  for (let n = 2; taken.has(out); n++) out = name.replace(/\.json$/, ` (${n}).json`);
  taken.add(out);
  return out;
}

/**
 * Write each finished game's record to `dir` (created if needed, and only when there is
 * something to write), pretty-printed as the download route sends it. A game of a known show is
 * replayed first and skipped, with the reason, if its record does not replay; a game of a show
 * this server does not know is written as stored. Running it again writes the same names.
 * Throws StorageError for the database, and Node's error for `dir`.
 */
export function exportRecords(store: RoomStore, shows: ShowLookup, dir: string): ExportReport {
  const report: ExportReport = { written: [], skipped: [] };
  const taken = new Set<string>();
  let made = false;
  for (const summary of store.rooms().reverse()) {
    const room = store.room(summary.key);
    if (!room) continue;
    for (const game of room.games) {
      if (game.finishedAt === null) continue;
      const replayed = replayGame(game, shows);
      if (!replayed.replay.ok && shows(game.showId)) {
        report.skipped.push({ code: room.code, game: game.number, reason: replayed.replay.error });
        continue;
      }
      if (!made) {
        makeFolder(dir);
        made = true;
      }
      const name = uniqueName(recordFileName(room.code, game.number, game.finishedAt, game.showId), taken);
      writeFileSync(join(dir, name), JSON.stringify(replayed.record, null, 2) + '\n');
      report.written.push(name);
    }
  }
  return report;
}

/**
 * Make folder `dir` and its missing parents one at a time (Node's recursive mkdirSync never returns
 * for a folder under /proc). Throws Node's error (ENOENT, EACCES...) for one that cannot be made.
 */
function makeFolder(dir: string): void {
  if (existsSync(dir)) return;
  const parent = dirname(dir);
  if (parent !== dir) makeFolder(parent);
  mkdirSync(dir);
}
