/**
 * A restart on a database whose running game does not replay (a damaged file, a hand edit): the
 * room comes back in its lobby without that game, which is set aside (stored as finished), so the
 * VIP can start the next one; the stage's and the phones' first messages say the game was lost;
 * and a later restart leaves the set-aside game out of the records with a log line saying which.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { Client } from 'colyseus.js';
import { afterAll, describe, expect, it } from 'vitest';
import { DB_FILE } from '../src/storage/index.js';
import { annBoAndBot, ask, autoPlay, joinPlayer, record, serverRoom, startHarness, until, type Harness, type RoomStateShape } from './support/harness.js';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** Run `sql` on the stopped server's database; it must change one row. */
function damage(dir: string, sql: string): void {
  const db = new Database(join(dir, DB_FILE));
  try {
    expect(db.prepare(sql).run().changes).toBe(1);
  } finally {
    db.close();
  }
}

/** Change one stored action of game 1 to something its show refuses. */
const damageFirstAction = (dir: string) => damage(dir, `UPDATE actions SET action = '"fold"' WHERE game = 1 AND idx = 0`);

function dataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'minus-damaged-'));
  dirs.push(dir);
  return dir;
}

/** The stage back by its host secret after a restart: its first `host` message. */
async function stageBack(h: Harness, code: string, hostSecret: string) {
  const client = new Client(`ws://127.0.0.1:${h.server.port}`);
  const stage = record(await client.joinById<RoomStateShape>(code, { role: 'stage', hostSecret }));
  await until(() => stage.hostSecret !== undefined, 3000, 'host');
  return { stage, host: stage.messages.find((m) => m.type === 'host')?.message };
}

describe('a restart whose running game does not replay', () => {
  it('comes back in the lobby with the game set aside: the stage and phones are told, and the VIP can start the next game', async () => {
    const dir = dataDir();
    let h = await startHarness({ dataDir: dir });
    const { stage, code, ann } = await annBoAndBot(h);
    expect(await ask(ann, 'act', { action: 'take', version: 0 })).toMatchObject({ ok: true });
    await until(() => ann.room.state.seats[0]!.cubes.length === 1);
    const hostSecret = stage.hostSecret!;
    const secret = ann.seat!.secret;
    await h.close();
    damageFirstAction(dir);
    // A practice game, as stored: the lobby it leaves is not practice (the host's switch is off).
    damage(dir, 'UPDATE games SET practice = 1 WHERE number = 1');

    h = await startHarness({ dataDir: dir });
    try {
      expect(h.logs.join('\n')).toMatch(/restored without its running game 1, set aside: .*fold/);
      const room = serverRoom(h, code);
      expect(room.show.phase).toBe('lobby');
      expect(room.show.practice).toBe(false);
      const client = new Client(`ws://127.0.0.1:${h.server.port}`);
      const stage2 = record(await client.joinById<RoomStateShape>(code, { role: 'stage', hostSecret }));
      await until(() => stage2.hostSecret !== undefined, 3000, 'host');
      expect(stage2.messages.find((m) => m.type === 'host')?.message).toEqual({ hostSecret, restored: true, gameLost: true });
      const ann2 = await joinPlayer(h, code, 'ignored', { seatSecret: secret });
      expect(ann2.messages.find((m) => m.type === 'seat')?.message).toMatchObject({ secret, restored: true, gameLost: true });
      await until(() => ann2.room.state.seats.length === 3);
      // The next game starts (the store refused it while game 1 stayed unfinished) and is game 2.
      expect(await ask(stage2, 'start', {})).toMatchObject({ ok: true });
      await until(() => ann2.room.state.phase === 'playing', 5000, 'game 2');
      expect(serverRoom(h, code).show.gameNumber).toBe(2);
      await h.close();

      // Another restart: game 2 comes back running; game 1 is left out, and the log says which and why.
      h = await startHarness({ dataDir: dir });
      expect(serverRoom(h, code).show.phase).toBe('playing');
      expect(serverRoom(h, code).show.gameNumber).toBe(2);
      expect(h.logs.join('\n')).toMatch(/restored without game 1 \(its record does not replay: .*fold.*\) \(npm run history lists it\)/);
      expect(h.logs.join('\n')).not.toMatch(/running game/);
    } finally {
      await h.close();
    }
  });

  it('sets aside a running game whose setup does not replay, and keeps saying the game was lost over a second restart', async () => {
    const dir = dataDir();
    let h = await startHarness({ dataDir: dir });
    const stage0 = await annBoAndBot(h);
    const { code } = stage0;
    const hostSecret = stage0.stage.hostSecret!;
    await h.close();
    // Game 1 is running: break its deck.
    damage(dir, `UPDATE games SET setup = json_set(setup, '$.deck', 'broken') WHERE number = 1`);
    h = await startHarness({ dataDir: dir });
    try {
      expect(h.logs.join('\n')).toMatch(/restored without its running game 1, set aside/);
      expect(serverRoom(h, code).show.phase).toBe('lobby');
      await h.close();
      // Nobody came back before the next restart: the screens are still told.
      h = await startHarness({ dataDir: dir });
      const { stage, host } = await stageBack(h, code, hostSecret);
      expect(host).toEqual({ hostSecret, restored: true, gameLost: true });
      expect(await ask(stage, 'start', {})).toMatchObject({ ok: true });
      await until(() => stage.room.state.phase === 'playing', 5000, 'game 2');
    } finally {
      await h.close();
    }
  });

  it('a room on the results of a game that does not replay comes back in its lobby (not an empty game), and says the game was lost', async () => {
    const dir = dataDir();
    let h = await startHarness({ dataDir: dir });
    const { stage, code, ann, bo } = await annBoAndBot(h);
    const stops = [autoPlay(ann), autoPlay(bo)];
    await until(() => stage.room.state.phase === 'finale', 30_000, 'game 1 over');
    stops.forEach((s) => s());
    const hostSecret = stage.hostSecret!;
    await h.close();
    damageFirstAction(dir);
    h = await startHarness({ dataDir: dir });
    try {
      expect(serverRoom(h, code).show.phase).toBe('lobby');
      expect(serverRoom(h, code).show.game).toBeNull();
      const { host } = await stageBack(h, code, hostSecret);
      expect(host).toEqual({ hostSecret, restored: true, gameLost: true });
    } finally {
      await h.close();
    }
  }, 60_000);
});
