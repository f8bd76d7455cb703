/**
 * The rooms' store through its public API: what a room writes comes back whole after the store
 * is closed and opened again; writes out of order are refused and leave nothing; rooms close,
 * codes are reused, idle rooms are found; one server per data folder.
 */
import Database from 'better-sqlite3';
import { existsSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { eveningTable, replayGames } from '../../src/history/replay-games.js';
import { knownShows } from '../../src/history/shows.js';
import { addGame, emptyEvening } from '@minus/shared/platform/evening';
import { minusAuction } from '@minus/shared/shows/minus-auction/module';
import { DB_FILE, gameRecord, hashSecret, RoomStore, secretMatches, StorageError, type StoredRoom } from '../../src/storage/index.js';
import { lobby, playMinus, startMinusGame, tempDir } from './fixtures.js';
import { result } from '@minus/shared/shows/minus-auction/index';

const cleanups: (() => void)[] = [];
afterEach(() => {
  while (cleanups.length) cleanups.pop()!();
});

function openStore(dir?: string): { store: RoomStore; dir: string } {
  const t = dir ? null : tempDir();
  const folder = dir ?? t!.dir;
  const store = RoomStore.open({ dataDir: folder });
  cleanups.push(() => store.close());
  if (t) cleanups.push(t.cleanup);
  return { store, dir: folder };
}

function created(store: RoomStore, code = 'BCFG', at = 1_000) {
  const r = store.createRoom({ code, createdAt: at, ...lobby() });
  if (!r.ok) throw r.error;
  return r.value;
}

describe('opening', () => {
  it('creates the data folder and a WAL database with NORMAL sync and foreign keys on', () => {
    const t = tempDir();
    cleanups.push(t.cleanup);
    const dir = join(t.dir, 'nested', 'data');
    const { store } = openStore(dir);
    expect(existsSync(join(dir, DB_FILE))).toBe(true);
    const db = new Database(store.file, { readonly: true });
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    db.close();
    store.close();
    // The sync mode and foreign keys are per connection: read them on the store's own.
    const again = RoomStore.open({ dataDir: dir });
    cleanups.push(() => again.close());
    const raw = (again as unknown as { db: Database.Database }).db;
    expect(raw.pragma('synchronous', { simple: true })).toBe(1); // NORMAL
    expect(raw.pragma('foreign_keys', { simple: true })).toBe(1);
  });

  it('lets one server at a time use a data folder', () => {
    const { store, dir } = openStore();
    let err: unknown;
    try {
      RoomStore.open({ dataDir: dir });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(StorageError);
    expect((err as StorageError).kind).toBe('busy');
    expect((err as StorageError).message).toMatch(/Another Minus Auction server is using the data folder .*DATA_DIR/);
    store.close();
    const next = RoomStore.open({ dataDir: dir });
    next.close();
    // The history command reads while the server runs: it takes no lock.
    const { store: running } = openStore(dir);
    const reader = RoomStore.open({ dataDir: dir, readonly: true });
    expect(reader.rooms()).toEqual([]);
    reader.close();
    running.close();
  });
});

describe('checkpoints', () => {
  /** Play 16 games (more than 1,000 commits), pausing between them; returns the commits made. */
  async function playEvening(store: RoomStore): Promise<number> {
    const key = created(store);
    let commits = 0;
    for (let n = 1; n <= 16; n++) {
      const game = startMinusGame(store, key, n, n, n * 1e6);
      expect(playMinus(store, key, game, n)).toBeNull();
      commits += game.actions.length + 1;
      await sleep(30);
    }
    return commits;
  }

  /** Frames in the WAL now (a PASSIVE checkpoint from another connection reports them). */
  async function walFrames(file: string): Promise<number> {
    const peek = new Database(file);
    let state: { busy: number; log: number } | undefined;
    // The worker may be checkpointing at this very moment (busy, -1): ask again.
    for (let tries = 0; tries < 50 && (!state || state.busy || state.log < 0); tries++) {
      if (state) await sleep(10);
      [state] = peek.pragma('wal_checkpoint(PASSIVE)') as { busy: number; log: number }[];
    }
    peek.close();
    return state!.log;
  }

  it('are made by the worker once the WAL is long, never by the commits on the event loop: the WAL stays short', async () => {
    const t = tempDir();
    cleanups.push(t.cleanup);
    const logs: string[] = [];
    const store = RoomStore.open({ dataDir: t.dir, checkpointMs: 20, checkpointFrames: 64, log: (l) => logs.push(l) });
    cleanups.push(() => store.close());
    expect((store as unknown as { db: Database.Database }).db.pragma('wal_autocheckpoint', { simple: true })).toBe(0);
    const commits = await playEvening(store);
    // Each commit appends at least one page to the WAL. Had nobody checkpointed, the WAL would
    // hold them all; checkpointed by the worker, a next commit starts it again from the top.
    expect(commits).toBeGreaterThan(1000);
    const frames = await walFrames(store.file);
    expect(frames).toBeGreaterThan(0);
    // (Most of them: a worker starved of the CPU for a while on a busy machine lets a few hundred pass.)
    expect(frames).toBeLessThan(commits / 2);
    expect(logs).toEqual([]);
    store.close();
    expect(existsSync(`${store.file}-wal`)).toBe(false);
  });

  it('leave a WAL shorter than the threshold alone, so no commit starts it again from the top', async () => {
    const t = tempDir();
    cleanups.push(t.cleanup);
    const logs: string[] = [];
    const store = RoomStore.open({ dataDir: t.dir, checkpointMs: 20, log: (l) => logs.push(l) });
    cleanups.push(() => store.close());
    const commits = await playEvening(store);
    await sleep(100);
    // The worker ran many rounds meanwhile and only synced: every commit is still in the WAL.
    expect(await walFrames(store.file)).toBeGreaterThanOrEqual(commits);
    expect(logs).toEqual([]);
    store.close();
    expect(existsSync(`${store.file}-wal`)).toBe(false);
  });
});

describe('a room written as it plays, read back after a restart', () => {
  it('keeps the lobby, every game, every action, and replays to the same states', () => {
    const { store, dir } = openStore();
    const key = created(store);
    expect(store.saveLobby(key, lobby(5, { vipSeat: 's2', rules: { preset: 'custom', chips: 7, timerMs: null } }), 2_000).ok).toBe(true);
    const room5 = lobby(5, { rules: { preset: 'custom', chips: 7, timerMs: null } });
    const one = startMinusGame(store, key, 1, 11, 3_000, room5);
    expect(playMinus(store, key, one, 1)).toBeNull();
    expect(one.state.finished).toBe(true);
    const two = startMinusGame(store, key, 2, 22, 900_000, room5);
    expect(playMinus(store, key, two, 2, 7)).toBeNull();
    store.close();

    const again = RoomStore.open({ dataDir: dir });
    cleanups.push(() => again.close());
    const live = again.liveRooms();
    expect(live).toHaveLength(1);
    const room = live[0]!;
    expect(room).toMatchObject({ key, code: 'BCFG', showId: 'minus-auction', phase: 'playing', closedAt: null, rules: { preset: 'custom', chips: 7, timerMs: null } });
    expect(room.seats.map((s) => s.name).sort()).toEqual(['Ada', 'Bob', 'Cy', 'Dee', 'Eve']);
    expect(room.games.map((g) => [g.number, g.actions.length, g.finishedAt !== null])).toEqual([[1, one.actions.length, true], [2, 7, false]]);
    expect(room.games[0]!.finishedAt).toBe(1_000 + (one.actions.length - 1) * 1000);
    expect(room.games[1]!.actions.map((a) => a.action)).toEqual(two.actions);
    expect(room.games[1]!.seatIds).toEqual(room.seats.map((s) => s.id));

    // Replaying the stored records gives the engine's states, and the evening's table follows.
    const replayed = replayGames(room.games, knownShows);
    expect(replayed.map((g) => g.replay.ok && g.replay.finished)).toEqual([true, false]);
    expect(replayed[0]!.replay.ok && replayed[0]!.replay.state).toEqual(one.state);
    expect(replayed[1]!.replay.ok && replayed[1]!.replay.state).toEqual(two.state);
    const seats = one.state.players.map((name, i) => ({ id: one.seatIds[i]!, name, avatar: 0 }));
    expect(eveningTable(replayed)).toEqual(addGame(emptyEvening(), 'minus-auction', seats, minusAuction.standing(one.state)));
    // A practice game is left out of the table, as the live room leaves it out (the history command's table too).
    expect(eveningTable(replayed.map((g) => ({ ...g, practice: true })))).toEqual(emptyEvening());
    expect(gameRecord(room.games[0]!)).toMatchObject({ format: 'minus-auction/record@1', actions: one.actions });
  });

  it('marks the end of a game and the results in the same transaction as the last decision', () => {
    const { store } = openStore();
    const key = created(store);
    const game = startMinusGame(store, key, 1, 5, 2_000);
    expect(store.room(key)!.phase).toBe('playing');
    expect(playMinus(store, key, game, 3)).toBeNull();
    const room = store.room(key)!;
    expect(room.phase).toBe('finale');
    expect(room.games[0]!.finishedAt).toBe(room.games[0]!.actions.at(-1)!.at);
    expect(store.saveLobby(key, { ...lobby(), phase: 'lobby' }, 5_000_000).ok).toBe(true);
    expect(store.room(key)!.phase).toBe('lobby');
  });

  it("keeps the room's crowd as its JSON text, unread; the last one written wins; a closed room's is refused", () => {
    const { store, dir } = openStore();
    const key = created(store);
    expect(store.room(key)!.crowd).toBeNull();
    expect(store.saveCrowd(key, { v: 1, rows: [{ id: 's1', right: 0 }] }).ok).toBe(true);
    expect(store.saveCrowd(key, { v: 1, rows: [{ id: 's1', right: 1 }] }).ok).toBe(true);
    store.close();
    const again = RoomStore.open({ dataDir: dir });
    cleanups.push(() => again.close());
    expect(again.liveRooms()[0]!.crowd).toBe('{"v":1,"rows":[{"id":"s1","right":1}]}');
    // Not activity: the idle sweep still finds the room by its own last write.
    expect(again.idleRooms(10, 1_011).map((r) => r.lastActiveAt)).toEqual([1_000]);
    expect(again.archive(key, 2_000, 'ended').ok).toBe(true);
    const refused = again.saveCrowd(key, { v: 1 });
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.error.kind).toBe('conflict');
  });
});

describe('writes that do not follow what is stored are refused whole', () => {
  function actionCount(store: RoomStore, key: number): number {
    return store.room(key)!.games.reduce((n, g) => n + g.actions.length, 0);
  }

  it('refuses a repeated, skipped or late action index, a finished or unknown game', () => {
    const { store } = openStore();
    const key = created(store);
    const game = startMinusGame(store, key, 1, 7, 2_000);
    expect(playMinus(store, key, game, 9, 3)).toBeNull();
    const cases: [number, number, RegExp][] = [[1, 2, /next action .* is 3, not 2/], [1, 4, /is 3, not 4/], [2, 0, /has no game 2/]];
    for (const [g, index, why] of cases) {
      const r = store.appendAction(key, g, { index, seat: 0, action: 'take', cause: 'phone', at: 9_000 });
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.error.kind).toBe('conflict');
        expect(r.error.detail).toMatch(why);
        expect(r.error.message).toMatch(/could not save that.*Nothing changed/);
      }
    }
    expect(actionCount(store, key)).toBe(3);
    expect(playMinus(store, key, game, 9)).toBeNull();
    const after = store.appendAction(key, 1, { index: game.actions.length, seat: 0, action: 'take', cause: 'bot', at: 1e9 });
    expect(!after.ok && after.error.detail).toMatch(/game 1 of room \d+ is finished/);
  });

  /** The detail of the StorageError `fn` throws (the fixture throws a failed write's error). */
  function detailOf(fn: () => unknown): string {
    try {
      fn();
    } catch (e) {
      expect(e).toBeInstanceOf(StorageError);
      expect((e as StorageError).kind).toBe('conflict');
      return (e as StorageError).detail;
    }
    throw new Error('no error thrown');
  }

  it('starts one game at a time, numbered in order, in an open room', () => {
    const { store } = openStore();
    const key = created(store);
    const first = startMinusGame(store, key, 1, 3, 2_000);
    expect(detailOf(() => startMinusGame(store, key, 2, 4, 3_000))).toMatch(/game 1 of room \d+ is still running/);
    playMinus(store, key, first, 3);
    expect(detailOf(() => startMinusGame(store, key, 3, 4, 3_000))).toMatch(/next game of room \d+ is 2, not 3/);
    startMinusGame(store, key, 2, 4, 3_000);
    expect(store.room(key)!.games).toHaveLength(2);
    expect(store.appendAction(key, 2, { index: 0, seat: 0, action: 'take', cause: 'phone', at: 3_500 }).ok).toBe(true);
    expect(store.archive(key, 4_000, 'ended').ok).toBe(true);
    expect(detailOf(() => startMinusGame(store, key, 3, 4, 5_000))).toMatch(/closed/);
    const late = store.appendAction(key, 2, { index: 1, seat: 0, action: 'take', cause: 'timeout', at: 6_000 });
    expect(!late.ok && late.error.detail).toMatch(/room \d+ is closed/);
    expect(store.saveLobby(key, lobby(), 7_000).ok).toBe(false);
  });

  it('keeps room codes unique among live rooms only', () => {
    const { store } = openStore();
    const a = created(store, 'MKST');
    const taken = store.createRoom({ code: 'MKST', createdAt: 2_000, ...lobby() });
    expect(!taken.ok && taken.error.kind).toBe('conflict');
    expect(store.rooms()).toHaveLength(1);
    expect(store.archive(a, 3_000, 'ended').ok).toBe(true);
    expect(store.archive(a, 3_500, 'ended').ok).toBe(false);
    const b = created(store, 'MKST', 4_000);
    expect(b).not.toBe(a);
    expect(store.latestByCode('MKST')!.key).toBe(b);
    expect(store.archive(b, 5_000, 'idle').ok).toBe(true);
    expect(store.latestByCode('MKST')).toMatchObject({ key: b, closeReason: 'idle', closedAt: 5_000 });
    expect(store.latestByCode('ZZZZ')).toBeUndefined();
    expect(store.liveRooms()).toEqual([]);
  });

  it('refuses every write once closed, with the stopping sentence', () => {
    const { store } = openStore();
    const key = created(store);
    store.close();
    const r = store.saveLobby(key, lobby(), 2_000);
    expect(!r.ok && r.error.kind).toBe('closed');
    expect(!r.ok && r.error.message).toMatch(/stopping/);
  });
});

describe('idle rooms', () => {
  it('counts lobby writes, game starts, decisions and touches as activity', () => {
    const { store } = openStore();
    const quiet = created(store, 'QQQQ', 1_000);
    const busy = created(store, 'BBBB', 1_000);
    const touched = created(store, 'TTTT', 1_000);
    const game = startMinusGame(store, busy, 1, 8, 2_000);
    playMinus(store, busy, game, 8, 5, 50_000); // last action at 54,000
    expect(store.touch(touched, 60_000).ok).toBe(true);
    expect(store.touch(touched, 10).ok).toBe(true); // never goes back
    expect(store.idleRooms(10_000, 65_000).map((r) => [r.code, r.lastActiveAt])).toEqual([['QQQQ', 1_000], ['BBBB', 54_000]]);
    expect(store.idleRooms(10_000, 71_000).map((r) => r.code)).toEqual(['QQQQ', 'BBBB', 'TTTT']);
    for (const r of store.idleRooms(10_000, 65_000)) expect(store.archive(r.key, 65_000, 'idle').ok).toBe(true);
    expect(store.liveRooms().map((r: StoredRoom) => r.code)).toEqual(['TTTT']);
    expect(store.room(quiet)!.closeReason).toBe('idle');
  });
});

describe('secrets', () => {
  it('are stored as SHA-256 hashes and proven by the secret itself', () => {
    const h = hashSecret('s3cret');
    expect(h).toBe('1ec1c26b50d5d3c58d9583181af8076655fe00756bf7285940ba3670f99fcba0'); // sha256sum of "s3cret"
    expect(secretMatches('s3cret', h)).toBe(true);
    for (const [s, hash] of [['s3cret ', h], ['', h], [undefined, h], ['s3cret', null], ['s3cret', 'nothex']] as const) expect(secretMatches(s, hash)).toBe(false);
    const { store } = openStore();
    const key = created(store);
    const seat = store.room(key)!.seats[0]!;
    expect(seat.secretHash).toBe(hashSecret('secret-Ada'));
    expect(JSON.stringify(store.room(key))).not.toContain('secret-Ada');
  });
});

describe('backup', () => {
  it('copies the database while it is open; the copy reads back', async () => {
    const { store, dir } = openStore();
    const key = created(store);
    const game = startMinusGame(store, key, 1, 12, 2_000);
    playMinus(store, key, game, 12, 10);
    const copy = tempDir();
    cleanups.push(copy.cleanup);
    await store.backup(join(copy.dir, DB_FILE));
    const restored = RoomStore.open({ dataDir: copy.dir, readonly: true });
    expect(restored.room(key)!.games[0]!.actions.map((a) => a.action)).toEqual(game.actions);
    restored.close();
    expect(dir).not.toBe(copy.dir);
  });
});
