import { describe, expect, it } from 'vitest';
import { applyAction, createGame, createGameFromSetup, legalActions, timeoutAction } from './engine.js';
import { cubeRange, resolveRules } from './presets.js';
import { result } from './result.js';
import type { GameState } from './types.js';

const names = (n: number) => ['Ana', 'Ben', 'Cy', 'Dee', 'Eli', 'Fay', 'Gus'].slice(0, n);
function ok<T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('presets (docs/RULES.md, "Presets")', () => {
  it('show: -3..-35, 1 removed, 9 chips, join order, random first seat, 20 s', () => {
    const g = ok(createGame({ preset: 'show' }, names(5), 7));
    expect(g.players).toEqual(names(5));
    expect(g.removed).toHaveLength(1);
    expect(g.deck).toHaveLength(32);
    expect(g.chips).toEqual([9, 9, 9, 9, 9]);
    expect(g.rules.timerMs).toBe(20_000);
    const firsts = new Set(Array.from({ length: 40 }, (_, s) => ok(createGame({ preset: 'show' }, names(5), s)).first));
    expect(firsts.size).toBeGreaterThan(2);
  });
  it('veto: -3..-25, 1 removed, 7 chips, shuffled seating, first in the drawn order', () => {
    const g = ok(createGame({ preset: 'veto' }, names(5), 3));
    expect([...g.removed, ...g.deck].sort((a, b) => b - a)).toEqual(cubeRange({ smallest: 3, largest: 25 }));
    expect(g.chips[0]).toBe(7);
    expect(g.first).toBe(0);
    expect([...g.players].sort()).toEqual([...names(5)].sort());
    const orders = new Set(Array.from({ length: 20 }, (_, s) => ok(createGame({ preset: 'veto' }, names(5), s)).players.join()));
    expect(orders.size).toBeGreaterThan(1);
  });
  it('genius: 2 removed, 9 chips, seat 1 starts', () => {
    const g = ok(createGame({ preset: 'genius' }, names(4), 11));
    expect(g.removed).toHaveLength(2);
    expect(g.deck).toHaveLength(31);
    expect(g.first).toBe(0);
    expect(g.chips[3]).toBe(9);
  });
  it('classic: 9 removed; 11 chips for 3-5 seats, 9 for 6, 7 for 7', () => {
    expect(ok(createGame({ preset: 'classic' }, names(3), 1)).chips[0]).toBe(11);
    expect(ok(createGame({ preset: 'classic' }, names(5), 1)).chips[0]).toBe(11);
    expect(ok(createGame({ preset: 'classic' }, names(6), 1)).chips[0]).toBe(9);
    expect(ok(createGame({ preset: 'classic' }, names(7), 1)).chips[0]).toBe(7);
    expect(ok(createGame({ preset: 'classic' }, names(7), 1)).deck).toHaveLength(24);
  });
  it('custom: any valid range, removed, chips, timer off', () => {
    const g = ok(createGame({ preset: 'custom', smallest: 1, largest: 10, removed: 0, chips: 3, timerMs: null }, names(3), 5));
    expect(g.deck).toHaveLength(10);
    expect(g.rules.timerMs).toBeNull();
    expect(g.chips).toEqual([3, 3, 3]);
  });
  it.each([
    [{ preset: 'custom', smallest: 0 }, /smallest/],
    [{ preset: 'custom', smallest: 10, largest: 10 }, /largest/],
    [{ preset: 'custom', largest: 61 }, /largest/],
    [{ preset: 'custom', removed: 6 }, /removed/],
    [{ preset: 'custom', chips: 31 }, /chips/],
    [{ preset: 'custom', chips: 2.5 }, /chips/],
    [{ preset: 'custom', smallest: 3, largest: 6, removed: 2 }, /need at least/],
    [{ preset: 'show', timerMs: 4000 }, /timerMs/],
    [{ preset: 'show', timerMs: 121000 }, /timerMs/],
    [{ preset: 'nope' }, /unknown preset/],
  ])('rejects %j with a clear message', (input, message) => {
    const r = resolveRules(input as never, 4);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('bad-config');
      expect(r.error.message).toMatch(message);
    }
  });
  it('rejects 2 and 8 seats', () => {
    expect(createGame({ preset: 'show' }, names(2), 1).ok).toBe(false);
    expect(createGame({ preset: 'show' }, [...names(7), 'Hal'], 1).ok).toBe(false);
  });
  it('the same seed gives the same game', () => {
    expect(ok(createGame({ preset: 'show' }, names(5), 99))).toEqual(ok(createGame({ preset: 'show' }, names(5), 99)));
  });
  it('a 128-bit seed (32 hex digits) deals too: the same seed the same game, another seed another deck; a malformed one is bad-config', () => {
    const a = ok(createGame({ preset: 'show' }, names(5), '0123456789abcdef0123456789abcdef'));
    expect(ok(createGame({ preset: 'show' }, names(5), '0123456789abcdef0123456789abcdef'))).toEqual(a);
    expect(ok(createGame({ preset: 'show' }, names(5), '0123456789abcdef0123456789abcdee')).deck).not.toEqual(a.deck);
    const bad = createGame({ preset: 'show' }, names(5), 'not-hex');
    expect(bad.ok ? null : bad.error.code).toBe('bad-config');
  });
});

describe('an auction (docs/RULES.md, "An auction")', () => {
  const setup = { players: names(3), first: 1, removed: [-7], deck: [-5, -3, -6, -4] };
  const start = () => ok(createGameFromSetup({ preset: 'custom', smallest: 3, largest: 7, removed: 1, chips: 1 }, setup));

  it('reveals the first cube to the first seat with an empty pot', () => {
    const s = start();
    expect(s).toMatchObject({ offer: -5, pot: 0, current: 1, auction: 1, refusals: [] });
    expect(legalActions(s, 1)).toEqual(['take', 'refuse']);
    expect(legalActions(s, 0)).toEqual([]);
  });
  it('a refusal pays 1 chip into the pot and passes to the next seat; a take collects the pot and starts the next auction', () => {
    let s = start();
    s = ok(applyAction(s, 1, 'refuse'));
    expect(s).toMatchObject({ pot: 1, current: 2, refusals: [1], chips: [1, 0, 1] });
    s = ok(applyAction(s, 2, 'refuse'));
    expect(s).toMatchObject({ pot: 2, current: 0, refusals: [1, 2] });
    s = ok(applyAction(s, 0, 'take'));
    expect(s).toMatchObject({ pot: 0, current: 0, refusals: [], offer: -3, auction: 2, chips: [3, 0, 0] });
    expect(s.cubes[0]).toEqual([-5]);
  });
  it('a player with no chips can only take', () => {
    let s = ok(applyAction(start(), 1, 'refuse'));
    s = ok(applyAction(s, 2, 'refuse'));
    s = ok(applyAction(s, 0, 'refuse'));
    expect(legalActions(s, 1)).toEqual(['take']);
    const r = applyAction(s, 1, 'refuse');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toEqual({ code: 'no-chips', message: 'Ben has no chips and cannot refuse' });
    expect(timeoutAction(s, 1)).toBe('take');
    expect(timeoutAction(s, 0)).toBe('take');
  });
  it('errors for out of turn, bad seat, unknown action, and after the end; the state is unchanged', () => {
    const s = start();
    const snapshot = JSON.stringify(s);
    const cases: [number, unknown, string][] = [[0, 'take', 'not-your-turn'], [9, 'take', 'bad-seat'], [-1, 'take', 'bad-seat'], [1, 'pass', 'unknown-action'], [1, 42, 'unknown-action'], [1.5, 'take', 'bad-seat']];
    for (const [seat, action, code] of cases) {
      const r = applyAction(s, seat, action);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.code).toBe(code);
    }
    expect(JSON.stringify(s)).toBe(snapshot);
  });
  it('the game ends when the deck is empty, and then refuses every action', () => {
    let s: GameState = start();
    while (!s.finished) s = ok(applyAction(s, s.current, 'take'));
    expect(s.offer).toBeNull();
    expect(s.cubes[1]).toEqual([-5, -3, -6, -4]);
    const r = applyAction(s, s.current, 'take');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('game-over');
    const res = result(s);
    // Ben holds -3..-6: one run counting -3, plus 1 chip = -2. Ana and Cy keep 1 chip each: shared first.
    expect(res).toMatchObject({ finished: true, winner: null, removed: [-7] });
    expect(res.players[1]).toMatchObject({ counted: [-3], score: -2, place: 3 });
    expect(res.players.map((p) => p.place)).toEqual([1, 3, 1]);
  });
  it('a shared first place has no outright winner', () => {
    const s = ok(createGameFromSetup({ preset: 'custom', smallest: 3, largest: 6, removed: 0, chips: 0 }, { players: names(3), first: 0, removed: [], deck: [-3, -4, -5, -6] }));
    let t = s;
    while (!t.finished) t = ok(applyAction(t, t.current, 'take'));
    // Seat 0 takes everything: -3; the others score 0 and share first place.
    const r = result(t);
    expect(r.winner).toBeNull();
    expect(r.players.map((p) => p.place)).toEqual([3, 1, 1]);
  });
  it('an outright winner is named', () => {
    let t = ok(createGameFromSetup({ preset: 'custom', smallest: 3, largest: 6, removed: 0, chips: 1 }, { players: names(3), first: 0, removed: [], deck: [-3, -4, -5, -6] }));
    t = ok(applyAction(t, 0, 'refuse'));
    while (!t.finished) t = ok(applyAction(t, t.current, 'take'));
    // Ben takes -3 with 1 chip, then the rest: -3 + 2 = -1; Ana 0; Cy 1.
    expect(result(t)).toMatchObject({ winner: 'Cy', players: [{ score: 0, place: 2 }, { score: -1, place: 3 }, { score: 1, place: 1 }] });
  });
});
