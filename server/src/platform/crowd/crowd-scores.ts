/**
 * Each guesser's own count, sent to its phone alone (protocol messages.ts `crowd-score`): the TV
 * lists only the best guessers, so a phone says how its own guesses went ("3 of 5 right"). A
 * count is private to its guesser: it goes to the connections that guess as that voter and to
 * no other, and it names the question it counts up to (`key`), so a phone can wait to show it
 * until it draws that question's answer (a reveal on the TV may hold the phone's view).
 */
import type { CrowdScoreMessage } from '@minus/shared/platform/protocol/messages';
import type { RoomClient } from '../room-context.js';
import type { Crowd } from './crowd.js';

/** The voter id of a watcher's phone by its `watcher` id (protocol messages.ts join options). */
export function voterIdOfPhone(watcher: string): string {
  return `p:${watcher}`;
}

/**
 * The voter id a connection guesses as (crowd.ts `Voter.id`): a seated player's seat id; a
 * watcher's phone id when it sent one (a reload is the same guesser), else its connection; the
 * stage none (undefined).
 */
export function voterIdOf(client: RoomClient): string | undefined {
  const data = client.userData;
  if (data?.role === 'audience') return data.watcher ? voterIdOfPhone(data.watcher) : `w:${client.sessionId}`;
  if (data?.role === 'player' && data.seatId) return data.seatId;
  return undefined;
}

/** The `crowd-score` message for `client`, or null when it has no count this game. */
export function scoreFor(client: RoomClient, crowd: Crowd, game: number): CrowdScoreMessage | null {
  const id = voterIdOf(client);
  const score = id === undefined ? null : crowd.scoreOf(id);
  return score ? { game, key: crowd.lastKey, ...score } : null;
}

/** Send every connection with a count this game its own (after a question closed). */
export function sendScores(clients: readonly RoomClient[], crowd: Crowd, game: number): void {
  for (const client of clients) {
    const message = scoreFor(client, crowd, game);
    if (message) client.send('crowd-score', message);
  }
}
