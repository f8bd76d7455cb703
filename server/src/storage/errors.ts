/**
 * What can go wrong with the rooms' database, as one typed error with a sentence a person can
 * read (docs/SERVER.md, "Durability"). SQLite's and the file system's codes are sorted into a few
 * kinds the room can act on: refuse the action and say why, or stop the start with a sentence.
 */

/**
 * The kinds of storage failure.
 * - `full`: the disk (or the database's size limit) is full: nothing more can be written.
 * - `read-only`: the data folder or the database file cannot be written.
 * - `busy`: another process holds the database (a second server on the same `DATA_DIR`).
 * - `corrupt`: the file is damaged or is not a database.
 * - `not-ours`: a database, but not one this server wrote (other tables, no schema version).
 * - `newer-schema`: written by a newer version of the server; this one refuses to touch it.
 * - `older-schema`: needs a migration, and the caller opened it read-only (the history command).
 * - `missing`: no data folder or no database file where one was asked for (read-only opening).
 * - `conflict`: the write does not follow what is stored (an action index out of order, a game
 *   already finished, a room already closed, a live room code taken): a bug in the caller.
 * - `closed`: the store was closed (the server is stopping).
 * - `io`: any other input/output error.
 */
export type StorageErrorKind =
  | 'full' | 'read-only' | 'busy' | 'corrupt' | 'not-ours' | 'newer-schema' | 'older-schema'
  | 'missing' | 'conflict' | 'closed' | 'io';

/**
 * A storage failure. `message` is a sentence for people: for a write, what a phone may show
 * ("The game server could not save that: its disk is full. Nothing changed."); for opening, what
 * the person starting the server must do. `logLine` is the one line for the server's log, with
 * SQLite's own code and text. Nothing partial is left behind a StorageError: every write is one
 * transaction, rolled back whole when any part fails.
 */
export class StorageError extends Error {
  override readonly name = 'StorageError';
  constructor(
    readonly kind: StorageErrorKind,
    message: string,
    /** What was being done ("append action 12 of game 2", "open /srv/data/minus-auction.sqlite"). */
    readonly op: string,
    /** The underlying code and text (`SQLITE_FULL: database or disk is full`), for the log. */
    readonly detail: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }

  /** One line for the server's log: `storage full: append action 3 of game 1 (SQLITE_FULL: ...)`. */
  get logLine(): string {
    return `storage ${this.kind}: ${this.op} (${this.detail})`;
  }
}

/** A write's outcome: the value, or the StorageError that says why nothing was written. */
export type Stored<T = void> = { ok: true; value: T } | { ok: false; error: StorageError };

/** What a phone is told when a write fails, by kind (the action was not applied). */
const WRITE_SENTENCES: Record<StorageErrorKind, string> = {
  full: 'The game server could not save that: its disk is full. Nothing changed; the host needs to free some space on the server.',
  'read-only': 'The game server could not save that: its data folder cannot be written. Nothing changed; the host needs to check the server.',
  busy: 'The game server could not save that: its database is busy. Nothing changed; try again in a moment.',
  corrupt: 'The game server could not save that: its database is damaged. Nothing changed; the host needs to check the server.',
  'not-ours': 'The game server could not save that: its data folder holds another program\'s database. Nothing changed.',
  'newer-schema': 'The game server could not save that: its database is from a newer version. Nothing changed.',
  'older-schema': 'The game server could not save that: its database needs an upgrade. Nothing changed.',
  missing: 'The game server could not save that: its database is missing. Nothing changed.',
  conflict: 'The game server could not save that: it does not follow what is already saved. Nothing changed.',
  closed: 'The game server is stopping, so that was not saved. Nothing changed.',
  io: 'The game server could not save that: writing to its disk failed. Nothing changed; the host needs to check the server.',
};

/** The kind of an error thrown by better-sqlite3 (`code: 'SQLITE_…'`) or by Node's file system (`code: 'E…'`). */
export function kindOf(error: unknown): StorageErrorKind {
  const code = String((error as { code?: unknown } | null)?.code ?? '');
  if (code.startsWith('SQLITE_FULL') || code === 'ENOSPC' || code === 'EDQUOT' || code === 'EFBIG') return 'full';
  if (code.startsWith('SQLITE_READONLY') || code === 'EROFS' || code === 'EACCES' || code === 'EPERM') return 'read-only';
  if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED')) return 'busy';
  if (code.startsWith('SQLITE_CORRUPT') || code === 'SQLITE_NOTADB') return 'corrupt';
  if (code.startsWith('SQLITE_CONSTRAINT')) return 'conflict';
  if (code === 'SQLITE_CANTOPEN' || code === 'ENOTDIR' || code === 'EISDIR') return 'read-only';
  // Writing to a database whose connection was closed: better-sqlite3 throws a TypeError.
  if (error instanceof TypeError && /database connection is not open/i.test(error.message)) return 'closed';
  return 'io';
}

/** `SQLITE_FULL: database or disk is full`: the code and text of any thrown value. */
export function detailOf(error: unknown): string {
  const e = error as { code?: unknown; message?: unknown } | null;
  const text = typeof e?.message === 'string' ? e.message : String(error);
  return e?.code ? `${String(e.code)}: ${text}` : text;
}

/** A StorageError for a failed write: the phone's sentence for its kind. */
export function writeError(op: string, error: unknown): StorageError {
  if (error instanceof StorageError) return error;
  const kind = kindOf(error);
  return new StorageError(kind, WRITE_SENTENCES[kind], op, detailOf(error), { cause: error });
}

/** A StorageError for a write refused before SQLite saw it (`conflict`, `closed`), with the reason as its detail. */
export function refusedWrite(kind: StorageErrorKind, op: string, detail: string): StorageError {
  return new StorageError(kind, WRITE_SENTENCES[kind], op, detail);
}

/**
 * A StorageError for opening or reading the database, addressed to the person running the server
 * or the history command: what is wrong with `file` and what to do.
 */
export function openError(op: string, file: string, error: unknown): StorageError {
  if (error instanceof StorageError) return error;
  const kind = kindOf(error);
  const fix: Record<StorageErrorKind, string> = {
    full: `The disk holding ${file} is full. Free some space, then start again.`,
    'read-only': `Cannot write ${file}: the folder or the file is read-only. Make it writable, or set DATA_DIR to another folder.`,
    busy: `${file} is in use by another process (is another server running with the same DATA_DIR?). Stop it, or set DATA_DIR to another folder.`,
    corrupt: `${file} is damaged or is not a database. Move it away (keep it if it holds evenings you want) and start again, or restore a backup.`,
    'not-ours': `${file} is not a Minus Auction database. Set DATA_DIR to another folder.`,
    'newer-schema': `${file} was written by a newer version of Minus Auction. Update Minus Auction, or set DATA_DIR to another folder.`,
    'older-schema': `${file} is from an older version of Minus Auction. Start the server once (npm start) to bring it up to date.`,
    missing: `There is no database at ${file}.`,
    conflict: `${file} holds data this version does not expect.`,
    closed: `The database ${file} is closed.`,
    io: `Reading or writing ${file} failed. Check the disk, or set DATA_DIR to another folder.`,
  };
  return new StorageError(kind, fix[kind], op, detailOf(error), { cause: error });
}
