/**
 * Opening the rooms' database (docs/SERVER.md, "Durability"): the data folder is created on
 * first start; the file is `minus-auction.sqlite` in it, in WAL mode, migrated to the latest
 * schema. One server at a time may write a data folder: it holds a lock for as long as it runs
 * (an operating-system lock, so a killed server's lock goes with it).
 */
import Database from 'better-sqlite3';
import { existsSync, mkdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { startCheckpointer, type Checkpointer } from './checkpointer.js';
import { detailOf, openError, StorageError } from './errors.js';
import { checkMigratable, migrate, requireVersion, type Migration } from './migrations.js';

/** The database's file name inside the data folder. */
export const DB_FILE = 'minus-auction.sqlite';
/** The lock's file name inside the data folder (an empty SQLite file a running server keeps locked). */
export const LOCK_FILE = 'minus-auction.lock';

/**
 * How SQLite waits for the disk at each commit.
 * - `NORMAL` (the default): in WAL mode a commit is written to the WAL file before it returns, and
 *   the operating system has it: a killed or crashed server (kill -9, out of memory) loses
 *   nothing it committed. A power cut or a kernel crash may lose the last commits (never corrupt
 *   the file). The checkpoint worker syncs the WAL to the disk every second.
 * - `FULL`: also syncs the WAL to the disk at every commit: survives power loss, and costs a
 *   disk flush per decision (docs/BENCHMARKS.md, "storage").
 */
export type Synchronous = 'NORMAL' | 'FULL';

export interface OpenOptions {
  /** The data folder (`DATA_DIR`). */
  dataDir: string;
  /** Default `NORMAL` (see `Synchronous`). */
  synchronous?: Synchronous;
  /**
   * Read only (the history command): creates nothing, takes no lock, runs no migration; a
   * missing folder or file is StorageError `missing`, a database at another version
   * `older-schema` or `newer-schema`.
   */
  readonly?: boolean;
  /**
   * Largest size the database may reach (bytes, rounded down to whole pages); past it every write
   * fails as `full`, as on a full disk. Default: no limit but the disk's.
   */
  maxBytes?: number;
  /**
   * Who copies the WAL back into the database file: a worker thread once the WAL holds
   * `checkpointFrames` pages, syncing it to the disk every `checkpointMs` meanwhile (`worker`, the
   * default: the event loop never waits for it; checkpointer.ts), or SQLite itself inside the
   * commit that crosses 1,000 pages (`inline`).
   */
  checkpoint?: 'worker' | 'inline';
  /** The worker's interval (ms, default 1,000). */
  checkpointMs?: number;
  /** The WAL's length (frames of one page) at which the worker checkpoints (default `CHECKPOINT_FRAMES`, about 64 MB). */
  checkpointFrames?: number;
  /** Where a failed background checkpoint is reported (one line per new kind of failure). */
  log?: (line: string) => void;
  /** The migrations to run (tests); default: all of them. */
  migrations?: readonly Migration[];
  /** The clock for `schema_version.migrated_at` (ms since epoch). */
  now?: () => number;
}

/** An open database and, for a writer, the lock it holds. */
export interface OpenDatabase {
  db: Database.Database;
  /** Absolute path of the database file. */
  file: string;
  /** Release the lock and close the database (checkpoints the WAL). Safe to call twice. */
  close(): void;
}

/**
 * Largest WAL file kept once the WAL starts again from the top (bytes). The WAL starts again only
 * after a checkpoint round that copied every frame with no commit landing meanwhile, so under a
 * steady stream of decisions it keeps growing past `CHECKPOINT_FRAMES` until such a gap comes: at
 * 400 rooms it reached 114 to 260 MB within a minute (docs/BENCHMARKS.md, "load"). The commit that
 * starts it again shortens a longer file to this size on the event loop, and cutting 130 MB took
 * 74 ms there; at 1 GiB that cut is kept for WAL files no load measured here reaches. A clean
 * stop removes the WAL file whatever its size.
 */
const WAL_SIZE_LIMIT = 1024 * 1024 * 1024;

/**
 * A database file of 0 bytes with no write-ahead log beside it opens as a new, empty database
 * (SQLite's rule): said in one log line, since it may have held evenings (a disk that filled, a
 * copy that failed) and the host should know before the rooms are missed.
 */
function warnIfEmpty(file: string, log: (line: string) => void): void {
  const size = statSync(file, { throwIfNoEntry: false });
  if (!size?.isFile() || size.size > 0 || (statSync(`${file}-wal`, { throwIfNoEntry: false })?.size ?? 0) > 0) return;
  log(`storage: ${file} was empty (0 bytes): starting with no rooms and no evenings. If it held evenings, stop the server and restore a backup.`);
}

/**
 * Open (and, unless read-only, create and migrate) the database in `dataDir`.
 * Throws StorageError: `read-only` (cannot create or write the folder or the file), `busy`
 * (another server holds the folder), `corrupt`, `not-ours`, `newer-schema`, `full`, `io`; read
 * only also `missing` and `older-schema`. Each names the path and what to do.
 */
export function openDatabase(options: OpenOptions): OpenDatabase {
  const dir = resolve(options.dataDir);
  const file = join(dir, DB_FILE);
  const op = `open ${file}`;
  if (options.readonly) {
    if (!existsSync(dir)) throw new StorageError('missing', `There is no data folder at ${dir}: the server creates it when it first starts. Set DATA_DIR if your data is elsewhere.`, op, 'no folder');
    if (!existsSync(file)) throw new StorageError('missing', `There is no database in ${dir} (no ${DB_FILE}): the server creates it when it first starts. Set DATA_DIR if your data is elsewhere.`, op, 'no file');
  }
  let lock: Database.Database | null = null;
  let db: Database.Database | null = null;
  try {
    if (!options.readonly) {
      makeFolder(dir, op);
      lock = holdLock(join(dir, LOCK_FILE), dir);
      warnIfEmpty(file, options.log ?? ((line: string) => console.error(line)));
    }
    if (statSync(file, { throwIfNoEntry: false })?.isDirectory()) {
      throw new StorageError('not-ours', `${file} is a folder, not a database file. Move it away, or set DATA_DIR to another folder.`, op, 'a folder');
    }
    db = new Database(file, options.readonly ? { readonly: true, fileMustExist: true } : {});
    if (options.readonly) {
      db.pragma('query_only = ON');
      requireVersion(db, file, options.migrations?.at(-1)?.version);
    } else {
      // Refuse a newer or foreign database before writing anything to it (WAL mode is a write).
      checkMigratable(db, file, options.migrations);
      const mode = db.pragma('journal_mode = WAL', { simple: true });
      if (mode !== 'wal') throw new StorageError('io', `${file} cannot use SQLite's WAL mode on this file system (it said "${String(mode)}"). Set DATA_DIR to a folder on a local disk.`, op, `journal_mode ${String(mode)}`);
      db.pragma(`synchronous = ${options.synchronous ?? 'NORMAL'}`);
      db.pragma(`journal_size_limit = ${WAL_SIZE_LIMIT}`);
      migrate(db, file, options.migrations, options.now);
    }
    if (options.maxBytes !== undefined) {
      const page = db.pragma('page_size', { simple: true }) as number;
      db.pragma(`max_page_count = ${Math.max(1, Math.floor(options.maxBytes / page))}`);
    }
    db.pragma('foreign_keys = ON');
  } catch (e) {
    db?.close();
    lock?.close();
    throw openError(op, file, e);
  }
  const opened = db;
  const held = lock;
  let checkpointer: Checkpointer | null = null;
  if (!options.readonly && (options.checkpoint ?? 'worker') === 'worker') {
    opened.pragma('wal_autocheckpoint = 0');
    const log = options.log ?? ((line: string) => console.error(line));
    checkpointer = startCheckpointer(file, options.checkpointMs ?? 1000, (f) => log(`storage: background checkpoint of ${file} failed (${f.code}: ${f.message}); the WAL file grows until it works again`), options.checkpointFrames);
  }
  return {
    db: opened,
    file,
    close() {
      checkpointer?.stop();
      if (opened.open) opened.close();
      if (held?.open) held.close();
    },
  };
}

/**
 * Create `dir` and its parents, one folder at a time from the first missing one (Node's recursive
 * mkdir never returns for a path under /proc, and answers ENOENT for a read-only file system).
 * Errors: a StorageError (`read-only`) saying what is wrong with the path when part of it is a
 * file (ENOTDIR) or the system allows no folder there (ENOENT); the file system's own error
 * otherwise (EROFS, EACCES: `openError` words those).
 */
function makeFolder(dir: string, op: string): void {
  const missing: string[] = [];
  for (let d = resolve(dir); !existsSync(d); d = dirname(d)) {
    missing.unshift(d);
    if (dirname(d) === d) break;
  }
  for (const folder of missing) {
    try {
      mkdirSync(folder);
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      if (code === 'EEXIST') continue;
      if (code !== 'ENOTDIR' && code !== 'ENOENT') throw e;
      const why = code === 'ENOTDIR' ? 'part of that path is a file, not a folder' : 'this system allows no folder there';
      throw new StorageError('read-only', `Cannot make the data folder ${dir}: ${why}. Set DATA_DIR to another folder.`, op, detailOf(e), { cause: e });
    }
  }
}

/**
 * Whether a server holds the data folder `dir` now (its lock, see `holdLock`): a read of the lock
 * file is refused while a server holds it. Takes no lock of its own beyond that read, creates
 * nothing; false when there is no lock file (no server ever ran there).
 */
export function serverHolds(dir: string): boolean {
  const path = join(dir, LOCK_FILE);
  if (!existsSync(path)) return false;
  let probe: Database.Database | null = null;
  try {
    probe = new Database(path, { readonly: true, fileMustExist: true, timeout: 0 });
    probe.prepare('SELECT count(*) FROM sqlite_master').get();
    return false;
  } catch (e) {
    const code = String((e as { code?: unknown }).code ?? '');
    return code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED');
  } finally {
    probe?.close();
  }
}

/**
 * Take the data folder's lock: an SQLite file in exclusive locking mode, written once, so the
 * operating system's lock on it is held until this process closes it or dies. A second server
 * on the same folder gets `busy` at once.
 */
function holdLock(path: string, dir: string): Database.Database {
  const lock = new Database(path, { timeout: 0 });
  try {
    lock.pragma('journal_mode = MEMORY'); // no -journal file beside it: its content never matters
    lock.pragma('locking_mode = EXCLUSIVE');
    lock.exec('BEGIN EXCLUSIVE; CREATE TABLE IF NOT EXISTS held (by INTEGER); COMMIT');
    return lock;
  } catch (e) {
    lock.close();
    const code = String((e as { code?: unknown }).code ?? '');
    if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED')) {
      throw new StorageError('busy', `Another Minus Auction server is using the data folder ${dir}. Stop it, or give this one its own DATA_DIR.`, `lock ${path}`, code, { cause: e });
    }
    throw e;
  }
}
