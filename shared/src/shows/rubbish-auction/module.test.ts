/** Rubbish Auction through the show-module contract alone (platform/show-module.ts). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ShowModule } from '../../platform/show-module.js';
import { rngFromSeed } from '../../platform/rng.js';
import { NAMES, ok } from './fixtures.js';
import { rubbishAuction, type RubbishTypes } from './module.js';
import { rubbishAuctionCard } from './card.js';
import { MAX_SEATS, MIN_SEATS } from './rules.js';

const show: ShowModule<RubbishTypes> = rubbishAuction;

describe('the rubbish-auction show module', () => {
  it('names itself, its seats and its record format', () => {
    expect(show.id).toBe('rubbish-auction');
    expect(show.title).toBe('Rubbish Auction');
    expect(show.seats).toEqual({ min: 2, max: 5 });
    // The card the lobbies list without loading the show says the same as the rules.
    expect(rubbishAuctionCard.seats).toEqual({ min: MIN_SEATS, max: MAX_SEATS });
    expect({ ...rubbishAuctionCard }).toEqual({ id: show.id, title: show.title, short: show.short, seats: show.seats, tagline: show.tagline });
    expect(show.record.format).toBe(`${show.id}/record@1`);
  });

  it('the lobby\'s defaults pass its own schema and resolve for every seat count', () => {
    const defaults = show.rules.defaults();
    expect(show.rules.schema.safeParse(defaults).success).toBe(true);
    for (let n = show.seats.min; n <= show.seats.max; n++) expect(ok(show.rules.resolve(defaults, n)).timerMs).toBe(30_000);
    const g = ok(show.createGame(defaults, NAMES.slice(0, 3), 'abcdefabcdefabcdefabcdefabcdefab'));
    expect(show.rulesOf(g).timerMs).toBe(30_000);
    expect(show.players(g)).toEqual(NAMES.slice(0, 3));
    expect(() => show.playerView(g, 3)).toThrow(RangeError);
  });

  it('the timer\'s action is always legal, one seat acts at a time, and the version counts actions', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 5 }), fc.integer(), fc.integer(), (seats, seed, policy) => {
        let s = ok(show.createGame({}, NAMES.slice(0, seats), seed));
        const rng = rngFromSeed(policy);
        for (let k = 0; !show.finished(s); k++) {
          expect(show.version(s)).toBe(k);
          const acting = show.toAct(s);
          expect(acting).toHaveLength(1);
          const seat = acting[0]!;
          const timeout = show.timeoutAction(s, seat);
          expect(show.legalActions(s, seat)).toContainEqual(timeout);
          const action = rng.int(0, 2) === 0 ? timeout : rng.pick(show.legalActions(s, seat));
          s = ok(show.applyAction(s, seat, action));
        }
        expect(show.toAct(s)).toEqual([]);
        const { points, places, winner } = show.standing(s);
        expect(points).toHaveLength(seats);
        expect(places.filter((p) => p === 1).length === 1).toBe(winner !== null);
      }),
      { numRuns: 40 },
    );
  });

  it('events: one start event, and every step has events; records round-trip through JSON', () => {
    let s = ok(show.createGame({}, NAMES.slice(0, 3), 4));
    expect(show.events.start(s).map((e) => e.type)).toEqual(['game-started']);
    while (!show.finished(s)) {
      const seat = show.toAct(s)[0]!;
      const action = show.legalActions(s, seat)[0]!;
      const next = ok(show.applyAction(s, seat, action));
      expect(show.events.step(s, seat, action, next, 'bot').length).toBeGreaterThan(0);
      s = next;
    }
    const record = ok(show.record.parse(JSON.parse(JSON.stringify(show.record.of(s, {})))));
    expect(show.record.summary(ok(show.record.replay(record)))).toEqual(show.record.summary(s));
  });

  it('bots: the lobby\'s labels parse, the stand-in is one of them, a bad label is refused', () => {
    for (const label of show.bots.lobby) expect(ok(show.bots.parse(label))).toBe(label);
    expect(show.bots.lobby).toContain(show.bots.standIn);
    expect(ok(show.bots.parse(' HARD '))).toBe('hard');
    expect(ok(show.bots.parse('random'))).toBe('random');
    expect(show.bots.parse('wizard')).toMatchObject({ ok: false, error: { code: 'bad-config' } });
    expect(() => show.bots.create('wizard', 1)).toThrow(RangeError);
  });
});
