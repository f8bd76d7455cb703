/** Rubbish Auction's computer players: their arithmetic, determinism, and the view-only rule. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rngFromSeed } from '../../../platform/rng.js';
import { playShowMatch } from '../../../platform/arena.js';
import { holdOutChoices, usableCards } from '../cards.js';
import { applyAction, legalActions, toAct } from '../engine.js';
import { gameWith, ok, roundActions, run } from '../fixtures.js';
import { GEEK_IDS, GEEKS } from '../geeks.js';
import { rubbishAuction } from '../module.js';
import type { MoneyCard, RubbishAction, RubbishPlayerView, RubbishState } from '../types.js';
import { playerView } from '../views.js';
import { GeekReader } from './belief.js';
import { createRubbishBot } from './create.js';
import { peekLikelihood, plainDistribution, setsOf } from './hands.js';
import { rankOdds } from './odds.js';

const LABELS = ['easy', 'medium', 'hard', 'random'];

/** A game `steps` random legal actions in, for `seats` players. */
function playedGame(seed: number, seats: number, steps: number): RubbishState {
  let s = gameWith(seats, { geeks: rngFromSeed(seed).shuffle(GEEK_IDS).slice(0, seats), firstAuctioneer: seed % seats });
  const rng = rngFromSeed(seed + 1);
  for (let i = 0; i < steps && !s.finished; i++) {
    const seat = toAct(s)[0]!;
    s = ok(applyAction(s, seat, rng.pick(legalActions(s, seat))));
  }
  return s;
}

describe('hands and odds', () => {
  it('a full hand has 24 different sets (32 ways with the two 2s told apart); without the 10, 12 sets', () => {
    expect(setsOf(null)).toHaveLength(24);
    expect(setsOf(null).reduce((a, s) => a + s.ways, 0)).toBe(32);
    expect(setsOf(10)).toHaveLength(12);
    expect(setsOf(2).reduce((a, s) => a + s.ways, 0)).toBe(16);
    expect(Array.from(plainDistribution(null, null)).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
  });

  it('a peek\'s likelihood is the share of the row with the value seen', () => {
    const set = setsOf(null).find((s) => s.cards.join() === '2,2,5')!;
    expect(peekLikelihood(set, { row: 'held-out', card: 2, size: 3 })).toBeCloseTo(2 / 3);
    expect(peekLikelihood(set, { row: 'held-out', card: 10, size: 3 })).toBe(0);
    expect(peekLikelihood(set, { row: 'kept', card: 10, size: 2 })).toBeCloseTo(1 / 2);
    expect(peekLikelihood(set, { row: 'kept', card: 10, size: 3 })).toBe(0);
  });

  it('ties go to the earlier bidder in the odds too', () => {
    const five = new Float64Array(21);
    five[5] = 1;
    expect(rankOdds([null, five], 0, 5)).toEqual({ top: 1, bottom: 0 });
    expect(rankOdds([five, null], 1, 5)).toEqual({ top: 0, bottom: 1 });
    expect(rankOdds([five, null, five], 1, 6)).toEqual({ top: 1, bottom: 0 });
  });
});

describe('the hard level\'s reading of Geeks', () => {
  it('a rival who bids everything on two items and nothing on the rest is read as the Geek wanting both', () => {
    // Ben is the Night Owl (Disco Ball, Cuckoo Clock): he goes all in for those and holds out nothing otherwise.
    const geeks = ['pond-keeper', 'night-owl', 'souvenir-hunter'] as const;
    let s = gameWith(3, { geeks: [...geeks], firstAuctioneer: 0 });
    const plan: [string, boolean][] = [['disco-ball', true], ['rubber-duck', false], ['cuckoo-clock', true], ['lava-lamp', false]];
    for (const [item, wanted] of plan) {
      const auctioneer = toAct(s)[0]!;
      const order = [0, 1, 2].map((i) => (auctioneer + i) % 3);
      const bids: MoneyCard[][] = order.map((seat) => (seat === 1 ? (wanted ? usableCards(s.blocked[1] ?? null) : []) : [usableCards(s.blocked[seat] ?? null)[0]!]));
      s = run(s, roundActions({ type: 'pick', item, firstBidder: auctioneer } as RubbishAction & { type: 'pick' }, bids));
    }
    const belief = new GeekReader().belief(playerView(s, 0));
    const ben = belief.rivals.indexOf(1);
    const chance = (geek: string): number => belief.assignments.filter((a) => a.geeks[ben] === geek).reduce((x, a) => x + a.chance, 0);
    expect(chance('night-owl')).toBeGreaterThan(0.5);
    for (const g of GEEKS) if (g.id !== 'night-owl') expect(chance(g.id)).toBeLessThan(chance('night-owl'));
    expect(chance('pond-keeper')).toBe(0);
  });
});

describe('bots', () => {
  it('every label plays whole games of 2 to 5 seats with legal actions only', () => {
    for (let seats = 2; seats <= 5; seats++) {
      const spec = { games: 2, rules: {}, preset: 'show', seats: LABELS.slice(0, seats).concat(LABELS).slice(0, seats), seed: seats, duplicate: false };
      const tally = playShowMatch(rubbishAuction, spec, 0, spec.games);
      expect(tally.games).toBe(2);
    }
  }, 60_000);

  it('same seed and view, same decision, for every label', () => {
    for (let g = 0; g < 6; g++) {
      const s = playedGame(g, 2 + (g % 4), 5 * g + 1);
      const view = playerView(s, toAct(s)[0]!);
      for (const label of LABELS) {
        const first = createRubbishBot(label, 100 + g).decide(view);
        expect(legalActions(s, view.seat)).toContainEqual(first);
        expect(createRubbishBot(label, 100 + g).decide(structuredClone(view))).toEqual(first);
      }
    }
  });

  it('hidden data never changes a decision: two games that look the same to a seat get the same answer', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e6 }), fc.integer({ min: 2, max: 5 }), fc.integer({ min: 0, max: 60 }), (seed, seats, steps) => {
        const s = playedGame(seed, seats, steps);
        if (s.finished) return;
        const seat = toAct(s)[0]!;
        const rng = rngFromSeed(seed + 7);
        const pool = rng.shuffle(GEEK_IDS.filter((g) => g !== s.geeks[seat]));
        const looked = s.peeks[seat]?.of;
        const t: RubbishState = {
          ...s,
          geeks: s.geeks.map((g, i) => (i === seat ? g : pool.pop()!)),
          held: s.held.map((h, i) => (h === null || i === seat || i === looked ? h : rng.pick(holdOutChoices(usableCards(s.blocked[i] ?? null)).filter((c) => c.length === h.length)))),
          cardKey: 'f'.repeat(32),
        };
        const view = playerView(s, seat);
        expect(playerView(t, seat)).toEqual(view);
        for (const label of LABELS) expect(createRubbishBot(label, seed).decide(playerView(t, seat))).toEqual(createRubbishBot(label, seed).decide(view));
      }),
      { numRuns: 25 },
    );
  }, 60_000);

  it('a bot reads only the fields a RubbishPlayerView documents', () => {
    const allowed = new Set([
      'rules', 'round', 'version', 'finished', 'auctioneer', 'item', 'firstBidder', 'order', 'current', 'step', 'peekTarget', 'itemsLeft', 'discarded', 'rounds', 'seats', 'winner',
      'seat', 'geek', 'hand', 'heldOut', 'peeked',
      'name', 'fame', 'items', 'blocked', 'holding', 'peek', 'bonus', 'total', 'place',
      'of', 'row', 'position', 'size', 'card',
      'bids', 'ranking', 'bottom', 'discarded', 'fameAfter', 'cards', 'value',
      'preset', 'timerMs', 'minSeats', 'maxSeats', 'length',
    ]);
    const guard = <T extends object>(o: T): T =>
      new Proxy(o, {
        get(target, key, receiver) {
          if (typeof key === 'symbol') return Reflect.get(target, key, receiver);
          if (!(Array.isArray(target) && (/^\d+$/.test(key) || key in Array.prototype)) && !allowed.has(key)) {
            throw new Error(`a bot read "${key}", which a RubbishPlayerView does not have`);
          }
          const v = Reflect.get(target, key, receiver);
          return v !== null && typeof v === 'object' ? guard(v as object) : v;
        },
      });
    for (let g = 0; g < 8; g++) {
      const s = playedGame(g, 3 + (g % 3), 9 * g + 2);
      if (s.finished) continue;
      const view = structuredClone(playerView(s, toAct(s)[0]!)) as RubbishPlayerView;
      for (const label of LABELS) expect(legalActions(s, view.seat)).toContainEqual(createRubbishBot(label, g).decide(guard(view)));
    }
  });
});
