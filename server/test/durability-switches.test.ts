/**
 * What a restart keeps besides seats and games (docs/SERVER.md, "What a restart keeps"): the
 * lobby's hints switch, the host's practice switch, a running practice game, each player's
 * coach, each bot's style and the seats the host removed, through the real server's restore (the stage and phones come back and see them). And a
 * database written by the previous schema (version 1, a file the server of that version made)
 * is upgraded at start and its room restored with the defaults it always had.
 */
import Database from 'better-sqlite3';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DB_FILE, LATEST_VERSION } from '../src/storage/index.js';
import { ask, createStage, joinPlayer, mySeat, serverRoom, stageBack, startHarness, until, type Conn } from './support/harness.js';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** A server on a fresh data folder, a room on it, and Ann and Bo seated. */
async function annAndBo() {
  const dir = dataDir();
  const h = await startHarness({ dataDir: dir });
  const stage = await createStage(h);
  const code = stage.room.state.code;
  return { dir, h, stage, code, ann: await joinPlayer(h, code, 'Ann'), bo: await joinPlayer(h, code, 'Bo') };
}

function dataDir(): string {
  const d = mkdtempSync(join(tmpdir(), 'minus-switches-'));
  dirs.push(d);
  return d;
}

/** The state fields these tests read (the shared harness's shape leaves them out). */
interface Switches {
  practice?: boolean;
  settings: { hints?: boolean };
  seats: { coached?: boolean }[];
}
const switches = (c: Conn) => c.room.state as unknown as Switches;

describe('a restart keeps the hints switch, practice and the coach', () => {
  it('brings back hints off, the host practice switch, a running practice game and a coached seat', async () => {
    const first = await annAndBo();
    const { dir, stage, code, ann, bo } = first;
    let h = first.h;
    for (const [type, body] of [
      ['add-bot', { label: 'medium' }],
      ['settings', { preset: 'custom', smallest: 3, largest: 30, removed: 1, chips: 5, seating: 'join', starter: 'first', timerMs: null }],
      ['hints', { on: false }],
      ['practice', { on: true }],
      ['start', {}],
    ] as const) {
      expect(await ask(stage, type, body), type).toMatchObject({ ok: true });
    }
    await until(() => ann.room.state.phase === 'playing' && switches(ann).practice === true, 5000, 'a practice game');
    expect(await ask(ann, 'coach', { on: true })).toMatchObject({ ok: true });
    await until(() => switches(stage).seats[0]?.coached === true, 5000, "Ann's coach");
    const hostSecret = stage.hostSecret!;
    const secret = ann.seat!.secret;
    await h.close();

    h = await startHarness({ dataDir: dir });
    try {
      const show = serverRoom(h, code).show;
      expect({ hints: show.hints, practiceChosen: show.practiceChosen, practice: show.practice, phase: show.phase }).toEqual({
        hints: false, practiceChosen: true, practice: true, phase: 'playing',
      });
      const stage2 = await stageBack(h, code, hostSecret, 3);
      expect(switches(stage2).settings.hints).toBe(false);
      expect(switches(stage2).practice).toBe(true);
      expect(switches(stage2).seats.map((s) => s.coached === true)).toEqual([true, false, false]);
      // Ann's phone comes back into a practice game with her coach still on: turning it off works.
      const ann2 = await joinPlayer(h, code, 'ignored', { seatSecret: secret });
      expect(await ask(ann2, 'coach', { on: false })).toMatchObject({ ok: true });
      await until(() => switches(stage2).seats[0]?.coached !== true, 5000, 'the coach off');
      void bo;
    } finally {
      await h.close();
    }
  });

  it('keeps a practice switch and hints turned back on between games (the lobby, no game yet)', async () => {
    const dir = dataDir();
    let h = await startHarness({ dataDir: dir });
    const stage = await createStage(h);
    const code = stage.room.state.code;
    expect(await ask(stage, 'practice', { on: true })).toMatchObject({ ok: true });
    expect(await ask(stage, 'hints', { on: false })).toMatchObject({ ok: true });
    expect(await ask(stage, 'hints', { on: true })).toMatchObject({ ok: true });
    await h.close();
    h = await startHarness({ dataDir: dir });
    try {
      const show = serverRoom(h, code).show;
      expect({ hints: show.hints, practiceChosen: show.practiceChosen, practice: show.practice, phase: show.phase }).toEqual({
        hints: true, practiceChosen: true, practice: true, phase: 'lobby',
      });
    } finally {
      await h.close();
    }
  });
});

describe('a restart keeps what a room that changed its show chose for the other show', () => {
  it('back in Minus Auction after a restart, a bold bot plays bold again and the host\'s rules are as chosen', async () => {
    const dir = dataDir();
    let h = await startHarness({ dataDir: dir });
    const stage = await createStage(h);
    const code = stage.room.state.code;
    const labels = (c: Conn) => c.room.state.seats.map((s) => (s as unknown as { botLabel: string }).botLabel).join();
    expect(await ask(stage, 'add-bot', { label: 'hard-bold' })).toMatchObject({ ok: true });
    expect(await ask(stage, 'add-bot', { label: 'medium' })).toMatchObject({ ok: true });
    const custom = { preset: 'custom', smallest: 5, largest: 20, removed: 3, chips: 4, seating: 'join', starter: 'first', timerMs: 45_000 };
    expect(await ask(stage, 'settings', { ...custom, show: 'minus-auction' })).toMatchObject({ ok: true });
    expect(await ask(stage, 'show', { show: 'rubbish-auction' })).toMatchObject({ ok: true });
    expect(await ask(stage, 'settings', { preset: 'show', timerMs: 30_000, show: 'rubbish-auction' })).toMatchObject({ ok: true });
    await until(() => labels(stage) === 'hard,medium', 5000, 'the levels of a show without styles');
    const hostSecret = stage.hostSecret!;
    await h.close();

    h = await startHarness({ dataDir: dir });
    try {
      const stage2 = await stageBack(h, code, hostSecret, 2);
      expect(labels(stage2)).toBe('hard,medium');
      expect(await ask(stage2, 'show', { show: 'minus-auction' })).toMatchObject({ ok: true });
      await until(() => labels(stage2) === 'hard-bold,medium-steady', 5000, 'the style as added');
      const settings = () => stage2.room.state.settings as unknown as Record<string, unknown>;
      expect(settings()).toMatchObject({ preset: 'custom', smallest: 5, largest: 20, removed: 3, chips: 4, timerMs: 45_000 });
      // And Rubbish Auction's, chosen after: the show chosen at the restart.
      expect(await ask(stage2, 'show', { show: 'rubbish-auction' })).toMatchObject({ ok: true });
      await until(() => settings().timerMs === 30_000, 5000, "Rubbish Auction's timer as chosen");
    } finally {
      await h.close();
    }
  });
});

describe('stored rules that do not read', () => {
  it('a hand-edited database: rules a show does not accept are dropped at the restart, with a log line, and the show plays its defaults', async () => {
    const dir = dataDir();
    let h = await startHarness({ dataDir: dir });
    const stage = await createStage(h);
    const code = stage.room.state.code;
    expect(await ask(stage, 'add-bot', { label: 'easy' })).toMatchObject({ ok: true });
    expect(await ask(stage, 'add-bot', { label: 'easy' })).toMatchObject({ ok: true });
    expect(await ask(stage, 'add-bot', { label: 'easy' })).toMatchObject({ ok: true });
    const hostSecret = stage.hostSecret!;
    await h.close();
    const db = new Database(join(dir, DB_FILE));
    db.prepare('UPDATE rooms SET other_rules = ?, rules = ? WHERE code = ?').run(JSON.stringify({ 'rubbish-auction': { preset: 'show', timerMs: 3000, pad: 'x' } }), JSON.stringify(5), code);
    db.close();

    h = await startHarness({ dataDir: dir });
    try {
      expect(h.logs.join('\n')).toMatch(/restored with the default rules of rubbish-auction, minus-auction/);
      const stage2 = await stageBack(h, code, hostSecret, 3);
      expect(await ask(stage2, 'show', { show: 'rubbish-auction' })).toMatchObject({ ok: true });
      expect(await ask(stage2, 'start')).toMatchObject({ ok: true });
    } finally {
      await h.close();
    }
  });
});

describe('a database from the previous schema version', () => {
  it('is upgraded at start, and its room (a finished game, one running) comes back with hints on and no practice', async () => {
    const dir = dataDir();
    // Made by the server at schema version 1: room OLDV, three people and a bot, game 1 played
    // to its end (74 decisions), game 2 running after 5 decisions.
    copyFileSync(join(import.meta.dirname, 'storage', 'old-schemas', 'schema-v1.sqlite'), join(dir, DB_FILE));
    // Its times are from 1970: a room idle that long would be archived at start.
    const h = await startHarness({ dataDir: dir, roomIdleMs: Number.MAX_SAFE_INTEGER });
    try {
      expect(h.logs.join('\n')).toMatch(/rooms restored .*: 1 \(OLDV\)/);
      const room = serverRoom(h, 'OLDV');
      expect(room.book.seats.map((s) => [s.name, s.kind, s.coached === true]).sort()).toEqual([
        ['Ada', 'human', false], ['Bob', 'human', false], ['Cy', 'human', false], ['Dee', 'bot', false],
      ]);
      expect({ hints: room.show.hints, practiceChosen: room.show.practiceChosen, practice: room.show.practice }).toEqual({ hints: true, practiceChosen: false, practice: false });
      expect(room.show.phase).toBe('playing');
      expect(room.show.gameNumber).toBe(2);
      expect(room.show.records.has(1)).toBe(true);
      expect(room.show.evening.rows).toHaveLength(4);
      // A person of the old room comes back by their secret and the room writes on at version 2.
      const ada = await joinPlayer(h, 'OLDV', 'ignored', { seatSecret: 'secret-Ada' });
      expect(ada.messages.find((m) => m.type === 'seat')?.message).toMatchObject({ restored: true });
    } finally {
      await h.close();
    }
    const db = new Database(join(dir, DB_FILE), { readonly: true });
    expect(db.prepare('SELECT version FROM schema_version ORDER BY version').pluck().all()).toEqual(Array.from({ length: LATEST_VERSION }, (_, i) => i + 1));
    expect(db.prepare("SELECT hints, practice_chosen, practice FROM rooms WHERE code = 'OLDV'").get()).toEqual({ hints: 1, practice_chosen: 0, practice: 0 });
    db.close();
  });

  it('keeps the seats the host removed: a phone away during the kick, back after the restart, is told it was removed', async () => {
    for (const playing of [false, true]) {
      const first = await annAndBo();
      const { dir, stage, code, ann, bo } = first;
      let h = first.h;
      await joinPlayer(h, code, 'Cy');
      if (playing) expect(await ask(stage, 'start')).toMatchObject({ ok: true });
      await until(() => stage.room.state.phase === (playing ? 'playing' : 'lobby'), 5000, 'the phase');
      const secret = bo.seat!.secret;
      const index = mySeat(bo);
      // Bo's phone sleeps (the seat waits for it); the VIP removes the seat meanwhile; then the server restarts.
      bo.room.connection.close(4999, 'phone asleep');
      await until(() => stage.room.state.seats[index]?.connected === false, 5000, 'Bo away');
      expect(await ask(ann, 'kick', { seat: index, id: stage.room.state.seats[index]!.id })).toMatchObject({ ok: true });
      const hostSecret = stage.hostSecret!;
      await h.close();

      h = await startHarness({ dataDir: dir });
      try {
        await stageBack(h, code, hostSecret, playing ? 3 : 2);
        const refused = await h.client.joinById(code, { role: 'player', name: 'Bo', seatSecret: secret }).then(() => null, (e: { message?: string }) => e.message);
        expect(refused, playing ? 'in a game' : 'in the lobby').toBe('kicked');
        // Ann's own secret still seats her.
        const ann2 = await joinPlayer(h, code, 'ignored', { seatSecret: ann.seat!.secret });
        expect(ann2.seat?.id).toBe(ann.seat!.id);
      } finally {
        await h.close();
      }
    }
  });
});
