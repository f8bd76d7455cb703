/**
 * A replay dresses each seat as it was in that game (platform/replay-script.ts, the record's
 * `avatars`): a game with a drawn seating (the veto preset) between Ana and Ben, who chose their
 * avatars, and two computer players; then a solo game sends those two away and seats a new one.
 * The replay of the first game still gives every seat its own avatar (the computer players who
 * left among them), also after a restart, as does the evening's table; a game stored before records
 * kept avatars still replays, no two of its seats alike.
 */
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DB_FILE } from '../src/storage/index.js';
import { ask, autoPlay, createStage, joinPlayer, serverRoom, startHarness, until, type Harness } from './support/harness.js';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

interface Script {
  avatarsKnown: boolean;
  frames: { state: { phase: string; seats: { name: string; avatar: number; kind: string }[] } }[];
}

/** The stage's replay of game `game` of room `code` (the route the TV asks). */
async function replayOf(h: Harness, code: string, game: number): Promise<Script> {
  const res = await fetch(`${h.server.localUrl}/api/rooms/${code}/replay/${game}`);
  expect(res.status).toBe(200);
  return (await res.json()) as Script;
}

/** Each frame's seats as name and avatar. */
const dressed = (script: Script) => script.frames.map((f) => f.state.seats.map((s) => [s.name, s.avatar]));

describe('the avatars of a replayed game', () => {
  it('are the ones each seat wore in it, after its computer players left, after a restart; an older record replays with distinct ones', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'minus-replay-avatars-'));
    dirs.push(dir);
    let h = await startHarness({ dataDir: dir });
    try {
      const stage = await createStage(h);
      const code = stage.room.state.code;
      // Avatars no seat number gives (seats 0..3): a replay that numbers its seats cannot match them.
      const ana = await joinPlayer(h, code, 'Ana', { avatar: 5 });
      const ben = await joinPlayer(h, code, 'Ben', { avatar: 6 });
      for (const [type, body] of [['add-bot', { label: 'medium' }], ['add-bot', { label: 'medium' }], ['settings', { preset: 'veto', timerMs: null }]] as const) {
        expect((await ask(stage, type, body)).ok, type).toBe(true);
      }
      const stops = [autoPlay(ana), autoPlay(ben)];
      expect((await ask(stage, 'start')).ok).toBe(true);
      await until(() => stage.room.state.phase === 'playing' && stage.room.state.game.number === 1);
      // The seating the deal drew, each seat with the avatar it wears.
      const worn = stage.room.state.seats.map((s) => [s.name, s.avatar] as [string, number]);
      const botIds = stage.room.state.seats.filter((s) => s.kind === 'bot').map((s) => s.id);
      expect(botIds).toHaveLength(2);
      await until(() => stage.room.state.phase === 'finale', 20_000, 'the end of game 1');

      // A solo game: the two computer players leave, a new one sits down.
      expect((await ask(ana, 'solo', { players: 3 })).ok).toBe(true);
      await until(() => stage.room.state.phase === 'playing' && stage.room.state.game.number === 2);
      expect(stage.room.state.seats.some((s) => botIds.includes(s.id))).toBe(false);
      await until(() => stage.room.state.phase === 'finale', 20_000, 'the end of game 2');
      stops.forEach((stop) => stop());

      const script = await replayOf(h, code, 1);
      for (const seats of dressed(script)) expect(seats).toEqual(worn);
      expect(script.avatarsKnown).toBe(true);
      expect(script.frames.at(-1)!.state.phase).toBe('finale');
      await h.close();

      // After a restart the stored game gives the same, and the evening's table dresses the departed seats alike.
      h = await startHarness({ dataDir: dir });
      for (const seats of dressed(await replayOf(h, code, 1))) expect(seats).toEqual(worn);
      const rows = serverRoom(h, code).show.evening.rows;
      expect(worn.map(([name]) => [name, rows.find((r) => r.name === name)?.avatar])).toEqual(worn);
      await h.close();

      // A game stored before records kept avatars: it still replays, every seat under its own name, no two alike.
      const db = new Database(join(dir, DB_FILE));
      try {
        expect(db.prepare("UPDATE games SET setup = json_remove(setup, '$.avatars')").run().changes).toBe(2);
      } finally {
        db.close();
      }
      h = await startHarness({ dataDir: dir });
      const older = await replayOf(h, code, 1);
      expect(older.avatarsKnown).toBe(false);
      expect(older.frames.at(-1)!.state.phase).toBe('finale');
      const first = older.frames[0]!.state.seats;
      expect(first.map((s) => s.name)).toEqual(worn.map(([name]) => name));
      expect(new Set(first.map((s) => s.avatar)).size).toBe(first.length);
    } finally {
      await h.close();
    }
  }, 60_000);
});
