/**
 * The host hides a watcher's rude name on the crowd's table (message `hide-name`): the VIP or the
 * stage may, nobody else; the row is then listed by its "Watcher N" for the rest of the evening
 * (a reload with the same name, a new game, a restart); a seat's row is never hidden this way,
 * and a hidden name does not come back on a seat (a join under it is refused `name-hidden`).
 */
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_FILE } from '../src/storage/index.js';
import { minusAuction } from '@minus/shared/shows/minus-auction/module';
import { Crowd } from '../src/platform/crowd/crowd.js';
import { readCrowdSnapshot } from '../src/platform/crowd/crowd-snapshot.js';
import { annBoAndBot, ask, autoPlay, createStage, joinPlayer, minusGame, record, serverRoom, startHarness, until, type Conn, type Harness, type RoomStateShape } from './support/harness.js';

type Row = { name: string; right: number; made: number; hideable: boolean };

/**
 * A 3-seat Minus Auction game (show preset, seed 7) for a crowd to follow: `game` now, `settle`
 * (the seat on turn takes: the open question closes on `crowd`, in room game `gameNumber`) and
 * `again` (the same deal from its start, for the room's next game).
 */
function aGame() {
  const hooks = minusAuction.crowd!;
  const made = minusAuction.createGame({ preset: 'show' }, ['Ann', 'Bo', 'Cy'], 7);
  if (!made.ok) throw new Error(made.error.message);
  let game = made.value;
  return {
    get game() { return game; },
    follow(crowd: Crowd, gameNumber: number) { crowd.follow(hooks, game, gameNumber); },
    settle(crowd: Crowd, gameNumber: number) {
      const next = minusAuction.applyAction(game, game.current, 'take');
      if (!next.ok) throw new Error(next.error.message);
      game = next.value;
      crowd.follow(hooks, game, gameNumber);
    },
    again() { game = made.value; },
  };
}

describe('Crowd.hide (units)', () => {
  it('lists a hidden watcher by its "Watcher N" all evening; a seat\'s row and a name not listed are not hidden', () => {
    const crowd = new Crowd();
    const g = aGame();
    g.follow(crowd, 1);
    crowd.predict({ id: 'p:rude', name: 'Rude', fallback: 'Watcher 4' }, crowd.key, 0);
    crowd.predict({ id: 'p:kind', name: 'Kind', fallback: 'Watcher 5' }, crowd.key, 1);
    crowd.predict({ id: 's2', name: 'Cy' }, crowd.key, 0);
    g.settle(crowd, 1);
    const byName = (name: string) => crowd.table().find((r) => r.name === name);
    expect(byName('Rude')).toMatchObject({ hideable: true });
    expect(byName('Cy')).toMatchObject({ hideable: false });
    expect(crowd.hide('Cy')).toBe(0);
    expect(crowd.hide('Nobody')).toBe(0);
    expect(crowd.hide('Rude')).toBe(1);
    expect(byName('Rude')).toBeUndefined();
    expect(byName('Watcher 4')).toMatchObject({ made: 1, hideable: false });
    expect(byName('Kind')).toMatchObject({ hideable: true });
    expect(crowd.hide('Rude')).toBe(0);
    // A later guess under the same name (or another) in a later game: still "Watcher 4".
    g.again();
    g.follow(crowd, 2);
    crowd.predict({ id: 'p:rude', name: 'Rude again', fallback: 'Watcher 4' }, crowd.key, 0);
    g.settle(crowd, 2);
    expect(crowd.table().map((r) => r.name)).toEqual(['Watcher 4']);
    // A restart keeps it: the snapshot as stored (JSON) carries the hidden ids.
    const stored = readCrowdSnapshot(JSON.stringify(crowd.snapshot()));
    if (!stored.ok) throw new Error(stored.reason);
    const back = new Crowd();
    back.restore(stored.value);
    expect(back.table()).toEqual(crowd.table());
    g.follow(back, 2);
    back.predict({ id: 'p:rude', name: 'Rude', fallback: 'Watcher 4' }, back.key, 1);
    g.settle(back, 2);
    expect(back.table().map((r) => r.name)).toEqual(['Watcher 4']);
  });
});

describe('Crowd.hide: look-alikes and the evening (units)', () => {
  it('hides every look-alike of the name, from any phone, and a restart of a later game keeps it', () => {
    const crowd = new Crowd();
    const g = aGame();
    g.follow(crowd, 1);
    crowd.predict({ id: 'p:1', name: 'Bob', fallback: 'Watcher 1' }, crowd.key, 0);
    crowd.predict({ id: 'p:2', name: '\u0412ob', fallback: 'Watcher 2' }, crowd.key, 0);
    crowd.predict({ id: 'p:3', name: 'BOB', fallback: 'Watcher 3' }, crowd.key, 0);
    g.settle(crowd, 1);
    expect(crowd.table().map((r) => r.name)).toEqual(['Bob', 'Watcher 2', 'Watcher 3']);
    expect(crowd.hide('Bob')).toBe(1);
    // One hide: no look-alike takes the name's place.
    expect(crowd.table().map((r) => r.name)).toEqual(['Watcher 1', 'Watcher 2', 'Watcher 3']);
    // Another phone with the same word in other letters, later: hidden too.
    crowd.predict({ id: 'p:4', name: '\uFF22ob', fallback: 'Watcher 4' }, crowd.key, 0);
    g.settle(crowd, 1);
    expect(crowd.table().map((r) => r.name)).not.toContain('\uFF22ob');
    // The snapshot of game 1 is the last stored when a crash comes early in game 2.
    const stored = readCrowdSnapshot(JSON.stringify(crowd.snapshot()));
    if (!stored.ok) throw new Error(stored.reason);
    const back = new Crowd();
    back.restoreEvening(stored.value);
    g.again();
    g.follow(back, 2);
    back.predict({ id: 'p:1', name: 'Bob', fallback: 'Watcher 1' }, back.key, 0);
    back.predict({ id: 'p:9', name: 'bob', fallback: 'Watcher 9' }, back.key, 0);
    g.settle(back, 2);
    expect(back.table().map((r) => r.name).sort()).toEqual(['Watcher 1', 'Watcher 9']);
    // Numbering goes on after the evening's watchers.
    expect(back.roll.numberFor(undefined)).toBe(5);
  });

  it('lists "Watcher 10" after "Watcher 9"', () => {
    const crowd = new Crowd();
    const g = aGame();
    g.follow(crowd, 1);
    for (const n of [10, 9, 2]) crowd.predict({ id: `p:${n}`, name: `Watcher ${n}`, fallback: `Watcher ${n}` }, crowd.key, 0);
    g.settle(crowd, 1);
    expect(crowd.table().map((r) => r.name)).toEqual(['Watcher 2', 'Watcher 9', 'Watcher 10']);
  });
});

describe('hide-name through the room', () => {
  let h: Harness;
  let stage: Conn;
  let ann: Conn;
  let bo: Conn;
  let cy: Conn;
  let code: string;
  const RUDE = 'cd'.repeat(16);

  beforeAll(async () => {
    h = await startHarness();
    stage = await createStage(h);
    code = stage.room.state.code;
    ann = await joinPlayer(h, code, 'Ann');
    bo = await joinPlayer(h, code, 'Bo');
    cy = await joinPlayer(h, code, 'Cy');
  });
  afterAll(async () => {
    await h.close();
  });

  const rows = (c: Conn) => (c.room.state.crowd as unknown as { table: Row[] }).table;
  const table = (c: Conn) => rows(c).map((r) => ({ name: r.name, hideable: r.hideable }));

  async function watch(name: string, watcher?: string): Promise<Conn> {
    const c = record(await h.client.joinById<RoomStateShape>(code, { role: 'audience', name, ...(watcher ? { watcher } : {}) }));
    await until(() => c.audience !== undefined, 5000, `${name} watching`);
    return c;
  }

  /** `who` guess on the open question, then the seat on turn takes: the question settles. */
  async function guessAndTake(who: Conn[]): Promise<void> {
    const room = serverRoom(h, code);
    const key = room.crowd.crowd.key;
    const current = minusGame(room).current;
    const before = room.crowd.crowd.tally(3).reduce((a, b) => a + b, 0);
    for (const c of who) c.room.send('predict', { key, seat: current });
    await until(() => room.crowd.crowd.tally(3).reduce((a, b) => a + b, 0) === before + who.length, 5000, 'the guesses counted');
    const decider = [ann, bo, cy].find((c) => c.seat?.seat === current)!;
    expect((await ask(decider, 'act', { action: 'take', version: stage.room.state.game.version })).ok).toBe(true);
    await until(() => (stage.room.state.crowd as unknown as { lastKey: string }).lastKey === key, 5000, 'the question settled');
  }

  it('only the VIP and the stage hide a watcher\'s name; the TV lists it as "Watcher N" from then on, after a reload too', async () => {
    const rude = await watch('Rude', RUDE);
    const rowdy = await watch('Rowdy');
    expect((await ask(stage, 'start')).ok).toBe(true);
    await until(() => stage.room.state.phase === 'playing' && !!serverRoom(h, code).crowd.crowd.key, 5000, 'the game on');
    await guessAndTake([rude, rowdy]);
    await until(() => table(stage).length === 2, 3000, 'the table');
    expect(table(stage)).toEqual(expect.arrayContaining([{ name: 'Rude', hideable: true }, { name: 'Rowdy', hideable: true }]));
    const vip = stage.room.state.seats.findIndex((s) => s.vip);
    const notVip = [ann, bo].find((c) => c.seat!.seat !== vip)!;
    const theVip = [ann, bo].find((c) => c.seat!.seat === vip)!;
    expect(await ask(notVip, 'hide-name', { name: 'Rude' })).toMatchObject({ ok: false, code: 'not-allowed' });
    expect(await ask(rowdy, 'hide-name', { name: 'Rude' })).toMatchObject({ ok: false, code: 'not-allowed' });
    expect(table(stage)).toContainEqual({ name: 'Rude', hideable: true });
    expect(await ask(theVip, 'hide-name', { name: 'Rude' })).toMatchObject({ ok: true });
    await until(() => !table(stage).some((r) => r.name === 'Rude'), 3000, 'the name hidden');
    const hiddenAs = table(stage).find((r) => r.name.startsWith('Watcher '));
    expect(hiddenAs).toMatchObject({ hideable: false });
    // Its phone alone is told how it is listed now; the other watcher's count still names it.
    const lastScore = (c: Conn) => [...c.messages].reverse().find((m) => m.type === 'crowd-score')?.message as { listedAs?: string; hidden?: true } | undefined;
    await until(() => lastScore(rude)?.hidden === true, 3000, 'the hidden watcher told');
    expect(lastScore(rude)).toMatchObject({ listedAs: hiddenAs!.name, hidden: true, right: 1, made: 1 });
    expect(lastScore(rowdy)).toMatchObject({ listedAs: 'Rowdy' });
    expect(lastScore(rowdy)?.hidden).toBeUndefined();
    // Hidden already, or never listed: a friendly "no longer on the table".
    expect(await ask(theVip, 'hide-name', { name: 'Rude' })).toMatchObject({ ok: false, code: 'too-late', reason: 'name-gone' });
    expect(await ask(stage, 'hide-name', { name: '' })).toMatchObject({ ok: false, code: 'bad-message' });
    expect(await ask(stage, 'hide-name', { name: 'Rowdy' })).toMatchObject({ ok: true });
    await until(() => table(stage).every((r) => r.name.startsWith('Watcher ')), 3000, 'both hidden');
    // The same phone reloads under the same name and guesses again: still its "Watcher N".
    await rude.room.leave();
    const back = await watch('Rude', RUDE);
    await guessAndTake([back]);
    await until(() => rows(stage).some((r) => r.name === hiddenAs!.name && r.made === 2), 3000, 'the table after the reload');
    expect(table(stage).map((r) => r.name)).not.toContain('Rude');
  });

  it('keeps a hidden name off the seats: a watcher taking a seat after the game picks another', async () => {
    const stops = [ann, bo, cy].map((c) => autoPlay(c));
    await until(() => stage.room.state.phase === 'finale', 30_000, 'the finale');
    stops.forEach((stop) => stop());
    // "Rude", and the same name in look-alike letters (a Cyrillic e), are refused a seat; another name sits.
    for (const name of ['Rude', 'Rud\u0435']) {
      await expect(h.client.joinById(code, { role: 'player', name })).rejects.toMatchObject({ message: 'name-hidden' });
    }
    const kind = await joinPlayer(h, code, 'Kind one');
    expect(kind.seat).toBeDefined();
    expect(stage.room.state.seats.map((x) => x.name)).not.toContain('Rude');
  });
});

describe('a hidden name across a crash early in the next game', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  it('stays hidden, and the watcher keeps its number, when the last stored crowd is of the game before', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'minus-hide-'));
    dirs.push(dir);
    const RUDE = 'ee'.repeat(16);
    let h = await startHarness({ dataDir: dir });
    const { stage, code, ann, bo } = await annBoAndBot(h);
    const room = serverRoom(h, code);
    const rude = record(await h.client.joinById<RoomStateShape>(code, { role: 'audience', name: 'Rude', watcher: RUDE }));
    await until(() => rude.audience !== undefined, 5000, 'Rude watching');
    await until(() => !!room.crowd.crowd.key && [ann, bo].some((p) => p.seat!.seat === minusGame(room).current), 10_000, "a person's turn");
    const key = room.crowd.crowd.key;
    const current = minusGame(room).current;
    rude.room.send('predict', { key, seat: current });
    await until(() => room.crowd.crowd.tally(3)[current] === 1, 5000, 'the guess');
    const decider = [ann, bo].find((p) => p.seat!.seat === current)!;
    expect((await ask(decider, 'act', { action: 'take', version: stage.room.state.game.version })).ok).toBe(true);
    await until(() => room.crowd.crowd.table().some((r) => r.name === 'Rude'), 5000, 'Rude on the table');
    const number = room.crowd.crowd.snapshot().rows.find((r) => r.id === `p:${RUDE}`)!.fallback;
    expect((await ask(stage, 'hide-name', { name: 'Rude' })).ok).toBe(true);
    // What the database holds now: game 1's crowd, stored as the name was hidden.
    const read = () => (new Database(join(dir, DB_FILE), { readonly: true }).prepare('SELECT crowd FROM rooms WHERE code = ?').get(code) as { crowd: string }).crowd;
    const gameOne = read();
    expect(JSON.parse(gameOne)).toMatchObject({ game: 1 });
    // Game 1 ends, game 2 starts; the server dies before game 2's first question settles (no store since).
    const stops = [autoPlay(ann, () => 'take'), autoPlay(bo, () => 'take')];
    await until(() => room.show.phase === 'finale', 20_000, 'game 1 over');
    for (const stop of stops) stop();
    expect((await ask(stage, 'play-again')).ok).toBe(true);
    await until(() => room.show.phase === 'playing' && room.show.gameNumber === 2, 5000, 'game 2');
    await h.close();
    const db = new Database(join(dir, DB_FILE));
    db.prepare('UPDATE rooms SET crowd = ? WHERE code = ?').run(gameOne, code);
    db.close();

    h = await startHarness({ dataDir: dir });
    try {
      const again = serverRoom(h, code);
      expect(again.show.gameNumber).toBe(2);
      const back = record(await h.client.joinById<RoomStateShape>(code, { role: 'audience', name: 'Rude', watcher: RUDE }));
      await until(() => back.audience !== undefined, 5000, 'Rude back');
      const ud = again.clients.find((c) => c.sessionId === back.room.sessionId)!.userData as { fallback: string };
      expect(ud.fallback).toBe(number);
      // A new phone with the same word: hidden too.
      const other = record(await h.client.joinById<RoomStateShape>(code, { role: 'audience', name: 'RUDE', watcher: 'ef'.repeat(16) }));
      await until(() => other.audience !== undefined, 5000, 'the other phone');
      const ann2 = await joinPlayer(h, code, 'x', { seatSecret: ann.seat!.secret });
      const bo2 = await joinPlayer(h, code, 'x', { seatSecret: bo.seat!.secret });
      await until(() => !!again.crowd.crowd.key && [ann2, bo2].some((p) => p.seat!.seat === minusGame(again).current), 10_000, "a person's turn after the restart");
      const k2 = again.crowd.crowd.key;
      const c2 = minusGame(again).current;
      for (const w of [back, other]) w.room.send('predict', { key: k2, seat: c2 });
      await until(() => again.crowd.crowd.tally(3)[c2] === 2, 5000, 'both guesses');
      const d2 = [ann2, bo2].find((p) => p.seat!.seat === c2)!;
      expect((await ask(d2, 'act', { action: 'take', version: minusGame(again).version })).ok).toBe(true);
      await until(() => again.crowd.crowd.table().length === 2, 5000, 'the table after the restart');
      const names = again.crowd.crowd.table().map((r) => r.name);
      expect(names).toContain(number);
      expect(names.some((n) => /rude/i.test(n))).toBe(false);
    } finally {
      await h.close();
    }
  });
});
