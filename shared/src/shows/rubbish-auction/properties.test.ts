/**
 * Property tests (docs/RULES.md, "Rubbish Auction"): money cards and items are conserved, every
 * game ends, a record replays to the same game, and no view holds what its viewer may not know.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rngFromSeed } from '../../platform/rng.js';
import { MONEY_CARDS, holdOutChoices, sortCards, usableCards } from './cards.js';
import { randomGame } from './fixtures.js';
import { GEEK_IDS, ITEM_IDS } from './geeks.js';
import { parseRecord, replayRecord, summary, toRecord } from './record.js';
import { START_FAME } from './rules.js';
import type { RubbishState } from './types.js';
import { playerView, publicView } from './views.js';

const seedArb = fc.oneof(fc.integer(), fc.stringMatching(/^[0-9a-f]{32}$/));
const gameArb = fc.record({ seed: seedArb, seats: fc.integer({ min: 2, max: 5 }), policy: fc.integer() });

describe('engine properties', () => {
  it('money cards, items and fame are conserved at every step', () => {
    fc.assert(
      fc.property(gameArb, ({ seed, seats, policy }) => {
        randomGame(seed, seats, policy, (s) => {
          s.players.forEach((_, seat) => {
            const blocked = s.blocked[seat] ?? null;
            const hand = usableCards(blocked);
            const all = sortCards([...hand, ...(blocked === null ? [] : [blocked])]);
            expect(all).toEqual(MONEY_CARDS);
            const held = s.held[seat];
            if (held) for (const c of held) expect(hand.filter((h) => h === c).length).toBeGreaterThanOrEqual(held.filter((h) => h === c).length);
            expect(s.fame[seat]).toBeGreaterThanOrEqual(0);
            expect(s.fame[seat]).toBe(START_FAME + s.rounds.reduce((sum, r) => sum + r.fame[seat]!, 0));
          });
          const items = [...s.won.flat(), ...s.discarded, ...s.itemsLeft, ...(s.item ? [s.item] : [])];
          expect([...items].sort()).toEqual([...ITEM_IDS].sort());
          expect(s.rounds.length + s.itemsLeft.length + (s.item ? 1 : 0)).toBe(7);
        });
      }),
      { numRuns: 80 },
    );
  }, 60_000);

  it('every game ends after 7 rounds, and replaying its own record gives the same game', () => {
    fc.assert(
      fc.property(gameArb, ({ seed, seats, policy }) => {
        const end = randomGame(seed, seats, policy);
        expect(end.finished).toBe(true);
        expect(end.rounds).toHaveLength(7);
        const record = parseRecord(JSON.parse(JSON.stringify(toRecord(end))));
        if (!record.ok) throw new Error(record.error.message);
        const again = replayRecord(record.value);
        if (!again.ok) throw new Error(again.error.message);
        expect(summary(again.value)).toEqual(summary(end));
        expect(publicView(again.value)).toEqual(publicView(end));
        expect(toRecord(again.value)).toEqual(toRecord(end));
      }),
      { numRuns: 80 },
    );
  }, 60_000);
});

/**
 * The same game with everything `viewer` may not know changed: the other seats' Geeks dealt
 * again, and the cards held out this round by the other seats swapped for other sets of the same
 * count (except a seat whose row the viewer looked at this round). `viewer` null: the stage.
 */
function otherHiddenWorld(s: RubbishState, viewer: number | null, seed: number): RubbishState {
  const rng = rngFromSeed(seed);
  const mine = viewer === null ? [] : [s.geeks[viewer]!];
  const pool = rng.shuffle(GEEK_IDS.filter((g) => !mine.includes(g)));
  const geeks = s.geeks.map((g, seat) => (seat === viewer ? g : pool.pop()!));
  const looked = viewer === null ? null : s.peeks[viewer]?.of ?? null;
  const held = s.held.map((h, seat) => {
    if (h === null || seat === viewer || seat === looked) return h;
    return rng.pick(holdOutChoices(usableCards(s.blocked[seat] ?? null)).filter((c) => c.length === h.length));
  });
  return { ...s, geeks, held, cardKey: rng.int(0, 1e9).toString(16).padStart(32, 'c') };
}

describe('views hide what they must (docs/RULES.md, "What each device may know")', () => {
  it('before the end no view holds another seat\'s Geek, an unrevealed bid, a peeked value or the card key', () => {
    fc.assert(
      fc.property(gameArb, fc.integer(), ({ seed, seats, policy }, other) => {
        randomGame(seed, seats, policy, (s) => {
          const pub = publicView(s);
          const text = JSON.stringify(pub);
          expect(text).not.toMatch(/cardKey|"held"|"card"|"heldOut"|"peeked"|"hand"/);
          if (!s.finished) for (const g of GEEK_IDS) expect(text).not.toContain(g);
          // Change every hidden thing: the stage's view must not change.
          if (!s.finished) expect(publicView(otherHiddenWorld(s, null, other))).toEqual(pub);
          s.players.forEach((_, seat) => {
            const mine = playerView(s, seat);
            const mineText = JSON.stringify(mine);
            if (!s.finished) for (const g of GEEK_IDS) expect(mineText.includes(g)).toBe(g === s.geeks[seat]);
            expect(mineText).not.toMatch(/cardKey|"held"/);
            // Nothing but the seat's own secrets differs from the public view.
            const { seat: _seat, geek, hand, heldOut, peeked, ...rest } = mine;
            expect(rest).toEqual(pub);
            expect(geek).toBe(s.geeks[seat]);
            expect(heldOut).toEqual(s.held[seat]);
            expect(peeked).toEqual(s.peeks[seat]);
            expect(hand).toEqual(usableCards(s.blocked[seat] ?? null));
            // Change what this seat may not know: its view must not change.
            if (!s.finished) expect(playerView(otherHiddenWorld(s, seat, other + seat), seat)).toEqual(mine);
          });
        });
      }),
      { numRuns: 25 },
    );
  }, 60_000);

  it('once finished, everyone sees every Geek, bonus and place', () => {
    const end = randomGame(5, 4, 6);
    const pub = publicView(end);
    expect(pub.seats.map((s) => s.geek)).toEqual(end.geeks);
    expect(pub.seats.every((s) => s.place !== null && s.total === s.fame + s.bonus!)).toBe(true);
    expect(pub.step).toBeNull();
    expect(pub.current).toBeNull();
  });
});
