/**
 * Whole games from lobby to results with 3, 5 and 7 seats, people (real colyseus.js clients)
 * and bots mixed; the results agree with the engine, the record replays, the evening adds up.
 */
import { replayRecord, result } from '@minus/shared/shows/minus-auction/index';
import { recordFileName } from '@minus/shared/platform/protocol/record-file';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ask, autoPlay, createStage, joinPlayer, minusGame, serverRoom, startHarness, until, type Conn, type Harness } from './support/harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.close();
});

const cases = [
  { seats: 3, people: 1, bots: ['easy', 'medium-bold'], preset: 'show' },
  { seats: 5, people: 2, bots: ['medium', 'easy-cautious', 'greedy'], preset: 'veto' },
  { seats: 7, people: 3, bots: ['hard', 'medium-cautious', 'easy-bold', 'random'], preset: 'classic' },
] as const;

describe('a whole game', () => {
  for (const c of cases) {
    it(`${c.seats} seats: ${c.people} people and ${c.bots.length} bots, ${c.preset} preset, lobby to results`, async () => {
      const stage = await createStage(h);
      const code = stage.room.state.code;
      expect(code).toMatch(/^[BCFGHJKLMNPRSTVWXZ]{4}$/);
      const phones: Conn[] = [];
      for (let i = 0; i < c.people; i++) phones.push(await joinPlayer(h, code, `Player ${i + 1}`));
      expect(phones[0]!.room.state.seats[0]!.vip).toBe(true);
      // The VIP sets the preset and fills the table with bots.
      expect((await ask(phones[0]!, 'settings', { preset: c.preset })).ok).toBe(true);
      for (const label of c.bots) expect((await ask(phones[0]!, 'add-bot', { label })).ok).toBe(true);
      await until(() => stage.room.state.seats.length === c.seats);
      const stops = phones.map((p) => autoPlay(p));
      expect((await ask(phones[0]!, 'start')).ok).toBe(true);
      await until(() => stage.room.state.phase === 'finale', 15000, 'the finale').catch((e) => {
        console.log(JSON.stringify(stage.room.state.game), phones.map((p) => p.answers.filter((a) => !a.ok)), phones.map((p) => p.seat));
        throw e;
      });
      stops.forEach((s) => s());

      const room = serverRoom(h, code);
      const game = minusGame(room);
      const truth = result(game);
      await until(() => stage.events.some((e) => e.type === 'game-over'));
      const over = stage.events.find((e) => e.type === 'game-over');
      expect(over).toBeDefined();
      if (over?.type !== 'game-over') throw new Error('no game-over');
      expect(over.scores).toEqual(truth.players.map((p) => p.score));
      expect(over.removed).toEqual(truth.removed);
      expect(stage.room.state.game.removed.length).toBe(game.rules.removed);
      // Every seat's chips and score are revealed to everyone at the end.
      stage.room.state.seats.forEach((s, i) => {
        expect(s.finalChips).toBe(game.chips[i]);
        expect(s.finalScore).toBe(truth.players[i]!.score);
        expect(s.place).toBe(truth.players[i]!.place);
      });
      // Events come in order, one take per cube revealed, and the record replays to the same end.
      const seqs = stage.events.map((e) => e.seq);
      expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
      const reveals = stage.events.filter((e) => e.type === 'cube-revealed').length;
      const takes = stage.events.filter((e) => e.type === 'taken').length;
      expect(takes).toBe(reveals);
      expect(takes).toBe(game.deck.length);
      // A seated phone draws from the state: of the event stream it gets only the game's end.
      for (const p of phones) {
        await until(() => p.events.some((e) => e.type === 'game-over'), 3000, "a phone's game-over");
        expect(p.events.map((e) => e.type)).toEqual(['game-over']);
      }
      const since = phones[0]!.messages.length;
      phones[0]!.room.send('get-record', {});
      await until(() => phones[0]!.messages.slice(since).some((m) => m.type === 'record'));
      const rec = phones[0]!.messages.slice(since).find((m) => m.type === 'record')!.message as { game: number; record: Parameters<typeof replayRecord>[0] };
      const replayed = replayRecord(rec.record);
      expect(replayed.ok && replayed.value.chips).toEqual(game.chips);
      // The evening's table counts the game for every seat.
      expect(stage.room.state.evening.rows.length).toBe(c.seats);
      expect(stage.room.state.evening.rows.reduce((n, r) => n + r.games, 0)).toBe(c.seats);
      expect([...stage.room.state.evening.shows]).toEqual(['minus-auction']);
      // Rows follow seat ids; each holds this game's score.
      stage.room.state.seats.forEach((s, i) => {
        const row = stage.room.state.evening.rows.find((r) => r.seat === s.id)!;
        expect([...row.points]).toEqual([truth.players[i]!.score]);
      });
      await Promise.all([stage, ...phones].map((p) => p.room.leave()));
    });
  }

  it('play again: a second game with the same seats and settings; the evening adds both', async () => {
    const stage = await createStage(h);
    const code = stage.room.state.code;
    for (const label of ['easy', 'medium', 'greedy']) expect((await ask(stage, 'add-bot', { label })).ok).toBe(true);
    expect((await ask(stage, 'settings', { preset: 'custom', smallest: 3, largest: 12, removed: 2, chips: 4 })).ok).toBe(true);
    expect((await ask(stage, 'start')).ok).toBe(true);
    await until(() => stage.room.state.phase === 'finale');
    const names = stage.room.state.seats.map((s) => s.name);
    expect((await ask(stage, 'play-again')).ok).toBe(true);
    await until(() => stage.room.state.phase === 'finale' && stage.room.state.game.number === 2);
    expect([...stage.room.state.seats.map((s) => s.name)].sort()).toEqual([...names].sort());
    expect(stage.room.state.settings.largest).toBe(12);
    expect(stage.room.state.evening.rows.every((r) => r.games === 2)).toBe(true);
    const res = await fetch(`${h.server.localUrl}/api/rooms/${code}/record/2.json`);
    expect(res.status).toBe(200);
    // Named by room code and the date game 2 finished, as the phone names its download.
    const finishedAt = serverRoom(h, code).show.finishedAt.get(2)!;
    expect(Math.abs(finishedAt - Date.now())).toBeLessThan(60_000);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${recordFileName(code, 2, finishedAt, 'minus-auction')}"`);
    expect(recordFileName(code, 2, finishedAt, 'minus-auction')).toMatch(new RegExp(`^minus-auction-${code}-\\d{4}-\\d{2}-\\d{2}-game-2\\.json$`));
    const rec = (await res.json()) as { format: string; removed: number[] };
    expect(rec.format).toBe('minus-auction/record@1');
    expect(rec.removed).toHaveLength(2);
    expect(serverRoom(h, code).show.records.size).toBe(2);
    // The TV's replay picker: both games, newest first, with who won (game 2's first places as the room shows them).
    const listed = await fetch(`${h.server.localUrl}/api/rooms/${code}/games`);
    expect(listed.status).toBe(200);
    const { games } = (await listed.json()) as { games: { game: number; show: string; winners: string[]; finishedAt: number }[] };
    expect(games.map((g) => [g.game, g.show])).toEqual([[2, 'minus-auction'], [1, 'minus-auction']]);
    const firsts = stage.room.state.seats.filter((s) => s.place === 1).map((s) => s.name);
    expect(games[0]!.winners).toEqual(firsts);
    expect(games[0]!.finishedAt).toBe(finishedAt);
    expect(games[1]!.winners.length).toBeGreaterThan(0);
    expect(games[1]!.winners.every((w) => names.includes(w))).toBe(true);
    expect((await fetch(`${h.server.localUrl}/api/rooms/ZZZZ/games`)).status).toBe(404);
    expect((await fetch(`${h.server.localUrl}/api/rooms/no!/games`)).status).toBe(400);
    await stage.room.leave();
  });

  it('back to the lobby between games: new rules for the next game, the evening and records kept', async () => {
    const stage = await createStage(h);
    for (const label of ['easy', 'medium', 'greedy']) expect((await ask(stage, 'add-bot', { label })).ok).toBe(true);
    expect((await ask(stage, 'settings', { preset: 'custom', smallest: 3, largest: 12, removed: 2, chips: 4 })).ok).toBe(true);
    // Not while a game is on.
    expect((await ask(stage, 'start')).ok).toBe(true);
    expect(await ask(stage, 'back-to-lobby')).toMatchObject({ ok: false, code: 'not-in-lobby' });
    await until(() => stage.room.state.phase === 'finale');
    expect((await ask(stage, 'back-to-lobby')).ok).toBe(true);
    await until(() => stage.room.state.phase === 'lobby');
    // In the lobby the rules can change again; asking twice changes nothing.
    expect((await ask(stage, 'back-to-lobby')).ok).toBe(true);
    expect(await ask(stage, 'settings', { preset: 'custom', smallest: 3, largest: 15, removed: 2, chips: 4, timerMs: 5000 })).toMatchObject({ ok: true });
    expect(stage.room.state.evening.rows.every((r) => r.games === 1)).toBe(true);
    expect((await ask(stage, 'start')).ok).toBe(true);
    await until(() => stage.room.state.phase === 'finale' && stage.room.state.game.number === 2);
    expect(stage.room.state.settings.largest).toBe(15);
    expect(stage.room.state.evening.rows.every((r) => r.games === 2)).toBe(true);
    expect(serverRoom(h, stage.room.state.code).show.records.size).toBe(2);
    await stage.room.leave();
  });
});
