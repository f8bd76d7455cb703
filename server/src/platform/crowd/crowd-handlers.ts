/**
 * The crowd's messages (protocol messages.ts `predict`, `cheer`). Who may guess: a watcher, or a
 * seated player whose seat is not deciding now (a guess on your own decision would be no guess),
 * and then on another seat (a guess on yourself you could make come true).
 * Who may cheer: any phone. The stage does neither. Who may hide a watcher's name on the
 * predictors' table (`hide-name`): the host, the VIP or the stage. Accepted guesses and cheers are answered by
 * the state (within `CROWD_PATCH_MS`, crowd-desk.ts), not by an `answer` each; dropped cheers get no answer
 * at all, so a flood costs the server nothing it would send back.
 */
import type { Outcome } from '../show.js';
import type { RoomClient, RoomContext } from '../room-context.js';
import type { Voter } from './crowd.js';
import { voterIdOf } from './crowd-scores.js';
import { notHost } from '../host-only.js';

/** A handler's outcome (handlers.ts `HandlerOutcome`). */
type HandlerOutcome = Outcome & { quiet?: boolean };

const QUIET: HandlerOutcome = { ok: true, quiet: true };

/** The voter a connection guesses as, or a refusal. */
function voterOf(ctx: RoomContext, client: RoomClient): Voter | HandlerOutcome {
  const data = client.userData;
  if (data?.role === 'audience') return { id: voterIdOf(client)!, name: data.name ?? 'Watcher', fallback: data.fallback };
  if (data?.role !== 'player') return { ok: false, code: 'not-allowed', reason: 'stage-no-guess' };
  const seat = ctx.seatOf(client);
  if (!seat) return { ok: false, code: 'not-allowed' };
  const { show } = ctx;
  if (show.playing && show.game !== null && show.module.toAct(show.game).includes(ctx.book.indexOf(seat.id))) {
    return { ok: false, code: 'not-allowed', reason: 'own-decision' };
  }
  return { id: seat.id, name: seat.name };
}

export function crowdHandlers(ctx: RoomContext) {
  return {
    predict(client: RoomClient, msg: { key: string; seat: number }): HandlerOutcome {
      const voter = voterOf(ctx, client);
      if ('ok' in voter) return voter;
      const own = ctx.seatOf(client);
      if (own && ctx.book.indexOf(own.id) === msg.seat) return { ok: false, code: 'not-allowed', reason: 'own-seat' };
      const out = ctx.crowd.crowd.predict(voter, msg.key, msg.seat);
      if (!out.ok) return out;
      ctx.crowd.changedSoon();
      return QUIET;
    },

    /** The host (the VIP or the stage) hides a watcher's name on the predictors' table. */
    'hide-name'(client: RoomClient, msg: { name: string }): HandlerOutcome {
      if (!ctx.isHost(client)) return notHost(ctx, client);
      return ctx.crowd.hide(msg.name, (n, except) => ctx.book.nameFree(n, except));
    },

    cheer(client: RoomClient, msg: { kind: 'cheer' | 'groan' }): HandlerOutcome {
      if (client.userData?.role === 'stage') return { ok: false, code: 'not-allowed' };
      if (ctx.crowd.crowd.cheer(client.sessionId, msg.kind, Date.now())) ctx.crowd.changedSoon();
      return QUIET;
    },
  };
}
