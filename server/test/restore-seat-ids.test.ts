/**
 * After a restart, a new seat takes an id never used in the room (docs/SERVER.md, "Durability"):
 * the evening's table and the crowd's counts name seats by id, so a seat that left before the
 * restart keeps its row, and a newcomer after it starts with none (it inherited the departed
 * seat's games and wins when ids continued after the highest seat still seated).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { annBoAndBot, ask, autoPlay, joinPlayer, serverRoom, stageBack, startHarness, until } from './support/harness.js';

const dir = mkdtempSync(join(tmpdir(), 'minus-seat-ids-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('seat ids across a restart', () => {
  it('gives a newcomer after a restart a new id: the departed seat keeps its row of the evening, the newcomer has none', async () => {
    let h = await startHarness({ dataDir: dir });
    const { stage, code, ann, bo } = await annBoAndBot(h);
    const stops = [ann, bo].map((p) => autoPlay(p));
    await until(() => stage.room.state.phase === 'finale', 20_000, 'the end of the game');
    stops.forEach((s) => s());
    const hostSecret = stage.hostSecret!;
    // The computer player leaves after the game (the highest id, s3); the table keeps its row.
    expect(await ask(stage, 'remove-seat', { seat: 2 })).toMatchObject({ ok: true });
    const before = serverRoom(h, code).show.evening.rows.map((r) => ({ seat: r.seat, name: r.name, games: r.games, wins: r.wins }));
    expect(before.map((r) => r.seat).sort()).toEqual(['s1', 's2', 's3']);
    await h.close();

    h = await startHarness({ dataDir: dir });
    try {
      const stage2 = await stageBack(h, code, hostSecret, 2);
      const cy = await joinPlayer(h, code, 'Cy');
      expect(await ask(stage2, 'add-bot', { label: 'easy' })).toMatchObject({ ok: true });
      const room = serverRoom(h, code);
      const ids = room.book.seats.map((s) => s.id);
      expect(new Set(ids).size).toBe(4);
      // Neither Cy nor the new bot took s3, the departed computer player's id.
      expect(ids.slice(2).some((id) => ['s1', 's2', 's3'].includes(id))).toBe(false);
      expect(room.show.evening.rows.map((r) => ({ seat: r.seat, name: r.name, games: r.games, wins: r.wins }))).toEqual(before);
      void cy;
    } finally {
      await h.close();
    }
  }, 60_000);
});
