/**
 * A kick is all or nothing: when the database cannot store it, the answer is `not-saved` and
 * nothing changed (the phone still plays its seat, its secret still works); stored, the phone
 * is closed with `CLOSE_KICKED`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { CLOSE_KICKED } from '@minus/shared/platform/protocol/index';
import { DB_FILE } from '../src/storage/open.js';
import { ask, createStage, joinPlayer, serverRoom, sleep, startHarness, until } from './support/harness.js';

const dir = mkdtempSync(join(tmpdir(), 'minus-kick-unsaved-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a kick the database cannot store', () => {
  it('answers not-saved and leaves the phone in its seat; stored, it closes the phone', async () => {
    const h = await startHarness({ dataDir: dir });
    const db = new Database(join(dir, DB_FILE));
    try {
      const stage = await createStage(h);
      const code = stage.room.state.code;
      await joinPlayer(h, code, 'Ann');
      const bo = await joinPlayer(h, code, 'Bo');
      let closedWith: number | null = null;
      bo.room.onLeave((c) => (closedWith = c));
      // The database refuses to store the removed seats (a write that fails, as a full disk's does).
      db.exec(`CREATE TRIGGER refuse_kicks BEFORE UPDATE OF kicked ON rooms WHEN NEW.kicked IS NOT OLD.kicked
        BEGIN SELECT RAISE(ABORT, 'disk I/O error'); END`);
      expect(await ask(stage, 'kick', { seat: 1 })).toMatchObject({ ok: false, code: 'not-saved' });
      await sleep(300);
      expect(closedWith).toBeNull();
      expect(stage.room.state.seats.map((s) => s.name)).toEqual(['Ann', 'Bo']);
      expect(serverRoom(h, code).book.bySecret(bo.seat!.secret)?.name).toBe('Bo');
      // Its phone still holds the seat.
      expect(serverRoom(h, code).book.byId(bo.seat!.id)?.connected).toBe(true);
      expect(bo.room.connection.isOpen).toBe(true);

      db.exec('DROP TRIGGER refuse_kicks');
      expect(await ask(stage, 'kick', { seat: 1 })).toMatchObject({ ok: true });
      await until(() => closedWith !== null, 3000, 'Bo\'s phone closed');
      expect(closedWith).toBe(CLOSE_KICKED);
    } finally {
      db.close();
      await h.close();
    }
  }, 30_000);
});
