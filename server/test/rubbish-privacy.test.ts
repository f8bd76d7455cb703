/**
 * Frame-level privacy of Rubbish Auction (docs/RULES.md, "Rubbish Auction", "What each device may
 * know"). Every frame each client receives during a whole game is recorded and decoded (state
 * frames by the client's own schema decoder, messages by msgpack). The test proves that before the
 * end no client receives another seat's Geek, held-out cards or peeked card, that the stage and
 * the audience never receive any of them, that no message carries a bid value before its reveal
 * or a Geek before the game-over event, and that each player does receive its own Geek, held-out
 * cards and peeked card, equal to the engine's, also after a reconnection.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RubbishState } from '@minus/shared/shows/rubbish-auction/types';
import { ask, createStage, joinPlayer, mySeat, record, serverRoom, startHarness, until, type Conn, type Harness } from './support/harness.js';
import { frames, hookClientFrames, type Frame } from './support/frames.js';
import { rubbishAutoPlay as autoPlay, rubbishStateOf } from './support/rubbish-play.js';

/** Fields only a seat's own connection may decode before the end. */
const SECRET_FIELDS = new Set(['geek', 'heldOut', 'peekedCard']);

const stateOf = rubbishStateOf;

/** Check one client's frames; `own` is the seat id whose secrets it may decode (null for the stage and the audience). Returns how many own secrets it received. */
function audit(list: Frame[], own: string | null): number {
  let ownSecrets = 0;
  let over = false;
  for (const f of list) {
    if (f.kind === 'data') {
      const body = (f.message ?? {}) as { type?: string };
      if (f.type === 'event' && body.type === 'game-over') over = true;
      if (!over && f.type === 'event') {
        const text = JSON.stringify(body);
        // Before the end no event names a Geek, the card key, or a value seen by a peek.
        expect(text, `event ${String(body.type)}`).not.toMatch(/"geeks?"|"cardKey"|"card"|"heldOut"|"peekedCard"/);
        // A hold-out says how many cards, never which.
        if (body.type === 'held-out') for (const k of Object.keys(body)) expect(['count', 'game', 'round', 'seat', 'seq', 'timeout', 'type', 'variant']).toContain(k);
      }
      if (!over && f.type !== 'event') expect(JSON.stringify(body), `message ${String(f.type)}`).not.toMatch(/"geeks?"|"cardKey"|"record"/);
      continue;
    }
    for (const c of f.changes) {
      if (typeof c.field !== 'string' || !SECRET_FIELDS.has(c.field) || !('fame' in c.ref)) {
        if (c.field === 'shownGeek' && c.value) expect(f.phaseAfter, 'a Geek shown before the end').toBe('finale');
        continue;
      }
      // A seat's secrets only ever reach that seat's own phone.
      expect(own, `${c.field} on a connection without a seat`).not.toBeNull();
      expect(c.ref.id, `${c.field} of another seat`).toBe(own);
      if (c.value) ownSecrets++;
    }
  }
  return ownSecrets;
}

let h: Harness;
const errors = vi.spyOn(console, 'error');
beforeAll(async () => {
  hookClientFrames();
  h = await startHarness();
});
afterAll(async () => {
  await h.close();
});

describe('Rubbish Auction: frame-level privacy over a whole game', () => {
  it('no client receives another seat\'s Geek, held-out cards or peeked card; each player gets its own, also after a reconnect', async () => {
    const stage = await createStage(h);
    const code = stateOf(stage).code;
    expect((await ask(stage, 'show', { show: 'rubbish-auction' })).ok).toBe(true);
    const phones = [await joinPlayer(h, code, 'Ana'), await joinPlayer(h, code, 'Ben')];
    const audience = record(await h.client.joinById(code, { role: 'audience', name: 'Watcher' }));
    expect((await ask(stage, 'add-bot', { label: 'hard' })).ok).toBe(true);
    expect((await ask(stage, 'add-bot', { label: 'easy' })).ok).toBe(true);
    const room = serverRoom(h, code);
    const engine = () => room.show.game as RubbishState;
    const stops = phones.map(autoPlay);
    expect((await ask(stage, 'start')).ok).toBe(true);

    // Mid-game: Ben's connection drops and comes back with the reconnection token.
    await until(() => stateOf(stage).game.round >= 3, 20000, 'round 3');
    stops[1]!();
    const benId = phones[1]!.seat!.id;
    const token = phones[1]!.room.reconnectionToken;
    await phones[1]!.room.leave(false);
    await until(() => stateOf(stage).seats.some((s) => s.id === benId && !s.connected), 5000, 'Ben away');
    const back: Conn = record(await h.client.reconnect(token));
    back.seat = phones[1]!.seat;
    await until(() => stateOf(back)?.seats?.length === 4, 3000, 'state after reconnect');
    const benIndex = mySeat(back);
    // Right after the reconnection: own Geek present and true, nobody else's.
    await until(() => stateOf(back).seats[benIndex]!.geek === engine().geeks[benIndex], 3000, 'own Geek after reconnect');
    stateOf(back).seats.forEach((s, i) => i !== benIndex && expect(s.geek).toBeUndefined());
    stops[1] = autoPlay(back);

    await until(() => stateOf(stage).phase === 'finale', 60000, 'the finale');
    stops.forEach((s) => s());

    // Each player's own Geek as its phone decoded it is the engine's; the end shows every Geek.
    for (const p of [phones[0]!, back]) {
      const i = mySeat(p);
      expect(stateOf(p).seats[i]!.geek).toBe(engine().geeks[i]);
    }
    expect(stateOf(stage).seats.map((s) => s.shownGeek)).toEqual(engine().geeks);
    const conns: [Conn, string | null][] = [[stage, null], [audience, null], [phones[0]!, phones[0]!.seat!.id], [phones[1]!, benId], [back, benId]];
    for (const [conn, own] of conns) {
      const list = frames.get(conn.room) ?? [];
      expect(list.length).toBeGreaterThan(0);
      const mine = audit(list, own);
      if (own) expect(mine, 'own secrets received').toBeGreaterThan(0);
    }
    for (const conn of [stage, audience]) {
      for (const s of stateOf(conn).seats) for (const f of SECRET_FIELDS) expect((s as unknown as Record<string, unknown>)[f]).toBeUndefined();
    }
    // Every frame decoded cleanly (colyseus.js reports undecodable bytes with console.error).
    expect(errors).not.toHaveBeenCalled();
    await Promise.all([stage, audience, phones[0]!, back].map((c) => c.room.leave()));
  });
});

describe('changing the show with computer players seated', () => {
  it('a bot added under Minus Auction keeps its level in Rubbish Auction and plays a whole game', async () => {
    const stage = await createStage(h);
    const code = stateOf(stage).code;
    expect((await ask(stage, 'add-bot', { label: 'hard-bold' })).ok).toBe(true);
    expect((await ask(stage, 'add-bot', { label: 'easy-cautious' })).ok).toBe(true);
    expect((await ask(stage, 'show', { show: 'rubbish-auction' })).ok).toBe(true);
    await until(() => stateOf(stage).show === 'rubbish-auction' && stateOf(stage).seats.map((s) => s.botLabel).join() === 'hard,easy', 3000, 'labels of the show');
    // A timer picked under Minus Auction that arrives after the change is refused, not applied to this show.
    const before = stateOf(stage).settings.timerMs;
    expect(await ask(stage, 'settings', { preset: 'show', timerMs: 90_000, show: 'minus-auction' })).toMatchObject({ ok: false, code: 'bad-settings', reason: 'show-changed' });
    // A show that is not a show id is a malformed message, not a change of show.
    expect(await ask(stage, 'settings', { preset: 'show', timerMs: 90_000, show: 123 })).toMatchObject({ ok: false, code: 'bad-message' });
    expect(stateOf(stage).settings.timerMs).toBe(before);
    expect((await ask(stage, 'settings', { preset: 'show', timerMs: null, show: 'rubbish-auction' })).ok).toBe(true);
    expect((await ask(stage, 'start')).ok).toBe(true);
    await until(() => stateOf(stage).phase === 'finale', 60000, 'the finale');
    expect(stateOf(stage).seats.every((s) => s.shownGeek !== '')).toBe(true);
    expect(serverRoom(h, code).show.game).not.toBeNull();
    await stage.room.leave();
  });

  it('back in Minus Auction, a bot plays the style it was added with again', async () => {
    const stage = await createStage(h);
    expect((await ask(stage, 'add-bot', { label: 'hard-bold' })).ok).toBe(true);
    expect((await ask(stage, 'add-bot', { label: 'medium-cautious' })).ok).toBe(true);
    const labels = () => stateOf(stage).seats.map((s) => s.botLabel).join();
    expect((await ask(stage, 'show', { show: 'rubbish-auction' })).ok).toBe(true);
    await until(() => labels() === 'hard,medium', 3000, 'the levels Rubbish Auction knows');
    expect((await ask(stage, 'show', { show: 'minus-auction' })).ok).toBe(true);
    await until(() => stateOf(stage).show === 'minus-auction' && labels() === 'hard-bold,medium-cautious', 3000, 'the styles as added');
    await stage.room.leave();
  });
});

