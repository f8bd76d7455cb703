/**
 * The projection reads the engine state field by field (no public view built per decision):
 * along random games, what it writes equals the engine's `publicView` (docs/RULES.md, "What each
 * person may know"), each seat's chips sit only on its own seat instance, and nothing hidden
 * (the removed cubes, other seats' final chips) is written before the end.
 */
import { Encoder, Reflection } from '@colyseus/schema';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyEvening } from '@minus/shared/platform/evening';
import { applyAction, createGame, publicView, resolveRules, type GameState, type PresetName } from '@minus/shared/shows/minus-auction/index';
import { Projection, type ViewHolder } from '../src/platform/projection.js';
import { SeatBook } from '../src/platform/seat-book.js';
import type { Show } from '../src/platform/show.js';
import { TurnTally } from '../src/platform/turn-tally.js';
import { LobbyRules } from '../src/platform/lobby-rules.js';
import { minusAuctionServer } from '../src/shows/minus-auction/index.js';
import type { MinusGameSchema, MinusSeatSchema } from '../src/shows/minus-auction/schema.js';

/** The parts of a show the projection reads, around an engine state. */
function showOf(game: GameState | null, preset: PresetName): Show {
  const playing = game !== null && !game.finished;
  const resolved = resolveRules({ preset }, 3);
  return {
    phase: game === null ? 'lobby' : game.finished ? 'finale' : 'playing',
    game, playing, rules: { preset }, gameNumber: game ? 1 : 0, deadline: playing ? 123_456 : 0, evening: emptyEvening(),
    server: minusAuctionServer, module: minusAuctionServer.module, turns: new TurnTally(), lobbyRules: new LobbyRules(),
    shownRules: () => (game ? game.rules : resolved.ok ? resolved.value : null),
  } as unknown as Show;
}

/** The projected state, read as Minus Auction's schema classes. */
type MinusState = { seats: MinusSeatSchema[]; game: MinusGameSchema };

const plain = (a: ArrayLike<number>) => Array.from(a);

function expectMatches(p: Projection, game: GameState): void {
  const pub = publicView(game);
  const s = p.state as unknown as MinusState;
  expect(s.seats.length).toBe(game.players.length);
  pub.seats.forEach((seat, i) => {
    const out = s.seats[i]!;
    expect(plain(out.cubes)).toEqual(seat.cubes);
    expect(out.cubeScore).toBe(seat.cubeScore);
    expect(out.chips).toBe(game.chips[i]);
    expect(out.finalChips).toBe(seat.chips ?? -1);
    expect(out.finalScore).toBe(seat.chips === null ? 0 : seat.cubeScore + seat.chips);
  });
  expect(s.game.auction).toBe(pub.auction);
  expect(s.game.offer).toBe(pub.offer ?? 0);
  expect(s.game.pot).toBe(pub.pot);
  expect(s.game.current).toBe(pub.finished ? -1 : pub.current);
  expect(plain(s.game.refusals)).toEqual(pub.refusals);
  expect(s.game.deckLeft).toBe(pub.deckLeft);
  expect(s.game.removedCount).toBe(pub.removedCount);
  expect(plain(s.game.removed)).toEqual(pub.removed ?? []);
  expect(s.game.version).toBe(pub.version);
  if (!pub.finished) expect(s.game.winner).toBe(-1);
  else {
    const best = Math.max(...s.seats.map((x) => x.finalScore));
    const firsts = s.seats.filter((x) => x.finalScore === best).length;
    expect(s.game.winner).toBe(firsts === 1 ? s.seats.findIndex((x) => x.finalScore === best) : -1);
    s.seats.forEach((x) => expect(x.place).toBe(1 + s.seats.filter((y) => y.finalScore > x.finalScore).length));
  }
}

describe('projection', () => {
  it('writes what publicView holds, at every step of random games', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 7 }),
        fc.constantFrom<PresetName>('classic', 'show', 'veto'),
        fc.integer({ min: 0, max: 0x7fffffff }),
        fc.array(fc.boolean(), { minLength: 400, maxLength: 400 }),
        (seats, preset, seed, coins) => {
          const book = new SeatBook();
          for (let i = 0; i < seats; i++) book.addHuman(`P${i}`, `secret${i}`, `session${i}`);
          const created = createGame({ preset }, book.seats.map((s) => s.name), seed);
          if (!created.ok) throw new Error(created.error.message);
          let game = created.value;
          const p = new Projection('BCDF', [minusAuctionServer]);
          const state = p.state as unknown as MinusState;
          const holders: ViewHolder[] = book.seats.map((s) => ({ userData: { seatId: s.id } }));
          p.update(book, showOf(null, preset), 0, holders);
          // What a screen decodes from the patches (the append-only refusals included) agrees too.
          const encoder = new Encoder(p.state);
          const decoder = Reflection.decode(Reflection.encode(encoder));
          decoder.decode(encoder.encodeAll());
          const decoded = decoder.state as unknown as MinusState;
          const patch = () => {
            decoder.decode(encoder.encode());
            encoder.discardChanges();
            const pub = publicView(game);
            expect(plain(decoded.game.refusals)).toEqual(pub.refusals);
            pub.seats.forEach((seat, i) => expect(plain(decoded.seats[i]!.cubes)).toEqual(seat.cubes));
            expect(decoded.game.pot).toBe(pub.pot);
          };
          expect(state.seats.every((x) => x.cubes.length === 0 && x.chips === -1)).toBe(true);
          for (let step = 0; !game.finished; step++) {
            p.update(book, showOf(game, preset), 0, holders);
            expectMatches(p, game);
            patch();
            const seat = game.current;
            const take = game.chips[seat] === 0 || (coins[step % coins.length] ?? true);
            const next = applyAction(game, seat, take ? 'take' : 'refuse');
            if (!next.ok) throw new Error(next.error.message);
            game = next.value;
          }
          p.update(book, showOf(game, preset), 0, holders);
          expectMatches(p, game);
          patch();
          // Each holder's view holds its own seat's instance (its chips), no other.
          holders.forEach((h, i) => {
            expect(h.userData!.viewSeat).toBe(p.state.seats[i]);
            expect(h.view).toBeDefined();
          });
          // Back in the lobby nothing of the game remains.
          p.update(book, showOf(null, preset), 0, holders);
          expect(state.seats.every((x) => x.cubes.length === 0 && x.finalChips === -1)).toBe(true);
          expect(state.game.removed.length).toBe(0);
        },
      ),
      { numRuns: 40, seed: 20261130 },
    );
  });
});
