/**
 * Rooms stored in the database (docs/SERVER.md, "Durability"): a server stopped mid-game and
 * started again on the same data folder brings the room back (same code, seats, VIP, chips,
 * cubes, evening's table, records); the stage and the phones come back by their secrets (their
 * first answer says `restored`) and play on; a full database refuses a decision `not-saved`
 * without applying it. (Kill -9 through the real server process: e2e/durable.test.ts.)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Client } from 'colyseus.js';
import type { GameState } from '@minus/shared/shows/minus-auction/index';
import { annBoAndBot, ask, autoPlay, createStage, joinPlayer, minusGame, record, serverRoom, startHarness, until, type Conn, type Harness, type RoomStateShape } from './support/harness.js';

const dirs: string[] = [];

/** A cap a little above what an empty database with one room takes: a few games fill it. */
const CAP_BYTES = 56 * 1024;
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

function dataDir(): string {
  const d = mkdtempSync(join(tmpdir(), 'minus-durable-'));
  dirs.push(d);
  return d;
}

/** Stage, Ann, Bo and a bot in a game without a timer; Ann takes the first cube. */
async function midGame(h: Harness) {
  const { stage, code, ann, bo } = await annBoAndBot(h);
  expect(await ask(ann, 'act', { action: 'take', version: 0 })).toMatchObject({ ok: true });
  await until(() => ann.room.state.seats[0]!.cubes.length === 1);
  return { stage, code, ann, bo };
}

describe('a server stopped mid-game and started again', () => {
  it('brings the room back: same code, seats, VIP, chips and cubes; stage and phones rejoin by secret and play on', async () => {
    const dir = dataDir();
    let h = await startHarness({ dataDir: dir });
    const { stage, code, ann, bo } = await midGame(h);
    const before = structuredClone(minusGame(serverRoom(h, code)));
    const vip = serverRoom(h, code).book.vipId;
    const seatIds = serverRoom(h, code).book.seats.map((s) => s.id);
    const hostSecret = stage.hostSecret!;
    const secrets = [ann.seat!.secret, bo.seat!.secret];
    await h.close();

    h = await startHarness({ dataDir: dir });
    try {
      expect(h.logs.join('\n')).toMatch(new RegExp(`rooms restored .*: 1 \\(${code}\\)`));
      const room = serverRoom(h, code);
      expect(room.book.seats.map((s) => s.id)).toEqual(seatIds);
      expect(room.book.vipId).toBe(vip);
      const after = minusGame(room) as GameState;
      expect(after.chips).toEqual(before.chips);
      expect(after.cubes).toEqual(before.cubes);
      expect(after.deck).toEqual(before.deck);
      expect(room.show.deadline).toBe(0); // no timer in this game's rules

      const client = new Client(`ws://127.0.0.1:${h.server.port}`);
      const stage2 = record(await client.joinById<RoomStateShape>(code, { role: 'stage', hostSecret }));
      await until(() => stage2.hostSecret !== undefined, 3000, 'host');
      expect(stage2.messages.find((m) => m.type === 'host')?.message).toEqual({ hostSecret, restored: true });
      const phones: Conn[] = [];
      for (const secret of secrets) {
        const c = await joinPlayer(h, code, 'ignored', { seatSecret: secret });
        phones.push(c);
        expect(c.messages.find((m) => m.type === 'seat')?.message).toMatchObject({ secret, restored: true });
      }
      // A wrong host secret is still refused.
      await expect(client.joinById(code, { role: 'stage', hostSecret: 'x'.repeat(22) })).rejects.toMatchObject({ message: 'not-host' });
      // Play the game to its end from here.
      const stops = phones.map((p) => autoPlay(p));
      await until(() => stage2.room.state.phase === 'finale', 20_000, 'the finale');
      stops.forEach((s) => s());
      const finished = serverRoom(h, code).show;
      expect(finished.records.has(1)).toBe(true);
      // The record names the computer player and what decided each action (the replay's BOT tag and timeouts), across the restart too.
      const rec = finished.records.get(1)!.record as { bots: unknown; causes: string[]; actions: unknown[] };
      expect(rec.bots).toEqual([null, null, expect.stringMatching(/^medium/)]);
      expect(rec.causes).toHaveLength(rec.actions.length);
      expect(rec.causes[0]).toBe('phone');
      // A player out of chips takes without a tap (`forced`) when the room is faster than their phone.
      expect(new Set(rec.causes.filter((c) => c !== 'forced'))).toEqual(new Set(['phone', 'bot']));
      await h.close();

      // What is stored replays to the same game: the record and the evening's table are the same after a restart.
      h = await startHarness({ dataDir: dir });
      const again = serverRoom(h, code).show;
      expect(again.phase).toBe('finale');
      expect(again.records.get(1)).toEqual(finished.records.get(1));
      expect(again.evening).toEqual(finished.evening);
      const res = await fetch(`${h.server.localUrl}/api/rooms/${code}/record/1.json`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual(finished.records.get(1)!.record);
      void stage; void ann; void bo;
    } finally {
      await h.close();
    }
  });
});

describe('a database that is full', () => {
  it('refuses the request not-saved, applies nothing, logs one line; a restart brings back exactly what was acknowledged', async () => {
    const dir = dataDir();
    // The storage's failure injection: the database may not grow past this (SQLite's max_page_count).
    let h = await startHarness({ dataDir: dir, dataMaxBytes: CAP_BYTES });
    const stage = await createStage(h);
    const code = stage.room.state.code;
    const phones = [await joinPlayer(h, code, 'Ann'), await joinPlayer(h, code, 'Bo'), await joinPlayer(h, code, 'Cy')];
    expect((await ask(stage, 'settings', { preset: 'custom', smallest: 3, largest: 30, removed: 1, chips: 5, seating: 'join', starter: 'first', timerMs: null })).ok).toBe(true);
    expect((await ask(stage, 'start')).ok).toBe(true);
    const ann = phones[0]!;
    await until(() => ann.room.state.phase === 'playing');
    let refused: { type?: string; code?: string; message?: string } | undefined;
    let acked = 0;
    for (let i = 0; i < 2000 && !refused; i++) {
      const s = ann.room.state;
      if (s.phase === 'finale') {
        const a = await ask(stage, 'play-again');
        if (!a.ok) refused = a;
        else await until(() => ann.room.state.phase === 'playing', 3000, 'the next game');
        continue;
      }
      const turn = phones.find((c) => c.room.state.seats[s.game.current]?.id === c.seat?.id)!;
      const version = s.game.version;
      const a = await ask(turn, 'act', { action: s.seats[s.game.current]!.chips > 0 ? 'refuse' : 'take', version });
      if (!a.ok) {
        refused = a;
        // Nothing was applied: the room's game did not move.
        expect(serverRoom(h, code).show.game).toBeTruthy();
        expect(turn.room.state.game.version).toBe(version);
      } else {
        acked++;
        await until(() => ann.room.state.game.version !== version || ann.room.state.phase !== 'playing', 3000, 'the state to move');
      }
    }
    expect(acked).toBeGreaterThan(0);
    expect(refused).toMatchObject({ code: 'not-saved', message: expect.stringMatching(/disk is full\. Nothing changed/) });
    expect(h.logs.filter((l) => /storage full/.test(l))).toHaveLength(1);
    const live = structuredClone({ phase: serverRoom(h, code).show.phase, game: serverRoom(h, code).show.game, records: [...serverRoom(h, code).show.records] });
    await h.close();
    // Without the cap, the room comes back exactly as acknowledged: nothing unstored was applied.
    h = await startHarness({ dataDir: dir });
    try {
      const show = serverRoom(h, code).show;
      expect({ phase: show.phase, game: show.game, records: [...show.records] }).toEqual(live);
    } finally {
      await h.close();
    }
  });
});
