/**
 * Frame-level privacy of Minus Auction (docs/RULES.md, "What each person may know"). Every frame each client receives
 * during a whole game is recorded and decoded: state frames by the client's own schema decoder
 * (every field change it applied is captured), message frames by msgpack. The test proves that
 * before the end no client receives another seat's chips, a removed cube, a final score or the
 * deck, that each player does receive its own chips (equal to the engine's), also right after a
 * reconnection, and that nothing in any frame fails to decode. The randomness a watcher sees
 * (caption variants) is drawn from the room's cosmetic generator, in order, and from nothing the
 * deal's seed makes (docs/SERVER.md, "Randomness").
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RoomStateShape } from './support/harness.js';
import { rngFromSeed, type Rng } from '@minus/shared/platform/rng';
import { cryptoRandom, type RandomSource } from '../src/platform/randomness.js';
import { ask, autoPlay, createStage, joinPlayer, record, minusGame, serverRoom, startHarness, until, type Conn, type Harness } from './support/harness.js';
import { frames, hookClientFrames, type Frame } from './support/frames.js';

/** The schema fields a client may ever see (state.ts); anything else in a frame is a leak. */
const KNOWN_FIELDS = new Set([
  'code', 'phase', 'show', 'shows', 'settings', 'seats', 'game', 'evening', 'audienceCount', 'practice', 'coached', 'stageLocale', 'storageWait',
  'preset', 'smallest', 'largest', 'removed', 'chips', 'seating', 'starter', 'timerMs',
  'id', 'name', 'avatar', 'kind', 'botLabel', 'connected', 'standIn', 'left', 'vip', 'botTurns', 'timedOut', 'cubes', 'cubeScore', 'finalChips', 'finalScore', 'place',
  'number', 'auction', 'offer', 'pot', 'current', 'refusals', 'deckLeft', 'removedCount', 'deadline', 'version', 'winner',
  'rows', 'seat', 'games', 'wins', 'points', 'played',
  // The crowd's guesses and cheers (public: about public events).
  'crowd', 'key', 'picks', 'lastKey', 'lastAnswer', 'cheers', 'groans', 'table', 'right', 'made', 'hideable', 'practice', 'hints', 'doesNotFit', 'fitsUpTo',
]);

/**
 * Check one client's frames. `ownSeatId` is the seat whose chips it may receive (null for the
 * stage and the audience). Returns the number of own-chip changes received before the end.
 */
function audit(list: Frame[], ownSeatId: string | null, removedRef: () => unknown): number {
  let ownChips = 0;
  let over = false;
  for (const f of list) {
    if (f.kind === 'data') {
      const text = JSON.stringify(f.message ?? null);
      const isGameOver = f.type === 'event' && (f.message as { type?: string }).type === 'game-over';
      if (!over && !isGameOver) {
        // No chip count, removed cube, deck or record travels in a message before the end.
        expect(text, `message ${String(f.type)}`).not.toMatch(/"chips"|"removed"|"deck"|"record"|"finalChips"|"myChips"/);
      }
      if (isGameOver) over = true;
      continue;
    }
    const endsHere = f.phaseAfter === 'finale';
    for (const c of f.changes) {
      // Collection items come with an empty field name; every named field must be a known one.
      if (typeof c.field === 'string' && c.field !== '') expect(KNOWN_FIELDS.has(c.field), `field ${c.field}`).toBe(true);
      if (c.field === 'chips' && 'cubeScore' in c.ref) {
        // A seat's chips only ever reach that seat's own phone.
        expect(ownSeatId, 'chips on a connection without a seat').not.toBeNull();
        expect(c.ref.id, 'chips of another seat').toBe(ownSeatId);
        if (!endsHere) ownChips++;
      }
      if ((c.field === 'finalChips' || c.field === 'finalScore') && c.value !== -1 && c.value !== 0 && c.value !== undefined) {
        expect(endsHere, `${String(c.field)} before the end`).toBe(true);
      }
      if (c.ref === removedRef() && c.value !== undefined) expect(endsHere, 'a removed cube before the end').toBe(true);
    }
  }
  return ownChips;
}

/** The real source, watched: every deal seed handed out, every caption variant the cosmetic generator drew. */
const dealSeeds: string[] = [];
const variantDraws: number[] = [];
const watched: RandomSource = {
  dealSeed: () => {
    const seed = String(cryptoRandom.dealSeed());
    dealSeeds.push(seed);
    return seed;
  },
  botSeed: cryptoRandom.botSeed,
  cosmetic: (): Rng => {
    const inner = cryptoRandom.cosmetic();
    // Every method delegated by name (a generator may keep its methods on its prototype).
    return {
      float: () => inner.float(),
      pick: (items) => inner.pick(items),
      shuffle: (items) => inner.shuffle(items),
      state: () => inner.state(),
      int: (from, to) => {
        const v = inner.int(from, to);
        if (from === 0 && to === 999) variantDraws.push(v);
        return v;
      },
    };
  },
};

let h: Harness;
const errors = vi.spyOn(console, 'error');
beforeAll(async () => {
  hookClientFrames();
  h = await startHarness({ random: watched });
});
afterAll(async () => {
  await h.close();
});

describe('frame-level privacy over a whole game', () => {
  it('no client ever receives another seat\'s chips, a removed cube or the deck before the end; each player gets its own chips, also after a reconnect', async () => {
    const stage = await createStage(h);
    const code = stage.room.state.code;
    const phones = [await joinPlayer(h, code, 'Ann'), await joinPlayer(h, code, 'Bo'), await joinPlayer(h, code, 'Cy')];
    const audience = record(await h.client.joinById<RoomStateShape>(code, { role: 'audience', name: 'Watcher' }));
    // Shuffled seating exercises the re-layout of seats at the start; two bots never have a phone.
    expect((await ask(stage, 'settings', { preset: 'custom', smallest: 3, largest: 24, removed: 3, chips: 6, seating: 'shuffled' })).ok).toBe(true);
    expect((await ask(stage, 'add-bot', { label: 'medium' })).ok).toBe(true);
    expect((await ask(stage, 'add-bot', { label: 'hard' })).ok).toBe(true);
    const room = serverRoom(h, code);
    const stops = phones.map((p) => autoPlay(p));
    // The watcher guesses along on every cube (and cheers): the crowd's frames are audited too.
    let guessed = '';
    audience.room.onStateChange((s) => {
      const key = (s as unknown as { crowd?: { key: string } }).crowd?.key ?? '';
      if (!key || key === guessed) return;
      guessed = key;
      audience.room.send('predict', { key, seat: 0 });
      audience.room.send('cheer', { kind: 'cheer' });
    });
    expect((await ask(stage, 'start')).ok).toBe(true);

    // Mid-game: Bo's connection drops and comes back with the reconnection token.
    await until(() => stage.room.state.game.auction >= 6, 10000, 'auction 6');
    stops[1]!();
    const token = phones[1]!.room.reconnectionToken;
    const boId = phones[1]!.seat!.id;
    await phones[1]!.room.leave(false);
    await until(() => stage.room.state.seats.some((s) => s.id === boId && !s.connected), 5000, 'Bo away');
    const back: Conn = record(await h.client.reconnect<RoomStateShape>(token));
    back.seat = phones[1]!.seat;
    await until(() => back.room.state?.seats?.length === 5, 3000, 'state after reconnect');
    // Right after the reconnection: own chips present and true, nobody else's.
    const boIndex = () => room.book.indexOf(boId);
    const backSeats = back.room.state.seats;
    await until(() => backSeats[boIndex()]!.chips === minusGame(room).chips[boIndex()]!, 2000, 'own chips after reconnect');
    backSeats.forEach((s, i) => i !== boIndex() && expect(s.chips).toBeUndefined());
    stops[1] = autoPlay(back);

    await until(() => stage.room.state.phase === 'finale', 20000, 'the finale');
    stops.forEach((s) => s());

    // Each player's own chips, as its phone decoded them, equal the engine's at the end.
    for (const p of [phones[0]!, back, phones[2]!]) {
      const i = room.book.indexOf(p.seat!.id);
      expect(p.room.state.seats[i]!.chips).toBe(minusGame(room).chips[i]);
    }
    // Audit every frame of every client.
    const conns: [Conn, string | null][] = [[stage, null], [audience, null], [phones[0]!, phones[0]!.seat!.id], [phones[1]!, boId], [back, boId], [phones[2]!, phones[2]!.seat!.id]];
    for (const [conn, own] of conns) {
      const list = frames.get(conn.room) ?? [];
      expect(list.length).toBeGreaterThan(0);
      const ownChips = audit(list, own, () => conn.room.state.game.removed);
      if (own) expect(ownChips, 'own chips received during the game').toBeGreaterThan(0);
    }
    // The stage and the audience never decoded a chips field at all.
    for (const conn of [stage, audience]) expect(conn.room.state.seats.every((s) => s.chips === undefined)).toBe(true);
    // Every caption variant a watcher received is the cosmetic generator's draw for that event
    // (seq k: the k-th draw), never a draw of the deal's generator.
    expect(dealSeeds).toHaveLength(1);
    const dealDraws = (() => { const r = rngFromSeed(dealSeeds[0]!); return Array.from({ length: variantDraws.length }, () => r.int(0, 999)); })();
    for (const conn of [stage, audience]) {
      expect(conn.events.length).toBeGreaterThan(10);
      for (const e of conn.events) expect(e.variant, `variant of event ${e.seq}`).toBe(variantDraws[e.seq - 1]);
      expect(conn.events.map((e) => e.variant)).not.toEqual(conn.events.map((e) => dealDraws[e.seq - 1]));
    }
    // Every frame decoded cleanly (colyseus.js reports undecodable bytes with console.error).
    expect(errors).not.toHaveBeenCalled();
    await Promise.all([stage, audience, phones[0]!, back, phones[2]!].map((c) => c.room.leave()));
  });
});
