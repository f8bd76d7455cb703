/**
 * A decision the timer makes that the database cannot store (a full disk) holds the game, and the
 * state says so (`storageWait`: the TV's band and the phones' banner say the game waits for the
 * server's storage); once a save works again the game carries on by itself and the notice goes.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { DB_FILE } from '../src/storage/open.js';
import { ask, createStage, joinPlayer, startHarness, until } from './support/harness.js';

const dir = mkdtempSync(join(tmpdir(), 'minus-storage-wait-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a timer decision the database cannot store', () => {
  it('holds the game with storageWait on the TV and the phones, and carries on once it saves', async () => {
    const h = await startHarness({ dataDir: dir });
    const db = new Database(join(dir, DB_FILE));
    try {
      const stage = await createStage(h);
      const code = stage.room.state.code;
      const ann = await joinPlayer(h, code, 'Ann');
      await joinPlayer(h, code, 'Bo');
      await joinPlayer(h, code, 'Cy');
      for (const [type, body] of [['settings', { preset: 'custom', smallest: 3, largest: 30, removed: 1, chips: 5, seating: 'join', starter: 'first', timerMs: 5000 }], ['start', {}]] as const) {
        expect(await ask(stage, type, body)).toMatchObject({ ok: true });
      }
      await until(() => stage.room.state.phase === 'playing' && stage.room.state.game.deadline > 0);
      expect(stage.room.state.storageWait).toBe(false);
      const version = stage.room.state.game.version;
      // The database refuses to store any decision (a write that fails, as a full disk's does).
      db.exec(`CREATE TRIGGER refuse_actions BEFORE INSERT ON actions BEGIN SELECT RAISE(ABORT, 'disk I/O error'); END`);
      await until(() => stage.room.state.storageWait === true, 8000, 'the TV told the game waits for the storage');
      await until(() => ann.room.state.storageWait === true, 2000, 'the phone told so too');
      expect(stage.room.state.game.version).toBe(version);

      db.exec('DROP TRIGGER refuse_actions');
      await until(() => stage.room.state.game.version !== version, 3000, 'the timer\'s decision saved and applied');
      expect(stage.room.state.storageWait).toBe(false);
      await until(() => ann.room.state.storageWait === false, 2000, 'the phone\'s notice gone');
    } finally {
      db.close();
      await h.close();
    }
  }, 30_000);
});
