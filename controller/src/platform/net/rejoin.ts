/**
 * Getting back into the room a phone was in (connection.ts runs the loop): one try, the rotating
 * reconnection token first, then the seat secret (a watcher simply joins the audience again), and
 * the waits between tries.
 */
import { classifyJoinError, type JoinFailure } from '@minus/shared/platform/protocol/join-errors';
import { joinOptions } from './join-options.js';
import { RETRY_DELAYS_MS, type ClientLike, type RoomLike } from './link-types.js';
import type { StoredSession } from './storage.js';

/** The waits between tries: `RETRY_DELAYS_MS` (0.5 s doubling to 10 s), from the first again after `reset`. */
export class Backoff {
  private tries = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly run: () => void) {}

  /** Run once after the next wait (a wait already running is cancelled). */
  next(): void {
    clearTimeout(this.timer);
    const delay = RETRY_DELAYS_MS[Math.min(this.tries, RETRY_DELAYS_MS.length - 1)]!;
    this.tries++;
    this.timer = setTimeout(this.run, delay);
  }

  /** Cancel the wait running, if any. */
  stop(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  /** Back in: the next wait is the first. */
  reset(): void {
    this.tries = 0;
  }
}

/**
 * Whether a failed try got no answer at all (the network, the server down): no code from the
 * server, and not colyseus.js refusing the token itself (a token without its second half).
 */
function noAnswer(e: unknown): boolean {
  const { code, message } = (typeof e === 'object' && e !== null ? e : {}) as { code?: unknown; message?: unknown };
  return (code === undefined || code === 0) && !/reconnection ?token/i.test(typeof message === 'string' ? message : '');
}

/**
 * Try once to get back into the session's room. Resolves the room, or why not: no answer at all
 * to the token's try ends the attempt (the secret would fail the same way); any answer (a token
 * expired, 4214, or missing, which Colyseus answers 4213 like its own trouble) falls back to the
 * seat secret, whose answer is the one that counts; a player with no seat secret has no seat to
 * come back to (`no-such-room`).
 */
export async function rejoinOnce(client: ClientLike, s: StoredSession): Promise<RoomLike | JoinFailure> {
  if (s.token) {
    try {
      return await client.reconnect(s.token);
    } catch (e) {
      if (noAnswer(e) && classifyJoinError(e) === 'unreachable') return 'unreachable';
    }
  }
  if (s.role === 'player' && !s.secret) return 'no-such-room';
  try {
    return await client.joinById(s.code, joinOptions({ role: s.role, name: s.name, seatSecret: s.secret }));
  } catch (e) {
    return classifyJoinError(e);
  }
}
