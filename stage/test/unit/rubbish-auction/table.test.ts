// The stage's model of a Rubbish Auction table, followed event by event through whole games
// played by the module's own bots, agrees with the engine's public view after every event; and
// its seat cards light only the seat deciding, the round's winner only while its reveal plays.
import { describe, expect, it } from 'vitest';
import type { RoomStateShape } from '@minus/shared/platform/protocol/state';
import { rubbishAuction } from '@minus/shared/shows/rubbish-auction/module';
import type { RubbishState } from '@minus/shared/shows/rubbish-auction/types';
import { rubbishHowTo } from '@minus/shared/shows/rubbish-auction/how-to/script';
import { applyEvent, isBehind, seatLights, tableFromState, withSeatsFrom, type Table } from '../../../src/shows/rubbish-auction/table.js';

/** The seats lit on `t` (spotlight), by index. */
const lit = (t: Table): number[] => seatLights(t).flatMap((l, i) => (l.spotlight ? [i] : []));

const NAMES = ['Ana', 'Ben', 'Cy', 'Dee'];

/** A lobby table with `n` seats. */
function lobby(n: number): Table {
  return tableFromState({
    code: 'BCFG', phase: 'lobby', audienceCount: 0, show: 'rubbish-auction', shows: ['rubbish-auction'], evening: { shows: [], rows: [] },
    settings: { timerMs: 30000 }, game: { number: 0, deadline: 0, version: 0 },
    seats: NAMES.slice(0, n).map((name, i) => ({ id: name, name, avatar: i, kind: 'human', botLabel: '', connected: true, standIn: false, vip: i === 0 })),
  } as unknown as RoomStateShape);
}

/** Play a whole game with bots, applying every event to the table and checking it against the public view. */
function follow(n: number, seed: number): number {
  const m = rubbishAuction;
  const rules = m.rules.resolve(m.rules.defaults(), n);
  if (!rules.ok) throw new Error(rules.error.message);
  const created = m.createGame(rules.value, NAMES.slice(0, n), seed);
  if (!created.ok) throw new Error(created.error.message);
  let state: RubbishState = created.value;
  const bots = NAMES.slice(0, n).map((_, i) => m.bots.create(['easy', 'medium', 'hard'][i % 3]!, i + 1));
  let t = lobby(n);
  let checks = 0;
  let lastBids = 0;
  const check = () => {
    const v = m.publicView(state);
    v.seats.forEach((s, i) => {
      expect(t.seats[i]!.fame).toBe(s.fame);
      expect(t.seats[i]!.items).toEqual(s.items);
      expect(t.seats[i]!.blocked).toBe(s.blocked ?? 0);
      expect(t.seats[i]!.holding).toBe(s.holding ?? -1);
      expect(t.seats[i]!.peekOf).toBe(s.peek?.of ?? -1);
    });
    if (!state.finished) {
      expect(t.current).toBe(v.current);
      expect(t.step).toBe(v.step);
      expect(t.peekSize).toBe(v.peekTarget?.size ?? 0);
      expect(t.item).toBe(v.item ?? '');
      expect(t.itemsLeft).toEqual(v.itemsLeft);
    } else {
      expect(t.phase).toBe('finale');
      expect(t.seats.map((s) => s.total)).toEqual(v.seats.map((s) => s.total));
      expect(t.seats.map((s) => s.shownGeek)).toEqual(v.seats.map((s) => s.geek));
    }
    checks++;
  };
  for (const e of m.events.start(state)) t = applyEvent(t, { ...e, game: 1, seq: 0, variant: 0 } as never);
  check();
  while (!state.finished) {
    const seat = m.toAct(state)[0]!;
    const action = bots[seat]!.decide(m.playerView(state, seat));
    const next = m.applyAction(state, seat, action);
    if (!next.ok) throw new Error(next.error.message);
    const before = t;
    const events = m.events.step(state, seat, action, next.value, 'bot');
    events.forEach((e, k) => {
      t = applyEvent(t, { ...e, game: 1, seq: 0, variant: 0 } as never);
      // Between the last bid and the reveal nobody decides: no spotlight, no line, no countdown.
      if (e.type === 'held-out' && events[k + 1]?.type === 'revealed') {
        expect({ current: t.current, step: t.step, deadline: t.deadline }).toEqual({ current: -1, step: '', deadline: 0 });
        lastBids++;
      }
      // Whoever decides is the one seat lit; during the reveal (nobody decides yet), its winner.
      if (t.phase === 'playing' && t.current >= 0) expect(lit(t)).toEqual([t.current]);
      if (e.type === 'revealed') expect(lit({ ...t, current: -1 })).toEqual([e.winner]);
    });
    state = next.value;
    check();
    expect(isBehind(before, t)).toBe(true);
  }
  expect(lastBids).toBe(7);
  return checks;
}

describe('Rubbish Auction table on the stage', () => {
  it('follows whole games event by event, as the engine\'s public view has them (2 to 4 seats)', () => {
    for (const [n, seed] of [[2, 7], [3, 11], [4, 2026]] as const) expect(follow(n, seed)).toBeGreaterThan(20);
  });

  it('lights the round\'s winner during its reveal, then only the Next Auctioneer as they pick (the how-to\'s first round)', () => {
    const beat = (caption: string) => tableFromState(rubbishHowTo.beats.find((b) => b.caption === caption)!.table.state as unknown as RoomStateShape);
    // Cleo (2) won the Rubber Duck; Ana (0) bid least and picks the next item.
    const settle = beat('settle');
    expect({ current: settle.current, step: settle.step, lastWinner: settle.lastWinner }).toEqual({ current: 0, step: 'pick', lastWinner: 2 });
    expect(seatLights(settle)).toEqual([{ spotlight: true, dimmed: false }, { spotlight: false, dimmed: true }, { spotlight: false, dimmed: true }]);
    // The reveal as the game screen draws it: the bids face up, nobody deciding yet, the winner lit, nobody dimmed.
    expect(seatLights({ ...settle, current: -1 })).toEqual([{ spotlight: false, dimmed: false }, { spotlight: false, dimmed: false }, { spotlight: true, dimmed: false }]);
    // Once the next item is up, the last round's winner is lit no more (its bid is put away).
    expect(lit(beat('faceUp'))).toEqual([beat('faceUp').current]);
  });

  it('never holds a field for a seat\'s Geek, held-out cards or peeked card', () => {
    const t = lobby(3);
    for (const s of t.seats) for (const k of ['geek', 'heldOut', 'peekedCard']) expect(k in s).toBe(false);
  });

  it('carries the coached badge of a practice game from the state, and a change of it to the table shown', () => {
    const t = lobby(3);
    expect(t.seats.map((s) => s.coached)).toEqual([false, false, false]);
    const coached = { ...t, seats: t.seats.map((s, i) => ({ ...s, coached: i === 1 })) };
    expect(withSeatsFrom(t, coached).seats.map((s) => s.coached)).toEqual([false, true, false]);
    const fromState = tableFromState({
      code: 'BCFG', phase: 'playing', audienceCount: 0, show: 'rubbish-auction', shows: ['rubbish-auction'], evening: { shows: [], rows: [] },
      settings: { timerMs: 0 }, game: { number: 1, deadline: 0, version: 0 },
      seats: [{ id: 'a', name: 'Ana', avatar: 0, kind: 'human', botLabel: '', connected: true, standIn: false, vip: true, coached: true }],
    } as unknown as RoomStateShape);
    expect(fromState.seats[0]!.coached).toBe(true);
  });
});
