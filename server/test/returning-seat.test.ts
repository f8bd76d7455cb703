/**
 * A person who left the table (a tap on Leave, or away past the window in the lobby) and sits
 * down again tonight under the same name keeps their row of the evening's table: one row with
 * every game they played, not two rows with the same name. A newcomer with another name gets a
 * new seat (and row), and so does a person who takes a departed computer player's name.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { annBoAndBot, ask, autoPlay, joinPlayer, serverRoom, startHarness, until, type Harness } from './support/harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.close();
});

/** Ann, Bo and a bot play game 1 to its end; the host goes back to the lobby. */
async function gameThenLobby(harness: Harness) {
  const seated = await annBoAndBot(harness);
  const { stage, ann, bo } = seated;
  const stops = [autoPlay(ann), autoPlay(bo)];
  await until(() => stage.room.state.phase === 'finale', 30_000, 'game 1 over');
  stops.forEach((s) => s());
  expect((await ask(stage, 'back-to-lobby')).ok).toBe(true);
  await until(() => stage.room.state.phase === 'lobby', 3000, 'the lobby');
  return seated;
}

describe('a person back at the table tonight', () => {
  it('keeps their seat id and their one row of the evening table; a newcomer gets a new one', async () => {
    const { stage, code, ann, bo } = await gameThenLobby(h);
    const boId = bo.seat!.id;
    await bo.room.leave(true);
    await until(() => stage.room.state.seats.length === 2, 3000, 'Bo gone from the lobby');
    // The computer player leaves too: a person who takes its name gets a seat (and a row) of their own.
    const bot = stage.room.state.seats[1]!;
    expect((await ask(stage, 'remove-seat', { seat: 1 })).ok).toBe(true);
    await until(() => stage.room.state.seats.length === 1, 3000, 'the bot gone');
    const namesake = await joinPlayer(h, code, bot.name);
    expect(namesake.seat!.id).not.toBe(bot.id);
    await namesake.room.leave(true);
    await until(() => stage.room.state.seats.length === 1, 3000, 'the namesake gone');

    const bo2 = await joinPlayer(h, code, 'Bo');
    expect(bo2.seat!.id).toBe(boId);
    const cy = await joinPlayer(h, code, 'Cy');
    expect(cy.seat!.id).not.toBe(boId);
    // The TV says whose row goes on ("Welcome back, Bo!"), and only theirs.
    await until(() => stage.events.some((e) => e.type === 'seat-joined' && (e as { name?: string }).name === 'Cy'), 3000, 'Cy announced');
    const joined = (name: string) => stage.events.filter((e) => e.type === 'seat-joined' && (e as { name?: string }).name === name).at(-1) as { returning?: boolean };
    expect(joined('Bo').returning).toBe(true);
    expect(joined('Cy').returning).toBeUndefined();
    expect(joined(bot.name).returning).toBeUndefined();
    const stops = [autoPlay(ann), autoPlay(bo2), autoPlay(cy)];
    expect((await ask(stage, 'start')).ok).toBe(true);
    await until(() => stage.room.state.phase === 'finale' && stage.room.state.game.number === 2, 30_000, 'game 2 over');
    stops.forEach((s) => s());
    const rows = serverRoom(h, code).show.evening.rows;
    expect(rows.filter((r) => r.name === 'Bo')).toEqual([expect.objectContaining({ seat: boId, games: 2 })]);
    expect(rows.find((r) => r.name === 'Cy')).toMatchObject({ games: 1 });
    await Promise.all([stage, ann, bo2, cy].map((c) => c.room.leave()));
  }, 90_000);

  it('after a restart too: the departed person gets their row back, a departed computer player\'s name does not', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'minus-returning-'));
    let h2 = await startHarness({ dataDir: dir });
    try {
      const { stage, code, bo } = await gameThenLobby(h2);
      const boId = bo.seat!.id;
      const bot = stage.room.state.seats[2]!;
      expect((await ask(stage, 'remove-seat', { seat: 2 })).ok).toBe(true);
      await bo.room.leave(true);
      await until(() => stage.room.state.seats.length === 1, 3000, 'Bo and the bot gone');
      await h2.close();

      h2 = await startHarness({ dataDir: dir });
      const namesake = await joinPlayer(h2, code, bot.name);
      expect(namesake.seat!.id).not.toBe(bot.id);
      const bo2 = await joinPlayer(h2, code, 'Bo');
      expect(bo2.seat!.id).toBe(boId);
    } finally {
      await h2.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 90_000);

  it('a newcomer given a departed seat\'s id after a restart is not told "your game is back" (that was the departed phone\'s)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'minus-returning-'));
    let h2 = await startHarness({ dataDir: dir, reconnectWindowS: 1 });
    try {
      const { code, stage } = await gameThenLobby(h2);
      const hostSecret = stage.hostSecret!;
      await h2.close();
      // The room restarts in its lobby; the TV opens it (while nobody is at the table the room holds
      // its seats; a watcher alone would not end that), and nobody else comes back within the
      // window: Ann and Bo leave the table.
      h2 = await startHarness({ dataDir: dir, reconnectWindowS: 1 });
      await h2.client.joinById(code, { role: 'stage', hostSecret });
      await until(() => serverRoom(h2, code).book.seats.every((s) => s.kind === 'bot'), 5000, 'the people gone');
      const bo = await joinPlayer(h2, code, 'Bo');
      const seat = bo.messages.find((m) => m.type === 'seat')?.message as Record<string, unknown>;
      expect(seat.id).toBe('s2'); // Bo's seat id, given back (his row of the evening's table)
      expect(seat.restored).toBeUndefined();
    } finally {
      await h2.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
