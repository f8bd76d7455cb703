/**
 * Never lose a decision: when the disk is full or the folder cannot be written, every write says
 * so (a typed StorageError with a sentence and one log line) and leaves nothing partial; once
 * there is room again, the game goes on from exactly what was stored.
 *
 * A full disk is made two ways: the database's own size cap (`maxBytes`, SQLite's
 * max_page_count) everywhere, and a real 512 KiB tmpfs where this process may mount one (root,
 * as here and in CI). A read-only folder: a tmpfs mounted read-only (root; root ignores file
 * modes) or a folder without write permission (anyone else).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { replayGames } from '../../src/history/replay-games.js';
import { knownShows } from '../../src/history/shows.js';
import { RoomStore, StorageError, type RoomKey } from '../../src/storage/index.js';
import { lobby, playMinus, startMinusGame, tempDir, type PlayedGame } from './fixtures.js';

const cleanups: (() => void)[] = [];
afterEach(() => {
  while (cleanups.length) cleanups.pop()!();
});

const isRoot = process.getuid?.() === 0;

/** True when this process can mount a tmpfs (root with the capability). */
function canMount(): boolean {
  if (!isRoot) return false;
  const dir = mkdtempSync(join(tmpdir(), 'minus-mount-probe-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', dir], { stdio: 'ignore' });
    execFileSync('umount', [dir], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  } finally {
    rmdirSync(dir);
  }
}
const mountable = canMount();

/** A tmpfs of `size` at a new folder, unmounted (lazily, should a file still be open) after the test. */
function tmpfs(size: string, ro = false): string {
  const dir = mkdtempSync(join(tmpdir(), 'minus-tmpfs-'));
  execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size}${ro ? ',ro' : ''}`, 'tmpfs', dir]);
  cleanups.push(() => {
    execFileSync('umount', ['-l', dir]);
    rmdirSync(dir);
  });
  return dir;
}

/** Everything stored about room `key` agrees with the games as played (`acked`): nothing lost, nothing extra, nothing half-written. */
function expectStoredAsPlayed(store: RoomStore, key: RoomKey, acked: PlayedGame[]): void {
  const room = store.room(key)!;
  expect(room.games.map((g) => g.number)).toEqual(acked.map((g) => g.number));
  room.games.forEach((g, i) => {
    expect(g.actions.map((a) => a.action)).toEqual(acked[i]!.actions);
    expect(g.finishedAt !== null).toBe(acked[i]!.state.finished);
  });
  const last = acked.at(-1);
  expect(room.phase).toBe(!last ? 'lobby' : last.state.finished ? 'finale' : 'playing');
  replayGames(room.games, knownShows).forEach((g, i) => expect(g.replay.ok && g.replay.state).toEqual(acked[i]!.state));
}

/**
 * Play games until a write fails; returns the games as acknowledged and the error. A failed
 * game start is not among the games.
 */
function playUntilFull(store: RoomStore, key: RoomKey, seed: number): { games: PlayedGame[]; error: StorageError } {
  const games: PlayedGame[] = [];
  for (let n = 1; n < 10_000; n++) {
    let game: PlayedGame;
    try {
      game = startMinusGame(store, key, n, seed + n, n * 1e6);
    } catch (e) {
      return { games, error: e as StorageError };
    }
    games.push(game);
    const error = playMinus(store, key, game, seed * n);
    if (error) return { games, error: error as StorageError };
  }
  throw new Error('never full');
}

function expectFullError(error: StorageError): void {
  expect(error).toBeInstanceOf(StorageError);
  expect(error.kind).toBe('full');
  expect(error.message).toBe('The game server could not save that: its disk is full. Nothing changed; the host needs to free some space on the server.');
  expect(error.logLine).toMatch(/^storage full: (append action \d+ of game \d+|start game \d+) (in|of) room \d+ \(SQLITE_FULL: database or disk is full\)$/);
}

describe('a full database', () => {
  it('refuses the write that does not fit, keeps every one before it, and goes on once there is room', () => {
    // Several caps, so the failure falls on different writes: plain decisions, last decisions, game starts.
    const kinds = new Set<string>();
    for (const [i, cap] of [44, 48, 52, 56, 60, 64].entries()) {
      const t = tempDir();
      cleanups.push(t.cleanup);
      const store = RoomStore.open({ dataDir: t.dir, maxBytes: cap * 1024 });
      const made = store.createRoom({ code: 'FULL', createdAt: 1, ...lobby() });
      if (!made.ok) throw made.error;
      const { games, error } = playUntilFull(store, made.value, 100 * i);
      expectFullError(error);
      kinds.add(error.op.split(' ')[0]!);
      expectStoredAsPlayed(store, made.value, games);
      // Another write while still full (one that cannot fit) fails the same way and changes nothing.
      const current = games.at(-1);
      const big = store.saveLobby(made.value, lobby(4, { rules: { preset: 'show', note: 'x'.repeat(64 * 1024) } }), 9e9);
      expect(!big.ok && big.error.kind).toBe('full');
      expectStoredAsPlayed(store, made.value, games);
      expect(store.room(made.value)!.rules).toEqual({ preset: 'show' });
      store.close();

      // Room again (a restart with a bigger cap): the game goes on from what was stored.
      const roomy = RoomStore.open({ dataDir: t.dir });
      if (current && !current.state.finished) {
        expect(playMinus(roomy, made.value, current, 7)).toBeNull();
        expect(current.state.finished).toBe(true);
      } else {
        games.push(startMinusGame(roomy, made.value, games.length + 1, 5, 9e9));
      }
      expectStoredAsPlayed(roomy, made.value, games);
      roomy.close();
    }
    expect(kinds.has('append')).toBe(true);
  });
});

describe.skipIf(!mountable)('a full disk (a real 512 KiB tmpfs)', () => {
  it('fails with SQLITE_FULL, keeps what was acknowledged, and goes on in the same process once space is freed', () => {
    const dir = tmpfs('512k');
    writeFileSync(join(dir, 'ballast'), Buffer.alloc(192 * 1024, 1));
    const store = RoomStore.open({ dataDir: dir });
    cleanups.push(() => store.close());
    const made = store.createRoom({ code: 'DISK', createdAt: 1, ...lobby() });
    if (!made.ok) throw made.error;
    const { games, error } = playUntilFull(store, made.value, 3);
    expectFullError(error);
    expectStoredAsPlayed(store, made.value, games);

    rmSync(join(dir, 'ballast'));
    const current = games.at(-1)!;
    if (!current.state.finished) expect(playMinus(store, made.value, current, 4)).toBeNull();
    else games.push(startMinusGame(store, made.value, games.length + 1, 5, 9e9));
    expectStoredAsPlayed(store, made.value, games);
  });
});

describe('a folder that cannot be written', () => {
  it.skipIf(!mountable)('stops the start with a sentence naming the folder (read-only file system)', () => {
    const dir = tmpfs('64k', true);
    for (const target of [dir, join(dir, 'data')]) {
      let err: unknown;
      try {
        RoomStore.open({ dataDir: target });
      } catch (e) {
        err = e;
      }
      expect(err).toBeInstanceOf(StorageError);
      expect((err as StorageError).kind).toBe('read-only');
      expect((err as StorageError).message).toMatch(new RegExp(`^Cannot write ${target}/minus-auction.sqlite: the folder or the file is read-only. Make it writable, or set DATA_DIR to another folder.$`));
    }
  });

  it('stops the start with a sentence saying why the folder cannot be made (a file in its path; a place like /proc)', () => {
    const t = tempDir();
    cleanups.push(t.cleanup);
    const file = join(t.dir, 'a-file');
    writeFileSync(file, 'not a folder');
    expect(() => RoomStore.open({ dataDir: join(file, 'data') })).toThrow(/^Cannot make the data folder .*a-file\/data: part of that path is a file, not a folder\. Set DATA_DIR to another folder\.$/);
    // Node's own recursive mkdir never returned here; one folder at a time answers at once.
    if (existsSync('/proc/self')) expect(() => RoomStore.open({ dataDir: '/proc/no-such-folder/data' })).toThrow(/^Cannot make the data folder \/proc\/no-such-folder\/data: this system allows no folder there/);
  });

  it('stops the start when the database\'s path is a folder, saying so (not "read-only")', () => {
    const t = tempDir();
    cleanups.push(t.cleanup);
    mkdirSync(join(t.dir, 'minus-auction.sqlite'));
    expect(() => RoomStore.open({ dataDir: t.dir })).toThrow(/^.*minus-auction\.sqlite is a folder, not a database file\. Move it away, or set DATA_DIR to another folder\.$/);
    expect(() => RoomStore.open({ dataDir: t.dir, readonly: true })).toThrow(/is a folder, not a database file/);
  });

  it('says in the log when the database file was empty (0 bytes): it starts as a new one', () => {
    const t = tempDir();
    cleanups.push(t.cleanup);
    writeFileSync(join(t.dir, 'minus-auction.sqlite'), '');
    const lines: string[] = [];
    const store = RoomStore.open({ dataDir: t.dir, log: (l) => void lines.push(l), checkpoint: 'inline' });
    store.close();
    expect(lines).toEqual([expect.stringMatching(/minus-auction\.sqlite was empty \(0 bytes\): starting with no rooms and no evenings\. If it held evenings, stop the server and restore a backup\.$/)]);
    // Opened again, it is a database now: nothing more said.
    lines.length = 0;
    RoomStore.open({ dataDir: t.dir, log: (l) => void lines.push(l), checkpoint: 'inline' }).close();
    expect(lines).toEqual([]);
  });

  it.skipIf(isRoot)('stops the start with a sentence naming the folder (no write permission)', () => {
    const t = tempDir();
    cleanups.push(t.cleanup);
    const dir = join(t.dir, 'locked');
    mkdirSync(dir, { mode: 0o555 });
    expect(() => RoomStore.open({ dataDir: dir })).toThrow(/Cannot write .*locked\/minus-auction.sqlite: the folder or the file is read-only/);
  });

  it('refuses writes on a store opened read-only, with the read-only sentence, and stores nothing', () => {
    const t = tempDir();
    cleanups.push(t.cleanup);
    const writer = RoomStore.open({ dataDir: t.dir });
    const made = writer.createRoom({ code: 'READ', createdAt: 1, ...lobby() });
    if (!made.ok) throw made.error;
    const game = startMinusGame(writer, made.value, 1, 9, 1_000);
    writer.close();
    const reader = RoomStore.open({ dataDir: t.dir, readonly: true });
    cleanups.push(() => reader.close());
    const r = reader.appendAction(made.value, 1, { index: 0, seat: game.state.current, action: 'take', cause: 'phone', at: 2_000 });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.kind).toBe('read-only');
      expect(r.error.message).toMatch(/its data folder cannot be written\. Nothing changed/);
      expect(r.error.logLine).toMatch(/^storage read-only: append action 0 of game 1 in room \d+ \(SQLITE_READONLY/);
    }
    expect(reader.room(made.value)!.games[0]!.actions).toEqual([]);
  });
});
