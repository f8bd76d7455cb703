/**
 * Minus Auction's projection (platform/server-show.ts): the show's fields of the synchronised
 * state, read from the engine state field by field. The public parts are what the engine's
 * `publicView` holds (docs/RULES.md, "What each person may know"): each seat's cubes and cube-only
 * score, the auction, the cube on offer, the pot, the refusals, the cubes left; every seat's chips
 * and the removed cubes only once the game is finished. Each seat's sorted cubes are cached per
 * cube array (engine states are never changed in place, so a seat's array is new only when it
 * takes): building a whole public view per decision was the largest allocation left under load
 * (docs/BENCHMARKS.md, "load"). server/test/projection.test.ts checks the result against
 * `publicView` along random games. A seat's own chips (what `playerView` gives that seat) sit in
 * the `@view` field `chips`, which only the seat's own connection's view holds. The removed cubes
 * and the deck order are never written before the end.
 */
import { cubeScore, sortCubes, type GameState, type Rules } from '@minus/shared/shows/minus-auction/index';
import { EMPTY, set, setArray } from '../../platform/schema/assign.js';
import type { ProjectionSource, ProjectionTarget, ShowProjection } from '../../platform/server-show.js';
import type { MinusGameSchema, MinusSeatSchema, MinusSettingsSchema } from './schema.js';

/** A seat's cubes as the table sees them: closest to zero first, and their cube-only score (points). */
interface SeatCubes {
  sorted: number[];
  score: number;
}

const NO_CUBES: SeatCubes = { sorted: [], score: 0 };

export class MinusProjection implements ShowProjection {
  /** Per seat index: the engine cube array last seen and its sorted copy and score. */
  private cubesSeen: { from: readonly number[]; out: SeatCubes }[] = [];

  update(target: ProjectionTarget, source: ProjectionSource): void {
    const game = source.game as GameState | null;
    const seats = target.seats as readonly MinusSeatSchema[];
    const finished = game?.finished ?? false;
    for (let i = 0; i < seats.length; i++) {
      const out = seats[i]!;
      const inGame = game !== null && i < game.players.length;
      const cubes = inGame ? this.seatCubes(i, game.cubes[i]!) : NO_CUBES;
      setArray(out.cubes, cubes.sorted);
      set(out, 'cubeScore', cubes.score);
      // The seat's own chips (the @view field: only its own connection's view holds this instance).
      set(out, 'chips', inGame ? game.chips[i]! : -1);
      set(out, 'finalChips', inGame && finished ? game.chips[i]! : -1);
      set(out, 'finalScore', inGame && finished ? cubes.score + game.chips[i]! : 0);
      set(out, 'place', 0);
    }
    if (game && finished) this.places(seats, game);
    this.settings(target.settings as MinusSettingsSchema, source.rules as Rules);
    this.game(target.game as MinusGameSchema, game, seats);
  }

  reset(): void {
    this.cubesSeen = [];
  }

  /**
   * Seat `i`'s cubes as the table sees them. Engine states are never changed in place, so the
   * same array means the same cubes: sorted and scored once per take, not once per update.
   */
  private seatCubes(i: number, cubes: readonly number[]): SeatCubes {
    const seen = this.cubesSeen[i];
    if (seen && seen.from === cubes) return seen.out;
    const out = { sorted: sortCubes(cubes), score: cubeScore(cubes) };
    this.cubesSeen[i] = { from: cubes, out };
    return out;
  }

  private places(seats: readonly MinusSeatSchema[], game: GameState): void {
    for (let i = 0; i < seats.length && i < game.players.length; i++) {
      let place = 1;
      for (let j = 0; j < seats.length && j < game.players.length; j++) if (seats[j]!.finalScore > seats[i]!.finalScore) place++;
      set(seats[i]!, 'place', place);
    }
  }

  private settings(out: MinusSettingsSchema, rules: Rules): void {
    set(out, 'preset', rules.preset);
    set(out, 'smallest', rules.smallest);
    set(out, 'largest', rules.largest);
    set(out, 'removed', rules.removed);
    set(out, 'chips', rules.chips);
    set(out, 'seating', rules.seating);
    set(out, 'starter', rules.starter);
  }

  /** The auction's public fields (`game` is null in the lobby). */
  private game(out: MinusGameSchema, game: GameState | null, seats: readonly MinusSeatSchema[]): void {
    if (!game) {
      set(out, 'auction', 0); set(out, 'offer', 0); set(out, 'pot', 0); set(out, 'current', -1);
      setArray(out.refusals, EMPTY); set(out, 'deckLeft', 0); set(out, 'removedCount', 0);
      setArray(out.removed, EMPTY); set(out, 'winner', -1);
      return;
    }
    const finished = game.finished;
    set(out, 'auction', game.auction);
    set(out, 'offer', game.offer ?? 0);
    set(out, 'pot', game.pot);
    set(out, 'current', finished ? -1 : game.current);
    setArray(out.refusals, game.refusals);
    set(out, 'deckLeft', game.deck.length - game.revealed);
    set(out, 'removedCount', game.removed.length);
    // The removed cubes are public only at the end (docs/RULES.md, "What each person may know").
    setArray(out.removed, finished ? sortCubes(game.removed) : EMPTY);
    set(out, 'winner', finished ? soleWinner(seats) : -1);
  }
}

/** The seat in first place alone, or -1 when first place is shared. */
function soleWinner(seats: readonly MinusSeatSchema[]): number {
  let winner = -1;
  for (let i = 0; i < seats.length; i++) {
    if (seats[i]!.place !== 1) continue;
    if (winner >= 0) return -1;
    winner = i;
  }
  return winner;
}
