/**
 * Seats removed from the middle of the table (a kick, a bot removed, a leave) reach every phone
 * as they are on the server: no phone keeps a stale row or sees its own seat twice, whichever
 * seat it holds (each phone's own seat carries its private fields in its view).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ask, createStage, joinPlayer, startHarness, until, type Conn, type Harness } from './support/harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.close();
});

const names = (c: Conn) => c.room.state.seats.map((s) => s.name);

describe('seats removed before mine', () => {
  it('leave every phone with the server\'s seats, each once', async () => {
    const stage = await createStage(h);
    const code = stage.room.state.code;
    const ann = await joinPlayer(h, code, 'Ann');
    const cleo = await joinPlayer(h, code, 'Cleo');
    expect((await ask(ann, 'add-bot', { label: 'easy' })).ok).toBe(true);
    const ben = await joinPlayer(h, code, 'Ben');
    const fay = await joinPlayer(h, code, 'Fay');
    const phones = [stage, ann, ben, fay];
    await until(() => phones.every((c) => c.room.state.seats.length === 5), 3000, 'five seats everywhere');
    // The VIP kicks Cleo (seat 1), then removes the bot (now seat 1).
    expect((await ask(ann, 'kick', { seat: 1 })).ok).toBe(true);
    const server = () => stage.room.state.seats.map((s) => s.name);
    await until(() => phones.every((c) => c.room.state.seats.length === 4), 3000, 'four seats everywhere');
    for (const c of phones) expect(names(c)).toEqual(server());
    expect((await ask(ann, 'remove-seat', { seat: 1 })).ok).toBe(true);
    await until(() => phones.every((c) => c.room.state.seats.length === 3), 3000, 'three seats everywhere');
    for (const c of phones) expect(names(c)).toEqual(['Ann', 'Ben', 'Fay']);
    void cleo;
  });
});
