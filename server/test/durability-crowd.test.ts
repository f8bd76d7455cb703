/**
 * The crowd across a restart (docs/SERVER.md, "The crowd", "Restore at start"): the room stores
 * its crowd as each question settles (not per guess) and as the server stops, so a restarted
 * server shows the same predictors' table, a watcher's phone that comes back with its watcher id
 * is told its own count again, a seated player's too, and a guess on the question open at the stop
 * still counts. A damaged stored crowd is dropped with one log line; the room still comes back.
 */
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Client } from 'colyseus.js';
import { DB_FILE, RoomStore } from '../src/storage/index.js';
import { annBoAndBot, ask, autoPlay, joinPlayer, minusGame, record, serverRoom, sleep, startHarness, until, type Conn, type Harness, type RoomStateShape } from './support/harness.js';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

function dataDir(): string {
  const d = mkdtempSync(join(tmpdir(), 'minus-crowd-'));
  dirs.push(d);
  return d;
}

interface CrowdShape { key: string; picks: number[]; lastKey: string; lastAnswer: number; table: { name: string; right: number; made: number }[] }
const crowdOf = (c: Conn) => c.room.state.crowd as unknown as CrowdShape;
const table = (c: Conn) => crowdOf(c).table.map((r) => ({ name: r.name, right: r.right, made: r.made }));
const scores = (c: Conn) => c.messages.filter((m) => m.type === 'crowd-score').map((m) => m.message);
const EVE = 'ab'.repeat(16);

async function watch(h: Harness, code: string, name: string, watcher: string): Promise<Conn> {
  const c = record(await h.client.joinById<RoomStateShape>(code, { role: 'audience', name, watcher }));
  await until(() => c.audience !== undefined, 5000, `${name} watching`);
  return c;
}

/** The seat to act, once it is Ann's or Bo's (the bot acts at once), with the open question's key. */
async function humanTurn(h: Harness, code: string, phones: Conn[]): Promise<{ key: string; current: number; decider: Conn }> {
  const room = serverRoom(h, code);
  let found: { key: string; current: number; decider: Conn } | undefined;
  await until(() => {
    if (room.show.phase !== 'playing' || !room.crowd.crowd.key) return false;
    const current = minusGame(room).current;
    const decider = phones.find((p) => p.seat?.id === room.book.seats[current]?.id);
    found = decider ? { key: room.crowd.crowd.key, current, decider } : undefined;
    return found !== undefined;
  }, 10_000, "Ann's or Bo's turn with a question open");
  return found!;
}

/** `who` guess (seat `seat`) on the open question; resolves once the room counted every guess. */
async function guess(h: Harness, code: string, key: string, who: [Conn, number][]): Promise<void> {
  const crowd = serverRoom(h, code).crowd.crowd;
  const before = crowd.tally(3).reduce((a, b) => a + b, 0);
  for (const [c, seat] of who) c.room.send('predict', { key, seat });
  await until(() => crowd.tally(3).reduce((a, b) => a + b, 0) === before + who.length, 5000, 'the guesses counted');
}

async function take(h: Harness, code: string, decider: Conn, key: string): Promise<void> {
  const version = minusGame(serverRoom(h, code)).version;
  expect(await ask(decider, 'act', { action: 'take', version })).toMatchObject({ ok: true });
  await until(() => serverRoom(h, code).crowd.crowd.lastKey === key, 5000, 'the question settled');
}

describe('a restarted server brings the crowd back', () => {
  it('the same predictors\' table, each guesser\'s own count on its return, and the guesses on the open question', async () => {
    const dir = dataDir();
    let h = await startHarness({ dataDir: dir });
    const { stage, code, ann, bo } = await annBoAndBot(h);
    const eve = await watch(h, code, 'Eve', EVE);
    // Three questions settle: Eve right, wrong, right; Bo (seated, not deciding) guesses the first.
    let boGuessed = false;
    for (let i = 0; i < 3; i++) {
      const { key, current, decider } = await humanTurn(h, code, [ann, bo]);
      const who: [Conn, number][] = [[eve, i === 1 ? (current + 1) % 3 : current]];
      if (i === 0 && decider !== bo) {
        who.push([bo, current]);
        boGuessed = true;
      }
      await guess(h, code, key, who);
      await take(h, code, decider, key);
    }
    await until(() => scores(eve).length === 3, 5000, "Eve's counts");
    const lastKey = serverRoom(h, code).crowd.crowd.lastKey;
    expect(scores(eve).at(-1)).toEqual({ game: 1, key: lastKey, right: 2, made: 3, listedAs: 'Eve' });
    await until(() => table(stage).length === (boGuessed ? 2 : 1), 5000, "the stage's table");
    const tableBefore = table(stage);
    expect(tableBefore).toContainEqual({ name: 'Eve', right: 2, made: 3 });
    const boBefore = serverRoom(h, code).crowd.crowd.scoreOf(bo.seat!.id);

    // A fourth question is open: Eve guesses it, then the server stops.
    const open = await humanTurn(h, code, [ann, bo]);
    await guess(h, code, open.key, [[eve, open.current]]);
    // The crowd was stored as the third question settled, and not for the guess since.
    const reader = RoomStore.open({ dataDir: dir, readonly: true });
    const stored = JSON.parse(reader.liveRooms()[0]!.crowd!) as { rows: { id: string; right: number; made: number }[]; key: string; picks: unknown[] };
    reader.close();
    expect(stored.rows).toContainEqual({ id: `p:${EVE}`, name: 'Eve', right: 2, made: 3, fallback: 'Watcher 1' });
    expect(stored).toMatchObject({ key: open.key, picks: [] });
    const hostSecret = stage.hostSecret!;
    const secrets = { ann: ann.seat!.secret, bo: bo.seat!.secret };
    await h.close();

    h = await startHarness({ dataDir: dir });
    try {
      const crowd = serverRoom(h, code).crowd.crowd;
      expect(crowd.table().map(({ hideable: _h, ...r }) => r)).toEqual(tableBefore);
      expect(crowd.lastKey).toBe(lastKey);
      const stage2 = record(await new Client(`ws://127.0.0.1:${h.server.port}`).joinById<RoomStateShape>(code, { role: 'stage', hostSecret }));
      await until(() => crowdOf(stage2)?.table?.length === tableBefore.length, 5000, "the restored stage's table");
      expect(table(stage2)).toEqual(tableBefore);
      expect(crowdOf(stage2).key).toBe(open.key);
      expect(crowdOf(stage2).picks[open.current]).toBe(1); // Eve's guess on the open question
      // Eve's phone comes back with its watcher id: its count, as before the restart.
      const eve2 = await watch(h, code, 'Eve', EVE);
      await until(() => scores(eve2).length > 0, 5000, "Eve's count after the restart");
      expect(scores(eve2)).toEqual([{ game: 1, key: lastKey, right: 2, made: 3, listedAs: 'Eve' }]);
      // Bo comes back by his seat's secret: his count too, if he guessed.
      const bo2 = await joinPlayer(h, code, 'ignored', { seatSecret: secrets.bo });
      if (boBefore) await until(() => scores(bo2).length > 0, 5000, "Bo's count after the restart");
      await sleep(50);
      expect(scores(bo2)).toEqual(boBefore ? [{ game: 1, key: lastKey, ...boBefore }] : []);
      // Another watcher never guessed: no count.
      const una = await watch(h, code, 'Una', 'cd'.repeat(16));
      await sleep(100);
      expect(scores(una)).toEqual([]);
      // The open question closes: Eve's guess on it counts.
      const ann2 = await joinPlayer(h, code, 'ignored', { seatSecret: secrets.ann });
      const decider = [ann2, bo2].find((p) => p.seat!.seat === open.current)!;
      await take(h, code, decider, open.key);
      await until(() => scores(eve2).length === 2, 5000, "Eve's count after the take");
      expect(scores(eve2)[1]).toEqual({ game: 1, key: open.key, right: 3, made: 4, listedAs: 'Eve' });
    } finally {
      await h.close();
    }
  });
});

describe('a watcher who takes a seat on the results, across a crash', () => {
  it('is stored at once: the restarted room still lists the seat under the watcher\'s name', async () => {
    const dir = dataDir();
    let h = await startHarness({ dataDir: dir });
    const { stage, code, ann, bo } = await annBoAndBot(h);
    const eve = await watch(h, code, 'Eve', EVE);
    const { key, current, decider } = await humanTurn(h, code, [ann, bo]);
    await guess(h, code, key, [[eve, current]]);
    const stops = [autoPlay(ann), autoPlay(bo)];
    await until(() => stage.room.state.phase === 'finale', 30_000, 'the results');
    stops.forEach((s) => s());
    // Eve's phone sits down as Eve on the results, where no question settles.
    const seat = await joinPlayer(h, code, 'Eve', { watcher: EVE });
    expect(seat.seat).toBeDefined();
    await until(() => serverRoom(h, code).crowd.crowd.snapshot().rows.some((r) => r.seat === seat.seat!.id), 3000, 'the row took the seat');
    // What a crash now would leave: the database's crowd already has the row's seat.
    const reader = RoomStore.open({ dataDir: dir, readonly: true });
    const stored = JSON.parse(reader.liveRooms()[0]!.crowd!) as { rows: { id: string; seat?: string }[] };
    reader.close();
    expect(stored.rows.find((r) => r.id === `p:${EVE}`)?.seat).toBe(seat.seat!.id);
    const hostSecret = stage.hostSecret!;
    await h.close();

    h = await startHarness({ dataDir: dir });
    try {
      const stage2 = record(await new Client(`ws://127.0.0.1:${h.server.port}`).joinById<RoomStateShape>(code, { role: 'stage', hostSecret }));
      await until(() => crowdOf(stage2)?.table?.length === 1, 5000, "the restored stage's table");
      expect(table(stage2).map((r) => r.name)).toEqual(['Eve']);
    } finally {
      await h.close();
    }
  }, 60_000);
});

describe('watchers whose names look alike, across a restart', () => {
  it('stay told apart ("Watcher N"), and a watcher who joins after the restart gets a new number', async () => {
    const dir = dataDir();
    let h = await startHarness({ dataDir: dir });
    const { stage, code, ann, bo } = await annBoAndBot(h);
    const bobs = [await watch(h, code, 'Bob', 'b1'.repeat(16)), await watch(h, code, 'bob', 'b2'.repeat(16)), await watch(h, code, ' Bob ', 'b3'.repeat(16))];
    const { key, current, decider } = await humanTurn(h, code, [ann, bo]);
    await guess(h, code, key, bobs.map((b) => [b, current] as [Conn, number]));
    await take(h, code, decider, key);
    const names = (rows: { name: string }[]) => rows.map((r) => r.name).sort();
    await until(() => table(stage).length === 3, 5000, "the stage's table");
    expect(names(table(stage))).toEqual(['Bob', 'Watcher 2', 'Watcher 3']);
    const hostSecret = stage.hostSecret!;
    await h.close();

    h = await startHarness({ dataDir: dir });
    try {
      expect(names(serverRoom(h, code).crowd.crowd.table())).toEqual(['Bob', 'Watcher 2', 'Watcher 3']);
      const stage2 = record(await new Client(`ws://127.0.0.1:${h.server.port}`).joinById<RoomStateShape>(code, { role: 'stage', hostSecret }));
      await until(() => crowdOf(stage2)?.table?.length === 3, 5000, "the restored stage's table");
      expect(names(table(stage2))).toEqual(['Bob', 'Watcher 2', 'Watcher 3']);
      // The second Bob's phone comes back: it keeps its number (the restart did not hand it a new one).
      const bob2 = await watch(h, code, 'bob', 'b2'.repeat(16));
      const bob2Data = serverRoom(h, code).clients.find((x) => x.sessionId === bob2.room.sessionId)!.userData as { fallback: string };
      expect(bob2Data.fallback).toBe('Watcher 2');
      // A nameless watcher after the restart: the next number, not "Watcher 1" again.
      const anon = record(await h.client.joinById<RoomStateShape>(code, { role: 'audience' }));
      await until(() => anon.audience !== undefined, 5000, 'the new watcher');
      const ud = serverRoom(h, code).clients.find((x) => x.sessionId === anon.room.sessionId)!.userData as { name: string };
      expect(ud.name).toBe('Watcher 4');
    } finally {
      await h.close();
    }
  });
});

describe('a damaged stored crowd', () => {
  it('is dropped with one log line; the room, its seats and its game come back', async () => {
    const dir = dataDir();
    let h = await startHarness({ dataDir: dir });
    const { code, ann, bo } = await annBoAndBot(h);
    const eve = await watch(h, code, 'Eve', EVE);
    const { key, current, decider } = await humanTurn(h, code, [ann, bo]);
    await guess(h, code, key, [[eve, current]]);
    await take(h, code, decider, key);
    const game = structuredClone(minusGame(serverRoom(h, code)));
    await h.close();

    const db = new Database(join(dir, DB_FILE));
    const row = db.prepare('SELECT id, crowd FROM rooms WHERE code = ?').get(code) as { id: number; crowd: string };
    db.close();
    const good = JSON.parse(row.crowd) as { rows: { id: string; right: number }[] };
    expect(good.rows).toContainEqual(expect.objectContaining({ id: `p:${EVE}`, right: 1 }));
    const cases: [string, string, RegExp][] = [
      ['not JSON', '{"v":1,"rows":[', /not valid JSON/],
      ['more right than made', JSON.stringify({ ...good, rows: good.rows.map((r) => ({ ...r, right: 9 })) }), /rows\.0: more right than made/],
      ['no rows', JSON.stringify({ ...good, rows: undefined }), /rows: /],
    ];
    for (const [what, damaged, reason] of cases) {
      // Each stop stores the crowd again: put the damaged one in before each start.
      const write = new Database(join(dir, DB_FILE));
      write.prepare('UPDATE rooms SET crowd = ? WHERE id = ?').run(damaged, row.id);
      write.close();
      h = await startHarness({ dataDir: dir });
      try {
        expect(h.logs.join('\n'), what).toMatch(new RegExp(`rooms restored .*: 1 \\(${code}\\)`));
        const lines = h.logs.filter((l) => l.includes('restored without its crowd'));
        expect(lines, what).toHaveLength(1);
        expect(lines[0]).toMatch(new RegExp(`^\\[room ${code}\\] restored without its crowd \\(the stored one is damaged: `));
        expect(lines[0]).toMatch(reason);
        const room = serverRoom(h, code);
        expect(room.book.seats.map((s) => s.name)).toEqual(['Ann', 'Bo', expect.any(String)]);
        expect(minusGame(room).cubes).toEqual(game.cubes);
        expect(minusGame(room).chips).toEqual(game.chips);
        expect(room.crowd.crowd.table()).toEqual([]);
        const eve2 = await watch(h, code, 'Eve', EVE);
        await sleep(100);
        expect(scores(eve2), what).toEqual([]);
      } finally {
        await h.close();
      }
    }
  });
});
