/**
 * The database's schema, as ordered migrations (docs/SERVER.md, "Durability"). `schema_version`
 * lists every migration applied (version, when); the database's version is the highest one.
 * Opening a database migrates it to the latest version, one transaction per migration; a
 * database from a newer version is refused, never touched.
 *
 * Adding a migration: append `{ version: N + 1, name, up }` to `MIGRATIONS`; never edit one that
 * has shipped (databases out there already ran it). A test opens a database at every earlier
 * version and checks that it reaches the latest with its rows intact.
 */
import type Database from 'better-sqlite3';
import { StorageError } from './errors.js';

/** One step of the schema: `up` runs inside a transaction with the version row. */
export interface Migration {
  /** 1, 2, 3...: each migration is the previous version plus one. */
  version: number;
  /** What it does, in a few words (kept in `schema_version`). */
  name: string;
  up(db: Database.Database): void;
}

/**
 * Version 1: rooms, their seats, their games (the record at the start: setup, no actions) and
 * the games' actions. Times are ms since epoch; JSON columns hold what the show module wrote.
 * STRICT tables: a value of the wrong type is an error, not a silent conversion.
 */
const v1: Migration = {
  version: 1,
  name: 'rooms, seats, games, actions',
  up(db) {
    db.exec(`
      CREATE TABLE rooms (
        id INTEGER PRIMARY KEY,
        code TEXT NOT NULL,
        show_id TEXT NOT NULL,
        rules TEXT NOT NULL,
        phase TEXT NOT NULL CHECK (phase IN ('lobby', 'playing', 'finale')),
        host_secret_hash TEXT,
        vip_seat TEXT,
        created_at INTEGER NOT NULL,
        active_at INTEGER NOT NULL,
        closed_at INTEGER,
        close_reason TEXT CHECK (close_reason IN ('idle', 'ended'))
      ) STRICT;
      CREATE UNIQUE INDEX rooms_live_code ON rooms (code) WHERE closed_at IS NULL;
      CREATE INDEX rooms_by_code ON rooms (code, id);

      CREATE TABLE seats (
        room_id INTEGER NOT NULL REFERENCES rooms (id),
        id TEXT NOT NULL,
        position INTEGER NOT NULL,
        name TEXT NOT NULL,
        avatar INTEGER NOT NULL,
        kind TEXT NOT NULL CHECK (kind IN ('human', 'bot')),
        bot_label TEXT NOT NULL,
        stand_in INTEGER NOT NULL CHECK (stand_in IN (0, 1)),
        secret_hash TEXT,
        PRIMARY KEY (room_id, id)
      ) STRICT, WITHOUT ROWID;

      CREATE TABLE games (
        room_id INTEGER NOT NULL REFERENCES rooms (id),
        number INTEGER NOT NULL CHECK (number >= 1),
        show_id TEXT NOT NULL,
        setup TEXT NOT NULL,
        seat_ids TEXT NOT NULL,
        started_at INTEGER NOT NULL,
        finished_at INTEGER,
        PRIMARY KEY (room_id, number)
      ) STRICT;

      CREATE TABLE actions (
        room_id INTEGER NOT NULL,
        game INTEGER NOT NULL,
        idx INTEGER NOT NULL CHECK (idx >= 0),
        seat INTEGER NOT NULL,
        action TEXT NOT NULL,
        cause TEXT NOT NULL CHECK (cause IN ('phone', 'timeout', 'bot')),
        at INTEGER NOT NULL,
        PRIMARY KEY (room_id, game, idx),
        FOREIGN KEY (room_id, game) REFERENCES games (room_id, number)
      ) STRICT, WITHOUT ROWID;
    `);
  },
};

/**
 * Version 2: the switches a restart used to lose. Rooms keep the lobby's hints switch (`hints`,
 * on by default), the host's practice switch (`practice_chosen`) and whether the current or last
 * game is a practice game (`practice`); each game keeps whether it was a practice game; each seat
 * whether its player turned the coach on (`coached`). A room from version 1 gets the defaults:
 * hints on, no practice, no coach (what such a room showed after a restart before).
 */
const v2: Migration = {
  version: 2,
  name: 'hints, practice and coach switches',
  up(db) {
    db.exec(`
      ALTER TABLE rooms ADD COLUMN hints INTEGER NOT NULL DEFAULT 1 CHECK (hints IN (0, 1));
      ALTER TABLE rooms ADD COLUMN practice_chosen INTEGER NOT NULL DEFAULT 0 CHECK (practice_chosen IN (0, 1));
      ALTER TABLE rooms ADD COLUMN practice INTEGER NOT NULL DEFAULT 0 CHECK (practice IN (0, 1));
      ALTER TABLE games ADD COLUMN practice INTEGER NOT NULL DEFAULT 0 CHECK (practice IN (0, 1));
      ALTER TABLE seats ADD COLUMN coached INTEGER NOT NULL DEFAULT 0 CHECK (coached IN (0, 1));
    `);
  },
};

/**
 * Version 3: the crowd a restart used to lose. Rooms keep their crowd (`crowd`: JSON, the
 * platform's crowd snapshot: this game's predictors and the open question's guesses), written when
 * a question settles and as the server stops. Null until first written, and for a room from
 * version 2 (it restores with an empty crowd, as before).
 */
const v3: Migration = {
  version: 3,
  name: 'the crowd',
  up(db) {
    db.exec('ALTER TABLE rooms ADD COLUMN crowd TEXT');
  },
};

/**
 * Version 4: what a restart used to lose of a room that changed its show. Seats keep the label a
 * bot was added with (`bot_pick`, "hard-bold") beside the label it plays in the show chosen
 * (`bot_label`, "hard" in a show without styles): null for people, and for a seat from version 3
 * (it plays its `bot_label`). Rooms keep the rules the host chose for their other shows
 * (`other_rules`: JSON, show id to rules, beside `rules`, the chosen show's): null when none, and
 * for a room from version 3 (its other shows start from their defaults, as before).
 */
const v4: Migration = {
  version: 4,
  name: 'bots keep their style, each show its rules',
  up(db) {
    db.exec('ALTER TABLE seats ADD COLUMN bot_pick TEXT; ALTER TABLE rooms ADD COLUMN other_rules TEXT;');
  },
};

/**
 * Version 5: the seats the host removed. Rooms keep the hashes of the secrets of seats the VIP
 * gave away (`kicked`: JSON, an array of SHA-256 hex hashes, at most 64), so a phone that was away
 * during the kick and comes back after a restart is told it was removed instead of sitting down
 * afresh. Null when none, and for a room from version 4 (such a phone is seated afresh, as before).
 */
const v5: Migration = {
  version: 5,
  name: 'kicked seats',
  up(db) {
    db.exec('ALTER TABLE rooms ADD COLUMN kicked TEXT');
  },
};

/**
 * Version 6: the keep. A room nobody is at the table of, with a game tonight, stays open until
 * `keep_until` (ms since epoch; platform/seat-presence.ts `nobodyLeft`), then closes if nobody came
 * back; a restart keeps that end, so the restored room is not left to the idle sweep. Null when
 * no keep runs, and for a room from version 5.
 */
const v6: Migration = {
  version: 6,
  name: 'keep until',
  up(db) {
    db.exec('ALTER TABLE rooms ADD COLUMN keep_until INTEGER');
  },
};

/**
 * Version 7: a forced move. An action's `cause` may be `forced`: the rules left the seat one move
 * (a Minus Auction player with no chips takes), which the room played after a beat. SQLite cannot
 * change a CHECK, so the table is made again with its rows (nothing refers to it).
 */
const v7: Migration = {
  version: 7,
  name: 'forced moves',
  up(db) {
    db.exec(`
      CREATE TABLE actions_v7 (
        room_id INTEGER NOT NULL,
        game INTEGER NOT NULL,
        idx INTEGER NOT NULL CHECK (idx >= 0),
        seat INTEGER NOT NULL,
        action TEXT NOT NULL,
        cause TEXT NOT NULL CHECK (cause IN ('phone', 'timeout', 'bot', 'forced')),
        at INTEGER NOT NULL,
        PRIMARY KEY (room_id, game, idx),
        FOREIGN KEY (room_id, game) REFERENCES games (room_id, number)
      ) STRICT, WITHOUT ROWID;
      INSERT INTO actions_v7 SELECT room_id, game, idx, seat, action, cause, at FROM actions;
      DROP TABLE actions;
      ALTER TABLE actions_v7 RENAME TO actions;
    `);
  },
};

/** Every migration, oldest first. The last one's version is the schema this server writes. */
export const MIGRATIONS: readonly Migration[] = [v1, v2, v3, v4, v5, v6, v7];

/** The schema version this server writes and reads. */
export const LATEST_VERSION = MIGRATIONS[MIGRATIONS.length - 1]!.version;

function hasTable(db: Database.Database, name: string): boolean {
  return db.prepare("SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = ?").get(name) !== undefined;
}

/**
 * The database's schema version: 0 for an empty database. Throws StorageError `not-ours` for a
 * database that has tables but no `schema_version` (another program's file).
 */
export function schemaVersion(db: Database.Database, file: string): number {
  if (!hasTable(db, 'schema_version')) {
    const tables = db.prepare("SELECT count(*) AS n FROM sqlite_schema WHERE type = 'table'").get() as { n: number };
    if (tables.n > 0) throw new StorageError('not-ours', `${file} is not a Minus Auction database (it has tables but no schema version). Set DATA_DIR to another folder.`, `open ${file}`, 'no schema_version table');
    return 0;
  }
  const row = db.prepare('SELECT max(version) AS v FROM schema_version').get() as { v: number | null };
  return row.v ?? 0;
}

/** The sentence for a database from a newer server. */
function newerError(file: string, found: number, latest: number): StorageError {
  return new StorageError(
    'newer-schema',
    `${file} was written by a newer version of Minus Auction (schema version ${found}; this version reads up to ${latest}). Update Minus Auction, or set DATA_DIR to another folder.`,
    `open ${file}`, `schema version ${found} > ${latest}`,
  );
}

/**
 * The database's version, after checking that `migrations` can bring it to their last version:
 * throws `newer-schema` or `not-ours` without writing anything (call it before any pragma that
 * writes, such as switching to WAL).
 */
export function checkMigratable(db: Database.Database, file: string, migrations: readonly Migration[] = MIGRATIONS): number {
  const latest = migrations[migrations.length - 1]?.version ?? 0;
  const found = schemaVersion(db, file);
  if (found > latest) throw newerError(file, found, latest);
  return found;
}

/**
 * Bring the database to the last of `migrations` (default: `MIGRATIONS`), each migration in its
 * own transaction with its `schema_version` row, so a crash leaves the database at a whole
 * version. Returns the versions applied (empty when up to date).
 * Throws StorageError `newer-schema` when the database is ahead of `migrations` (nothing is
 * touched), `not-ours` for another program's database, or the error of a failed migration.
 */
export function migrate(db: Database.Database, file: string, migrations: readonly Migration[] = MIGRATIONS, now: () => number = Date.now): number[] {
  const found = checkMigratable(db, file, migrations);
  const applied: number[] = [];
  for (const m of migrations) {
    if (m.version <= found) continue;
    db.transaction(() => {
      if (!hasTable(db, 'schema_version')) {
        db.exec('CREATE TABLE schema_version (version INTEGER PRIMARY KEY, name TEXT NOT NULL, migrated_at INTEGER NOT NULL) STRICT');
      }
      m.up(db);
      db.prepare('INSERT INTO schema_version (version, name, migrated_at) VALUES (?, ?, ?)').run(m.version, m.name, now());
    }).immediate();
    applied.push(m.version);
  }
  return applied;
}

/**
 * For a read-only opening (the history command): the database must be at exactly `latest`.
 * Throws `newer-schema`, `older-schema` (start the server once to upgrade) or `not-ours` (another
 * program's database, or an empty one: no schema version).
 */
export function requireVersion(db: Database.Database, file: string, latest = LATEST_VERSION): void {
  const found = schemaVersion(db, file);
  if (found > latest) throw newerError(file, found, latest);
  // No schema version at all: an empty file (or one SQLite reads as empty), never an older server's database.
  if (found === 0) {
    throw new StorageError(
      'not-ours',
      `${file} is empty or not a Minus Auction database (it has no schema version). Start the server once (npm start) with this DATA_DIR to make one, or set DATA_DIR to another folder.`,
      `open ${file}`, 'no schema_version table',
    );
  }
  if (found < latest) {
    throw new StorageError(
      'older-schema',
      `${file} is from an older version of Minus Auction (schema version ${found}; this version needs ${latest}). Start the server once (npm start) to bring it up to date.`,
      `open ${file}`, `schema version ${found} < ${latest}`,
    );
  }
}
