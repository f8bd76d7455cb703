import { describe, expect, it } from 'vitest';
import type { MinusRoomState as RoomStateShape, MinusSeatState as SeatState } from '@minus/shared/shows/minus-auction/state';
import { applyEvent, describeTable, isBehind, tableFromState, withSeatsFrom } from '../../../src/shows/minus-auction/table.js';

function seat(name: string, avatar: number, cubes: number[] = []): SeatState {
  return { id: name, name, avatar, kind: 'human', botLabel: '', connected: true, standIn: false, vip: avatar === 0, cubes, cubeScore: 0, chips: -1, finalChips: -1, finalScore: 0, place: 0 };
}

function room(): RoomStateShape {
  return {
    code: 'BCFG', phase: 'playing', audienceCount: 0, show: 'minus-auction', shows: ['minus-auction'], evening: { shows: [], rows: [] },
    settings: { preset: 'show', smallest: 3, largest: 35, removed: 1, chips: 9, seating: 'join', starter: 'random', timerMs: 20000 },
    seats: [seat('Ana', 0, [-10, -12]), seat('Ben', 1), seat('Cy', 2)],
    game: { number: 1, auction: 3, offer: -11, pot: 2, current: 0, refusals: [1, 2], deckLeft: 28, removedCount: 1, removed: [], deadline: 0, version: 7, winner: -1 },
  };
}

describe('table', () => {
  it('is built from room state with display scores from shared scoring', () => {
    const t = tableFromState(room());
    expect(t.seats[0]!.cubes).toEqual([-10, -12]);
    expect(t.seats[0]!.cubeScore).toBe(-22);
    expect(t.offer).toBe(-11);
  });

  it('follows an auction event by event: reveal, refusals, a take that joins two runs', () => {
    let t = tableFromState(room());
    t = applyEvent(t, { seq: 1, variant: 0, game: 1, type: 'taken', auction: 3, seat: 0, cube: -11, pot: 2, timeout: false, forced: false, before: -22, after: -10 });
    expect(t.seats[0]!.cubes).toEqual([-10, -11, -12]);
    expect(t.seats[0]!.cubeScore).toBe(-10);
    expect(t.offer).toBe(0);
    t = applyEvent(t, { seq: 2, variant: 0, game: 1, type: 'cube-revealed', auction: 4, cube: -30, seat: 0, deckLeft: 27 });
    t = applyEvent(t, { seq: 3, variant: 0, game: 1, type: 'refused', auction: 4, seat: 0, cube: -30, pot: 1, timeout: false });
    expect(t).toMatchObject({ auction: 4, offer: -30, pot: 1, refusals: [0], deckLeft: 27 });
  });

  it('says in the mirror who has refused the cube on offer, each once, before who decides', () => {
    const t = tableFromState(room());
    expect(describeTable(t).offer).toBe('-11 on offer, 2 chips in the pot, refused by Ben and Cy, Ana decides.');
    expect(describeTable({ ...t, refusals: [1, 2, 0, 1], current: 2 }).offer).toBe('-11 on offer, 2 chips in the pot, refused by Ben, Cy and Ana, Cy decides.');
    expect(describeTable({ ...t, refusals: [], pot: 0 }).offer).toBe('-11 on offer, no chips in the pot, Ana decides.');
  });

  it('ignores events about seats it does not know', () => {
    const t = tableFromState(room());
    expect(applyEvent(t, { seq: 1, variant: 0, game: 1, type: 'taken', auction: 3, seat: 9, cube: -11, pot: 2, timeout: false, forced: false, before: 0, after: 0 }).seats).toEqual(t.seats);
  });

  it('knows when a state snapshot is behind what was already animated', () => {
    const before = tableFromState(room());
    const shown = applyEvent(before, { seq: 1, variant: 0, game: 1, type: 'refused', auction: 3, seat: 0, cube: -11, pot: 3, timeout: false });
    expect(isBehind(before, shown)).toBe(true);
    expect(isBehind(shown, before)).toBe(false);
    expect(isBehind(shown, shown)).toBe(false);
  });

  it('does not apply twice an event that the state patch before it already brought in', () => {
    // The patch arrives first; an idle queue rebuilds the table from it; then the event comes.
    const patched = room();
    patched.seats[0]!.cubes = [-10, -11, -12];
    patched.game = { ...patched.game, auction: 4, offer: -30, pot: 1, current: 0, refusals: [0] };
    let t = tableFromState(patched);
    t = applyEvent(t, { seq: 1, variant: 0, game: 1, type: 'taken', auction: 3, seat: 0, cube: -11, pot: 2, timeout: false, forced: false, before: -22, after: -10 });
    expect(t.seats[0]!.cubes).toEqual([-10, -11, -12]);
    expect(t.seats[0]!.cubeScore).toBe(-10);
    t = applyEvent(t, { seq: 2, variant: 0, game: 1, type: 'cube-revealed', auction: 4, cube: -30, seat: 0, deckLeft: 27 });
    t = applyEvent(t, { seq: 3, variant: 0, game: 1, type: 'refused', auction: 4, seat: 0, cube: -30, pot: 1, timeout: false });
    expect(t).toMatchObject({ auction: 4, offer: -30, pot: 1, refusals: [0] });
    expect(isBehind(tableFromState(patched), t)).toBe(false);
    const again = tableFromState(patched);
    expect(applyEvent(again, { seq: 3, variant: 0, game: 1, type: 'refused', auction: 4, seat: 0, cube: -30, pot: 1, timeout: false })).toEqual(again);
  });

  it('ends with final figures from game-over', () => {
    const t = applyEvent(tableFromState(room()), { seq: 9, variant: 0, type: 'game-over', game: 1, removed: [-20], winner: 1, places: [2, 1, 3], scores: [-5, 3, -40], chips: [4, 9, 0] });
    expect(t.phase).toBe('finale');
    expect(t.seats.map((s) => s.place)).toEqual([2, 1, 3]);
    expect(t.removed).toEqual([-20]);
  });

  it('follows the room back to the lobby after the finale, even when a seat left with its cubes', () => {
    const finale = applyEvent(tableFromState(room()), { seq: 9, variant: 0, type: 'game-over', game: 1, removed: [-20], winner: 1, places: [2, 1, 3], scores: [-5, 3, -40], chips: [4, 9, 0] });
    // A late patch of the game still on is behind the finale...
    expect(isBehind(tableFromState(room()), finale)).toBe(true);
    // ...the lobby for game 2 is not, with Ana gone (her two cubes too).
    const lobby = room();
    lobby.phase = 'lobby';
    lobby.seats = lobby.seats.slice(1);
    expect(isBehind(tableFromState(lobby), finale)).toBe(false);
    // The lobby before game 1 is behind game 1's finale.
    lobby.game = { ...lobby.game, number: 0 };
    expect(isBehind(tableFromState(lobby), finale)).toBe(true);
  });
});

describe('withSeatsFrom', () => {
  it('brings in seats added while the queue was busy, keeping what was shown of known seats', () => {
    const lobby = room();
    lobby.phase = 'lobby';
    lobby.seats = [seat('Ana', 0, [-4])];
    const shown = tableFromState(lobby);
    const later = room();
    later.seats = [{ ...seat('Ana', 0), connected: false }, { ...seat('Bix', 1), kind: 'bot', botLabel: 'medium' }, seat('Cy', 2)];
    const t = withSeatsFrom(shown, tableFromState(later));
    expect(t.seats.map((s) => s.name)).toEqual(['Ana', 'Bix', 'Cy']);
    expect(t.seats[0]!.cubes).toEqual([-4]);
    expect(t.seats[0]!.connected).toBe(true);
    expect(t.seats[1]!.kind).toBe('bot');
    expect(t.auction).toBe(shown.auction);
    // Captions after a game start name every seat, not "Seat 2".
    const started = applyEvent(t, { seq: 1, variant: 0, type: 'game-started', game: 1, first: 1, removedCount: 1, drawn: false });
    expect(started.seats.map((s) => s.name)).toEqual(['Ana', 'Bix', 'Cy']);
  });

  it('returns the same table when the seats are unchanged', () => {
    const t = tableFromState(room());
    expect(withSeatsFrom(t, tableFromState(room()))).toBe(t);
  });

  it('on the results, keeps to the seats that played: a newcomer seated for the next game waits off the finale', () => {
    const r = room();
    const finale: RoomStateShape = { ...r, phase: 'finale', seats: [...r.seats.map((x, i) => ({ ...x, place: i + 1 })), seat('Neo', 3)] };
    const t = tableFromState(finale);
    expect(t.seats.map((x) => x.name)).toEqual(['Ana', 'Ben', 'Cy']);
    expect(withSeatsFrom(tableFromState({ ...finale, seats: finale.seats.slice(0, 3) }), t).seats.map((x) => x.name)).toEqual(['Ana', 'Ben', 'Cy']);
    // Outside the results every seat is on the table, a place or not.
    expect(tableFromState({ ...finale, phase: 'lobby' }).seats).toHaveLength(4);
  });
});
