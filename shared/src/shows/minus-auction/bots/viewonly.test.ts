/** Determinism and the view-only rule: a bot knows what its seat may know, no more. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { GameState, PlayerView } from '../types.js';
import { playerView } from '../views.js';
import { rngFromSeed } from '../../../platform/rng.js';
import { playMatch } from './arena.js';
import { createBot } from './create.js';
import { botLabelChoices } from './labels.js';
import { playedGame } from './fixtures.js';

const LABELS = botLabelChoices().map((c) => c.label);

/**
 * The same game with everything `seat` may not know changed: the face-down deck reordered, the
 * removed cube swapped with a face-down one, and chips moved between two other seats.
 */
function otherHiddenWorld(s: GameState, seat: number, seed: number): GameState {
  const rng = rngFromSeed(seed);
  const hidden = rng.shuffle([...s.removed, ...s.deck.slice(s.revealed)]);
  const removed = hidden.slice(0, s.removed.length);
  const deck = [...s.deck.slice(0, s.revealed), ...hidden.slice(s.removed.length)];
  const chips = [...s.chips];
  const others = chips.map((_, i) => i).filter((i) => i !== seat);
  const [a, b] = rng.shuffle(others);
  const moved = Math.min(chips[a!]!, rng.int(1, 4));
  chips[a!]! -= moved;
  chips[b!]! += moved;
  return { ...s, removed, deck, chips };
}

describe('determinism', () => {
  it('same seed, same games: a match replays to the same tally', () => {
    const spec = { games: 3, preset: 'show' as const, seats: ['hard', 'medium-bold', 'easy-cautious', 'greedy', 'random'], seed: 42, duplicate: false };
    const a = playMatch(spec, 0, spec.games);
    const b = playMatch(spec, 0, spec.games);
    expect(a).toEqual(b);
    const c = playMatch({ ...spec, seed: 43 }, 0, spec.games);
    expect(c.labels.map((l) => l.scoreSum)).not.toEqual(a.labels.map((l) => l.scoreSum));
  }, 30_000);

  it('same view and seed, same decision, for every label', () => {
    for (let g = 0; g < 5; g++) {
      const s = playedGame(g, 3 + (g % 5), 7 * g + 3);
      const view = playerView(s, s.current);
      for (const label of LABELS) {
        const first = createBot(label, 1000 + g).decide(view);
        for (let k = 0; k < 3; k++) expect(createBot(label, 1000 + g).decide(structuredClone(view))).toBe(first);
      }
    }
  });
});

describe('the view-only rule', () => {
  it('hidden data never changes a decision: two games that look the same to a seat get the same answer', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e6 }), fc.integer({ min: 3, max: 7 }), fc.integer({ min: 0, max: 90 }), (seed, seats, steps) => {
        const s = playedGame(seed, seats, steps);
        if (s.finished) return;
        const seat = s.current;
        const t = otherHiddenWorld(s, seat, seed + 7);
        const view = playerView(s, seat);
        expect(playerView(t, seat)).toEqual(view);
        for (const label of LABELS) expect(createBot(label, seed).decide(playerView(t, seat))).toBe(createBot(label, seed).decide(view));
      }),
      { numRuns: 25 },
    );
  }, 120_000);

  it('a bot reads only the fields a PlayerView documents (no way round it to the game state)', () => {
    const allowed = new Set([
      // PlayerView and PublicView
      'rules', 'seats', 'offer', 'pot', 'current', 'refusals', 'auction', 'version', 'deckLeft', 'removedCount', 'removed', 'finished', 'seat', 'myChips',
      // SeatPublic
      'name', 'cubes', 'runs', 'counted', 'cubeScore', 'chips',
      // Rules
      'preset', 'smallest', 'largest', 'seating', 'starter', 'timerMs', 'minSeats', 'maxSeats',
      // arrays
      'length',
    ]);
    const read = new Set<string>();
    const guard = <T extends object>(o: T): T =>
      new Proxy(o, {
        get(target, key, receiver) {
          if (typeof key === 'symbol') return Reflect.get(target, key, receiver);
          if (!(Array.isArray(target) && (/^\d+$/.test(key) || key in Array.prototype)) && !allowed.has(key)) {
            throw new Error(`a bot read "${key}", which a PlayerView does not have`);
          }
          read.add(key);
          const v = Reflect.get(target, key, receiver);
          return v !== null && typeof v === 'object' ? guard(v as object) : v;
        },
        getPrototypeOf: () => {
          throw new Error('a bot climbed the prototype chain of its view');
        },
      });
    for (let g = 0; g < 4; g++) {
      const s = playedGame(g, 5, 10 + g * 9);
      const view = structuredClone(playerView(s, s.current)) as PlayerView;
      for (const label of LABELS) expect(['take', 'refuse']).toContain(createBot(label, g).decide(guard(view)));
    }
    expect(read.has('myChips')).toBe(true);
    expect(read.has('deck')).toBe(false);
  });
});
