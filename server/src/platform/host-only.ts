/**
 * The answer to a request only the host may make (the stage, or the VIP's phone while the VIP
 * plays their own seat: docs/SERVER.md, "Roles and host actions"): `not-allowed`, with the reason `stand-in`
 * when it is the VIP's phone and a bot plays the VIP's seat (take it back to run the room again),
 * so the phone does not say "only the VIP can do that" to the VIP.
 */
import type { Outcome } from './show.js';
import type { RoomClient, RoomContext } from './room-context.js';

const NOT_HOST: Outcome = { ok: false, code: 'not-allowed' };
const VIP_STANDS_IN: Outcome = { ok: false, code: 'not-allowed', reason: 'stand-in' };

/** Why `client` may not do what only the host does. */
export function notHost(ctx: Pick<RoomContext, 'seatOf' | 'book'>, client: RoomClient): Outcome {
  const seat = ctx.seatOf(client);
  return seat && seat.standIn && ctx.book.vipId === seat.id ? VIP_STANDS_IN : NOT_HOST;
}
