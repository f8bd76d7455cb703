/**
 * Schema versions: a new database reaches the latest; a database at any earlier version migrates
 * with its rows intact; a failed migration leaves the version it had; a newer database, another
 * program's database or a file that is no database is refused with a sentence, untouched.
 */
import Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DB_FILE, LATEST_VERSION, MIGRATIONS, migrate, RoomStore, StorageError, type Migration } from '../../src/storage/index.js';
import { lobby, playMinus, startMinusGame, tempDir } from './fixtures.js';

const cleanups: (() => void)[] = [];
afterEach(() => {
  while (cleanups.length) cleanups.pop()!();
});

function folder(): string {
  const t = tempDir();
  cleanups.push(t.cleanup);
  return t.dir;
}

function versions(dir: string): number[] {
  const db = new Database(join(dir, DB_FILE), { readonly: true });
  const rows = db.prepare('SELECT version FROM schema_version ORDER BY version').pluck().all() as number[];
  db.close();
  return rows;
}

function openError(options: Parameters<typeof RoomStore.open>[0]): StorageError {
  try {
    RoomStore.open(options).close();
  } catch (e) {
    expect(e).toBeInstanceOf(StorageError);
    return e as StorageError;
  }
  throw new Error('opened');
}

const sha = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

/** A next version for the tests: seats get a colour, games a note. */
const v2: Migration = {
  version: LATEST_VERSION + 1,
  name: 'test: seat colours',
  up(db) {
    db.exec("ALTER TABLE seats ADD COLUMN colour TEXT NOT NULL DEFAULT 'teal'");
  },
};

describe('schema versions', () => {
  it('brings a new database to the latest version, one row per migration', () => {
    const dir = folder();
    RoomStore.open({ dataDir: dir, now: () => 42 }).close();
    expect(versions(dir)).toEqual(MIGRATIONS.map((m) => m.version));
    expect(versions(dir).at(-1)).toBe(LATEST_VERSION);
  });

  it('migrates a version 1 database (a file the server of that version wrote) to the latest, keeping its rooms and games', () => {
    const dir = folder();
    copyFileSync(join(import.meta.dirname, 'old-schemas', 'schema-v1.sqlite'), join(dir, DB_FILE));
    expect(versions(dir)).toEqual([1]);
    const store = RoomStore.open({ dataDir: dir });
    const [room] = store.liveRooms();
    expect(room).toMatchObject({ code: 'OLDV', phase: 'playing', hints: true, practiceChosen: false, practice: false, crowd: null });
    expect(room!.seats.map((s) => s.coached)).toEqual([false, false, false, false]);
    expect(room!.games.map((g) => [g.actions.length, g.finishedAt !== null, g.practice])).toEqual([[74, true, false], [5, false, false]]);
    // The room writes on at the new version: a decision, then the switches.
    expect(store.appendAction(room!.key, 2, { index: 5, seat: 0, action: 'take', cause: 'phone', at: 500_000 }).ok).toBe(true);
    const lobbyNow = { ...room!, seats: room!.seats.map((s, i) => ({ ...s, coached: i === 0 })), hints: false, practiceChosen: true };
    expect(store.saveLobby(room!.key, lobbyNow, 500_001).ok).toBe(true);
    expect(store.room(room!.key)).toMatchObject({ hints: false, practiceChosen: true, seats: [{ coached: true }, { coached: false }, { coached: false }, { coached: false }] });
    store.close();
    expect(versions(dir)).toEqual(MIGRATIONS.map((m) => m.version));
  });

  it.each([2, 3, 4, 5])('migrates a version %i database (the version 1 file brought to it) to the latest, keeping its rows', (at) => {
    const dir = folder();
    const file = join(dir, DB_FILE);
    copyFileSync(join(import.meta.dirname, 'old-schemas', 'schema-v1.sqlite'), file);
    const db = new Database(file);
    migrate(db, file, MIGRATIONS.slice(0, at));
    db.close();
    expect(versions(dir)).toEqual(MIGRATIONS.slice(0, at).map((m) => m.version));
    const store = RoomStore.open({ dataDir: dir });
    const [room] = store.liveRooms();
    expect(room).toMatchObject({ code: 'OLDV', phase: 'playing', crowd: null });
    expect(room!.games.map((g) => g.actions.length)).toEqual([74, 5]);
    // Its seats have no bot style stored (each plays its label), its other shows no rules.
    expect(room!.seats.map((s) => s.botPick)).toEqual([null, null, null, null]);
    // The room writes its crowd and a bot's style at the new version.
    expect(store.saveCrowd(room!.key, { v: 1 }).ok).toBe(true);
    expect(store.room(room!.key)!.crowd).toBe('{"v":1}');
    expect(room!.otherRules).toEqual({});
    const styled = { ...room!, seats: room!.seats.map((s, i) => (i === 1 ? { ...s, kind: 'bot' as const, botLabel: 'hard', botPick: 'hard-bold' } : s)), otherRules: { 'rubbish-auction': { preset: 'show', timerMs: 30_000 } } };
    expect(store.saveLobby(room!.key, styled, 500_001).ok).toBe(true);
    expect(store.room(room!.key)!.seats.map((s) => s.botPick)).toEqual([null, 'hard-bold', null, null]);
    expect(store.room(room!.key)!.otherRules).toEqual({ 'rubbish-auction': { preset: 'show', timerMs: 30_000 } });
    // No removed seats stored before version 5; the room stores them at the new version.
    expect(room!.kicked).toEqual([]);
    const kicked = ['a'.repeat(64), 'b'.repeat(64)];
    expect(store.saveLobby(room!.key, { ...styled, kicked }, 500_002).ok).toBe(true);
    expect(store.room(room!.key)!.kicked).toEqual(kicked);
    // No keep stored before version 6; the room stores its end at the new version.
    expect(room!.keepUntil).toBeNull();
    expect(store.saveLobby(room!.key, { ...styled, kicked, keepUntil: 600_000 }, 500_003).ok).toBe(true);
    expect(store.room(room!.key)!.keepUntil).toBe(600_000);
    store.close();
    expect(versions(dir)).toEqual(MIGRATIONS.map((m) => m.version));
  });

  it('migrates a database at every earlier version this store writes to the latest, keeping its rooms and games', () => {
    const chain = [...MIGRATIONS, v2];
    // From version 6 on (this store's SQL needs its columns); versions 1 to 5 are the file above.
    for (let at = 6; at < chain.length; at++) {
      const dir = folder();
      const old = RoomStore.open({ dataDir: dir, migrations: chain.slice(0, at) });
      const made = old.createRoom({ code: 'OLDV', createdAt: 1_000, ...lobby() });
      if (!made.ok) throw made.error;
      const game = startMinusGame(old, made.value, 1, 5, 2_000);
      expect(playMinus(old, made.value, game, 5, 6)).toBeNull();
      old.close();
      expect(versions(dir).at(-1)).toBe(chain[at - 1]!.version);

      const now = RoomStore.open({ dataDir: dir, migrations: chain });
      const room = now.room(made.value)!;
      expect(room.games[0]!.actions.map((a) => a.action)).toEqual(game.actions);
      expect(room.seats).toHaveLength(4);
      now.close();
      expect(versions(dir)).toEqual(chain.map((m) => m.version));
      const db = new Database(join(dir, DB_FILE), { readonly: true });
      expect(db.prepare('SELECT DISTINCT colour FROM seats').pluck().all()).toEqual(['teal']);
      db.close();
    }
  });

  it('leaves a database at its version when a migration fails half way', () => {
    const dir = folder();
    RoomStore.open({ dataDir: dir }).close();
    const broken: Migration = {
      version: LATEST_VERSION + 1, name: 'test: fails',
      up(db) {
        db.exec('ALTER TABLE rooms ADD COLUMN theme TEXT');
        db.exec('THIS IS NOT SQL');
      },
    };
    const err = openError({ dataDir: dir, migrations: [...MIGRATIONS, broken] });
    expect(err.kind).toBe('io');
    expect(versions(dir).at(-1)).toBe(LATEST_VERSION);
    const db = new Database(join(dir, DB_FILE), { readonly: true });
    expect((db.prepare('PRAGMA table_info(rooms)').all() as { name: string }[]).map((c) => c.name)).not.toContain('theme');
    db.close();
    // The lock was released with the failure: the server can start on the same folder.
    RoomStore.open({ dataDir: dir }).close();
  });

  it('refuses a database from a newer version with a sentence, and leaves it untouched', () => {
    const dir = folder();
    RoomStore.open({ dataDir: dir, migrations: [...MIGRATIONS, v2] }).close();
    const file = join(dir, DB_FILE);
    const before = sha(file);
    const err = openError({ dataDir: dir });
    expect(err.kind).toBe('newer-schema');
    expect(err.message).toBe(
      `${file} was written by a newer version of Minus Auction (schema version ${LATEST_VERSION + 1}; this version reads up to ${LATEST_VERSION}). Update Minus Auction, or set DATA_DIR to another folder.`,
    );
    expect(sha(file)).toBe(before);
    expect(openError({ dataDir: dir, readonly: true }).kind).toBe('newer-schema');
  });

  it('asks a read-only reader of an older database to start the server once', () => {
    const dir = folder();
    RoomStore.open({ dataDir: dir }).close();
    const err = openError({ dataDir: dir, readonly: true, migrations: [...MIGRATIONS, v2] });
    expect(err.kind).toBe('older-schema');
    expect(err.message).toMatch(/older version of Minus Auction .* Start the server once \(npm start\)/);
  });

  it("refuses another program's database and a file that is not a database", () => {
    const other = folder();
    const db = new Database(join(other, DB_FILE));
    db.exec('CREATE TABLE invoices (id INTEGER PRIMARY KEY)');
    db.close();
    const before = sha(join(other, DB_FILE));
    const err = openError({ dataDir: other });
    expect(err.kind).toBe('not-ours');
    expect(err.message).toMatch(/is not a Minus Auction database .* Set DATA_DIR to another folder/);
    expect(sha(join(other, DB_FILE))).toBe(before);

    const junk = folder();
    writeFileSync(join(junk, DB_FILE), 'these are my holiday notes, not a database'.repeat(200));
    const bad = openError({ dataDir: junk });
    expect(bad.kind).toBe('corrupt');
    expect(bad.message).toMatch(/is damaged or is not a database/);
  });
});
