/**
 * Results: runs, counted values, scores and places (docs/RULES.md, "Scoring" and "At the end").
 */
import { places, runsOf, score, sortCubes } from './scoring.js';
import type { GameResult, GameState, PlayerResult } from './types.js';

/**
 * The game's result as the replay command prints it. Before the end: no `winner`, `removed` or
 * `place`, and `turn` says who decides next. `winner` is null when first place is shared.
 */
export function result(state: GameState): GameResult {
  const players: PlayerResult[] = state.players.map((name, i) => {
    const cubes = sortCubes(state.cubes[i]!);
    const runs = runsOf(cubes);
    return { name, cubes, runs, counted: runs.map((r) => r[0]!), chips: state.chips[i]!, score: score(cubes, state.chips[i]!) };
  });
  if (!state.finished) {
    return { finished: false, players, turn: { seat: state.current, cube: state.offer!, pot: state.pot } };
  }
  const p = places(players.map((r) => r.score));
  players.forEach((r, i) => (r.place = p[i]));
  const firsts = players.filter((r) => r.place === 1);
  return {
    finished: true,
    winner: firsts.length === 1 ? firsts[0]!.name : null,
    removed: sortCubes(state.removed),
    players,
  };
}

/**
 * What `npm run -s replay -- FILE` prints for a Minus Auction record: whether the game finished,
 * the winner's name (null for a shared first place) and the removed cubes at the end, each
 * player's cubes, counted values, chips, score (and place, at the end), and who decides next
 * before the end. A JSON-ready object; its key order is the command's output order.
 */
export function replaySummary(state: GameState): object {
  const r = result(state);
  return {
    finished: r.finished,
    ...(r.finished ? { winner: r.winner ?? null, removed: r.removed } : {}),
    players: r.players.map((p) => ({
      name: p.name, cubes: p.cubes, counted: p.counted, chips: p.chips, score: p.score,
      ...(r.finished ? { place: p.place } : {}),
    })),
    ...(r.finished ? {} : { turn: r.turn }),
  };
}
