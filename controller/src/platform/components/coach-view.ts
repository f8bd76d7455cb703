/**
 * Which coach a play screen shows (`<coach-panel>`, coach-panel.ts, loaded with the room's
 * screens): none outside a practice game or for a show without a coach, and a tip only for the
 * game and moment it was worked out for. Kept apart from the element so `<party-app>` can use it
 * before the room's screens have loaded.
 */
import { html, nothing } from 'lit';
import type { CoachMessage } from '@minus/shared/platform/protocol/index';
import type { RoomStateShape } from '@minus/shared/platform/protocol/state';
import type { PhoneShow } from '../show-part.js';

/**
 * The coach panel for seat `me` on the play screen, or nothing: only in a practice game of a show
 * with a coach. `tip`: the latest tip, on this phone's turn (null otherwise); it is shown only for
 * the game it names (versions start from 0 in every game), worded by the show's part.
 */
export function coachPanel(view: RoomStateShape, me: number, part: PhoneShow, tip: CoachMessage | null) {
  if (!view.practice || !part.coachText) return nothing;
  const text = tip && tip.game === view.game.number ? { version: tip.version, text: part.coachText(tip, view, me) } : null;
  return html`<coach-panel ?on=${view.seats[me]?.coached === true} .tip=${text} .version=${view.game.version}></coach-panel>`;
}
