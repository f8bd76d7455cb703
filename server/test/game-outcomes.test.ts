/** Tonight's finished games with their winners and whether each was practice, read back from the records (platform/game-outcomes.ts). */
import { describe, expect, it } from 'vitest';
import type { AnyShowModule } from '@minus/shared/platform/show-module';
import { SERVER_SHOWS } from '../src/shows/registry.js';
import { gameOutcomes } from '../src/platform/game-outcomes.js';
import { botGame } from '../../test-support/bot-game.js';
import type { FinishedRecord } from '../src/platform/show.js';

/** A whole game of `m` between its first lobby bots: its record and the names in first place, from the live state. */
function played(m: AnyShowModule, seed: number): { record: unknown; firsts: string[] } {
  const players = ['Ana', 'Bo', 'Cy', 'Di'];
  const { state, record } = botGame(m, players, seed);
  const places = m.standing(state as never).places;
  return { record, firsts: players.filter((_, i) => places[i] === 1) };
}

/** The server's shows by id, as a room finds them. */
const byId = (id: string) => SERVER_SHOWS.find((s) => s.module.id === id)?.module;

describe('game outcomes', () => {
  it('names each finished game\'s first places, newest first, for every show, and reads a record once', () => {
    const [minus, rubbish] = [SERVER_SHOWS[0]!.module, SERVER_SHOWS[1]!.module];
    const a = played(minus, 11);
    const b = played(rubbish, 12);
    const records = new Map<number, FinishedRecord>([[1, { show: minus.id, record: a.record }], [2, { show: rubbish.id, record: b.record }]]);
    let asked = 0;
    const counting = (id: string) => (asked++, byId(id));
    expect(gameOutcomes(records, new Map([[1, 1000], [2, 2000]]), counting)).toEqual([
      { game: 2, show: rubbish.id, winners: b.firsts, finishedAt: 2000, practice: false },
      { game: 1, show: minus.id, winners: a.firsts, finishedAt: 1000, practice: false },
    ]);
    expect(a.firsts.length).toBeGreaterThan(0);
    expect(asked).toBe(2);
    gameOutcomes(records, new Map(), counting);
    expect(asked).toBe(2);
  });

  it('marks a practice game as its record says; a record that does not say (an older one) counted', () => {
    const minus = SERVER_SHOWS[0]!.module;
    const a = played(minus, 21);
    const records = new Map<number, FinishedRecord>([
      [1, { show: minus.id, record: a.record }],
      [2, { show: minus.id, record: { ...(a.record as object), practice: true } }],
      [3, { show: minus.id, record: { ...(a.record as object), practice: false } }],
    ]);
    expect(gameOutcomes(records, new Map(), byId).map((g) => [g.game, g.practice, g.winners])).toEqual([[3, false, a.firsts], [2, true, a.firsts], [1, false, a.firsts]]);
  });

  it('lists a game it cannot read back (unknown show, broken record) with no winners, never throwing', () => {
    const records = new Map<number, FinishedRecord>([
      [1, { show: 'quiz-night', record: {} }],
      [2, { show: 'minus-auction', record: { format: 'minus-auction/record@1', players: 'nonsense' } }],
      [3, { show: 'minus-auction', record: null }],
    ]);
    expect(gameOutcomes(records, new Map(), byId).map((g) => [g.game, g.winners])).toEqual([[3, []], [2, []], [1, []]]);
  });
});
