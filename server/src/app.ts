/**
 * Wiring (Colyseus templates' app.config): express for HTTP (health, info, records, the built
 * stage and controller), Colyseus on the same HTTP(S) server for matchmaking and the websocket,
 * and the party room; with REDIS_URL, the process joins a cluster (cluster/colyseus-cluster.ts).
 * `startServer` is what `index.ts`, the tests and the e2e suite call.
 */
import { ErrorCode, matchMaker, Server, ServerError } from '@colyseus/core';
import './ws-compat.js';
import { SpreadHeartbeatTransport } from './heartbeat.js';
import { normalizeRoomCode } from '@minus/shared/platform/protocol/index';
import express from 'express';
import type { AddressInfo } from 'node:net';
import { clusterServerOptions, isDeadProcess, mendRemoteError, republishListings } from './cluster/colyseus-cluster.js';
import { isAwayNow, markAllAgain, roomWhereabouts } from './cluster/room-homes.js';
import { liveRooms } from './platform/live-rooms.js';
import { serveRecords } from './cluster/records.js';
import { serveAvatars } from './cluster/avatars.js';
import { DEFAULT_PORT, DEFAULT_ROOM_CONFIG, DEFAULT_ROOM_IDLE_HOURS, type ServerConfig } from './config.js';
import { DEFAULT_HOSTING_CONFIG } from './hosting-config.js';
import { mountApi } from './http/api.js';
import { mountApps } from './http/static-apps.js';
import { checkMatchmakeBodies } from './http/matchmake-body.js';
import { serverInfo } from './net.js';
import { REPO_ROOT } from './paths.js';
import { PartyRoom, ROOM_NAME, type ServerRoomOptions } from './platform/party-room.js';
import { checkMatchmakeOptions } from './platform/join.js';
import { guardSeatReservations } from './seat-guard.js';
import { sizeStateBuffers } from './platform/schema/buffers.js';
import { quietLogger } from './quiet-logger.js';
import { createWebServer, schemeOf, type WebServer } from './tls.js';
import { LogLimiter } from './log-limit.js';
import { limitMatchmaking } from './platform/admission-limits.js';
import { UnknownRooms } from './platform/unknown-rooms.js';
import { Durability } from './durability/durability.js';

/** A running server. `close()` tells every room `restarting`, disposes them and stops listening. */
export interface RunningServer {
  /** The port listened on (the real one when 0 was asked for). */
  port: number;
  /** `http://127.0.0.1:<port>` (`https://` with TLS): for tests and scripts on this machine. */
  localUrl: string;
  /** The stage URL and the phones' join base, as printed and put in the QR code. */
  info(): { joinBase: string; stageUrl: string };
  gameServer: Server;
  httpServer: WebServer;
  close(): Promise<void>;
}

/**
 * Defaults: all interfaces, port 2567, the repository's stage/dist and controller/dist, no
 * database (a server started from code keeps its rooms in memory unless given `dataDir`;
 * `npm start` always passes one, `DATA_DIR` or `./data`).
 */
export const DEFAULT_SERVER_CONFIG: ServerConfig = {
  ...DEFAULT_ROOM_CONFIG,
  ...DEFAULT_HOSTING_CONFIG,
  port: DEFAULT_PORT,
  host: '0.0.0.0',
  publicUrl: null,
  stageDist: `${REPO_ROOT}stage/dist`,
  controllerDist: `${REPO_ROOT}controller/dist`,
  dataDir: null,
  roomIdleMs: DEFAULT_ROOM_IDLE_HOURS * 3_600_000,
  dataMaxBytes: null,
};

/** Largest websocket frame accepted at all (bytes); the room refuses anything over `maxMessageBytes` politely. */
const MAX_PAYLOAD = 64 * 1024;

/** Largest matchmaking request body (the join options as JSON, a few hundred bytes when honest). */
export const MAX_MATCHMAKE_BODY = 16 * 1024;

let matchmakingConfigured = false;

/** A room id from the matchmaking URL: Colyseus leaves it percent-encoded ("%20MKST"). */
function decodeRoomId(roomName: string): string {
  try {
    return decodeURIComponent(roomName);
  } catch {
    return roomName;
  }
}

/**
 * Matchmaking over HTTP: only `create` (the stage), `joinById` and `reconnect` are open; options
 * of the wrong shape are refused `bad-options` at once (`checkMatchmakeOptions`); a typed
 * room code is mended (`normalizeRoomCode`, spaces included: Colyseus' route keeps `%` so the
 * code is decoded here first), and "room not found" becomes `no-such-room`, or `room-paused` for
 * a stored room whose process is away (cluster/room-homes.ts).
 */
function configureMatchmaking(): void {
  if (matchmakingConfigured) return;
  matchmakingConfigured = true;
  const controller = matchMaker.controller;
  controller.exposedMethods = ['create', 'joinById', 'reconnect'];
  // Colyseus splits the URL on these characters; without `%`, "/joinById/%20MKST" reads "20MKST".
  controller.allowedRoomNameChars = /([a-zA-Z_\-0-9%]+)/gi;
  const invoke = controller.invokeMethod.bind(controller);
  controller.invokeMethod = (method, roomName, clientOptions, authOptions) => withinDeadline(answer(method, roomName, clientOptions, authOptions), MATCHMAKE_ANSWER_MS);
  const answer = async (method: string, roomName: string, clientOptions: unknown, authOptions: unknown): Promise<unknown> => {
    const target = method === 'joinById' ? (normalizeRoomCode(decodeRoomId(roomName)) ?? roomName) : roomName;
    // Options of the wrong shape are refused before any room or reservation (logged by admission-limits.ts).
    checkMatchmakeOptions(method, clientOptions);
    try {
      return await invoke(method, target, clientOptions as never, authOptions as never);
    } catch (first) {
      let e = first;
      // The room's listing named a process that died (Colyseus has just cleared its listings): if
      // the room is listed again (its process came back within the seconds that took), ask once more.
      if (isDeadProcess(e) && (await roomWhereabouts(target).catch(() => 'none')) === 'live') {
        try {
          return await invoke(method, target, clientOptions as never, authOptions as never);
        } catch (again) {
          e = again;
        }
      }
      const err = e as { code?: number; message?: string };
      mendRemoteError(err);
      // A refused reservation (party-room.ts `_reserveSeat`): the room is full for newcomers.
      if (method === 'joinById' && /is already full/.test(err.message ?? '')) {
        err.message = 'room-full';
        err.code = ErrorCode.AUTH_FAILED;
      }
      // A room at Colyseus' client limit is "locked": it exists, so say it is full, not gone.
      if (method === 'joinById' && err.code === ErrorCode.MATCHMAKE_INVALID_ROOM_ID) {
        const locked = /is locked/.test(err.message ?? '');
        err.message = locked ? 'room-full' : 'no-such-room';
        if (locked) err.code = ErrorCode.AUTH_FAILED;
      }
      // No live room, but its process stores it and is away (crashed, restarting): wait for it (cluster/room-homes.ts).
      if ((method === 'joinById' || method === 'reconnect') && err.code === ErrorCode.MATCHMAKE_INVALID_ROOM_ID && (await isAwayNow(target))) {
        err.message = 'room-paused';
        err.code = ErrorCode.AUTH_FAILED;
      }
      // Anything else (Redis unreachable, another process not answering) is the server's trouble,
      // not the request's: a screen tries again (join-errors.ts reads 4213 so). Its internals stay here.
      if (err.code === undefined || err.code === ErrorCode.MATCHMAKE_UNHANDLED) {
        err.message = TRY_AGAIN;
        err.code = ErrorCode.MATCHMAKE_UNHANDLED;
      }
      throw e;
    }
  };
}

/**
 * The longest a matchmaking request waits for its answer, ms. With Redis down, ioredis holds the
 * lookups while it retries (20 s and more); past this the request is answered 4213 "try again"
 * (the phone and the TV keep their room and seat and ask again). Longer than the slowest real
 * answer with Redis up: a room whose process died is answered `room-paused` after a remote room
 * call gives up (2 s, Colyseus' `REMOTE_ROOM_SHORT_TIMEOUT`) and a health check of that process
 * (2 s), about 4 s in all (e2e/cluster.test.ts), with room to spare on a loaded machine.
 */
export const MATCHMAKE_ANSWER_MS = 7000;

/** The sentence a matchmaking request the server cannot answer gets (code 4213), never Redis' own words. */
const TRY_AGAIN = 'The game server could not answer just now; try again in a moment.';

/** `work`'s outcome, or a 4213 "try again" `ServerError` when it takes longer than `ms` (its late outcome is dropped). */
function withinDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ServerError(ErrorCode.MATCHMAKE_UNHANDLED, TRY_AGAIN)), ms);
  });
  work.catch(() => undefined);
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * Start the whole server on `config.port` (0 = a free port). Resolves once listening.
 * Errors: rejects when the port is taken (EADDRINUSE) or not allowed, when a TLS file cannot be
 * used (TlsError), or when Redis cannot be reached (RedisUnreachable).
 */
export async function startServer(overrides: Partial<ServerConfig> = {}): Promise<RunningServer> {
  const config: ServerConfig = { ...DEFAULT_SERVER_CONFIG, ...overrides };
  sizeStateBuffers();
  const app = express();
  app.disable('x-powered-by');
  const httpServer = createWebServer(app, config.tls);
  const scheme = schemeOf(config.tls);
  let port = config.port;
  const info = (p: number, publicUrl: string | null) => serverInfo(p, publicUrl, undefined, scheme);
  // One door against a scan of room codes, for the room routes and matchmaking's joinById alike.
  const unknownRooms = new UnknownRooms(config.admission.unknownRooms);
  mountApi(app, { port: () => port, publicUrl: config.publicUrl, info, startedAt: Date.now(), shows: config.shows, trustProxy: config.admission.trustProxy, unknownRooms });
  mountApps(app, config.stageDist, config.controllerDist);

  const transport = new SpreadHeartbeatTransport({ server: httpServer, maxPayload: MAX_PAYLOAD });
  // Refusal lines: one per address and kind per window, then a summary (log-limit.ts).
  const doorLog = new LogLimiter(config.log, config.admission.logWindowMs);
  // A websocket for a seat reservation that ran out (a reconnection at the window's end) gets a clean refusal.
  guardSeatReservations(transport, doorLog, config.admission.trustProxy);
  const gameServer = new Server({
    transport,
    greet: false,
    gracefullyShutdown: false,
    logger: quietLogger,
    // Redis back after an outage (perhaps restarted without its data): this process's rooms are listed and marked again.
    ...(await clusterServerOptions(config, config.log, () => {
      markAllAgain();
      republishListings(liveRooms.codes()).catch((e: Error) => config.log(`could not list this process's rooms in Redis again: ${e.message}`));
    })),
  });
  configureMatchmaking();
  checkMatchmakeBodies(gameServer, MAX_MATCHMAKE_BODY);
  limitMatchmaking(gameServer, config.admission, doorLog, unknownRooms);
  const { port: _p, host: _h, publicUrl: _u, stageDist: _s, controllerDist: _c, dataDir: _d, roomIdleMs: _i, dataMaxBytes: _m, redisUrl: _r, processAddress: _a, tls: _t, ...roomConfig } = config;
  // The rooms' database (docs/SERVER.md, "Durability"): a StorageError stops the start with its sentence.
  const durability = config.dataDir !== null ? Durability.open({ dataDir: config.dataDir, log: config.log, ...(config.dataMaxBytes !== null ? { maxBytes: config.dataMaxBytes } : {}) }, config.roomIdleMs) : null;
  const roomOptions: ServerRoomOptions = { serverConfig: { ...roomConfig, doorLog, durability } };
  gameServer.define(ROOM_NAME, PartyRoom, roomOptions);
  if (durability) {
    // Every live room is back before the first phone knocks.
    const report = await durability.restoreAll(config.shows, () => matchMaker.createRoom(ROOM_NAME, { role: 'stage' }));
    if (report.restored.length + report.skipped.length + report.archived.length > 0) {
      config.log(`rooms restored from ${durability.store.file}: ${report.restored.length} (${report.restored.join(' ')}); archived as idle: ${report.archived.length}; left in the database: ${report.skipped.length}`);
    }
    durability.startSweep((code) => matchMaker.getLocalRoomById(code) as PartyRoom | undefined);
  }
  await gameServer.listen(config.port, config.host);
  port = (httpServer.address() as AddressInfo).port;
  (gameServer as unknown as { port: number }).port = port;
  const stopServingRecords = await serveRecords();
  const stopServingAvatars = await serveAvatars();

  let closing: Promise<void> | null = null;
  const close = () => {
    closing ??= (async () => {
      stopServingRecords();
      stopServingAvatars();
      const done = gameServer.gracefullyShutdown(false);
      await Promise.race([done, new Promise((r) => setTimeout(r, 4000))]);
      httpServer.closeAllConnections();
      doorLog.stop();
      durability?.close();
      await new Promise<void>((resolve) => (httpServer.listening ? httpServer.close(() => resolve()) : resolve()));
    })();
    return closing;
  };
  return { port, localUrl: `${scheme}://127.0.0.1:${port}`, info: () => info(port, config.publicUrl), gameServer, httpServer, close };
}
