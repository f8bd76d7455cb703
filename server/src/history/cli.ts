/**
 * `npm run -s history`: the past evenings stored in `DATA_DIR` (default `./data`): each room
 * that played, its games (show, when, winner) and the evening's table, newest first.
 * `npm run -s history -- --json`: the same as one JSON object (`History`, evenings.ts).
 * `npm run -s history -- --export DIR`: every finished game's record as a file in DIR.
 * `npm run -s history -- --backup FILE`: a copy of the whole database in FILE (SQLite's online
 * backup: safe while the server runs and writes; the copy includes what is still in the WAL).
 *
 * Reads the database without changing it (also while the server runs). Exit codes: 0 done
 * (also for a database with no evening yet); 1 the export skipped a record that does not replay;
 * 2 a usage error, no data folder or database there, or a database this version cannot read.
 * Every failure is one sentence on stderr.
 */
import { existsSync, statSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { dirname, resolve } from 'node:path';
import { DEFAULT_DATA_DIR } from '../config.js';
import { RoomStore, serverHolds, StorageError } from '../storage/index.js';
import { exportRecords } from './export.js';
import { formatHistory, readHistory } from './evenings.js';
import { knownShows } from './shows.js';

const USAGE = 'usage: npm run -s history [-- --json | --export DIR | --backup FILE] (reads DATA_DIR, default ./data)';

function fail(message: string): never {
  process.stderr.write(`history: ${message}\n`);
  process.exit(2);
}

let options: { json?: boolean; export?: string; backup?: string; help?: boolean };
try {
  options = parseArgs({ options: { json: { type: 'boolean' }, export: { type: 'string' }, backup: { type: 'string' }, help: { type: 'boolean', short: 'h' } } }).values;
} catch (e) {
  fail(`${(e as Error).message}; ${USAGE}`);
}
if (options.help) {
  process.stdout.write(`${USAGE}\n`);
  process.exit(0);
}
if ([options.json, options.export, options.backup].filter((o) => o !== undefined).length > 1) fail(`--json, --export and --backup go one at a time; ${USAGE}`);
if (options.export !== undefined && options.export.trim() === '') fail(`--export needs a folder; ${USAGE}`);
if (options.backup !== undefined) checkBackupTarget(options.backup);

/** A backup goes to a new file in a folder that exists (exit 2 with a sentence otherwise). */
function checkBackupTarget(name: string): void {
  if (name.trim() === '' || name === '-') fail(`--backup needs a file name, e.g. --backup backup.sqlite; ${USAGE}`);
  const file = resolve(name);
  if (existsSync(file)) fail(`${file} already exists; name a new file (a backup never overwrites one)`);
  const folder = dirname(file);
  if (!existsSync(folder) || !statSync(folder).isDirectory()) fail(`there is no folder ${folder} for the backup; create it first, or name a file in a folder that exists`);
}

const dataDir = process.env.DATA_DIR?.trim() ? process.env.DATA_DIR : DEFAULT_DATA_DIR;
// DATA_DIR=none runs the server keeping nothing on disk: there is no history to read.
if (dataDir.trim() === 'none') fail('DATA_DIR=none keeps no rooms on disk, so there is no history; run the server with a data folder (DATA_DIR unset: ./data) to keep one');
let store: RoomStore;
try {
  store = RoomStore.open({ dataDir, readonly: true });
} catch (e) {
  fail(e instanceof StorageError ? e.message : `cannot open the database in ${resolve(dataDir)}: ${(e as Error).message}`);
}

try {
  if (options.backup !== undefined) {
    const file = resolve(options.backup);
    try {
      await store.backup(file);
    } catch (e) {
      // SQLite names the database it read from; the destination is what could not be written.
      const why = (e as { detail?: string }).detail ?? (e as Error).message;
      fail(`cannot write the backup to ${file} (${why}). Choose a folder you can write.`);
    }
    process.stdout.write(`Copied ${store.file} to ${file}. To restore it: stop the server, delete minus-auction.sqlite-wal and -shm, and put the copy in place of minus-auction.sqlite.\n`);
  } else if (options.export !== undefined) {
    const dir = resolve(options.export);
    const report = exportRecords(store, knownShows, dir);
    for (const name of report.written) process.stdout.write(`${name}\n`);
    for (const s of report.skipped) process.stderr.write(`history: room ${s.code} game ${s.game} not exported: ${s.reason}\n`);
    const n = report.written.length;
    process.stdout.write(n === 0 ? `No finished game to export in ${store.file}.\n` : `Wrote ${n} record${n === 1 ? '' : 's'} to ${dir}.\n`);
    process.exitCode = report.skipped.length > 0 ? 1 : 0;
  } else {
    const history = readHistory(store, knownShows);
    process.stdout.write(options.json ? `${JSON.stringify(history, null, 2)}\n` : formatHistory(history, store.file, serverHolds(dataDir)));
  }
} catch (e) {
  if (e instanceof StorageError) fail(e.message);
  const code = (e as NodeJS.ErrnoException).code;
  fail(options.export !== undefined && code ? `cannot write the records to ${resolve(options.export)} (${code}). Choose a folder you can write.` : (e as Error).message);
} finally {
  store.close();
}
