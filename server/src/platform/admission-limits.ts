/**
 * Per-address limits at the door (docs/SERVER.md, "Admission limits"). Matchmaking is HTTP
 * (`POST /matchmake/create/party`, `POST /matchmake/joinById/CODE`): each `create` takes a token
 * from the address's room bucket, each `joinById` (a seat reservation) one from its reservation
 * bucket. An empty bucket is answered 429 `{ code: 4215, error: 'slow-down' }` (colyseus.js
 * rejects with message `slow-down`) before Colyseus does any work, and one line is logged per
 * address and kind and window (log-limit.ts). Reconnections by token are not limited: they need a
 * token the server gave.
 *
 * With a reservation of a few seconds (`seatReservationS`, set by the room) a script re-reserving
 * places from one address holds at most `reserve.burst + reserve.perSecond * seatReservationS` of
 * them: a room keeps places for real phones (and `RETURN_HEADROOM` for returning ones) all along.
 */
import { ErrorCode, matchMaker, type Server } from '@colyseus/core';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { clientAddress, limitKey } from '../client-address.js';
import type { AdmissionLimits } from '../config.js';
import type { LimitedLog } from '../log-limit.js';
import { RateLimiter } from './rate-limit.js';
import type { UnknownRooms } from './unknown-rooms.js';

/** The matchmaking method a request calls (`create`, `joinById`, `reconnect`...), or null. */
export function matchmakeMethod(url: string | undefined): string | null {
  return /\/matchmake\/([a-zA-Z]+)\//.exec(url ?? '')?.[1] ?? null;
}

/** The door's buckets: rooms created and seats reserved, per address. */
export class DoorBuckets {
  private readonly rooms: RateLimiter;
  private readonly seats: RateLimiter;
  private lastSweep = 0;

  constructor(limits: Pick<AdmissionLimits, 'create' | 'reserve'>) {
    this.rooms = new RateLimiter(limits.create.perMinute / 60, limits.create.burst);
    this.seats = new RateLimiter(limits.reserve.perSecond, limits.reserve.burst);
  }

  /** Take a token for `method` from `address` (counted by its `limitKey`: an IPv6 one by its /64) at `now` (ms). False when that bucket is empty. */
  take(method: string, address: string, now: number): boolean {
    const key = limitKey(address);
    if (now - this.lastSweep > 60_000) {
      this.lastSweep = now;
      this.rooms.sweep(now);
      this.seats.sweep(now);
    }
    if (method === 'create') return this.rooms.take(key, now);
    if (method === 'joinById') return this.seats.take(key, now);
    return true;
  }
}

/** The room code of a `joinById` request's address (upper-cased), or null. */
function joinByIdCode(url: string | undefined): string | null {
  const raw = /\/matchmake\/joinById\/([^/?#]+)/.exec(url ?? '')?.[1];
  if (!raw) return null;
  try {
    return decodeURIComponent(raw).toUpperCase();
  } catch {
    return null;
  }
}

/** Call `seen` with each piece of text Colyseus answers this request with (it writes its JSON with `res.write`). */
function watchAnswer(res: ServerResponse, seen: (text: string) => void): void {
  for (const key of ['write', 'end'] as const) {
    const original = (res[key] as (...args: unknown[]) => unknown).bind(res);
    (res as unknown as Record<string, (...args: unknown[]) => unknown>)[key] = (...args: unknown[]) => {
      const body = args[0];
      const text = typeof body === 'string' ? body : Buffer.isBuffer(body) ? body.toString() : '';
      if (text) seen(text);
      return original(...args);
    };
  }
}

/** A matchmaking answer refusing the request's options (join.ts `checkMatchmakeOptions`): its refusal code, or null. */
function optionsRefusal(text: string): string | null {
  return new RegExp(`^\\{"code":${ErrorCode.AUTH_FAILED},"error":"(bad-options|name-too-long)"\\}$`).exec(text)?.[1] ?? null;
}

/** The answer to a request over its address's limit: what colyseus.js reads as a matchmaking error. */
const SLOW_DOWN = JSON.stringify({ code: ErrorCode.AUTH_FAILED, error: 'slow-down' });

/**
 * Put the per-address limits in front of Colyseus' matchmaking handler. `log` gets one line per
 * address and kind of refusal per window.
 */
export function limitMatchmaking(gameServer: Server, limits: AdmissionLimits, log: LimitedLog, unknownRooms: UnknownRooms): void {
  const server = gameServer as unknown as { handleMatchMakeRequest(req: IncomingMessage, res: ServerResponse): unknown };
  const handle = server.handleMatchMakeRequest.bind(gameServer);
  const buckets = new DoorBuckets(limits);
  server.handleMatchMakeRequest = (req, res) => {
    const method = req.method === 'POST' ? matchmakeMethod(req.url) : null;
    if (method) {
      const address = clientAddress(req, limits.trustProxy);
      const code = method === 'joinById' ? joinByIdCode(req.url) : null;
      watchAnswer(res, (text) => {
        if (code !== null && text.includes(`"code":${ErrorCode.MATCHMAKE_INVALID_ROOM_ID}`)) unknownRooms.missed(address, code, Date.now());
        const refused = optionsRefusal(text);
        if (refused) log.line(address, `${method} refused: ${refused}`, `[door] ${method} refused: ${refused} (${address})`);
      });
      if (!buckets.take(method, address, Date.now()) || (code !== null && !unknownRooms.mayAsk(address, Date.now()))) {
        log.line(address, `${method} refused: slow-down`, `[door] ${method} refused: slow-down (${address} is over its limit; further ones are counted)`);
        // The same CORS headers Colyseus answers with, so a browser reads the refusal.
        const cors = Object.assign({}, matchMaker.controller.DEFAULT_CORS_HEADERS, matchMaker.controller.getCorsHeaders.call(undefined, req));
        res.writeHead(429, { ...cors, 'Content-Type': 'application/json' });
        res.end(SLOW_DOWN);
        req.resume();
        return;
      }
    }
    return handle(req, res);
  };
}
