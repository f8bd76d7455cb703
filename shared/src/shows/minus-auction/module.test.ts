/** Minus Auction keeps the show contract (platform/show-module.ts), played through the module alone. */
import { describe, expect, it } from 'vitest';
import { checkShowModule } from '../../platform/conformance.js';
import { readRecord } from '../../platform/records.js';
import { SHOWS, showById } from '../registry.js';
import { minusAuction } from './module.js';
import { createGame, applyAction } from './engine.js';

describe('minusAuction, the show module', () => {
  it('keeps the contract over whole games at 3 and 7 seats, with bots and at random', () => {
    expect(checkShowModule(minusAuction, { seeds: [1, 2, 3, 4, 5, 6] })).toEqual([]);
  });

  it('is in the registry, and reads its own records through the record dispatch', () => {
    expect(showById('minus-auction')).toBe(minusAuction);
    const game = createGame({ preset: 'custom', smallest: 3, largest: 8, removed: 1, chips: 2 }, ['Ana', 'Ben', 'Cy'], 5);
    if (!game.ok) throw new Error(game.error.message);
    const next = applyAction(game.value, game.value.current, 'refuse');
    if (!next.ok) throw new Error(next.error.message);
    const text = JSON.stringify(minusAuction.record.of(next.value, { preset: 'custom', smallest: 3, largest: 8, removed: 1, chips: 2 }));
    const read = readRecord(text, SHOWS);
    expect(read.ok && read.value.module).toBe(minusAuction);
    expect(read.ok && minusAuction.publicView(read.value.state as never)).toEqual(minusAuction.publicView(next.value));
    const unknown = readRecord('{"format":"quiz/record@1"}', SHOWS);
    expect(unknown.ok).toBe(false);
    expect(!unknown.ok && unknown.error.message).toMatch(/format "quiz\/record@1" is unknown; known formats: minus-auction\/record@1/);
  });

  it('deals from a 128-bit seed as from a whole number, and refuses a malformed one', () => {
    const hex = '0123456789abcdef0123456789abcdef';
    const a = minusAuction.createGame({ preset: 'show' }, ['A', 'B', 'C'], hex);
    const b = minusAuction.createGame({ preset: 'show' }, ['A', 'B', 'C'], hex);
    expect(a.ok && b.ok && a.value.deck).toEqual(b.ok && b.value.deck);
    expect(minusAuction.createGame({ preset: 'show' }, ['A', 'B', 'C'], 'not-hex').ok).toBe(false);
  });

  it('ends a game with game-over naming the winner, places and scores of the standing', () => {
    let state = minusAuction.createGame({ preset: 'custom', smallest: 3, largest: 6, removed: 0, chips: 0 }, ['A', 'B', 'C'], 9);
    if (!state.ok) throw new Error('deal');
    let s = state.value;
    let last: { type: string }[] = [];
    while (!s.finished) {
      const next = minusAuction.applyAction(s, s.current, 'take');
      if (!next.ok) throw new Error(next.error.message);
      last = minusAuction.events.step(s, s.current, 'take', next.value, 'phone');
      s = next.value;
    }
    const over = last.at(-1) as { type: string; places: number[]; scores: number[]; winner: number };
    const standing = minusAuction.standing(s);
    expect(over.type).toBe('game-over');
    expect(over.places).toEqual(standing.places);
    expect(over.scores).toEqual(standing.points);
    expect(over.winner).toBe(standing.winner ?? -1);
  });
});
