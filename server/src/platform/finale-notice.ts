/**
 * The `finale` message (protocol messages.ts `FinaleMessage`): a phone that joins or comes back
 * while the results are on is told how long ago the game ended, so it holds the results until the
 * TV's finale has shown the winner, as the phones that saw the game end do.
 */
import type { FinaleMessage } from '@minus/shared/platform/protocol/index';

/** What a room's show tells of its results: the phase, the game shown, and when each game ended (ms since epoch). */
export interface ResultsClock {
  readonly phase: string;
  readonly gameNumber: number;
  readonly finishedAt: ReadonlyMap<number, number>;
}

/** The message for a phone arriving at `now` (ms since epoch), or null outside the results (or when the end time is not known). */
export function finaleNotice(show: ResultsClock, now: number): FinaleMessage | null {
  const at = show.phase === 'finale' ? show.finishedAt.get(show.gameNumber) : undefined;
  return at === undefined ? null : { game: show.gameNumber, sinceMs: Math.max(0, now - at) };
}
