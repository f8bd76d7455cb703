/**
 * Which moment a phone's tap answers (show.ts's `act`): a tap names the state version it saw, so
 * a late or double tap is told apart from a tap that came too early or from the wrong seat.
 */
import type { AnyShowModule } from '@minus/shared/platform/show-module';
import type { Seat } from './seat-book.js';
import type { Refused } from './show-outcomes.js';

/**
 * Why a tap by `seat` (index `index` in `game`) answering state version `version` does not
 * count, or null when it answers the open turn. In this order: `not-allowed` (`stand-in`: a bot
 * plays this seat), `too-late` (an earlier version: a late or double tap), `bad-message`
 * (`not-yet`: a later version), `not-your-turn` (another seat's turn). The deadline is the
 * show's to judge (its timer); the action itself is the module's.
 */
export function tapRefusal(m: AnyShowModule, game: unknown, seat: Seat, index: number, version: number): Refused | null {
  if (seat.standIn) return { ok: false, code: 'not-allowed', reason: 'stand-in' };
  const now = m.version(game);
  if (version < now) return { ok: false, code: 'too-late' };
  if (version > now) return { ok: false, code: 'bad-message', reason: 'not-yet' };
  if (!m.toAct(game).includes(index)) return { ok: false, code: 'not-your-turn' };
  return null;
}
