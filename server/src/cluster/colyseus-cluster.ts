/**
 * The one place the server touches Colyseus' matchmaker for scale-out (docs/SERVER.md, "Hosting
 * for many parties"). With `REDIS_URL`, several server processes share rooms through Colyseus'
 * own engine: `@colyseus/redis-presence` (pub/sub and shared keys) and `@colyseus/redis-driver`
 * (the room listings), so a room code found by any process leads to the process that hosts it,
 * seat reservations and reconnection tokens are checked by that process (remote room calls), and
 * the matchmaking answer carries the room's process id and `publicAddress` for the websocket.
 * Without `REDIS_URL` Colyseus' in-memory defaults run, as before.
 *
 * What this module reads of the matchmaker (checked against @colyseus/core 0.16.20): the live
 * exports `processId`, `presence`, `driver`, `stats.fetchAll()`, `getRoomById()`, and the IPC
 * helpers `requestFromIPC` / `subscribeIPC`. Room codes (room-codes.ts), records across
 * processes (records.ts) and the cluster's health (health.ts) go through it; its tests are
 * server/test/cluster-adapter.test.ts.
 */
import { ErrorCode, LocalPresence, matchMaker, requestFromIPC, subscribeIPC, type Presence, type ServerOptions } from '@colyseus/core';
import { RedisDriver } from '@colyseus/redis-driver';
import { RedisPresence } from '@colyseus/redis-presence';
import { JOIN_REFUSAL_CODES } from '@minus/shared/platform/protocol/index';
import type { HostingConfig } from '../hosting-config.js';
import { guardRedisRejections } from './redis-rejections.js';

/** One server process as the cluster sees it (Colyseus' stats, refreshed at most once a second). */
export interface ProcessLoad {
  processId: string;
  /** Rooms this process hosts. */
  rooms: number;
  /** Connections to those rooms. */
  connections: number;
}

/** A Redis URL as it may be printed (start-up lines, errors): its password replaced by `***`. */
export function printableRedisUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return url;
  }
}

/** How long the start waits for Redis before giving up, ms. */
export const REDIS_CONNECT_TIMEOUT_MS = 5000;

/** Redis could not be reached at start; the message names REDIS_URL. */
export class RedisUnreachable extends Error {}

/** One ioredis connection, as far as this module uses it. */
interface RedisConnection {
  ping(): Promise<unknown>;
  disconnect(): void;
  on(event: 'error' | 'ready' | 'close', fn: (e?: Error) => void): unknown;
}
/** The ioredis connections behind the presence and the driver (protected fields in their typings). */
interface RedisClients {
  pub?: RedisConnection;
  sub?: RedisConnection;
  _client?: RedisConnection;
}

/**
 * One line per outage and connection instead of ioredis' "Unhandled error event" with a stack
 * trace at every reconnection attempt (ioredis keeps retrying; commands wait meanwhile).
 */
function reportOutages(name: string, connection: RedisConnection | undefined, log: (line: string) => void, back: () => void = () => undefined): void {
  // The outage has been reported (one line per outage).
  let reported = false;
  // The connection closed since it was last ready (a Redis stopped cleanly closes it without an
  // error): this alone decides `back`.
  let closed = false;
  connection?.on('error', (e) => {
    if (reported) return;
    reported = true;
    log(`Redis (${name}): ${e?.message ?? 'error'}; retrying`);
  });
  connection?.on('close', () => {
    closed = true;
  });
  connection?.on('ready', () => {
    if (reported) log(`Redis (${name}): connected again`);
    if (closed) back();
    reported = false;
    closed = false;
  });
}

/**
 * Connect Colyseus' Redis presence and driver to `url` and check that Redis answers; an outage
 * later is reported through `log` (one line when it starts, one when it ends), and `back` is
 * called when the room listings' connection is up again after one. Once connected, a command
 * failing during an outage no longer ends the process (`guardRedisRejections`).
 * Errors: RedisUnreachable after `timeoutMs` (the connections are closed first).
 */
export async function connectRedis(url: string, timeoutMs = REDIS_CONNECT_TIMEOUT_MS, log: (line: string) => void = (line) => console.error(line), back: () => void = () => undefined): Promise<{ presence: RedisPresence; driver: RedisDriver }> {
  const presence = new RedisPresence(url);
  const driver = new RedisDriver(url);
  const p = presence as unknown as RedisClients;
  const d = driver as unknown as RedisClients;
  let failing = false;
  const quietWhileStarting = (line: string) => !failing && log(line);
  reportOutages('pub', p.pub, quietWhileStarting);
  reportOutages('sub', p.sub, quietWhileStarting);
  reportOutages('rooms', d._client, quietWhileStarting, back);
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      Promise.all([p.pub!.ping(), d._client!.ping()]),
      new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs))),
    ]);
  } catch (e) {
    failing = true;
    p.pub?.disconnect();
    p.sub?.disconnect();
    d._client?.disconnect();
    throw new RedisUnreachable(`cannot reach Redis at REDIS_URL=${printableRedisUrl(url)} (${(e as Error).message}); is redis-server running?`);
  } finally {
    clearTimeout(timer);
  }
  // From now on an outage must not end the process (redis-rejections.ts).
  guardRedisRejections(log);
  return { presence, driver };
}

/**
 * Which process creates a new room: the one hosting the fewest rooms; on a tie this one (no
 * hop between processes). `loads` may be empty (stats not written yet): this process.
 */
export function pickProcessForRoom(loads: readonly ProcessLoad[], self: string): string {
  let best: ProcessLoad | undefined;
  for (const p of loads) {
    if (!best || p.rooms < best.rooms || (p.rooms === best.rooms && p.processId === self)) best = p;
  }
  return best?.processId ?? self;
}

/**
 * Every live process's load, from Colyseus' stats (this process's own figures are live). A
 * process whose channel (`p:<id>`) nobody listens to any more has died (its Redis connection
 * closed with it): it is left out at once, and Colyseus' health check is started for it, which
 * removes its stats and room listings (otherwise they stay until something else asks it).
 */
export async function processLoads(): Promise<ProcessLoad[]> {
  const all = await matchMaker.stats.fetchAll();
  const loads = all.map((s) => ({ processId: s.processId, rooms: s.roomCount, connections: s.ccu }));
  const channels = (presence() as { channels?: (pattern: string) => Promise<string[]> }).channels;
  if (!isClustered() || typeof channels !== 'function') return loads;
  const listening = new Set((await channels.call(presence(), 'p:*')).map((c) => c.slice(2)));
  const dead = loads.filter((l) => l.processId !== matchMaker.processId && !listening.has(l.processId));
  for (const d of dead) void matchMaker.healthCheckProcessId(d.processId);
  return loads.filter((l) => !dead.includes(l));
}

/**
 * Colyseus' Server options for this process's place in the cluster: Redis presence and driver
 * with `redisUrl`, `publicAddress` with `processAddress`, and the room-creation policy
 * (`pickProcessForRoom`). Empty options (Colyseus' in-memory defaults) without either. `back`:
 * called when Redis is reachable again after an outage (`connectRedis`).
 * Errors: RedisUnreachable.
 */
export async function clusterServerOptions(config: Pick<HostingConfig, 'redisUrl' | 'processAddress'>, log: (line: string) => void, back: () => void = () => undefined): Promise<Partial<ServerOptions>> {
  const out: Partial<ServerOptions> = {};
  if (config.processAddress) out.publicAddress = config.processAddress;
  if (!config.redisUrl) return out;
  const { presence, driver } = await connectRedis(config.redisUrl, REDIS_CONNECT_TIMEOUT_MS, log, back);
  out.presence = presence;
  out.driver = driver;
  out.selectProcessIdToCreateRoom = async () => pickProcessForRoom(await processLoads(), matchMaker.processId);
  return out;
}

/** True when rooms are shared through Redis (more than this process may hold them). */
export function isClustered(): boolean {
  return !!matchMaker.presence && !(matchMaker.presence instanceof LocalPresence);
}

/** This process's id in the cluster (also the first part of its websockets' path). */
export function processId(): string {
  return matchMaker.processId;
}

/** The presence Colyseus runs on (Redis in a cluster, memory otherwise). */
export function presence(): Presence {
  return matchMaker.presence;
}

/** The process hosting room `code` according to the room listings, or null when no process lists it. */
export async function hostOf(code: string): Promise<{ processId: string; publicAddress?: string } | null> {
  const listing = (await matchMaker.getRoomById(code)) as { processId?: string; publicAddress?: string } | undefined;
  return listing?.processId ? { processId: listing.processId, ...(listing.publicAddress ? { publicAddress: listing.publicAddress } : {}) } : null;
}

/**
 * Write this process's room listings and stats to the driver again (rooms `codes`, those still
 * live here): after a Redis that lost its data (restarted without saving), the other processes
 * would otherwise find none of them. Errors: a Redis error rejects (the caller logs it).
 */
export async function republishListings(codes: Iterable<string>): Promise<void> {
  for (const code of codes) {
    const room = matchMaker.getLocalRoomById(code) as { listing?: { save(): unknown } } | undefined;
    await room?.listing?.save();
  }
  await matchMaker.stats.persist(true);
}

/** Whether any process lists a room with this id. */
export async function isListed(code: string): Promise<boolean> {
  return (await hostOf(code)) !== null;
}

/**
 * Answer requests sent to `channel` (Colyseus' IPC: request id, reply channel, JSON in and out)
 * with `handler`; returns a function that stops answering.
 */
export async function answerOn(channel: string, handler: (method: string, args: unknown[]) => unknown): Promise<() => void> {
  const p = presence();
  await subscribeIPC(p, channel, (method: string, args: unknown[]) => handler(method, args ?? []));
  return () => void p.unsubscribe(channel);
}

/**
 * Ask whoever answers on `channel`; resolves with its JSON answer. Errors: `ipc_timeout` after
 * `timeoutMs`, or the error the other side threw (its message).
 */
export function askOn<T>(channel: string, method: string, args: unknown[], timeoutMs = 2000): Promise<T> {
  return requestFromIPC(presence(), channel, method, args, timeoutMs) as Promise<T>;
}

/**
 * Whether a matchmaking error is Colyseus' "process X is not available." (MatchMaker.ts
 * `reserveSeatFor`): the room's listing named a process that no longer answers, and Colyseus
 * has removed that process's listings. The room may be listed again by then (the process came
 * back): app.ts asks once more before answering.
 */
export function isDeadProcess(err: unknown): boolean {
  const message = (err as { message?: unknown } | null)?.message;
  return typeof message === 'string' && /^process .* is not available\.$/.test(message);
}

/**
 * A refusal thrown by a room created on another process comes back through Colyseus' IPC as a
 * bare message without its code (IPC.ts replies `e.message` only); a join refusal gets its code
 * (`AUTH_FAILED`) back so colyseus.js reports it as on one process. A seat reservation on a
 * process that stopped answering ("process X is not available") is `no-such-room`.
 */
export function mendRemoteError(err: { code?: number; message?: string }): void {
  const message = err.message ?? '';
  if (err.code === undefined && (JOIN_REFUSAL_CODES as readonly string[]).includes(message)) err.code = ErrorCode.AUTH_FAILED;
  if (isDeadProcess(err)) {
    err.code = ErrorCode.MATCHMAKE_INVALID_ROOM_ID;
    err.message = 'no-such-room';
  }
}
