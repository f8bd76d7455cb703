/**
 * A person the VIP kicked who joins afresh from the join page under the same name is a new
 * person: a new seat id, no "Welcome back" on the TV, a row of the evening's table of their own;
 * the kicked phone's own secret is still refused `kicked`. A restart keeps that.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { annBoAndBot, ask, autoPlay, joinPlayer, startHarness, until, type Conn, type Harness } from './support/harness.js';

const dir = mkdtempSync(join(tmpdir(), 'minus-kicked-namesake-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The last `seat-joined` event the TV got for `name`. */
const joinedAs = (stage: Conn, name: string) => stage.events.filter((e) => e.type === 'seat-joined' && (e as { name?: string }).name === name).at(-1) as { returning?: boolean } | undefined;

describe('a kicked person joining again under the same name', () => {
  it('is a new person, before and after a restart', async () => {
    let h: Harness = await startHarness({ dataDir: dir });
    try {
      const { stage, code, ann, bo } = await annBoAndBot(h);
      const stops = [autoPlay(ann), autoPlay(bo)];
      await until(() => stage.room.state.phase === 'finale', 30_000, 'game 1 over');
      stops.forEach((s) => s());
      const boId = bo.seat!.id;
      const boSecret = bo.seat!.secret;
      expect(await ask(stage, 'kick', { seat: stage.room.state.seats.findIndex((s) => s.id === boId) })).toMatchObject({ ok: true });
      await until(() => !stage.room.state.seats.some((s) => s.id === boId), 3000, 'Bo kicked');
      const bo2 = await joinPlayer(h, code, 'Bo');
      expect(bo2.seat!.id).not.toBe(boId);
      await until(() => joinedAs(stage, 'Bo') !== undefined, 3000, 'Bo announced');
      expect(joinedAs(stage, 'Bo')!.returning).toBeUndefined();
      // The kicked phone's secret is still told it was removed.
      await expect(joinPlayer(h, code, 'Bo', { seatSecret: boSecret })).rejects.toThrow('kicked');
      // After a restart, with the new Bo gone, another Bo is not given the kicked seat's id either.
      const hostSecret = stage.hostSecret!;
      expect(await ask(stage, 'kick', { seat: stage.room.state.seats.findIndex((s) => s.id === bo2.seat!.id) })).toMatchObject({ ok: true });
      await until(() => stage.room.state.seats.length === 2, 3000, 'the second Bo kicked');
      await h.close();
      h = await startHarness({ dataDir: dir });
      const tv = await h.client.joinById(code, { role: 'stage', hostSecret });
      void tv;
      const bo3 = await joinPlayer(h, code, 'Bo');
      expect([boId, bo2.seat!.id]).not.toContain(bo3.seat!.id);
    } finally {
      await h.close();
    }
  }, 60_000);
});
