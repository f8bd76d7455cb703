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
import { annBoAndBot, ask, joinPlayer, record, serverRoom, startHarness, until, type RoomStateShape } from './support/harness.js';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** Change one stored action of game 1 to something its show refuses. */
function damageFirstAction(dir: string): void {
  const db = new Database(join(dir, DB_FILE));
  try {
    expect(db.prepare(`UPDATE actions SET action = '"fold"' WHERE game = 1 AND idx = 0`).run().changes).toBe(1);
  } finally {
    db.close();
  }
}

describe('a restart whose running game does not replay', () => {
  it('comes back in the lobby with the game set aside: the stage and phones are told, and the VIP can start the next game', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'minus-damaged-'));
    dirs.push(dir);
    let h = await startHarness({ dataDir: dir });
    const { stage, code, ann } = await annBoAndBot(h);
    expect(await ask(ann, 'act', { action: 'take', version: 0 })).toMatchObject({ ok: true });
    await until(() => ann.room.state.seats[0]!.cubes.length === 1);
    const hostSecret = stage.hostSecret!;
    const secret = ann.seat!.secret;
    await h.close();
    damageFirstAction(dir);

    h = await startHarness({ dataDir: dir });
    try {
      expect(h.logs.join('\n')).toMatch(/restored without its running game 1, set aside: .*fold/);
      const room = serverRoom(h, code);
      expect(room.show.phase).toBe('lobby');
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
});
