/**
 * My turns this game that a computer player standing in, or the decision timer, decided (state
 * `botTurns` and `timedOut`; docs/SERVER.md, `take-back`), in words: on the results, and on the
 * play screen between my turns (a phone back from away learns why its chips went).
 */
import { html, nothing } from 'lit';
import type { SeatState } from '@minus/shared/platform/protocol/state';
import { phoneTexts } from './i18n/texts.js';

/** One or two sentences ("A computer player played 3 of your turns this game. …"), or '' for none. */
export function decidedForMe(seat: SeatState | undefined): string {
  const t = phoneTexts.now().results;
  return [seat?.botTurns ? t.botTurns(seat.botTurns) : '', seat?.timedOut ? t.timedOut(seat.timedOut) : ''].filter((l) => l).join(' ');
}

/** The play screens' note between my turns: {@link decidedForMe} in a muted line, or nothing. */
export function decidedNote(seat: SeatState | undefined) {
  const line = decidedForMe(seat);
  return line ? html`<p class="muted decided" role="note">${line}</p>` : nothing;
}
