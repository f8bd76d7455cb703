import { describe, expect, it } from 'vitest';
import { addGame, emptyEvening } from './evening.js';

const seats = (...names: string[]) => names.map((name, i) => ({ id: `s${i + 1}`, name, avatar: i }));

describe('the evening table', () => {
  it('adds up points per show and wins overall, by seat id, most wins first', () => {
    let ev = addGame(emptyEvening(), 'quiz', seats('Ana', 'Ben', 'Cy'), { points: [-10, -4, -20], places: [2, 1, 3], winner: 1 });
    ev = addGame(ev, 'quiz', seats('Ana', 'Ben', 'Cy'), { points: [5, -6, 1], places: [1, 3, 2], winner: 0 });
    expect(ev.shows).toEqual(['quiz']);
    expect(ev.rows.map((r) => [r.seat, r.games, r.wins, r.points])).toEqual([
      ['s1', 2, 1, [-5]], ['s2', 2, 1, [-10]], ['s3', 2, 0, [-19]],
    ]);
    // A second show gets its own column; the first show's points stay; wins count across shows.
    ev = addGame(ev, 'darts', [{ id: 's3', name: 'Cyrus', avatar: 2 }, { id: 's4', name: 'Dee', avatar: 3 }], { points: [30, 12], places: [1, 2], winner: 0 });
    expect(ev.shows).toEqual(['quiz', 'darts']);
    const cy = ev.rows.find((r) => r.seat === 's3')!;
    expect(cy).toEqual({ seat: 's3', name: 'Cyrus', avatar: 2, games: 3, wins: 1, points: [-19, 30] });
    expect(ev.rows.find((r) => r.seat === 's1')!.points).toEqual([-5, 0]);
    expect(ev.rows.map((r) => r.seat)).toEqual(['s3', 's1', 's2', 's4']);
  });

  it('gives nobody a win for a shared first place, and leaves its input alone', () => {
    const before = emptyEvening();
    const ev = addGame(before, 'quiz', seats('Ana', 'Ben'), { points: [3, 3], places: [1, 1], winner: null });
    expect(ev.rows.every((r) => r.wins === 0)).toBe(true);
    expect(before).toEqual({ shows: [], rows: [] });
  });
});
