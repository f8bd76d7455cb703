/**
 * HTTP routes beside the game: `GET /healthz`, `GET /api/info` (join URL for the stage's QR
 * code), `GET /api/rooms/:code/avatars` (the avatars taken, for the join screen) and
 * `GET /api/rooms/:code/record/:game.json` (download a finished game's record, as
 * `<show>-<CODE>-<YYYY-MM-DD>-game-<N>.json`, shared/src/platform/protocol/record-file.ts). With
 * several server processes, the health covers all of them (cluster/health.ts) and a record is
 * and the avatars taken are fetched from the process hosting the room (cluster/room-query.ts).
 * The stage's replays (`GET /api/rooms/:code/replay/:game`, `POST /api/replay`) are rate limited
 * (`REPLAY_LIMITS`), and so are an address's questions about rooms that do not exist
 * (`AdmissionLimits.unknownRooms`: no stranger walks the room codes for tonight's names and games); any
 * other `/api` path, or one that cannot be decoded, is answered in JSON.
 */
import express, { type Express, type Response } from 'express';
import { normalizeRoomCode } from '@minus/shared/platform/protocol/index';
import { recordFileName } from '@minus/shared/platform/protocol/record-file';
import { clusterHealth } from '../cluster/health.js';
import { findGames, findRecord } from '../cluster/records.js';
import { findAvatars } from '../cluster/avatars.js';
import { isAwayNow } from '../cluster/room-homes.js';
import { liveRooms } from '../platform/live-rooms.js';
import { MAX_RECORD_BYTES, replayScriptPaced, type ReplayAnswer } from '../platform/replay-script.js';
import { RateLimiter } from '../platform/rate-limit.js';
import type { UnknownRooms } from '../platform/unknown-rooms.js';
import { clientAddress, limitKey } from '../client-address.js';
import type { ServerShow } from '../platform/server-show.js';

export interface ApiOptions {
  /** The port actually listened on (known after listen). */
  port: () => number;
  publicUrl: string | null;
  info: (port: number, publicUrl: string | null) => { joinBase: string; stageUrl: string };
  startedAt: number;
  /** The shows this server hosts (the replay routes read their records). */
  shows: readonly ServerShow[];
  /** Take the client's address from `X-Forwarded-For` (TRUST_PROXY=1), for the routes' limits. */
  trustProxy?: boolean;
  /**
   * The door against a scan of room codes (platform/unknown-rooms.ts; shared with matchmaking's
   * `joinById`): past its unknown codes an address's every room question is answered 429 `busy`.
   */
  unknownRooms: UnknownRooms;
}

/**
 * How often the replay routes may be asked: a replay walks a whole game (a long crafted record of
 * 2,000 decisions costs seconds on a loaded 2-core machine and answers 4.5 MB); it is prepared in
 * slices and one at a time per process (`REPLAYS_AT_ONCE`), and these limits keep a stream of
 * them from taking a process's time all evening. Per address: 6 at
 * once, then one every 4 s; for the whole server: 8 at once, then one a second. A stage replays
 * one game between games, far below either.
 */
export const REPLAY_LIMITS = { perAddress: { perSecond: 0.25, burst: 6 }, server: { perSecond: 1, burst: 8 } } as const;

/**
 * How many replays one process prepares at once. Each is walked in slices with the event loop
 * free between them (`replayScriptPaced`), so the rooms' taps are answered meanwhile; past this
 * the route answers 429 `busy` at once rather than queue the work (a stage asks again).
 */
export const REPLAYS_AT_ONCE = 1;

/** The replay routes' limiter: true when `address` may have a replay at `now` (ms). */
function replayGate(): (address: string, now: number) => boolean {
  const each = new RateLimiter(REPLAY_LIMITS.perAddress.perSecond, REPLAY_LIMITS.perAddress.burst);
  const all = new RateLimiter(REPLAY_LIMITS.server.perSecond, REPLAY_LIMITS.server.burst);
  let swept = 0;
  return (address, now) => {
    if (now - swept > 60_000) {
      each.sweep(now);
      swept = now;
    }
    return each.take(limitKey(address), now) && all.take('', now);
  };
}

/** The /api addresses read with GET (another method on one is 405, not 404). */
const GET_ROUTES: readonly RegExp[] = [/^\/api\/info$/, /^\/api\/rooms\/[^/]+\/(record|replay)\/[^/]+$/, /^\/api\/rooms\/[^/]+\/[a-z-]+$/];

export function mountApi(app: Express, opts: ApiOptions): void {
  const mayReplay = replayGate();
  const misses = opts.unknownRooms;
  const addressOf = (req: Parameters<typeof clientAddress>[0]) => clientAddress(req, opts.trustProxy ?? false);
  // An address out of misses is refused before any room is looked up (a scan learns nothing more).
  app.use('/api/rooms/:code', (req, res, next) => {
    if (misses.mayAsk(addressOf(req), Date.now())) return next();
    res.setHeader('Retry-After', '5');
    res.status(429).json({ error: 'busy', message: 'Too many unknown room codes asked for: check the code on the TV and try again in a few seconds.' });
  });
  /** Answer 404 `no-such-room` for `code`, charging the asking address one miss. */
  const noSuchRoom = (req: Parameters<typeof clientAddress>[0], res: Response, code: string): void => {
    misses.missed(addressOf(req), code, Date.now());
    res.status(404).json({ error: 'no-such-room', message: `There is no room ${code} on this server.` });
  };
  const replayLimited = (req: Parameters<typeof clientAddress>[0], res: Response): boolean => {
    if (mayReplay(addressOf(req), Date.now())) return false;
    res.setHeader('Retry-After', '4');
    res.status(429).json({ error: 'busy', message: 'Too many replays asked for at once: wait a few seconds and try again.' });
    return true;
  };
  let preparing = 0;
  /** Prepare one replay with `work` and send it, or answer 429 `busy` when REPLAYS_AT_ONCE are being prepared. */
  const replayOne = async (res: Response, work: () => Promise<ReplayAnswer>): Promise<void> => {
    if (preparing >= REPLAYS_AT_ONCE) {
      res.setHeader('Retry-After', '3');
      return void res.status(429).json({ error: 'busy', message: 'Another replay is being prepared on this server: try again in a few seconds.' });
    }
    preparing++;
    try {
      sendReplay(res, await work());
    } finally {
      preparing--;
    }
  };
  app.all('/healthz', (req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD') return next();
    res.status(405).set('Allow', 'GET, HEAD').json({ error: 'method-not-allowed', message: `${req.method} is not how this address is used: read it with GET.` });
  });
  app.get('/healthz', async (_req, res) => {
    const uptimeS = Math.round((Date.now() - opts.startedAt) / 1000);
    try {
      res.json({ ok: true, ...(await clusterHealth(liveRooms.size)), uptimeS });
    } catch (e) {
      // Redis is unreachable: this process still runs its own rooms, but the cluster is not whole.
      res.status(503).json({ ok: false, rooms: liveRooms.size, error: `cluster: ${(e as Error).message}`, uptimeS });
    }
  });

  app.get('/api/info', (_req, res) => {
    res.json(opts.info(opts.port(), opts.publicUrl));
  });

  // Seats change by the second: never cached.
  liveRoomRoute(app, 'avatars', findAvatars, (found) => ({ taken: found.taken, show: found.show, landing: found.landing }), noSuchRoom);
  // Tonight's finished games for the TV's replay picker: number, show and who won, newest first.
  liveRoomRoute(app, 'games', findGames, (games) => ({ games }), noSuchRoom);

  app.get('/api/rooms/:code/record/:file', async (req, res) => {
    const code = normalizeRoomCode(String(req.params.code));
    const match = /^(\d{1,4})(\.json)?$/.exec(String(req.params.file));
    if (!code || !match) return void res.status(400).json({ error: 'bad-request', message: 'Use /api/rooms/CODE/record/N.json, e.g. /api/rooms/BCFG/record/1.json.' });
    const game = Number(match[1]);
    const found = await findRecord(code, game);
    if (found.kind === 'no-such-room' && (await paused(code, res))) return;
    if (found.kind === 'no-such-room') return noSuchRoom(req, res, code);
    if (found.kind === 'no-record') return void res.status(404).json({ error: 'no-record', message: `Room ${code} has no finished game ${game}.` });
    // Named as the phone names it: show, room code and the date the game finished (server's time zone).
    res.setHeader('Content-Disposition', `attachment; filename="${recordFileName(code, game, found.finishedAt, found.show)}"`);
    res.type('application/json').send(JSON.stringify(found.record, null, 2));
  });

  // The stage's replay of tonight's game N (replay-script.ts): frames of public state and events.
  app.get('/api/rooms/:code/replay/:game', async (req, res) => {
    const code = normalizeRoomCode(String(req.params.code));
    const match = /^(\d{1,4})$/.exec(String(req.params.game));
    if (!code || !match) return void res.status(400).json({ error: 'bad-request', message: 'Use /api/rooms/CODE/replay/N, e.g. /api/rooms/BCFG/replay/1.' });
    if (replayLimited(req, res)) return;
    const game = Number(match[1]);
    const found = await findRecord(code, game);
    if (found.kind === 'no-such-room' && (await paused(code, res))) return;
    if (found.kind === 'no-such-room') misses.missed(addressOf(req), code, Date.now());
    if (found.kind !== 'found') return void res.status(404).json({ error: 'no-record', message: `Room ${code} has no finished game ${game}.` });
    await replayOne(res, () => replayScriptPaced(found.record, opts.shows, code, game));
  });

  // The stage's replay of a record file dropped on it (the file's text as the body, at most MAX_RECORD_BYTES).
  app.post('/api/replay', (req, res, next) => (replayLimited(req, res) ? undefined : next()), express.text({ type: () => true, limit: MAX_RECORD_BYTES }), async (req, res) => {
    const code = normalizeRoomCode(String(req.query.room ?? '')) ?? '';
    let data: unknown;
    try {
      data = JSON.parse(typeof req.body === 'string' ? req.body : '');
    } catch {
      return void res.status(422).json({ error: 'not-a-record', message: 'The file is not JSON.' });
    }
    await replayOne(res, () => replayScriptPaced(data, opts.shows, code, 1));
  });
  // A body over the limit (413) or unreadable (422) is answered as a record that is not one, never a crash page.
  app.use('/api/replay', (err: unknown, _req: unknown, res: Response, next: (e: unknown) => void) => {
    if (!err) return next(err);
    const tooLarge = typeof err === 'object' && (err as { type?: unknown }).type === 'entity.too.large';
    if (tooLarge) return void res.status(413).json({ error: 'not-a-record', message: `The file is larger than ${MAX_RECORD_BYTES / 1_000_000} MB; a game's record is far smaller.` });
    res.status(422).json({ error: 'not-a-record', message: 'The file is unreadable.' });
  });
  // Another method on an address that is read with GET is a JSON 405; any other /api path is a
  // JSON 404, never the stage's page with a 200.
  app.use('/api', (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD' && GET_ROUTES.some((r) => r.test(req.originalUrl.split('?')[0]!))) {
      return void res.status(405).set('Allow', 'GET, HEAD').json({ error: 'method-not-allowed', message: `${req.method} is not how this address is used: read it with GET.` });
    }
    res.status(404).json({ error: 'not-found', message: 'There is no such address under /api: see docs/SERVER.md for the routes.' });
  });
  // A path that cannot be decoded (`/api/rooms/%ZZ/avatars`) or a route that failed is answered
  // in JSON, never with Express' error page (which shows a stack trace and the server's folders).
  app.use('/api', (err: unknown, _req: unknown, res: Response, next: (e: unknown) => void) => {
    if (res.headersSent) return next(err);
    const status = err !== null && typeof err === 'object' ? (err as { status?: unknown }).status : undefined;
    if (typeof status === 'number' && status >= 400 && status < 500) return void res.status(status).json({ error: 'bad-request', message: 'That address cannot be read: use plain letters and digits, e.g. /api/rooms/BCFG/record/1.json.' });
    res.status(500).json({ error: 'server-error', message: 'The server could not answer that; try again in a moment.' });
  });
}

function sendReplay(res: Response, script: ReplayAnswer): void {
  if (script.ok) res.json(script.value);
  else res.status(422).json({ error: script.code, message: script.message });
}

/**
 * For a room no live process has: answer 503 `room-paused` when its process is away (a cluster's
 * process restarting: the room comes back with it) and return true; false otherwise.
 */
async function paused(code: string, res: Response): Promise<boolean> {
  if (!(await isAwayNow(code))) return false;
  res.status(503).json({ error: 'room-paused', message: `The game server holding room ${code} is restarting; try again in a moment.` });
  return true;
}

/**
 * `GET /api/rooms/:code/<name>`: a live room's public answer from whichever process hosts it
 * (`find`: null when no live process has the room), as JSON `body(found)`, never cached. A bad code
 * is 400; a room whose process is away 503 `room-paused`; no room `noRoom` (404 `no-such-room`).
 */
function liveRoomRoute<T>(app: Express, name: string, find: (code: string) => Promise<T | null>, body: (found: T) => unknown, noRoom: (req: express.Request, res: Response, code: string) => void): void {
  app.get(`/api/rooms/:code/${name}`, async (req, res) => {
    const code = normalizeRoomCode(String(req.params.code));
    if (!code) return void res.status(400).json({ error: 'bad-request', message: `Use /api/rooms/CODE/${name} with a four-letter room code, e.g. /api/rooms/BCFG/${name}.` });
    const found = await find(code);
    res.setHeader('Cache-Control', 'no-store');
    if (found === null && (await paused(code, res))) return;
    if (found === null) return noRoom(req, res, code);
    res.json(body(found));
  });
}
