/**
 * A newcomer who sits down while the results are on (docs/SERVER.md, "Seats"): the room stays on
 * the results, so the TV's finale and the phones' results go on; the newcomer's seat has no place
 * (they did not play the game shown), and Play again seats them too. A newcomer who goes away
 * on the results leaves the table; rules that cannot deal the newcomers say so. A watcher who
 * takes a seat there keeps their name and count among the best guessers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { annBoAndBot, ask, autoPlay, joinPlayer, record, serverRoom, startHarness, until, type Harness, type RoomStateShape } from './support/harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.close();
});

describe('a newcomer on the results', () => {
  it('keeps the room on the results, has no place in them, and plays the next game', async () => {
    const { stage, code, ann, bo } = await annBoAndBot(h);
    const stops = [autoPlay(ann), autoPlay(bo)];
    await until(() => stage.room.state.phase === 'finale', 30_000, 'the results');
    stops.forEach((s) => s());
    const places = stage.room.state.seats.map((s) => s.place);
    expect(places.every((p) => p > 0)).toBe(true);

    // A phone that was on the join page sits down, and a watcher takes a seat, during the finale.
    const neo = await joinPlayer(h, code, 'Neo');
    const watcher = record(await h.client.joinById<RoomStateShape>(code, { role: 'audience', name: 'Wren' }));
    const wren = await joinPlayer(h, code, 'Wren');
    await until(() => stage.room.state.seats.length === 5, 3000, 'two more seats');
    await new Promise((r) => setTimeout(r, 300));
    expect(stage.room.state.phase).toBe('finale');
    expect(stage.room.state.seats.map((s) => s.place)).toEqual([...places, 0, 0]);
    expect(stage.events.filter((e) => e.type === 'seat-joined').map((e) => (e as { name: string }).name).slice(-2)).toEqual(['Neo', 'Wren']);
    // Each arrival is told how long ago the game ended, to hold the results until the TV's finale has shown the winner.
    for (const c of [neo, watcher]) {
      const told = c.messages.find((m) => m.type === 'finale')?.message as { game: number; sinceMs: number } | undefined;
      expect(told?.game).toBe(1);
      expect(told!.sinceMs).toBeGreaterThanOrEqual(0);
      expect(told!.sinceMs).toBeLessThan(30_000);
    }
    expect(stage.messages.some((m) => m.type === 'finale')).toBe(false);

    // Play again: the same show and rules, with the newcomers.
    const all = [ann, bo, neo, wren].map((p) => autoPlay(p));
    expect((await ask(stage, 'play-again')).ok).toBe(true);
    await until(() => stage.room.state.phase === 'playing', 3000, 'game 2');
    expect(stage.room.state.seats.map((s) => s.name).sort()).toEqual(['Ann', 'Bo', 'Neo', 'Wren', stage.room.state.seats.find((s) => s.kind === 'bot')!.name].sort());
    await until(() => stage.room.state.phase === 'finale', 30_000, 'game 2 over');
    all.forEach((s) => s());
    expect(stage.room.state.seats.every((s) => s.place > 0)).toBe(true);
    await Promise.all([stage, ann, bo, neo, wren, watcher].map((c) => c.room.leave()));
  }, 90_000);
  it('a watcher who takes a seat on the results keeps their name and count among the best guessers; another phone under a watcher\'s name does not', async () => {
    const { stage, code, ann, bo } = await annBoAndBot(h);
    const crowdOf = (c: { room: { state: unknown } }) => (c.room.state as { crowd: { key: string; lastKey: string; table: { name: string; right: number; made: number }[] } }).crowd;
    const wrenPhone = 'ab'.repeat(16);
    const wren = record(await h.client.joinById<RoomStateShape>(code, { role: 'audience', name: 'Wren', watcher: wrenPhone }));
    const zed = record(await h.client.joinById<RoomStateShape>(code, { role: 'audience', name: 'Zed', watcher: 'cd'.repeat(16) }));
    await until(() => wren.audience !== undefined && zed.audience !== undefined && crowdOf(stage).key !== '', 3000, 'two watchers and a question');
    const key = crowdOf(stage).key;
    for (const c of [wren, zed]) c.room.send('predict', { key, seat: 2 });
    await until(() => ((stage.room.state as unknown as { crowd: { picks: number[] } }).crowd.picks[2] ?? 0) === 2, 3000, 'two guesses');
    const stops = [autoPlay(ann), autoPlay(bo)];
    await until(() => stage.room.state.phase === 'finale', 30_000, 'the results');
    stops.forEach((s) => s());
    const names = () => crowdOf(stage).table.map((r) => r.name).sort();
    await until(() => names().length === 2, 3000, 'the best guessers');
    expect(names()).toEqual(['Wren', 'Zed']);

    // Wren's own phone sits down as Wren: still Wren on the table, and the seat's phone is told its count.
    const seated = await joinPlayer(h, code, 'Wren', { watcher: wrenPhone });
    // Another phone sits down as Zed: the watcher Zed is listed by a "Watcher N" (a seat is not a watcher).
    const other = await joinPlayer(h, code, 'Zed', { watcher: 'ef'.repeat(16) });
    await until(() => stage.room.state.seats.length === 5 && names().some((n) => /^Watcher \d+$/.test(n)), 3000, 'Zed seated');
    expect(names()).toEqual(['Watcher 2', 'Wren']);
    const score = () => seated.messages.find((m) => m.type === 'crowd-score')?.message as { listedAs?: string; made: number } | undefined;
    await until(() => score() !== undefined, 3000, "Wren's count on her seat's phone");
    expect(score()).toMatchObject({ listedAs: 'Wren', made: crowdOf(stage).table.find((r) => r.name === 'Wren')!.made });
    // Wren is at the table now: the host hides a watcher's name, never a seat's row.
    expect(await ask(stage, 'hide-name', { name: 'Wren' })).toMatchObject({ ok: false, code: 'too-late' });
    expect(names()).toEqual(['Watcher 2', 'Wren']);
    await Promise.all([stage, ann, bo, wren, zed, seated, other].map((c) => c.room.leave()));
  }, 90_000);
  it('a newcomer who goes away on the results leaves the table (no stand-in, no row); rules too small for the newcomers say so', async () => {
    const h2 = await startHarness({ reconnectWindowS: 1 });
    try {
      const { stage, code, ann, bo } = await annBoAndBot(h2);
      const stops = [autoPlay(ann), autoPlay(bo)];
      await until(() => stage.room.state.phase === 'finale', 30_000, 'the results');
      stops.forEach((s) => s());
      // Neo's phone drops for good; Max taps Leave: both seats go, and the room stays on the results.
      const neo = await joinPlayer(h2, code, 'Neo');
      const max = await joinPlayer(h2, code, 'Max');
      await until(() => stage.room.state.seats.length === 5, 3000, 'two newcomers');
      neo.room.connection.close(4999, 'phone locked');
      await max.room.leave(true);
      await until(() => stage.room.state.seats.length === 3, 5000, 'both newcomers gone');
      expect(stage.room.state.phase).toBe('finale');
      expect(stage.room.state.seats.every((s) => !s.standIn)).toBe(true);
      expect(stage.events.filter((e) => e.type === 'seat-left').map((e) => (e as { name: string }).name).sort()).toEqual(['Max', 'Neo']);

      // Rules that deal at most 4 players, and two newcomers make 5: Play again says how many they deal.
      const cy = await joinPlayer(h2, code, 'Cy');
      const di = await joinPlayer(h2, code, 'Di');
      await until(() => stage.room.state.seats.length === 5, 3000, 'two more newcomers');
      serverRoom(h2, code).show.lobbyRules.set(serverRoom(h2, code).show.module, { preset: 'custom', smallest: 3, largest: 8, removed: 2, chips: 5, seating: 'join', starter: 'first', timerMs: null });
      expect(await ask(stage, 'play-again')).toMatchObject({ ok: false, code: 'bad-settings', reason: 'deals-fewer', params: { players: 5, most: 4 } });
      expect(stage.room.state.phase).toBe('finale');
      await Promise.all([stage, ann, bo, cy, di].map((c) => c.room.leave()));
    } finally {
      await h2.close();
    }
  }, 90_000);
});
