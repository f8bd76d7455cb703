import { describe, expect, it } from 'vitest';
import { addGame, emptyEvening, eveningView } from './evening.js';

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
    expect(cy).toEqual({ seat: 's3', name: 'Cyrus', avatar: 2, games: 3, wins: 1, points: [-19, 30], played: [2, 1] });
    expect(ev.rows.find((r) => r.seat === 's1')!.points).toEqual([-5, 0]);
    expect(ev.rows.map((r) => r.seat)).toEqual(['s3', 's1', 's2', 's4']);
  });

  it('tells a show a seat never played (null, drawn "–") from a score of 0', () => {
    let ev = addGame(emptyEvening(), 'quiz', seats('Ana', 'Ben'), { points: [0, -4], places: [1, 2], winner: 0 });
    ev = addGame(ev, 'darts', [{ id: 's2', name: 'Ben', avatar: 1 }, { id: 's3', name: 'Cy', avatar: 2 }], { points: [0, 12], places: [2, 1], winner: 1 });
    const view = eveningView(ev, (id) => id.toUpperCase());
    expect(view.columns).toEqual(['QUIZ', 'DARTS']);
    expect(Object.fromEntries(view.rows.map((r) => [r.name, r.points]))).toEqual({ Ana: [0, null], Ben: [-4, 0], Cy: [null, 12] });
    // A table from a server that did not count games per show: every show reads as played.
    const old = { shows: ev.shows, rows: ev.rows.map(({ played: _, ...r }) => r) };
    expect(eveningView(old, () => undefined).rows.find((r) => r.name === 'Cy')!.points).toEqual([0, 12]);
    expect(addGame(old, 'quiz', seats('Ana'), { points: [1], places: [1], winner: 0 }).rows.find((r) => r.name === 'Ana')!.played).toEqual([2, 1]);
  });

  it('gives nobody a win for a shared first place, and leaves its input alone', () => {
    const before = emptyEvening();
    const ev = addGame(before, 'quiz', seats('Ana', 'Ben'), { points: [3, 3], places: [1, 1], winner: null });
    expect(ev.rows.every((r) => r.wins === 0)).toBe(true);
    expect(before).toEqual({ shows: [], rows: [] });
  });
});
