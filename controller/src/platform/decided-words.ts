/**
 * My turns this game that a computer player standing in, or the decision timer, decided (state
 * `botTurns` and `timedOut`; docs/SERVER.md, `take-back`), in words: on the results, and on the
 * play screen between my turns (a phone back from away learns why its chips went). On my own turn
 * the note shows only when it is news since my last turn on this page: a phone back from away is
 * most often back on its own turn (the game waited for it there, the timer running), and a note
 * kept for the moments between turns went unseen when the others decided quickly.
 */
import { html, nothing } from 'lit';
import type { SeatState } from '@minus/shared/platform/protocol/state';
import { phoneTexts } from './i18n/texts.js';

/** One or two sentences ("A computer player played 3 of your turns this game. …"), or '' for none. */
export function decidedForMe(seat: SeatState | undefined): string {
  const t = phoneTexts.now().results;
  return [seat?.botTurns ? t.botTurns(seat.botTurns) : '', seat?.timedOut ? t.timedOut(seat.timedOut) : ''].filter((l) => l).join(' ');
}

/**
 * What this page drew on my turns: the seat and its counts on my latest turn (`latest`) and on the
 * turn of mine before it (`before`), and whether the last call was on my turn. A fresh page
 * (a phone reopened) remembers none, so its first turn of mine tells what happened while it was away.
 */
const turns = { latest: '', before: '', mine: false };

/**
 * The play screens' note: {@link decidedForMe} in a muted line, or nothing. Between my turns
 * always; on my turn (`mine`) only when the counts changed since my previous turn on this page, and
 * then for the whole of this turn. Call it on every render of the play screen.
 */
export function decidedNote(seat: SeatState | undefined, mine = false) {
  const line = decidedForMe(seat);
  if (mine) {
    // A turn of mine begins: what the last one showed becomes the one before.
    if (!turns.mine) turns.before = turns.latest;
    turns.latest = `${seat?.id ?? ''}|${seat?.botTurns ?? 0}|${seat?.timedOut ?? 0}`;
  }
  turns.mine = mine;
  if (!line || (mine && turns.latest === turns.before)) return nothing;
  return html`<p class="muted decided" role="note">${line}</p>`;
}
