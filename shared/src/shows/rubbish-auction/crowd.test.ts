/** The audience's question in Rubbish Auction: "who bids highest for the item?" (crowd.ts). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rubbishCrowd, roundOfKey } from './crowd.js';
import { gameWith, randomGame, roundActions, run } from './fixtures.js';
import { publicView } from './views.js';
import type { RubbishState } from './types.js';

describe('the crowd question of Rubbish Auction', () => {
  it('opens when the item is picked, stays open through the bids, and is answered by the top bidder at the reveal', () => {
    const start = gameWith(3);
    expect(rubbishCrowd.question(start)).toBeNull();
    const [pick, ...rest] = roundActions({ type: 'pick', item: 'lava-lamp', firstBidder: 1 }, [[2], [5], [1]]);
    const picked = run(start, [pick!]);
    const q = rubbishCrowd.question(picked);
    expect(q).toEqual({ key: '1:lava-lamp', seats: [0, 1, 2] });
    expect(rubbishCrowd.answer(picked, q!.key)).toBeNull();
    const bidding = run(picked, rest.slice(0, -1));
    expect(rubbishCrowd.question(bidding)).toEqual(q);
    expect(rubbishCrowd.answer(bidding, q!.key)).toBeNull();
    const revealed = run(bidding, rest.slice(-1));
    // The bids went Ben 2, Cy 5, Ana 1: Cy bid highest.
    expect(rubbishCrowd.answer(revealed, q!.key)).toBe(2);
    expect(rubbishCrowd.question(revealed)).toBeNull();
    expect(rubbishCrowd.answer(revealed, 'old')).toBeNull();
    expect(rubbishCrowd.answer(revealed, '2:lava-lamp')).toBeNull();
    expect(roundOfKey('7:plastic-flamingo')).toEqual({ round: 7, item: 'plastic-flamingo' });
  });

  it('in every game: a question only while an item is up, its key from the public view alone, and each answered by that round\'s top bidder', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 5 }), fc.integer(), fc.integer(), (seats, seed, policy) => {
        const asked: string[] = [];
        let last: RubbishState | null = null;
        const final = randomGame(seed, seats, policy, (s) => {
          const q = rubbishCrowd.question(s);
          const pub = publicView(s);
          if (s.finished || s.item === null) expect(q).toBeNull();
          else {
            // Public by construction: the round and the item on offer are on every screen.
            expect(q).toEqual({ key: `${pub.round}:${pub.item}`, seats: pub.seats.map((x) => x.seat) });
            if (asked.at(-1) !== q!.key) asked.push(q!.key);
            expect(rubbishCrowd.answer(s, q!.key)).toBeNull();
          }
          last = s;
        });
        expect(last).toBe(final);
        expect(asked).toHaveLength(final.rounds.length);
        asked.forEach((key, i) => expect(rubbishCrowd.answer(final, key)).toBe(final.rounds[i]!.winner));
      }),
      { numRuns: 60 },
    );
  });
});
