/**
 * The one projection module: what each person may know (docs/RULES.md, "What each person may know").
 * `publicView` for the stage and the audience, `playerView` for one seat. Before the end neither
 * holds another seat's chips, a removed cube, or the deck order; `playerView` adds only the
 * seat's own chips.
 */
import { cubeScore, runsOf, sortCubes } from './scoring.js';
import type { GameState, PlayerView, PublicView, SeatPublic } from './types.js';

function seatPublic(state: GameState, seat: number): SeatPublic {
  const cubes = sortCubes(state.cubes[seat]!);
  const runs = runsOf(cubes);
  return {
    seat,
    name: state.players[seat]!,
    cubes,
    runs,
    counted: runs.map((r) => r[0]!),
    cubeScore: cubeScore(cubes),
    chips: state.finished ? state.chips[seat]! : null,
  };
}

/** What the stage and the audience may know. New objects; safe to serialise. */
export function publicView(state: GameState): PublicView {
  return {
    rules: { ...state.rules },
    seats: state.players.map((_, i) => seatPublic(state, i)),
    offer: state.offer,
    pot: state.pot,
    current: state.current,
    refusals: [...state.refusals],
    auction: state.auction,
    version: state.version,
    deckLeft: state.deck.length - state.revealed,
    removedCount: state.removed.length,
    removed: state.finished ? sortCubes(state.removed) : null,
    finished: state.finished,
  };
}

/** What `seat` may know: the public view plus its own chips. Throws RangeError for a seat that does not exist (a programming error). */
export function playerView(state: GameState, seat: number): PlayerView {
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.players.length) throw new RangeError(`no seat ${seat}`);
  return { ...publicView(state), seat, myChips: state.chips[seat]! };
}
