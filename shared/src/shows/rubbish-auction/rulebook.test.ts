/** The rulebook's flow, examples and hints, as docs/RULES.md ("Rubbish Auction") states them. */
import { describe, expect, it } from 'vitest';
import { MONEY_CARDS, maxBid, possibleBids, sumCards, usableCards } from './cards.js';
import { applyAction, createGame, legalActions, timeoutAction, toAct } from './engine.js';
import { gameWith, NAMES, ok, randomGame, roundActions, run } from './fixtures.js';
import { GEEKS, ITEMS, geeksWanting } from './geeks.js';
import { summary } from './record.js';
import { placesOf, standing } from './standing.js';
import { playerView, publicView } from './views.js';
import type { MoneyCard, RubbishAction } from './types.js';

const pick = (item: string, firstBidder: number) => ({ type: 'pick', item, firstBidder }) as RubbishAction & { type: 'pick' };

describe('components and preparations', () => {
  it('every player has money cards 1, 2, 2, 5 and 10 (20 in all) and 30 fame', () => {
    expect(MONEY_CARDS).toEqual([1, 2, 2, 5, 10]);
    expect(sumCards(MONEY_CARDS)).toBe(20);
    const g = gameWith(4);
    expect(g.fame).toEqual([30, 30, 30, 30]);
    expect(playerView(g, 2).hand).toEqual([1, 2, 2, 5, 10]);
  });

  it('7 items and 7 Geeks: each Geek wants 2 items, each item is wanted by exactly 2 Geeks', () => {
    expect(ITEMS).toHaveLength(7);
    expect(GEEKS).toHaveLength(7);
    for (const g of GEEKS) expect(new Set(g.wants).size).toBe(2);
    for (const i of ITEMS) expect(geeksWanting(i.id)).toHaveLength(2);
    expect(new Set(ITEMS.map((i) => i.name)).size).toBe(7);
    expect(new Set(GEEKS.map((g) => g.name)).size).toBe(7);
  });

  it('2 to 5 players; each gets a different Geek; the first Next Auctioneer is drawn', () => {
    expect(createGame({}, NAMES.slice(0, 1), 1).ok).toBe(false);
    expect(createGame({}, [...NAMES, 'Fay'], 1).ok).toBe(false);
    for (let n = 2; n <= 5; n++) {
      const g = ok(createGame({}, NAMES.slice(0, n), 9));
      expect(new Set(g.geeks).size).toBe(n);
      expect(toAct(g)).toEqual([g.firstAuctioneer]);
    }
    const firsts = new Set(Array.from({ length: 30 }, (_, s) => ok(createGame({}, NAMES.slice(0, 4), s)).firstAuctioneer));
    expect(firsts.size).toBeGreaterThan(2);
    const deals = new Set(Array.from({ length: 30 }, (_, s) => ok(createGame({}, NAMES.slice(0, 4), s)).geeks.join()));
    expect(deals.size).toBeGreaterThan(20);
  });
});

describe('a round', () => {
  // Ana (the Pond Keeper) picks the Rubber Duck and names Ben First Bidder: Ben, Cy, Ana bid in that order.
  const start = run(gameWith(3), [pick('rubber-duck', 1)]);

  it('the Next Auctioneer picks any item left and names any First Bidder (themself too)', () => {
    const g = gameWith(3);
    expect(legalActions(g, 0)).toHaveLength(7 * 3);
    expect(legalActions(g, 1)).toEqual([]);
    expect(ok(applyAction(g, 0, pick('disco-ball', 0))).firstBidder).toBe(0);
    expect(publicView(start)).toMatchObject({ item: 'rubber-duck', firstBidder: 1, order: [1, 2, 0], current: 1, step: 'hold-out' });
    expect(start.itemsLeft).not.toContain('rubber-duck');
  });

  it('the First Bidder holds out any number of cards, none allowed; the count is public', () => {
    expect(legalActions(start, 1)).toHaveLength(24);
    expect(legalActions(start, 1)[0]).toEqual({ type: 'hold-out', cards: [] });
    const s = ok(applyAction(start, 1, { type: 'hold-out', cards: [5, 1, 2] }));
    expect(publicView(s).seats[1]!.holding).toBe(3);
    expect(playerView(s, 1).heldOut).toEqual([1, 2, 5]);
  });

  it('every later bidder first looks at one card of the previous bidder: a held-out card when 2 or more', () => {
    const s = run(start, [{ type: 'hold-out', cards: [1, 2, 5] }]);
    expect(publicView(s)).toMatchObject({ current: 2, step: 'peek', peekTarget: { of: 1, row: 'held-out', size: 3 } });
    expect(applyAction(s, 2, { type: 'hold-out', cards: [] })).toMatchObject({ ok: false, error: { code: 'peek-now' } });
    expect(applyAction(ok(applyAction(s, 2, { type: 'peek', position: 0 })), 2, { type: 'peek', position: 1 })).toMatchObject({ ok: false, error: { code: 'hold-out-now' } });
    const seen = [0, 1, 2].map((position) => ok(applyAction(s, 2, { type: 'peek', position })).peeks[2]!.card);
    expect([...seen].sort((a, b) => a - b)).toEqual([1, 2, 5]);
    expect(applyAction(s, 2, { type: 'peek', position: 3 })).toMatchObject({ ok: false, error: { code: 'bad-position' } });
  });

  it('...and one of the cards kept back when the previous bidder holds out fewer than two', () => {
    const one = run(start, [{ type: 'hold-out', cards: [10] }]);
    expect(publicView(one).peekTarget).toEqual({ of: 1, row: 'kept', size: 4 });
    const seen = [0, 1, 2, 3].map((position) => ok(applyAction(one, 2, { type: 'peek', position })).peeks[2]!.card);
    expect([...seen].sort((a, b) => a - b)).toEqual([1, 2, 2, 5]);
    const none = run(start, [{ type: 'hold-out', cards: [] }]);
    expect(publicView(none).peekTarget).toEqual({ of: 1, row: 'kept', size: 5 });
  });

  it('a position says nothing about a value: rows lie in a secret order drawn with the deal, the same every time', () => {
    const firstCards = new Set<MoneyCard>();
    for (let k = 0; k < 40; k++) {
      const key = k.toString(16).padStart(32, '7');
      const s = run(gameWith(3, { cardKey: key }), [pick('rubber-duck', 1), { type: 'hold-out', cards: [1, 2, 5, 10] }]);
      const a = ok(applyAction(s, 2, { type: 'peek', position: 0 })).peeks[2]!.card;
      expect(ok(applyAction(s, 2, { type: 'peek', position: 0 })).peeks[2]!.card).toBe(a);
      firstCards.add(a);
    }
    expect([...firstCards].sort((a, b) => a - b)).toEqual([1, 2, 5, 10]);
  });

  it('all bids are revealed at once: top loses its bid and wins the item, the middle gains, the bottom picks next', () => {
    const s = run(start, [
      { type: 'hold-out', cards: [1, 2, 5] },
      { type: 'peek', position: 0 },
      { type: 'hold-out', cards: [2, 2] },
      { type: 'peek', position: 1 },
    ]);
    expect(publicView(s).rounds).toEqual([]);
    const after = ok(applyAction(s, 0, { type: 'hold-out', cards: [10] }));
    const r = after.rounds[0]!;
    expect(r.bids).toEqual([{ seat: 1, cards: [1, 2, 5], value: 8 }, { seat: 2, cards: [2, 2], value: 4 }, { seat: 0, cards: [10], value: 10 }]);
    expect(r).toMatchObject({ ranking: [0, 1, 2], winner: 0, bottom: 2, discarded: false, fame: [-10, 8, 0] });
    expect(after.fame).toEqual([20, 38, 30]);
    expect(after.won).toEqual([['rubber-duck'], [], []]);
    expect(publicView(after)).toMatchObject({ round: 2, auctioneer: 2, step: 'pick', current: 2, item: null });
    // Every bidder but the bottom one leaves its highest card face up for the next round.
    expect(r.blocked).toEqual([10, 5, null]);
    expect(playerView(after, 0).hand).toEqual([1, 2, 2, 5]);
    expect(playerView(after, 1).hand).toEqual([1, 2, 2, 10]);
    expect(playerView(after, 2).hand).toEqual([1, 2, 2, 5, 10]);
  });

  it('a face-up card cannot be used in the next round, then returns', () => {
    let s = run(gameWith(2), roundActions(pick('rubber-duck', 0), [[10], []]));
    expect(s.blocked).toEqual([10, null]);
    s = run(s, [pick('garden-gnome', 0)]);
    const refused = applyAction(s, 0, { type: 'hold-out', cards: [10] });
    expect(refused).toMatchObject({ ok: false, error: { code: 'card-face-up' } });
    if (!refused.ok) expect(refused.error.message).toMatch(/10,000 is face up/);
    expect(applyAction(s, 0, { type: 'hold-out', cards: [2, 2, 2] })).toMatchObject({ ok: false, error: { code: 'bad-cards' } });
    s = run(s, [{ type: 'hold-out', cards: [5] }, { type: 'peek', position: 0 }, { type: 'hold-out', cards: [1] }]);
    // Ana bid 5 and was top again: the 5 is face up now, the 10 is back.
    expect(s.blocked).toEqual([5, null]);
    expect(playerView(s, 0).hand).toEqual([1, 2, 2, 10]);
  });

  it('ties go to the bidder closer to the First Bidder: when everyone bids 15,000, the last bidder is the bottom', () => {
    const s = run(gameWith(4), roundActions(pick('lava-lamp', 2), [[1, 2, 2, 10], [1, 2, 2, 10], [1, 2, 2, 10], [1, 2, 2, 10]]));
    const r = s.rounds[0]!;
    expect(r.ranking).toEqual([2, 3, 0, 1]);
    expect(r.fame).toEqual([15, 0, -15, 15]);
    expect(s.auctioneer).toBe(1);
  });

  it('fame never goes below 0: a winner who cannot pay in full drops to 0 and the item is discarded', () => {
    // Round 1: Ana pays 20 (fame 10). Round 2: Ana pays exactly her 10 fame and keeps the item.
    let s = run(gameWith(2), roundActions(pick('rubber-duck', 0), [[1, 2, 2, 5, 10], []]));
    s = run(s, roundActions(pick('garden-gnome', 0), [[1, 2, 2, 5], []]));
    expect(s.fame[0]).toBe(0);
    expect(s.won[0]).toEqual(['rubber-duck', 'garden-gnome']);
    // Round 3: Ana, on 0 fame, tops with 10: she cannot pay, so the Lava Lamp is discarded.
    s = run(s, roundActions(pick('lava-lamp', 0), [[10], []]));
    expect(s.rounds[2]).toMatchObject({ winner: 0, discarded: true, fame: [0, 0] });
    expect(s.fame[0]).toBe(0);
    expect(s.won[0]).toEqual(['rubber-duck', 'garden-gnome']);
    expect(s.discarded).toEqual(['lava-lamp']);
    expect(s.itemsLeft).toHaveLength(4);
  });
});

describe('the end and scoring', () => {
  // A whole 2-player game: Ana is the Pond Keeper (Rubber Duck, Garden Gnome), Ben the Groovy Gardener (Garden Gnome, Lava Lamp).
  const rounds: [RubbishAction & { type: 'pick' }, MoneyCard[][]][] = [
    [pick('rubber-duck', 0), [[10], []]],
    [pick('garden-gnome', 1), [[10], [5]]],
    [pick('lava-lamp', 0), [[], []]],
    [pick('disco-ball', 0), [[1], [2]]],
    [pick('cuckoo-clock', 1), [[], []]],
    [pick('snow-globe', 0), [[], []]],
    [pick('plastic-flamingo', 1), [[], []]],
  ];
  const end = rounds.reduce((s, [p, bids]) => run(s, roundActions(p, bids)), gameWith(2));

  it('the game ends when the 7 items are gone; each wanted item won is worth 30 fame', () => {
    expect(end.finished).toBe(true);
    expect(toAct(end)).toEqual([]);
    expect(end.fame).toEqual([20, 18]);
    expect(summary(end)).toEqual({
      finished: true,
      winner: 'Ana',
      players: [
        { name: 'Ana', geek: 'pond-keeper', items: ['rubber-duck', 'lava-lamp', 'snow-globe'], fame: 50, place: 1 },
        { name: 'Ben', geek: 'groovy-gardener', items: ['garden-gnome', 'disco-ball', 'cuckoo-clock', 'plastic-flamingo'], fame: 48, place: 2 },
      ],
    });
    expect(standing(end)).toEqual({ points: [50, 48], places: [1, 2], winner: 0 });
    expect(applyAction(end, 0, pick('rubber-duck', 0))).toMatchObject({ ok: false, error: { code: 'game-over' } });
  });

  it('most fame wins; a tie goes to the player with more items won, then is shared', () => {
    expect(placesOf([50, 50, 40], [2, 3, 1])).toEqual([2, 1, 3]);
    expect(placesOf([50, 50, 40], [2, 2, 5])).toEqual([1, 1, 3]);
    expect(placesOf([10, 60, 60, 60], [0, 1, 1, 0])).toEqual([4, 1, 1, 3]);
  });
});

describe('the rulebook\'s hints', () => {
  it('without the 10,000, a 3-card bid is 5,000, 8,000 or 9,000; a peeked 1,000 or 5,000 narrows it', () => {
    const hand = usableCards(10);
    expect(possibleBids(hand, 3)).toEqual([5, 8, 9]);
    expect(possibleBids(hand, 3, 1)).toEqual([5, 8]);
    expect(possibleBids(hand, 3, 5)).toEqual([8, 9]);
  });

  it('without the 10,000 the most is 10,000; without the 5,000 it is 15,000; with everything 20,000', () => {
    expect(maxBid(usableCards(10))).toBe(10);
    expect(maxBid(usableCards(5))).toBe(15);
    expect(maxBid(usableCards(null))).toBe(20);
  });

  it('there are 7 auctions and in each one someone (the bottom bidder) gains nothing; 7 never divides evenly', () => {
    for (let n = 2; n <= 5; n++) {
      expect(7 % n).not.toBe(0);
      const end = randomGame(n * 31, n, n);
      expect(end.rounds).toHaveLength(7);
      for (const r of end.rounds) expect(r.fame[r.bottom]).toBe(0);
    }
  });

  it('bidding 15,000 for a wanted item nets 15: -15 fame now, +30 at the end', () => {
    const s = run(gameWith(2), roundActions(pick('rubber-duck', 0), [[5, 10], []]));
    expect(s.fame[0]).toBe(15);
  });
});

describe('the decision timer', () => {
  it('picks the first item left with the auctioneer as First Bidder, looks at position 0, holds out nothing', () => {
    let s = gameWith(3, { firstAuctioneer: 1 });
    expect(timeoutAction(s, 1)).toEqual({ type: 'pick', item: 'rubber-duck', firstBidder: 1 });
    s = run(s, [timeoutAction(s, 1)]);
    expect(timeoutAction(s, 1)).toEqual({ type: 'hold-out', cards: [] });
    s = run(s, [timeoutAction(s, 1)]);
    expect(timeoutAction(s, 2)).toEqual({ type: 'peek', position: 0 });
  });
});
