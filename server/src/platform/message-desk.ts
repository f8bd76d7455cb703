/**
 * A room's message desk (docs/SERVER.md, "Bad input"): every frame a connection sends passes its
 * size and shape check (frame-check.ts) and the per-connection rate limit; every request is parsed
 * with its zod schema, run by its handler (handlers.ts), stored first when it changes the lobby
 * (durability), and answered. Refusals are answered once and logged once per connection and kind.
 */
import { clientMessages, type ClientMessageType, type RefusalCode, type ShowRefusalCode } from '@minus/shared/platform/protocol/index';
import { checkFrame } from './frame-check.js';
import type { HandlerOutcome, Handlers } from './handlers.js';
import { RateLimiter } from './rate-limit.js';
import { accepted, refusal, RefusalLog, type RefusalDetail } from './refusals.js';
import type { RoomClient } from './room-context.js';
import type { Refused } from './show-outcomes.js';

/** Requests that change no lobby (a decision is stored by the show itself; the TV's language is not stored: the stage says it again as it joins). */
const UNGUARDED: ReadonlySet<ClientMessageType> = new Set(['act', 'time', 'get-record', 'predict', 'cheer', 'stage-locale']);

/**
 * A flood is a run of dropped frames with gaps shorter than this (ms): it gets one answer, even when
 * a frame in its middle gets through on a token the bucket won back meanwhile.
 */
export const FLOOD_QUIET_MS = 1000;

/** What a frame may do next: Colyseus dispatches it (`data`: a request, corked; `control`: anything else) or it stops here. */
export type FrameVerdict = 'data' | 'control' | 'stop';

/** What the desk needs from its room. */
export interface DeskRoom {
  /** The room is gone: requests are ignored. */
  disposed(): boolean;
  /** Run a lobby change write-ahead (stored before it is broadcast), or null without storage. */
  guard(): (<T extends { ok: boolean }>(change: () => T) => T | Refused) | null;
  /** The state changed: a patch is due. */
  changed(): void;
  /** Patch now (and the events queued behind it). */
  patchNow(): void;
}

/** The limits and log of one room's desk. */
export interface DeskOptions {
  /** Largest frame accepted, bytes. */
  maxMessageBytes: number;
  /** Requests per second per connection, and the burst allowed above it. */
  rate: { perSecond: number; burst: number };
  /** The server's log (one line per connection and kind of refusal). */
  log: (line: string) => void;
  /** The room's code, for log lines. */
  roomId: string;
}

/** One room's message desk (see the module comment). */
export class MessageDesk {
  private readonly limiter: RateLimiter;
  private readonly refusals: RefusalLog;
  /** Per connection in a flood: when its last frame was dropped (ms, `Date.now()`). */
  private readonly flooding = new Map<string, number>();

  constructor(private readonly room: DeskRoom, private readonly handlers: Handlers, opts: DeskOptions) {
    this.limiter = new RateLimiter(opts.rate.perSecond, opts.rate.burst);
    this.refusals = new RefusalLog(opts.log, opts.roomId);
    this.maxMessageBytes = opts.maxMessageBytes;
  }

  private readonly maxMessageBytes: number;

  /**
   * Check one raw frame: the protocol's one-byte control frames pass; every other frame takes a
   * token from the rate limit first (one the desk cannot read too: a flood of broken frames is
   * answered once, like any flood), then its shape and size, then its message type. Refusals are
   * answered here.
   */
  frame(client: RoomClient, buffer: Buffer): FrameVerdict {
    const check = checkFrame(buffer, this.maxMessageBytes);
    if (check.ok && check.kind === 'control') return 'control';
    const now = Date.now();
    if (!this.limiter.take(client.sessionId, now)) {
      // One answer per flood; every dropped frame is still counted in the refusal log.
      const last = this.flooding.get(client.sessionId);
      // The answer names the dropped request when the frame says one the protocol knows.
      const type = check.ok && Object.hasOwn(clientMessages, check.type) ? (check.type as ClientMessageType) : 'unknown';
      if (last !== undefined && now - last < FLOOD_QUIET_MS) this.refusals.note(client.sessionId, 'rate-limited', 'flood');
      else this.refuse(client, type, 'rate-limited', 'message flood');
      this.flooding.set(client.sessionId, now);
      return 'stop';
    }
    if (!check.ok) {
      // A request whose payload cannot be read is answered as that request, so the phone knows which failed.
      const named = check.type !== undefined && Object.hasOwn(clientMessages, check.type) ? (check.type as ClientMessageType) : 'unknown';
      this.refuse(client, named, 'bad-message', check.reason);
      return 'stop';
    }
    // Own keys only: `in` would let "constructor" or "toString" through to Colyseus, which then
    // calls Object.prototype's function as a handler and throws out of the socket (a crash).
    if (!Object.hasOwn(clientMessages, check.type)) {
      this.refuse(client, 'unknown', 'bad-message', `unknown message type "${check.type}"`);
      return 'stop';
    }
    return 'data';
  }

  /** Parse a payload with its zod schema, run its handler, answer. */
  handle(client: RoomClient, type: ClientMessageType, payload: unknown): void {
    if (this.room.disposed()) return;
    const parsed = clientMessages[type].safeParse(payload ?? {});
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return this.refuse(client, type, 'bad-message', `${issue?.path.join('.') || type}: ${issue?.message ?? 'invalid'}`);
    }
    const handler = this.handlers[type] as (c: RoomClient, m: unknown) => HandlerOutcome;
    const run = () => handler(client, parsed.data);
    // A decision is stored by the show itself (write-ahead in show.ts); a lobby change here.
    const guard = UNGUARDED.has(type) ? null : this.room.guard();
    const out: HandlerOutcome = guard ? guard(run) : run();
    // What cannot be undone (closing a kicked phone) comes once the change is stored.
    if (out.ok) out.then?.();
    if (out.ok) {
      if (!out.quiet) client.send('answer', accepted(type));
    } else this.refuse(client, type, out.code, out.message ?? out.reason, out);
    // A quiet success (a clock reply, a record, a guess or a cheer) changed nothing the patch
    // carries now: the crowd's changes come with its own throttled patch (crowd/crowd-desk.ts).
    if (!out.ok || !out.quiet) this.room.changed();
    // An accepted request changed the state: patch now (and flush the events queued behind the
    // patch) rather than at the next patch tick, up to 50 ms later (docs/BENCHMARKS.md, "load").
    // The rate limit bounds how often a connection can cause this.
    if (out.ok && !out.quiet) this.room.patchNow();
  }

  /**
   * Answer a refusal and log it once per connection and kind. `log`: the log's detail (never sent
   * for a malformed message or a flood); `said`: the reason, numbers or module detail the answer
   * carries.
   */
  refuse(client: RoomClient, type: ClientMessageType | 'unknown', code: RefusalCode | ShowRefusalCode, log?: string, said: RefusalDetail = {}): void {
    this.refusals.note(client.sessionId, code, `${type}: ${log ?? code}`);
    const { message, ...words } = said;
    client.send('answer', refusal(type, code, code === 'bad-message' || code === 'rate-limited' || message === undefined ? words : said));
  }

  /** A connection left: forget its rate and flood state. */
  forget(sessionId: string): void {
    this.limiter.forget(sessionId);
    this.flooding.delete(sessionId);
  }
}
