/** Events and the host's captions: public facts only, the name first, every event worded. */
import { describe, expect, it } from 'vitest';
import { SOUND_IDS } from '../../platform/captions/sounds.js';
import { applyAction, legalActions, toAct } from './engine.js';
import { gameWith, NAMES, roundActions, run } from './fixtures.js';
import { GEEK_IDS } from './geeks.js';
import { fameText, moneyText, rubbishCaptions } from './captions.js';
import { startEvents, stepEvents, type RubbishEvent } from './events.js';
import type { RubbishState } from './types.js';
import { rngFromSeed } from '../../platform/rng.js';

/** Every event of a game played with random legal actions (a quarter of them by the timer). */
function eventsOf(seed: number, seats: number): { event: RubbishEvent; before: RubbishState }[] {
  const out: { event: RubbishEvent; before: RubbishState }[] = [];
  const rng = rngFromSeed(seed);
  let s = gameWith(seats, { firstAuctioneer: seed % seats });
  for (const event of startEvents(s)) out.push({ event, before: s });
  while (!s.finished) {
    const seat = toAct(s)[0]!;
    const action = rng.pick(legalActions(s, seat));
    const next = applyAction(s, seat, action);
    if (!next.ok) throw new Error(next.error.message);
    for (const event of stepEvents(s, seat, action, next.value, rng.int(0, 3) === 0 ? 'timeout' : 'phone')) out.push({ event, before: s });
    s = next.value;
  }
  return out;
}

describe('events', () => {
  it('a round gives item-picked, peeked, held-out for each bidder, then revealed; the last round also game-over', () => {
    const s = gameWith(2);
    const types: string[] = [];
    let state = s;
    for (const a of roundActions({ type: 'pick', item: 'lava-lamp', firstBidder: 1 }, [[5], [1, 2]])) {
      const seat = toAct(state)[0]!;
      const next = run(state, [a]);
      types.push(...stepEvents(state, seat, a, next, 'phone').map((e) => e.type));
      state = next;
    }
    expect(types).toEqual(['item-picked', 'held-out', 'peeked', 'held-out', 'revealed']);
    const all = eventsOf(3, 3).map((e) => e.event.type);
    expect(all[0]).toBe('game-started');
    expect(all[all.length - 1]).toBe('game-over');
    expect(all.filter((t) => t === 'revealed')).toHaveLength(7);
  });

  it('before game-over no event names a Geek, a peeked value or an unrevealed bid', () => {
    for (const seed of [1, 2, 3]) {
      for (const { event } of eventsOf(seed, 2 + seed)) {
        const text = JSON.stringify(event);
        if (event.type !== 'game-over') for (const g of GEEK_IDS) expect(text).not.toContain(g);
        if (event.type === 'peeked') expect(Object.keys(event).sort()).toEqual(['of', 'position', 'round', 'row', 'seat', 'size', 'timeout', 'type']);
        if (event.type === 'held-out') expect(Object.keys(event).sort()).toEqual(['count', 'round', 'seat', 'timeout', 'type']);
      }
    }
  });
});

describe('captions', () => {
  it('money in thousands, fame with its sign', () => {
    expect(moneyText(8)).toBe('8,000');
    expect(moneyText(0)).toBe('nothing');
    expect(fameText(15)).toBe('+15 fame');
    expect(fameText(-8)).toBe('-8 fame');
    expect(fameText(0)).toBe('no fame');
  });

  it('every event of whole games has captions: the seat\'s name first, known sounds, no holes', () => {
    for (const seed of [4, 5, 6, 7]) {
      const names = NAMES.slice(0, 2 + (seed % 4));
      for (const { event } of eventsOf(seed, names.length)) {
        for (let variant = 0; variant < 4; variant++) {
          const captions = rubbishCaptions(event, names, variant);
          expect(captions.length).toBeGreaterThan(0);
          for (const c of captions) {
            expect(c.text).not.toMatch(/undefined|NaN|null|\[object/);
            expect(c.text.length).toBeLessThan(120);
            if (c.sound !== null) expect(SOUND_IDS).toContain(c.sound);
          }
          if (event.type === 'held-out' || event.type === 'peeked' || event.type === 'item-picked') {
            expect(captions[0]!.text.startsWith(names[event.seat]!)).toBe(true);
          }
        }
      }
    }
  });

  it('variants give different wordings, and the same variant the same wording', () => {
    const event: RubbishEvent = { type: 'held-out', round: 1, seat: 0, count: 3, timeout: false };
    const texts = new Set([0, 1, 2].map((v) => rubbishCaptions(event, ['Ana'], v)[0]!.text));
    expect(texts.size).toBe(3);
    expect(rubbishCaptions(event, ['Ana'], 1)).toEqual(rubbishCaptions(event, ['Ana'], 4));
    expect(rubbishCaptions(event, [], 0)[0]!.text).toMatch(/^Seat 1 /);
  });

  it('the reveal says who won what for how much, the fame gained, and who picks next', () => {
    const s = run(gameWith(3), roundActions({ type: 'pick', item: 'rubber-duck', firstBidder: 1 }, [[1, 2, 5], [2, 2], [10]]));
    const event: RubbishEvent = { type: 'revealed', ...s.rounds[0]! };
    const texts = rubbishCaptions(event, NAMES, 0).map((c) => c.text);
    expect(texts).toEqual([
      'Cards up! Ben 8,000, Cy 4,000 and Ana 10,000.',
      'Ana wins the Rubber Duck for 10,000: -10 fame.',
      'Ben +8 fame. Big spenders get noticed!',
      'Cy spent the least and picks the next item.',
    ]);
  });

  it('the bottom bidder: the closed wallet only for a bid of nothing, and no next pick after the last round', () => {
    const s = run(gameWith(3), roundActions({ type: 'pick', item: 'rubber-duck', firstBidder: 1 }, [[1, 2, 5], [2], [10]]));
    const round = { type: 'revealed' as const, ...s.rounds[0]! };
    // Cy bid 2,000: never "kept the wallet shut", whatever the variant.
    for (const v of [0, 1, 2, 3]) expect(rubbishCaptions(round, NAMES, v).at(-1)!.text).toBe('Cy spent the least and picks the next item.');
    const nothing = run(gameWith(3), roundActions({ type: 'pick', item: 'rubber-duck', firstBidder: 1 }, [[1, 2, 5], [], [10]]));
    const wallet = new Set([0, 1].map((v) => rubbishCaptions({ type: 'revealed', ...nothing.rounds[0]! }, NAMES, v).at(-1)!.text));
    expect(wallet).toEqual(new Set(['Cy spent the least and picks the next item.', 'Cy kept the wallet shut: no fame, but the next pick.']));
    const last = rubbishCaptions({ ...round, round: 7 }, NAMES, 1).at(-1)!.text;
    expect(last).toBe('Cy bid the least and gains no fame.');
  });

  it('a tie says why it went the way it did: the earlier bidder ranks higher (top and bottom)', () => {
    const pickDuck = { type: 'pick' as const, item: 'rubber-duck' as const, firstBidder: 1 };
    // Ben (the First Bidder) and Cy bid 7,000 each, Ana 10,000: Cy bid later, so Cy is at the bottom.
    const bottom = run(gameWith(3), roundActions(pickDuck, [[2, 5], [2, 5], [10]]));
    const texts = rubbishCaptions({ type: 'revealed', ...bottom.rounds[0]! }, NAMES, 0).map((c) => c.text);
    expect(texts.at(1)).toBe('Ana wins the Rubber Duck for 10,000: -10 fame.');
    expect(texts.at(-1)).toBe('Tied for the least: Cy bid after Ben, so Cy picks the next item.');
    expect(rubbishCaptions({ type: 'revealed', ...bottom.rounds[0]!, round: 7 }, NAMES, 0).at(-1)!.text).toBe('Tied for the least: Cy bid after Ben, and gains no fame.');
    // Ben and Cy bid 10,000 each: Ben bid first and wins; Ana is alone at the bottom.
    const top = run(gameWith(3), roundActions(pickDuck, [[10], [10], [2]]));
    const topTexts = rubbishCaptions({ type: 'revealed', ...top.rounds[0]! }, NAMES, 0).map((c) => c.text);
    expect(topTexts.at(1)).toBe('Tied on 10,000! Ben bid before Cy, so Ben wins the Rubber Duck: -10 fame.');
    expect(topTexts.at(-1)).toBe('Ana spent the least and picks the next item.');
    // Nobody holds out anything: the First Bidder gets it free, and the last bidder, tied with the others, picks next.
    const none = run(gameWith(3), roundActions(pickDuck, [[], [], []]));
    expect(rubbishCaptions({ type: 'revealed', ...none.rounds[0]! }, NAMES, 0).map((c) => c.text).slice(1)).toEqual([
      'Ben gets the Rubber Duck for nothing at all!',
      'Tied for the least: Ana bid after Ben and Cy, so Ana picks the next item.',
    ]);
  });

  it('the end reveals each Geek with what it was worth, then the winner, or a shared first place with the winner\'s fanfare', () => {
    const event: RubbishEvent = {
      type: 'game-over', geeks: ['pond-keeper', 'night-owl'], fame: [20, 40], bonus: [30, 0], totals: [50, 40],
      items: [['rubber-duck'], ['lava-lamp']], places: [1, 2], winner: 0,
    };
    const texts = rubbishCaptions(event, ['Ana', 'Ben'], 0).map((c) => c.text);
    expect(texts).toEqual([
      'Geeks, reveal yourselves!',
      'Ana was The Pond Keeper: the Rubber Duck, +30 fame!',
      'Ben was The Night Owl. No wish came true this time.',
      'Ana wins the show with 50 fame!',
    ]);
    const shared = rubbishCaptions({ ...event, totals: [50, 50], places: [1, 1], winner: -1 }, ['Ana', 'Ben'], 0);
    expect(shared[shared.length - 1]).toEqual({ text: 'A shared first place: Ana and Ben tie on fame and items!', sound: 'fanfare' });
  });
});
