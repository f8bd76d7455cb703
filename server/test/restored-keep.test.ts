/**
 * A room nobody is at the table of, with a game tonight, is kept open for the TV's window (the
 * keep, platform/seat-presence.ts `nobodyLeft`), then closes if nobody came back. A restart during
 * the keep keeps its end: the restored room closes when it would have without the restart, rather
 * than waiting for the idle sweep, and one whose keep ended while the server was down closes at once
 * (docs/SERVER.md, "Restore at start").
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { liveRooms } from '../src/platform/live-rooms.js';
import { ask, createStage, joinPlayer, sleep, startHarness, until } from './support/harness.js';

const dir = mkdtempSync(join(tmpdir(), 'minus-restored-keep-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const options = { dataDir: dir, reconnectWindowS: 1, stageWindowS: 5, timerScale: 0.02 };

/**
 * A game of three with its TV, then the network down for everyone (the keep starts), past the
 * phones' window (the room still kept), then the server stopped. Returns the room's code and when
 * the keep began (ms since epoch).
 */
async function keptThenStopped(): Promise<{ code: string; keptAt: number }> {
  const h = await startHarness(options);
  const stage = await createStage(h);
  const code = stage.room.state.code;
  const phones = [await joinPlayer(h, code, 'Ann'), await joinPlayer(h, code, 'Bo'), await joinPlayer(h, code, 'Cy')];
  expect((await ask(stage, 'start')).ok).toBe(true);
  await until(() => stage.room.state.phase === 'playing', 3000, 'the game');
  for (const c of [stage, ...phones]) c.room.connection.close(4999, 'network down');
  const keptAt = Date.now();
  await sleep(1500);
  expect(liveRooms.has(code), 'kept').toBe(true);
  await h.close();
  return { code, keptAt };
}

describe('a restart while a room is kept for nobody', () => {
  it('closes the restored room when the keep ends, as without the restart', async () => {
    const { code, keptAt } = await keptThenStopped();

    const h = await startHarness(options);
    try {
      expect(liveRooms.has(code), 'restored').toBe(true);
      await sleep(Math.max(0, keptAt + 3500 - Date.now()));
      expect(liveRooms.has(code), 'kept until its end').toBe(true);
      await until(() => !liveRooms.has(code), 5000, 'the room to close once its keep ended');
      expect(Date.now() - keptAt).toBeGreaterThanOrEqual(5000);
    } finally {
      await h.close();
    }
  }, 30_000);

  it('closes the restored room promptly when its keep ended while the server was down', async () => {
    const { code, keptAt } = await keptThenStopped();
    // The server stays down past the keep's end (the TV's window, 5 s).
    await sleep(Math.max(0, keptAt + 6000 - Date.now()));

    const h = await startHarness(options);
    try {
      const restoredAt = Date.now();
      expect(h.logs.some((l) => l.startsWith(`[room ${code}] restored (`)), 'restored').toBe(true);
      // Closed as any room whose keep ends (Colyseus closes an empty room a second after it may), not left to the idle sweep.
      await until(() => !liveRooms.has(code), 4000, 'the room to close: its keep ended while the server was down');
      expect(Date.now() - restoredAt).toBeLessThan(4000);
    } finally {
      await h.close();
    }
  }, 30_000);
});
