/**
 * The events a Minus Auction game produces for the stage and the audience (show-module.ts,
 * `events`): the start (the vault filled, whether the seats were drawn, the first cube), and each decision (a refusal, or a
 * take followed by the next cube or, after the last cube, the game's end with the reveal).
 */
import type { DecisionCause } from '../../platform/show-module.js';
import type { MinusEventBody } from './events.js';
import { result } from './result.js';
import { cubeScore } from './scoring.js';
import type { Action, GameState } from './types.js';

function revealed(state: GameState): MinusEventBody {
  return { type: 'cube-revealed', auction: state.auction, cube: state.offer!, seat: state.current, deckLeft: state.deck.length - state.revealed };
}

/** The game's end: the removed cubes, the outright winner (-1 for a shared first place), places, scores and chips. */
function gameOver(state: GameState): MinusEventBody {
  const r = result(state);
  const places = r.players.map((p) => p.place!);
  const firsts = places.filter((p) => p === 1).length;
  return {
    type: 'game-over', removed: r.removed ?? [], winner: firsts === 1 ? places.indexOf(1) : -1,
    places, scores: r.players.map((p) => p.score), chips: [...state.chips],
  };
}

/**
 * How long (ms) the stage holds the start of a game whose seats were drawn at random, so its line
 * ("Seats drawn at random: Giulia, Ada and Nurul...") can be read from the sofa before the first
 * cube's line takes the caption bar; the first decision's bot waits as long (`showMs`).
 */
export const SEATS_DRAWN_MS = 3000;

export const minusEvents = {
  start(state: GameState): MinusEventBody[] {
    const drawn = state.rules.seating === 'shuffled';
    return [{ type: 'game-started', removedCount: state.removed.length, first: state.first, drawn }, revealed(state)];
  },

  step(before: GameState, seat: number, action: Action, after: GameState, cause: DecisionCause): MinusEventBody[] {
    const timeout = cause === 'timeout';
    const cube = before.offer!;
    if (action === 'refuse') return [{ type: 'refused', auction: before.auction, seat, cube, pot: after.pot, timeout }];
    const taken: MinusEventBody = {
      type: 'taken', auction: before.auction, seat, cube, pot: before.pot, timeout,
      forced: before.chips[seat] === 0,
      before: cubeScore(before.cubes[seat]!), after: cubeScore(after.cubes[seat]!),
    };
    return [taken, after.finished ? gameOver(after) : revealed(after)];
  },

  /** The stage's time for `events` before the next decision: a start with the seats drawn is read (`SEATS_DRAWN_MS`); else none. */
  showMs(events: readonly MinusEventBody[]): number {
    return events.some((e) => e.type === 'game-started' && e.drawn) ? SEATS_DRAWN_MS : 0;
  },
};
