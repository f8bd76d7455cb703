/**
 * `npm run -s history` and `npm run -s history -- --export DIR`, run as a person runs them, on
 * databases written through the store: past evenings listed with their games, winners and table;
 * records exported under the download's file names and read back by `npm run -s replay`; a
 * missing folder, an empty database, a newer database and a damaged record each get a sentence
 * and their exit code.
 */
import Database from 'better-sqlite3';
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { result } from '@minus/shared/shows/minus-auction/index';
import { recordFileName } from '@minus/shared/platform/protocol/record-file';
import { addGame, emptyEvening } from '@minus/shared/platform/evening';
import { minusAuction } from '@minus/shared/shows/minus-auction/module';
import { DB_FILE, MIGRATIONS, RoomStore, type RoomKey } from '../src/storage/index.js';
import { lobby, playMinus, startMinusGame, tempDir, type PlayedGame } from './storage/fixtures.js';
import type { History } from '../src/history/evenings.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const run = promisify(execFile);

/**
 * The package scripts these tests run, as `npm run` runs them (from the repository's folder): the
 * built JavaScript, which runs without the dev tools (a production install); built before the tests.
 */
const SCRIPTS = { history: 'server/dist/history.js', replay: 'server/dist/replay.js' } as const;

beforeAll(async () => {
  await run(process.execPath, ['server/scripts/build-if-needed.mjs', 'server'], { cwd: root });
}, 120_000);

/**
 * Run `npm run -s SCRIPT -- ARGS` with DATA_DIR set. With `viaNpm` false (most tests, to save
 * npm's second of start-up on a busy machine) the script's built file runs in node directly,
 * exactly as the script line in package.json says; one test goes through npm itself.
 */
async function npm(script: keyof typeof SCRIPTS, args: string[], dataDir: string, viaNpm = false): Promise<{ code: number; stdout: string; stderr: string }> {
  const [cmd, argv] = viaNpm ? ['npm', ['run', '-s', script, '--', ...args]] : [process.execPath, ['--enable-source-maps', SCRIPTS[script], ...args]];
  try {
    const { stdout, stderr } = await run(cmd, argv, { cwd: root, env: { ...process.env, DATA_DIR: dataDir }, timeout: 60_000 });
    return { code: 0, stdout, stderr };
  } catch (e) {
    const err = e as { code: number; stdout: string; stderr: string };
    return { code: err.code, stdout: err.stdout, stderr: err.stderr };
  }
}

const folders: (() => void)[] = [];
function folder(): string {
  const t = tempDir('minus-history-');
  folders.push(t.cleanup);
  return t.dir;
}
afterAll(() => folders.forEach((f) => f()));

/** Winner (or null) and the evening rows, from the engine's own results of `games`. */
function expected(games: PlayedGame[]) {
  let table = emptyEvening();
  const winners = games.map((g) => {
    const r = result(g.state);
    if (g.state.finished) {
      const seats = g.state.players.map((name, i) => ({ id: g.seatIds[i]!, name, avatar: 0 }));
      table = addGame(table, 'minus-auction', seats, minusAuction.standing(g.state));
    }
    return r.winner ?? null;
  });
  return { winners, table };
}

describe('npm run -s history', { timeout: 60_000 }, () => {
  let dir: string;
  let closedGames: PlayedGame[];
  let liveGames: PlayedGame[];
  let liveKey: RoomKey;
  const day = new Date(2026, 10, 29, 20, 0).getTime();

  beforeAll(() => {
    dir = folder();
    const store = RoomStore.open({ dataDir: dir });
    const a = store.createRoom({ code: 'MKST', createdAt: day, ...lobby(3) });
    if (!a.ok) throw a.error;
    closedGames = [];
    for (const n of [1, 2]) {
      const g = startMinusGame(store, a.value, n, 100 + n, day + n * 1_800_000, lobby(3));
      expect(playMinus(store, a.value, g, n, Infinity, day + n * 1_800_000 + 60_000)).toBeNull();
      closedGames.push(g);
    }
    expect(store.archive(a.value, day + 7_200_000, 'ended').ok).toBe(true);
    const b = store.createRoom({ code: 'BCFG', createdAt: day + 86_400_000, ...lobby(5) });
    if (!b.ok) throw b.error;
    liveKey = b.value;
    liveGames = [startMinusGame(store, b.value, 1, 201, day + 86_460_000, lobby(5))];
    expect(playMinus(store, b.value, liveGames[0]!, 3, Infinity, day + 86_500_000)).toBeNull();
    liveGames.push(startMinusGame(store, b.value, 2, 202, day + 90_000_000, lobby(5, { rules: { preset: 'veto' } })));
    expect(playMinus(store, b.value, liveGames[1]!, 4, 6, day + 90_100_000)).toBeNull();
    expect(store.createRoom({ code: 'ZZZZ', createdAt: day + 99_000_000, ...lobby(3) }).ok).toBe(true); // never played
    store.close();
  });

  it('lists each evening, newest first: its games, winners and table', async () => {
    const r = await npm('history', [], dir, true);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const out = r.stdout;
    expect(out).toContain(`2 evenings in ${join(dir, DB_FILE)}, newest first.`);
    expect(out.indexOf('Room BCFG')).toBeLessThan(out.indexOf('Room MKST'));
    expect(out).toMatch(/Room BCFG {2}2026-11-30 20:00 to .* {2}live: restored when the server starts/);
    expect(out).toMatch(/Room MKST {2}2026-11-29 20:00 to .* {2}closed 2026-11-29 22:00/);
    expect(out).toContain('  Game 2  Minus Auction, veto preset  not finished');
    const closed = expected(closedGames);
    closed.winners.forEach((w, i) => expect(out).toMatch(new RegExp(`Game ${i + 1} {2}Minus Auction, show preset {2}\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2} {2}${w ? `winner ${w}` : 'shared first place: '}`)));
    for (const row of closed.table.rows) expect(out).toMatch(new RegExp(`  ${row.name} +${row.games} +${row.wins} +${row.points[0]}\\n`));
    // The table's points column is headed by the show's title, as its games are listed.
    expect(out).toMatch(/ {2}Evening table +games {2}wins {2}Minus Auction\n/);
    expect(out).toContain('(1 room without a game not shown.)');
  });

  it('gives the same as JSON with --json', async () => {
    const r = await npm('history', ['--json'], dir);
    expect(r.code).toBe(0);
    const history = JSON.parse(r.stdout) as History;
    expect(history.roomsWithoutGames).toBe(1);
    expect(history.evenings.map((e) => [e.code, e.live, e.closeReason, e.key === liveKey])).toEqual([['BCFG', true, null, true], ['MKST', false, 'ended', false]]);
    const [live, closed] = history.evenings;
    expect(closed!.table).toEqual(expected(closedGames).table);
    expect(closed!.games.map((g) => g.winner)).toEqual(expected(closedGames).winners);
    expect(live!.table).toEqual(expected(liveGames.slice(0, 1)).table);
    expect(live!.games.map((g) => [g.number, g.showId, g.title, g.preset, g.finishedAt === null])).toEqual([[1, 'minus-auction', 'Minus Auction', 'show', false], [2, 'minus-auction', 'Minus Auction', 'veto', true]]);
  });

  it('exports every finished game under the download name, files that npm run -s replay reads', async () => {
    const out = join(folder(), 'records');
    const r = await npm('history', ['--export', out], dir);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const store = RoomStore.open({ dataDir: dir, readonly: true });
    const rooms = store.rooms().reverse().map((s) => store.room(s.key)!);
    store.close();
    const names = rooms.flatMap((room) => room.games.filter((g) => g.finishedAt !== null).map((g) => recordFileName(room.code, g.number, g.finishedAt!, g.showId)));
    expect(names).toHaveLength(3);
    expect(names[0]).toMatch(/^minus-auction-MKST-2026-11-29-game-1\.json$/);
    expect(r.stdout).toBe(`${names.join('\n')}\nWrote 3 records to ${out}.\n`);
    expect(readdirSync(out).sort()).toEqual([...names].sort());
    const played = [...closedGames, liveGames[0]!];
    const replays = await Promise.all(names.map((name, i) => npm('replay', [join(out, name)], dir, i === 0)));
    replays.forEach((replay, i) => {
      expect(replay.code, replay.stderr).toBe(0);
      const res = result(played[i]!.state);
      expect(JSON.parse(replay.stdout)).toMatchObject({ finished: true, winner: res.winner, players: res.players.map((p) => ({ name: p.name, score: p.score, place: p.place })) });
    });
    // Again: the same names, nothing added.
    expect((await npm('history', ['--export', out], dir)).stdout).toBe(r.stdout);
    expect(readdirSync(out)).toHaveLength(3);
  });
});

describe('npm run -s history on odd data folders', { timeout: 60_000 }, () => {
  it('backs the database up while a server holds it open (its latest writes still in the WAL), never over a file, and says the room is live on it', async () => {
    const dir = folder();
    const day = new Date(2026, 10, 29, 20, 0).getTime();
    const writer = RoomStore.open({ dataDir: dir });
    const w = writer.createRoom({ code: 'WALX', createdAt: day + 100_000_000, ...lobby(3) });
    if (!w.ok) throw w.error;
    const g = startMinusGame(writer, w.value, 1, 301, day + 100_060_000, lobby(3));
    expect(playMinus(writer, w.value, g, 1, Infinity, day + 100_100_000)).toBeNull();
    const copy = folder();
    const file = join(copy, DB_FILE);
    try {
      const r = await npm('history', ['--backup', file], dir);
      expect(r.stderr).toBe('');
      expect(r.code).toBe(0);
      expect(r.stdout).toBe(`Copied ${join(dir, DB_FILE)} to ${file}. To restore it: stop the server, delete minus-auction.sqlite-wal and -shm, and put the copy in place of minus-auction.sqlite.\n`);
      const [live, copied] = await Promise.all([npm('history', ['--json'], dir), npm('history', ['--json'], copy)]);
      expect(copied.code).toBe(0);
      expect(JSON.parse(copied.stdout)).toEqual(JSON.parse(live.stdout));
      expect(copied.stdout).toContain('WALX');
      const again = await npm('history', ['--backup', file], dir);
      expect(again.code).toBe(2);
      expect(again.stderr).toBe(`history: ${file} already exists; name a new file (a backup never overwrites one)\n`);
      // A destination that cannot be: said of the destination, not of the database.
      const [dash, nowhere, unwritable] = await Promise.all([
        npm('history', ['--backup', '-'], dir), npm('history', ['--backup', join(copy, 'no', 'b.sqlite')], dir), npm('history', ['--backup', '/proc/b.sqlite'], dir),
      ]);
      expect(dash.stderr).toMatch(/^history: --backup needs a file name/);
      expect(nowhere.stderr).toBe(`history: there is no folder ${join(copy, 'no')} for the backup; create it first, or name a file in a folder that exists\n`);
      expect(unwritable.stderr).toMatch(/^history: cannot write the backup to \/proc\/b\.sqlite \(SQLITE_CANTOPEN[^)]*\)\. Choose a folder you can write\.\n$/);
      expect([dash.code, nowhere.code, unwritable.code]).toEqual([2, 2, 2]);
      // The room is live on the server holding the folder; stopped, the server brings it back at its next start.
      expect((await npm('history', [], dir)).stdout).toMatch(/Room WALX .* {2}live: open on the running server\n/);
    } finally {
      writer.close();
    }
    expect((await npm('history', [], dir)).stdout).toMatch(/Room WALX .* {2}live: restored when the server starts\n/);
  });

  it('marks practice games, and says why an evening of practice alone has no table', async () => {
    const dir = folder();
    const store = RoomStore.open({ dataDir: dir });
    const room = store.createRoom({ code: 'PRAC', createdAt: Date.now(), ...lobby(3) });
    if (!room.ok) throw room.error;
    const g = startMinusGame(store, room.value, 1, 301, Date.now(), lobby(3), true);
    expect(playMinus(store, room.value, g, 1, Infinity, Date.now())).toBeNull();
    store.close();
    const r = await npm('history', [], dir);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/ {2}Game 1 {2}Minus Auction, show preset {2}\(practice\) {2}\d{4}-/);
    expect(r.stdout).toContain('  Practice games stay out of the evening table, and no other game has finished.');
    expect(r.stdout).not.toContain('No finished game yet.');
    const json = JSON.parse((await npm('history', ['--json'], dir)).stdout) as History;
    expect(json.evenings[0]!.games.map((x) => x.practice)).toEqual([true]);
    expect(json.evenings[0]!.table.rows).toEqual([]);
    // The exported record says so too (stored before records carried it: from the game's row), and still replays.
    const out = join(dir, 'export');
    expect((await npm('history', ['--export', out], dir)).code).toBe(0);
    const [file] = readdirSync(out);
    expect(JSON.parse(readFileSync(join(out, file!), 'utf8'))).toMatchObject({ format: 'minus-auction/record@1', practice: true });
    expect((await npm('replay', [join(out, file!)], dir)).code).toBe(0);
  });

  it('says there is no data folder, or no database in it (exit 2)', async () => {
    const base = folder();
    const [none, empty, off] = await Promise.all([npm('history', [], join(base, 'nowhere')), npm('history', ['--export', join(base, 'out')], base), npm('history', [], 'none')]);
    // DATA_DIR=none keeps nothing on disk: said so, not read as a folder named "none".
    expect(off.code).toBe(2);
    expect(off.stderr).toBe('history: DATA_DIR=none keeps no rooms on disk, so there is no history; run the server with a data folder (DATA_DIR unset: ./data) to keep one\n');
    expect(none.code).toBe(2);
    expect(none.stderr).toBe(`history: There is no data folder at ${join(base, 'nowhere')}: the server creates it when it first starts. Set DATA_DIR if your data is elsewhere.\n`);
    expect(empty.code).toBe(2);
    expect(empty.stderr).toMatch(/^history: There is no database in .* \(no minus-auction\.sqlite\)/);
    expect(existsSync(join(base, 'out'))).toBe(false);
  });

  it('says there is no evening yet in a new database (exit 0), and exports nothing', async () => {
    const dir = folder();
    const store = RoomStore.open({ dataDir: dir });
    expect(store.createRoom({ code: 'EMPT', createdAt: 1, ...lobby(3) }).ok).toBe(true);
    store.close();
    const out = join(dir, 'export');
    const [r, e] = await Promise.all([npm('history', [], dir), npm('history', ['--export', out], dir)]);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(`No evenings in ${join(dir, DB_FILE)} yet: no game has been played (1 room opened, no game played).\n`);
    expect(e.code).toBe(0);
    expect(e.stdout).toBe(`No finished game to export in ${join(dir, DB_FILE)}.\n`);
    expect(existsSync(out)).toBe(false);
  });

  it('says an empty database file is empty, not an older version, and refuses an export folder that cannot be made (exit 2)', async () => {
    const empty = folder();
    writeFileSync(join(empty, DB_FILE), '');
    const dir = folder();
    const store = RoomStore.open({ dataDir: dir });
    const room = store.createRoom({ code: 'PROC', createdAt: Date.now(), ...lobby(3) });
    if (!room.ok) throw room.error;
    const g = startMinusGame(store, room.value, 1, 302, Date.now(), lobby(3));
    expect(playMinus(store, room.value, g, 1, Infinity, Date.now())).toBeNull();
    store.close();
    // Node's recursive mkdir never returns under /proc: the folder is made a level at a time.
    const [r, e] = await Promise.all([npm('history', [], empty), npm('history', ['--export', '/proc/nope/records'], dir)]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^history: .*minus-auction\.sqlite is empty or not a Minus Auction database/);
    expect(r.stderr).not.toMatch(/older version/);
    expect(e.code).toBe(2);
    expect(e.stderr).toBe('history: cannot write the records to /proc/nope/records (ENOENT). Choose a folder you can write.\n');
  }, 30_000);

  it('refuses bad arguments and a newer database with a sentence (exit 2)', async () => {
    const dir = folder();
    RoomStore.open({ dataDir: dir, migrations: [...MIGRATIONS, { version: MIGRATIONS.length + 1, name: 'future', up: () => undefined }] }).close();
    const bad = [['--bogus'], ['--export'], ['--json', '--export', 'x']];
    const [newer, ...answers] = await Promise.all([[], ...bad].map((args) => npm('history', args, dir)));
    expect(newer!.code).toBe(2);
    expect(newer!.stderr).toMatch(/^history: .* was written by a newer version of Minus Auction .* Update Minus Auction/);
    answers.forEach((r, i) => {
      expect(r.code, bad[i]!.join(' ')).toBe(2);
      expect(r.stderr).toMatch(/usage: npm run -s history/);
    });
  });

  it('names a second evening with the same code and day apart, and skips a record that does not replay (exit 1)', async () => {
    const dir = folder();
    const store = RoomStore.open({ dataDir: dir });
    const at = new Date(2026, 11, 6, 19, 0).getTime();
    const keys: RoomKey[] = [];
    for (const k of [0, 1, 2]) {
      const made = store.createRoom({ code: 'DUPE', createdAt: at + k * 10_000_000, ...lobby(3) });
      if (!made.ok) throw made.error;
      keys.push(made.value);
      const g = startMinusGame(store, made.value, 1, 300 + k, at + k * 10_000_000 + 1_000, lobby(3));
      expect(playMinus(store, made.value, g, k, Infinity, at + k * 10_000_000 + 2_000)).toBeNull();
      expect(store.archive(made.value, at + k * 10_000_000 + 5_000_000, 'ended').ok).toBe(true);
    }
    store.close();
    // Someone edits the third evening's record by hand: its first decision is now nonsense.
    const db = new Database(join(dir, DB_FILE));
    db.prepare("UPDATE actions SET action = '\"bid\"' WHERE room_id = ? AND idx = 0").run(keys[2]);
    db.close();
    const out = join(dir, 'export');
    const [r, listed] = await Promise.all([npm('history', ['--export', out], dir), npm('history', [], dir)]);
    expect(r.code).toBe(1);
    const day = '2026-12-06';
    expect(r.stdout).toBe(`minus-auction-DUPE-${day}-game-1.json\nminus-auction-DUPE-${day}-game-1 (2).json\nWrote 2 records to ${out}.\n`);
    expect(r.stderr).toMatch(/^history: room DUPE game 1 not exported: action 0: /);
    expect(listed.code).toBe(0);
    expect(listed.stdout).toMatch(/Game 1 {2}Minus Auction, show preset {2}cannot be replayed: action 0: /);
    expect(JSON.parse(readFileSync(join(out, `minus-auction-DUPE-${day}-game-1 (2).json`), 'utf8'))).toMatchObject({ format: 'minus-auction/record@1' });
  });
});
