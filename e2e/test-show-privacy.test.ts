/**
 * Frame-level privacy of a show the platform has never heard of: the room hosting Count Up (the
 * test show, test-show/), every frame every client receives decoded (server/test/support/
 * frames.ts). Before the end no client receives another seat's secret number, nobody's points or
 * revealed secret, and no message carries the secrets; each player receives its own secret. The
 * same room then switches to another show between games. A show without a coach refuses the
 * coach and shows no coached badge.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SERVER_SHOWS } from '../server/src/shows/registry.js';
import { ask, createStage, joinPlayer, record, serverRoom, startHarness, until, type Conn, type Harness } from '../server/test/support/harness.js';
import { frames, hookClientFrames, type Frame } from '../server/test/support/frames.js';
import { countUp, type CountState } from './test-show/module.js';
import { countUpServer } from './test-show/server.js';

/** The fields a client may ever see while Count Up is the show; anything else in a frame is a leak. */
const KNOWN_FIELDS = new Set([
  'code', 'phase', 'show', 'shows', 'settings', 'seats', 'game', 'evening', 'audienceCount', 'practice', 'coached', 'stageLocale', 'storageWait', 'timerMs', 'rounds',
  'id', 'name', 'avatar', 'kind', 'botLabel', 'connected', 'standIn', 'left', 'vip', 'ups', 'secret', 'shownSecret', 'points', 'place',
  'number', 'deadline', 'version', 'counter', 'current', 'turnsLeft', 'winner', 'rows', 'seat', 'games', 'wins', 'played',
  // The platform's: the phones' hints switch, a practice game, the crowd's guesses and cheers (public).
  'hints', 'practice', 'crowd', 'key', 'picks', 'lastKey', 'lastAnswer', 'cheers', 'groans', 'table', 'right', 'made', 'hideable',
  // Rules that do not fit the seats (between games), and each person's turns a stand-in or the timer decided (public).
  'doesNotFit', 'fitsUpTo', 'botTurns', 'timedOut',
]);

/** Check one client's frames; returns how many changes of its own secret it received before the end. */
function audit(list: Frame[], ownSeatId: string | null): number {
  let own = 0;
  let over = false;
  for (const f of list) {
    if (f.kind === 'data') {
      const isGameOver = f.type === 'event' && (f.message as { type?: string }).type === 'game-over';
      if (!over && !isGameOver) expect(JSON.stringify(f.message ?? null), `message ${String(f.type)}`).not.toMatch(/"secrets"|"mySecret"|"record"/);
      if (isGameOver) over = true;
      continue;
    }
    const ended = f.phaseAfter === 'finale';
    for (const c of f.changes) {
      if (typeof c.field === 'string' && c.field !== '') expect(KNOWN_FIELDS.has(c.field), `field ${c.field}`).toBe(true);
      if (c.field === 'secret' && c.value !== undefined) {
        expect(ownSeatId, 'a secret on a connection without a seat').not.toBeNull();
        expect(c.ref.id, "another seat's secret").toBe(ownSeatId);
        if (!ended && c.value !== -1) own++;
      }
      if ((c.field === 'shownSecret' || c.field === 'points') && c.value !== 0 && c.value !== undefined) expect(ended, `${c.field} before the end`).toBe(true);
    }
  }
  return own;
}

let h: Harness;
const errors = vi.spyOn(console, 'error');
beforeAll(async () => {
  hookClientFrames();
  // Count Up first: a new room starts with it (every frame then is Count Up's).
  h = await startHarness({ shows: [countUpServer, ...SERVER_SHOWS] });
});
afterAll(async () => {
  await h?.close();
});

describe('a test show in the real room', () => {
  it('keeps each seat\'s secret to its own phone until the end, then the room switches to another show', async () => {
    const stage = await createStage(h);
    const code = stage.room.state.code;
    expect([...stage.room.state.shows]).toEqual(['count-up', ...SERVER_SHOWS.map((s) => s.module.id)]);
    expect(stage.room.state.show).toBe('count-up');
    const [ann, bo] = [await joinPlayer(h, code, 'Ann'), await joinPlayer(h, code, 'Bo')];
    const audience = record(await h.client.joinById(code, { role: 'audience', name: 'Watcher' }));
    // The VIP sets the rules (the show's own schema judges them: rounds past its range are refused, naming the range) and starts with two seats.
    expect((await ask(ann, 'show', { show: 'count-up' })).ok).toBe(true);
    expect(await ask(ann, 'settings', { rounds: 9 })).toMatchObject({ ok: false, code: 'bad-settings', reason: 'setting-range' });
    expect((await ask(ann, 'settings', { rounds: 2, timerMs: null })).ok).toBe(true);
    expect(await ask(bo, 'show', { show: 'minus-auction' })).toMatchObject({ ok: false, code: 'not-allowed' });
    expect((await ask(ann, 'start')).ok).toBe(true);
    await until(() => stage.room.state.phase === 'playing', 3000, 'the game');
    const room = serverRoom(h, code);
    // Play it out: Ann goes up, Bo passes; a stale version is too late.
    for (let turn = 0; stage.room.state.phase === 'playing'; turn++) {
      const game = room.show.game as CountState;
      const conn = game.current === 0 ? ann : bo;
      if (turn === 1) expect(await ask(conn, 'act', { action: 'up', version: game.actions.length - 1 })).toMatchObject({ ok: false, code: 'too-late' });
      expect((await ask(conn, 'act', { action: game.current === 0 ? 'up' : 'pass', version: game.actions.length })).ok).toBe(true);
      await until(() => stage.room.state.game.version > game.actions.length || stage.room.state.phase === 'finale', 3000, 'the next turn');
    }
    await until(() => stage.room.state.phase === 'finale', 3000, 'the finale');
    const game = room.show.game as CountState;
    const standing = countUp.standing(game);
    expect(standing.points).toEqual([game.secrets[0]! + 2, game.secrets[1]!]);
    // The record is Count Up's own, and the evening's table has a Count Up column.
    expect((room.show.records.get(1)!.record as { format: string }).format).toBe('count-up/record@1');
    await until(() => stage.room.state.evening.rows.length === 2, 3000, 'the evening');
    expect([...stage.room.state.evening.shows]).toEqual(['count-up']);
    // Audit every frame of every client.
    const conns: [Conn, string | null][] = [[stage, null], [audience, null], [ann, ann.seat!.id], [bo, bo.seat!.id]];
    for (const [conn, own] of conns) {
      const list = frames.get(conn.room) ?? [];
      expect(list.length).toBeGreaterThan(0);
      const mine = audit(list, own);
      if (own) expect(mine, 'own secret received during the game').toBeGreaterThan(0);
    }
    expect(errors).not.toHaveBeenCalled();
    // Between games the VIP picks another show: the room goes to the lobby with that show's rules;
    // it needs three seats, so the start is refused until a bot sits down.
    expect((await ask(ann, 'show', { show: 'minus-auction' })).ok).toBe(true);
    await until(() => stage.room.state.show === 'minus-auction' && stage.room.state.phase === 'lobby', 3000, 'the lobby');
    expect((stage.room.state.settings as unknown as { preset?: string }).preset).toBe('show');
    expect(stage.events.some((e) => e.type === 'show-chosen')).toBe(true);
    expect(await ask(ann, 'start')).toMatchObject({ ok: false, code: 'too-few-seats' });
    expect(await ask(ann, 'show', { show: 'no-such-show' })).toMatchObject({ ok: false, code: 'bad-show' });
    await Promise.all([stage, audience, ann, bo].map((c) => c.room.leave()));
  });
  it('a show without a coach refuses it and shows no badge; the badge is back with a show that has one', async () => {
    const stage = await createStage(h);
    const code = stage.room.state.code;
    const ann = await joinPlayer(h, code, 'Ann');
    expect((await ask(stage, 'show', { show: 'minus-auction' })).ok).toBe(true);
    expect((await ask(stage, 'practice', { on: true })).ok).toBe(true);
    expect((await ask(ann, 'coach', { on: true })).ok).toBe(true);
    await until(() => stage.room.state.seats[0]?.coached === true, 3000, 'the badge');
    expect((await ask(stage, 'show', { show: 'count-up' })).ok).toBe(true);
    await until(() => stage.room.state.show === 'count-up', 3000, 'Count Up');
    expect(stage.room.state.seats[0]?.coached).toBe(false);
    expect(await ask(ann, 'coach', { on: true })).toMatchObject({ ok: false, code: 'not-allowed', reason: 'no-coach' });
    expect((await ask(stage, 'show', { show: 'minus-auction' })).ok).toBe(true);
    await until(() => stage.room.state.show === 'minus-auction' && stage.room.state.seats[0]?.coached === true, 3000, 'the badge again');
    await Promise.all([stage, ann].map((c) => c.room.leave()));
  });
});
