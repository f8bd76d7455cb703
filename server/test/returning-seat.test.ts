/**
 * A person who left the table (a tap on Leave, or away past the window in the lobby) and sits
 * down again tonight under the same name keeps their row of the evening's table: one row with
 * every game they played, not two rows with the same name. A newcomer with another name gets a
 * new seat (and row).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { annBoAndBot, ask, autoPlay, joinPlayer, serverRoom, startHarness, until, type Harness } from './support/harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.close();
});

describe('a person back at the table tonight', () => {
  it('keeps their seat id and their one row of the evening table; a newcomer gets a new one', async () => {
    const { stage, code, ann, bo } = await annBoAndBot(h);
    const boId = bo.seat!.id;
    let stops = [autoPlay(ann), autoPlay(bo)];
    await until(() => stage.room.state.phase === 'finale', 30_000, 'game 1 over');
    stops.forEach((s) => s());
    expect((await ask(stage, 'back-to-lobby')).ok).toBe(true);
    await until(() => stage.room.state.phase === 'lobby', 3000, 'the lobby');
    await bo.room.leave(true);
    await until(() => stage.room.state.seats.length === 2, 3000, 'Bo gone from the lobby');

    const bo2 = await joinPlayer(h, code, 'Bo');
    expect(bo2.seat!.id).toBe(boId);
    const cy = await joinPlayer(h, code, 'Cy');
    expect(cy.seat!.id).not.toBe(boId);
    stops = [autoPlay(ann), autoPlay(bo2), autoPlay(cy)];
    expect((await ask(stage, 'start')).ok).toBe(true);
    await until(() => stage.room.state.phase === 'finale' && stage.room.state.game.number === 2, 30_000, 'game 2 over');
    stops.forEach((s) => s());
    const rows = serverRoom(h, code).show.evening.rows;
    expect(rows.filter((r) => r.name === 'Bo')).toEqual([expect.objectContaining({ seat: boId, games: 2 })]);
    expect(rows.find((r) => r.name === 'Cy')).toMatchObject({ games: 1 });
    await Promise.all([stage, ann, bo2, cy].map((c) => c.room.leave()));
  }, 90_000);
});
