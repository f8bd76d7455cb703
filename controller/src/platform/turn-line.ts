/**
 * Who chooses on a turn that is not the person's own doing: a computer player standing in for
 * the seat (docs/SERVER.md, `hand-to-bot`), or, while the seat's phone is away, the decision
 * timer (or nobody: with the timer off the game waits). Every show's turn line says it in these
 * words instead of "X is deciding…", which read as if the absent player were choosing.
 */
import type { SeatState } from '@minus/shared/platform/protocol/state';
import { phoneTexts } from './i18n/texts.js';

/**
 * The turn line for `seat` on turn when a bot or the timer chooses for it, else null (the show
 * says its own "X is deciding…"). `mine`: the seat is this phone's. `timerMs`: the room's
 * decision timer (ms; 0 off).
 */
export function deciderLine(seat: SeatState, mine: boolean, timerMs: number): string | null {
  const t = phoneTexts.now().handOver;
  if (seat.standIn) return mine ? t.botChoosesForYou : t.botChoosesFor(seat.name);
  if (seat.kind === 'human' && !seat.connected && !mine) return timerMs > 0 ? t.awayTimer(seat.name) : t.awayWaiting(seat.name);
  return null;
}
