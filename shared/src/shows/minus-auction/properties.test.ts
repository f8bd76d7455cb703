import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyAction, createGame, legalActions } from './engine.js';
import { parseRecord, replayRecord, toRecord } from './record.js';
import { result } from './result.js';
import { playerView, publicView } from './views.js';
import type { GameState, RulesInput } from './types.js';
import { rngFromSeed } from '../../platform/rng.js';

const rulesArb: fc.Arbitrary<RulesInput> = fc.oneof(
  fc.constantFrom<RulesInput>({ preset: 'show' }, { preset: 'veto' }, { preset: 'genius' }, { preset: 'classic' }),
  fc.record({
    preset: fc.constant('custom' as const),
    smallest: fc.integer({ min: 1, max: 20 }),
    span: fc.integer({ min: 12, max: 40 }),
    removed: fc.integer({ min: 0, max: 5 }),
    chips: fc.integer({ min: 0, max: 12 }),
    seating: fc.constantFrom('join' as const, 'shuffled' as const),
    starter: fc.constantFrom('random' as const, 'first' as const),
  }).map(({ span, ...r }) => ({ ...r, largest: Math.min(60, r.smallest + span) })),
);

/** Play a whole game with a seeded random legal policy, checking invariants after every action. */
function play(rules: RulesInput, seats: number, seed: number, policySeed: number, check: (s: GameState) => void): GameState {
  const names = ['Ana', 'Ben', 'Cy', 'Dee', 'Eli', 'Fay', 'Gus'].slice(0, seats);
  const start = createGame(rules, names, seed);
  if (!start.ok) throw new Error(start.error.message);
  const rng = rngFromSeed(policySeed);
  let s = start.value;
  check(s);
  for (let steps = 0; !s.finished; steps++) {
    if (steps > 5000) throw new Error('game did not end');
    const next = applyAction(s, s.current, rng.pick(legalActions(s, s.current)));
    if (!next.ok) throw new Error(next.error.message);
    s = next.value;
    check(s);
  }
  return s;
}

const gameArb = fc.record({ rules: rulesArb, seats: fc.integer({ min: 3, max: 7 }), seed: fc.integer(), policy: fc.integer() });

describe('engine properties', () => {
  it('chips plus pot are conserved and every cube is with exactly one player, in the deck or removed', () => {
    fc.assert(
      fc.property(gameArb, ({ rules, seats, seed, policy }) => {
        play(rules, seats, seed, policy, (s) => {
          expect(s.chips.reduce((a, b) => a + b, 0) + s.pot).toBe(s.rules.chips * seats);
          expect(s.chips.every((c) => c >= 0)).toBe(true);
          const taken = s.cubes.flat();
          const unseen = s.deck.slice(s.finished ? s.deck.length : s.revealed - 1);
          const all = [...taken, ...unseen, ...s.removed].sort((a, b) => a - b);
          expect(all).toEqual(Array.from({ length: s.rules.largest - s.rules.smallest + 1 }, (_, i) => -s.rules.largest + i));
        });
      }),
      { numRuns: 60 },
    );
  }, 60_000);

  it('every game ends, and replaying its own record reproduces its result', () => {
    fc.assert(
      fc.property(gameArb, ({ rules, seats, seed, policy }) => {
        const end = play(rules, seats, seed, policy, () => {});
        expect(end.finished).toBe(true);
        const record = parseRecord(JSON.stringify(toRecord(end)));
        if (!record.ok) throw new Error(record.error.message);
        const again = replayRecord(record.value);
        if (!again.ok) throw new Error(again.error.message);
        expect(result(again.value)).toEqual(result(end));
      }),
      { numRuns: 60 },
    );
  }, 60_000);

  it('views never hold another seat\'s chips or a removed cube before the end', () => {
    fc.assert(
      fc.property(gameArb, ({ rules, seats, seed, policy }) => {
        play(rules, seats, seed, policy, (s) => {
          const pub = publicView(s);
          const views = [pub, ...s.players.map((_, i) => playerView(s, i))];
          for (const v of views) {
            if (!s.finished) {
              expect(v.removed).toBeNull();
              expect(v.seats.every((seat) => seat.chips === null)).toBe(true);
              const seen = new Set([...v.seats.flatMap((x) => x.cubes), ...(v.offer === null ? [] : [v.offer])]);
              for (const c of s.removed) expect(seen.has(c)).toBe(false);
              // No deck order anywhere: only counts.
              expect(Object.keys(v)).not.toContain('deck');
            }
            expect(JSON.stringify(v)).not.toMatch(/"deck"|"rng"|"actions"|"log"/);
          }
          s.players.forEach((_, i) => {
            const mine = playerView(s, i);
            expect(mine.myChips).toBe(s.chips[i]);
            // Nothing besides myChips differs from the public view: no other seat's chips leak.
            const { seat: _seat, myChips: _c, ...rest } = mine;
            expect(rest).toEqual(pub);
          });
          expect(pub).not.toHaveProperty('myChips');
        });
      }),
      { numRuns: 30 },
    );
  }, 60_000);
});
