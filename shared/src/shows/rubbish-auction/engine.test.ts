/** The engine's contract: typed errors for bad input, determinism, immutability, the lobby's rules. */
import { describe, expect, it } from 'vitest';
import { applyAction, createGame, createGameFromSetup, legalActions, toAct } from './engine.js';
import { gameWith, NAMES, ok, run } from './fixtures.js';
import { defaultRules, resolveRules, rulesSchema } from './rules.js';
import { parseRecord, replayRecord, toRecord } from './record.js';

describe('the lobby\'s rules', () => {
  it('defaults to the show preset with a 30 s timer; null turns the timer off', () => {
    expect(defaultRules()).toEqual({ preset: 'show', timerMs: 30_000 });
    expect(ok(resolveRules({}, 3))).toEqual({ preset: 'show', timerMs: 30_000, minSeats: 2, maxSeats: 5 });
    expect(ok(resolveRules({ timerMs: null }, 2)).timerMs).toBeNull();
    expect(rulesSchema.safeParse({ preset: 'show', timerMs: 5000 }).success).toBe(true);
    expect(rulesSchema.safeParse({ preset: 'show', chips: 3 }).success).toBe(false);
  });

  it.each([
    [{ timerMs: 4999 }, 3, /timerMs/],
    [{ timerMs: 120_001 }, 3, /timerMs/],
    [{ timerMs: 7.5 }, 3, /timerMs/],
    [{ preset: 'veto' }, 3, /unknown preset "veto"/],
    [{}, 1, /2 to 5 players, not 1/],
    [{}, 6, /2 to 5 players, not 6/],
  ])('refuses %j for %i seats with a message naming the field', (input, seats, message) => {
    const r = resolveRules(input as never, seats);
    expect(r).toMatchObject({ ok: false, error: { code: 'bad-config' } });
    if (!r.ok) expect(r.error.message).toMatch(message);
  });
});

describe('setup', () => {
  it('the same seed deals the same game; a 32-hex-digit seed works too; a bad seed is refused', () => {
    expect(ok(createGame({}, NAMES.slice(0, 4), 12))).toEqual(ok(createGame({}, NAMES.slice(0, 4), 12)));
    const hex = 'ffffffff00000000aaaaaaaa55555555';
    expect(ok(createGame({}, NAMES.slice(0, 3), hex))).toEqual(ok(createGame({}, NAMES.slice(0, 3), hex)));
    expect(createGame({}, NAMES.slice(0, 3), 'ABC')).toMatchObject({ ok: false, error: { code: 'bad-config' } });
    expect(createGame({}, NAMES.slice(0, 3), Number.NaN)).toMatchObject({ ok: false, error: { code: 'bad-config' } });
  });

  it.each([
    [{ geeks: ['pond-keeper'] }, /2 Geeks, not 1/],
    [{ geeks: ['pond-keeper', 'toaster-lover'] }, /"toaster-lover" is not a Geek/],
    [{ firstAuctioneer: 2 }, /firstAuctioneer must be a seat from 0 to 1/],
    [{ cardKey: 'xyz' }, /cardKey/],
    [{ players: ['Ana', ' '] }, /every player needs a name/],
  ])('an explicit setup %j is refused', (change, message) => {
    const setup = { players: ['Ana', 'Ben'], geeks: ['pond-keeper', 'night-owl'], firstAuctioneer: 0, cardKey: 'a'.repeat(32), ...change };
    const r = createGameFromSetup({}, setup as never);
    expect(r).toMatchObject({ ok: false, error: { code: 'bad-config' } });
    if (!r.ok) expect(r.error.message).toMatch(message);
  });
});

describe('bad input is a normal day', () => {
  const g = gameWith(3);
  it.each([
    [0, null, 'unknown-action'],
    [0, 'take', 'unknown-action'],
    [0, { type: 'bid', cards: [1] }, 'unknown-action'],
    [0, { type: 'hold-out', cards: [1] }, 'pick-now'],
    [0, { type: 'peek', position: 0 }, 'pick-now'],
    [1, { type: 'pick', item: 'rubber-duck', firstBidder: 0 }, 'not-your-turn'],
    [7, { type: 'pick', item: 'rubber-duck', firstBidder: 0 }, 'bad-seat'],
    [0.5, { type: 'pick', item: 'rubber-duck', firstBidder: 0 }, 'bad-seat'],
    [0, { type: 'pick', item: 'toaster', firstBidder: 0 }, 'bad-item'],
    [0, { type: 'pick', item: 'rubber-duck', firstBidder: 3 }, 'bad-bidder'],
    [0, { type: 'pick', item: 'rubber-duck', firstBidder: '1' }, 'bad-bidder'],
    [0, { type: 'pick', item: 'rubber-duck' }, 'bad-bidder'],
  ])('seat %s, action %j: %s', (seat, action, code) => {
    const r = applyAction(g, seat, action);
    expect(r).toMatchObject({ ok: false, error: { code } });
    if (!r.ok) expect(r.error.message.length).toBeGreaterThan(10);
  });

  const bidding = run(g, [{ type: 'pick', item: 'rubber-duck', firstBidder: 0 }]);
  it.each([
    [{ type: 'hold-out', cards: '10' }],
    [{ type: 'hold-out', cards: [3] }],
    [{ type: 'hold-out', cards: [10, 10] }],
    [{ type: 'hold-out', cards: [1, 2, 2, 2] }],
    [{ type: 'hold-out', cards: [1, 2, 2, 5, 10, 1] }],
    [{ type: 'hold-out' }],
  ])('a hold-out of %j is refused as bad-cards', (action) => {
    expect(applyAction(bidding, 0, action)).toMatchObject({ ok: false, error: { code: 'bad-cards' } });
  });

  it('an action with a field of another kind is refused, so a record holds only what was applied', () => {
    expect(applyAction(bidding, 0, { type: 'hold-out', cards: [2], junk: 1 })).toMatchObject({ ok: false, error: { code: 'unknown-action', message: 'a hold-out has only these fields: type, cards' } });
    expect(applyAction(bidding, 0, { type: 'hold-out', cards: [2], position: 0 })).toMatchObject({ ok: false, error: { code: 'unknown-action' } });
  });

  it('an item already auctioned cannot be picked again', () => {
    const s = run(bidding, [{ type: 'hold-out', cards: [] }, { type: 'peek', position: 0 }, { type: 'hold-out', cards: [] }, { type: 'peek', position: 0 }, { type: 'hold-out', cards: [] }]);
    const r = applyAction(s, toAct(s)[0]!, { type: 'pick', item: 'rubber-duck', firstBidder: 0 });
    expect(r).toMatchObject({ ok: false, error: { code: 'bad-item', message: 'the Rubber Duck has already been auctioned' } });
  });

  it('an item that is not a name is refused as what it is (a list holding a name is no name)', () => {
    expect(applyAction(g, 0, { type: 'pick', item: ['rubber-duck'], firstBidder: 0 })).toMatchObject({ ok: false, error: { code: 'bad-item', message: expect.stringMatching(/^a list is not an item/) } });
    expect(applyAction(g, 0, { type: 'pick', item: 7, firstBidder: 0 })).toMatchObject({ ok: false, error: { message: expect.stringMatching(/^a number is not an item/) } });
    expect(applyAction(g, 0, { type: 'pick', item: 'toaster', firstBidder: 0 })).toMatchObject({ ok: false, error: { message: expect.stringMatching(/^"toaster" is not an item/) } });
  });

  it('applying an action never changes the state it was given, and bumps the version by one', () => {
    const before = structuredClone(bidding);
    const after = ok(applyAction(bidding, 0, { type: 'hold-out', cards: [2, 1] }));
    expect(bidding).toEqual(before);
    expect(after.version).toBe(bidding.version + 1);
    expect(after.held[0]).toEqual([1, 2]);
  });

  it('legal actions are exactly the accepted ones at every step of a game', () => {
    let s = gameWith(3);
    for (let i = 0; i < 12; i++) {
      const seat = toAct(s)[0]!;
      const legal = legalActions(s, seat);
      expect(legal.length).toBeGreaterThan(0);
      for (const a of legal) expect(applyAction(s, seat, a).ok).toBe(true);
      for (const other of [0, 1, 2].filter((x) => x !== seat)) expect(legalActions(s, other)).toEqual([]);
      s = ok(applyAction(s, seat, legal[legal.length - 1 - (i % legal.length)]!));
    }
  });
});

describe('records', () => {
  it('a record made at any point replays to the same state', () => {
    let s = gameWith(4);
    for (let i = 0; i < 20; i++) {
      const again = ok(replayRecord(ok(parseRecord(JSON.parse(JSON.stringify(toRecord(s)))))));
      expect(again).toEqual(s);
      const seat = toAct(s)[0]!;
      s = ok(applyAction(s, seat, legalActions(s, seat)[i % 3]!));
    }
  });

  it.each([
    [{ format: 'minus-auction/record@1' }, /format/],
    [{ players: [] }, /players/],
    [{ players: ['Ana', 'ANA'] }, /players\.1: name-taken/],
    [{ players: ['Ana', 'Ben\u0000'] }, /players\.1: name-invalid/],
    [{ geeks: undefined }, /either a seed or all of geeks, firstAuctioneer and cardKey/],
    [{ geeks: ['pond-keeper', 'nobody'] }, /geeks\.1/],
    [{ cardKey: 'ABC' }, /cardKey/],
    [{ rules: { preset: 'show', timerMs: 1 } }, /rules\.timerMs/],
  ])('a record with %j is refused with a message naming the field', (change, message) => {
    const base = toRecord(gameWith(2));
    const r = parseRecord({ ...base, ...change });
    expect(r).toMatchObject({ ok: false, error: { code: 'bad-config' } });
    if (!r.ok) expect(r.error.message).toMatch(message);
  });
});
