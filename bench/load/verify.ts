/**
 * The soak's end-of-game check, from what the clients received: the game record (a `record`
 * message) must replay, through the shared engine, to exactly the result the room announced in
 * its `game-over` event and in the state (final chips, scores, places), and chips must be
 * conserved (every chip handed out at the start is in someone's hand at the end: the pot is
 * empty once the last cube is taken).
 */
import { replayRecord, result, type GameRecord } from '@minus/shared/shows/minus-auction/index';
import type { MinusEvent as GameEvent } from '@minus/shared/shows/minus-auction/events';
import type { MinusSeatState as SeatState } from '@minus/shared/shows/minus-auction/state';

export type GameOverEvent = Extract<GameEvent, { type: 'game-over' }>;

/** What the stage saw of one finished game. `seats` is the state's seats at the finale. */
export interface AnnouncedGame {
  over: GameOverEvent;
  seats: Pick<SeatState, 'finalChips' | 'finalScore' | 'place'>[];
  record: GameRecord;
}

function sameList(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((v, i) => v === b[i]);
}

/**
 * Replay `g.record` and compare. Returns the problems found (empty = the game checks out).
 * Never throws: a record that does not replay is reported as a problem.
 */
export function checkGame(g: AnnouncedGame): string[] {
  const problems: string[] = [];
  const replayed = replayRecord(g.record);
  if (!replayed.ok) return [`game ${g.over.game}: the record does not replay: ${replayed.error.message}`];
  const state = replayed.value;
  if (!state.finished) return [`game ${g.over.game}: the record replays to an unfinished game`];
  const truth = result(state);
  const tag = `game ${g.over.game}`;
  const scores = truth.players.map((p) => p.score);
  const places = truth.players.map((p) => p.place ?? 0);
  if (!sameList(g.over.scores, scores)) problems.push(`${tag}: announced scores ${g.over.scores} but the record gives ${scores}`);
  if (!sameList(g.over.places, places)) problems.push(`${tag}: announced places ${g.over.places} but the record gives ${places}`);
  if (!sameList(g.over.chips, state.chips)) problems.push(`${tag}: announced chips ${g.over.chips} but the record gives ${state.chips}`);
  if (!sameList(g.over.removed, truth.removed ?? [])) problems.push(`${tag}: announced removed cubes ${g.over.removed} but the record gives ${truth.removed}`);
  const firsts = places.filter((p) => p === 1).length;
  const winner = firsts === 1 ? places.indexOf(1) : -1;
  if (g.over.winner !== winner) problems.push(`${tag}: announced winner ${g.over.winner} but the record gives ${winner}`);
  const handedOut = state.rules.chips * state.players.length;
  const held = state.chips.reduce((a, b) => a + b, 0);
  if (held + state.pot !== handedOut || state.pot !== 0) problems.push(`${tag}: chips not conserved: ${held} held + ${state.pot} in the pot, ${handedOut} handed out`);
  if (g.seats.length !== state.players.length) problems.push(`${tag}: ${g.seats.length} seats in the state, ${state.players.length} in the record`);
  else {
    g.seats.forEach((s, i) => {
      if (s.finalChips !== state.chips[i] || s.finalScore !== scores[i] || s.place !== places[i]) {
        problems.push(`${tag}: seat ${i} shows ${s.finalChips} chips, ${s.finalScore} points, place ${s.place}; the record gives ${state.chips[i]}, ${scores[i]}, ${places[i]}`);
      }
    });
  }
  return problems;
}
