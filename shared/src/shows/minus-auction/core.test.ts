/**
 * One rules core, two surfaces: the engine's pure `applyAction` and the in-place `step` that
 * computer players imagine with, driven through the same random games, must agree at every step.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tableFromView } from './bots/table.js';
import { rngFromSeed } from '../../platform/rng.js';
import { HELD_WORDS, cubesLeft, emptyHeld, heldScore, holds, refusalsBy, seatCubeScore, seatScore, step, takeDelta, type Table } from './core.js';
import { applyAction, createGame, legalActions } from './engine.js';
import { cubeScore, score, takePreview } from './scoring.js';
import type { GameState, RulesInput } from './types.js';
import { playerView } from './views.js';

const rulesArb: fc.Arbitrary<RulesInput> = fc.oneof(
  fc.constantFrom<RulesInput>({ preset: 'show' }, { preset: 'veto' }, { preset: 'genius' }, { preset: 'classic' }),
  fc.record({
    preset: fc.constant('custom' as const),
    smallest: fc.integer({ min: 1, max: 20 }),
    span: fc.integer({ min: 12, max: 40 }),
    removed: fc.integer({ min: 0, max: 5 }),
    chips: fc.integer({ min: 0, max: 12 }),
  }).map(({ span, ...r }) => ({ ...r, largest: Math.min(60, r.smallest + span) })),
);
const gameArb = fc.record({ rules: rulesArb, seats: fc.integer({ min: 3, max: 7 }), seed: fc.integer(), policy: fc.integer() });

/** A table that owns every array (nothing shared with the engine's states). */
function ownTable(s: Table): Table {
  return {
    chips: s.chips.slice(), cubes: s.cubes.map((c) => c.slice()), held: s.held.slice(), refusals: s.refusals.slice(),
    offer: s.offer, pot: s.pot, current: s.current, deck: s.deck.slice(), revealed: s.revealed, auction: s.auction, finished: s.finished,
  };
}

/** The `Table` fields of a state or table, as plain data. */
function tableOf(t: Table): Table {
  return ownTable(t);
}

function start(rules: RulesInput, seats: number, seed: number): GameState {
  const s = createGame(rules, Array.from({ length: seats }, (_, i) => `P${i + 1}`), seed);
  if (!s.ok) throw new Error(s.error.message);
  return s.value;
}

describe('one core, two surfaces', () => {
  it('the engine and in-place stepping agree after every action of random games, and the engine never changes an old state', () => {
    fc.assert(
      fc.property(gameArb, ({ rules, seats, seed, policy }) => {
        let state = start(rules, seats, seed);
        const table = ownTable(state);
        const rng = rngFromSeed(policy);
        while (!state.finished) {
          const legal = legalActions(state, state.current);
          expect(legal).toEqual(table.chips[table.current]! > 0 ? ['take', 'refuse'] : ['take']);
          const action = rng.pick(legal);
          const before = JSON.stringify(state);
          const next = applyAction(state, state.current, action);
          if (!next.ok) throw new Error(next.error.message);
          const over = step(table, action === 'take');
          expect(JSON.stringify(state)).toBe(before);
          state = next.value;
          expect(over).toBe(state.finished);
          expect(tableOf(table)).toEqual(tableOf(state));
          for (let s = 0; s < seats; s++) {
            expect(seatCubeScore(table, s)).toBe(cubeScore(state.cubes[s]!));
            expect(seatScore(table, s)).toBe(score(state.cubes[s]!, state.chips[s]!));
          }
        }
        expect(cubesLeft(table)).toBe(0);
      }),
      { numRuns: 80 },
    );
  }, 60_000);

  it('a computer player\u2019s table from a seat\u2019s view, given the true deck and chips, plays on exactly as the engine', () => {
    fc.assert(
      fc.property(gameArb, fc.integer({ min: 0, max: 120 }), ({ rules, seats, seed, policy }, steps) => {
        let state = start(rules, seats, seed);
        const rng = rngFromSeed(policy);
        for (let i = 0; i < steps && !state.finished; i++) {
          const next = applyAction(state, state.current, rng.pick(legalActions(state, state.current)));
          if (!next.ok) throw new Error(next.error.message);
          state = next.value;
        }
        if (state.finished) return;
        const seat = (state.current + 1) % seats;
        const imagined = tableFromView(playerView(state, seat));
        // The view leaves out the deck order and the others' chips; fill them in with the truth.
        expect(imagined.deck).toHaveLength(state.deck.length);
        expect(imagined.revealed).toBe(state.revealed);
        imagined.deck = state.deck.slice();
        imagined.chips = state.chips.slice();
        // Cubes in a view are sorted; order taken is not a rule, so compare sorted lists.
        const sorted = (t: Table): Table => ({ ...tableOf(t), cubes: t.cubes.map((c) => [...c].sort((a, b) => b - a)) });
        expect(sorted(imagined)).toEqual(sorted(state));
        while (!state.finished) {
          const action = rng.pick(legalActions(state, state.current));
          const next = applyAction(state, state.current, action);
          if (!next.ok) throw new Error(next.error.message);
          state = next.value;
          step(imagined, action === 'take');
          expect(sorted(imagined)).toEqual(sorted(state));
        }
      }),
      { numRuns: 60 },
    );
  }, 60_000);
});

describe('the core\u2019s scoring (RULES.md, "Scoring")', () => {
  it('counts every run by its value closest to zero, with magnitudes on both sides of 32', () => {
    const t: Table = { chips: [0], cubes: [[]], held: emptyHeld(1), refusals: [], offer: null, pot: 0, current: 0, deck: [], revealed: 0, auction: 1, finished: true };
    for (const c of [-30, -31, -32, -33, -60, -1, -2]) t.held[(-c >> 5)] = t.held[(-c >> 5)]! | (1 << (-c & 31));
    expect(holds(t.held, 0, 32)).toBe(true);
    expect(holds(t.held, 0, 34)).toBe(false);
    expect(seatCubeScore(t, 0)).toBe(-1 - 30 - 60);
    expect(heldScore(0, 0)).toBe(0);
  });

  it('takeDelta is the take preview without the pot, for any seat\u2019s cubes', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 60 }), { minLength: 1, maxLength: 20 }), (mags) => {
        const [m, ...mine] = mags;
        const held = emptyHeld(2);
        for (const x of mine) held[HELD_WORDS + (x >> 5)] = held[HELD_WORDS + (x >> 5)]! | (1 << (x & 31));
        expect(takeDelta(held, 1, m!)).toBe(takePreview(mine.map((x) => -x), 0, -m!, 0).delta);
      }),
    );
  });

  it('refusalsBy counts a seat\u2019s refusals of the cube on offer', () => {
    expect(refusalsBy({ refusals: [2, 0, 1, 2, 0] }, 2)).toBe(2);
    expect(refusalsBy({ refusals: [] }, 0)).toBe(0);
  });
});
