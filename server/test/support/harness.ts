/**
 * Test harness: a real server on a free port, real colyseus.js clients, and small helpers to
 * wait for state, record messages and play seats. Bots decide at once (`botDelayMs: [0, 0]`).
 */
import { ColyseusTestServer } from '@colyseus/testing';
import { Client, type Room } from 'colyseus.js';
import { DEFAULT_ADMISSION, type ServerConfig } from '../../src/config.js';
import { startServer, type RunningServer } from '../../src/app.js';
import type { PartyRoom } from '../../src/platform/party-room.js';
import { ROOM_NAME, type AnswerMessage } from '@minus/shared/platform/protocol/index';
import type { MinusEvent } from '@minus/shared/shows/minus-auction/events';
import type { GameState } from '@minus/shared/shows/minus-auction/index';
import type { MinusRoomState } from '@minus/shared/shows/minus-auction/state';

/**
 * The room state and events as these tests read them: the platform's, with Minus Auction as the
 * show (the default show of a new room), through which most tests drive the platform.
 */
export type RoomStateShape = MinusRoomState;
export type GameEvent = MinusEvent;

export interface Harness {
  server: RunningServer;
  colyseus: ColyseusTestServer;
  client: Client;
  logs: string[];
  close(): Promise<void>;
}

/** Start a server for one test file (port 0). `overrides` change the room config (timers, window...). */
export async function startHarness(overrides: Partial<ServerConfig> = {}): Promise<Harness> {
  const logs: string[] = [];
  const server = await startServer({
    // The TV's window as long as a phone's (`stageWindowS` 0), unless a test sets its own.
    port: 0, host: '127.0.0.1', botDelayMs: [0, 0], reconnectWindowS: 5, stageWindowS: 0,
    // Scripted phones decide far faster than fingers; the abuse tests set the real limit.
    rateLimit: { perSecond: 1000, burst: 1000 },
    // Every test phone comes from 127.0.0.1: the door's real limits are tested in admission-limits.test.ts.
    admission: { ...DEFAULT_ADMISSION, create: { burst: 1e6, perMinute: 1e6 }, reserve: { burst: 1e6, perSecond: 1e6 }, unknownRooms: { burst: 1e6, perSecond: 1e6 } },
    stageDist: '/nonexistent/stage', controllerDist: '/nonexistent/controller',
    log: (line) => logs.push(line),
    ...overrides,
  });
  const colyseus = new ColyseusTestServer(server.gameServer);
  const client = new Client(`ws://127.0.0.1:${server.port}`);
  return { server, colyseus, client, logs, close: () => server.close() };
}

/** A connected client with everything it received, in order. */
export interface Conn {
  room: Room<RoomStateShape>;
  answers: AnswerMessage[];
  events: GameEvent[];
  messages: { type: string | number; message: unknown }[];
  seat?: { seat: number; id: string; secret: string };
  hostSecret?: string;
  audience?: { reason: string };
}

/** Attach recorders to a joined room. */
export function record(room: Room<RoomStateShape>): Conn {
  const conn: Conn = { room, answers: [], events: [], messages: [] };
  room.onMessage('*', (type, message) => {
    conn.messages.push({ type, message });
    if (type === 'answer') conn.answers.push(message as AnswerMessage);
    if (type === 'event') conn.events.push(message as GameEvent);
    if (type === 'seat') conn.seat = message as Conn['seat'];
    if (type === 'host') conn.hostSecret = (message as { hostSecret: string }).hostSecret;
    if (type === 'audience') conn.audience = message as { reason: string };
  });
  return conn;
}

export async function createStage(h: Harness): Promise<Conn> {
  const conn = record(await h.client.create<RoomStateShape>(ROOM_NAME, { role: 'stage' }));
  await until(() => conn.hostSecret !== undefined && conn.room.state?.code !== undefined);
  return conn;
}

/**
 * The stage back in room `code` with its host secret (after a restart: a new client on the new
 * server), once the state shows `seats` seats.
 */
export async function stageBack(h: Harness, code: string, hostSecret: string, seats: number): Promise<Conn> {
  const conn = record(await h.client.joinById<RoomStateShape>(code, { role: 'stage', hostSecret }));
  await until(() => conn.room.state?.seats?.length === seats, 5000, 'the restored state');
  return conn;
}

export async function joinPlayer(h: Harness, code: string, name: string, extra: Record<string, unknown> = {}): Promise<Conn> {
  const conn = record(await h.client.joinById<RoomStateShape>(code, { role: 'player', name, ...extra }));
  await until(() => (conn.seat !== undefined || conn.audience !== undefined) && conn.room.state?.seats !== undefined);
  return conn;
}

/** The server-side room instance (to compare with the engine's truth). */
export function serverRoom(h: Harness, code: string): PartyRoom {
  return h.colyseus.getRoomById(code) as unknown as PartyRoom;
}

/** The Minus Auction game the room holds now (the engine's truth; null-checked by the caller's test). */
export function minusGame(room: PartyRoom): GameState {
  if (!room.show.game) throw new Error('no game in this room');
  return room.show.game as GameState;
}

/** Wait until `check()` is true (polls every 5 ms). */
export async function until(check: () => boolean, timeoutMs = 5000, what = 'condition'): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

/** Wait for the next answer to a request type after `since` answers. */
export async function answerTo(conn: Conn, type: string, since: number): Promise<AnswerMessage> {
  await until(() => conn.answers.slice(since).some((a) => a.type === type), 3000, `answer to ${type}`);
  return conn.answers.slice(since).find((a) => a.type === type)!;
}

/** Send a request and wait for its answer. */
export async function ask(conn: Conn, type: string, body: unknown = {}): Promise<AnswerMessage> {
  const since = conn.answers.length;
  conn.room.send(type, body);
  return answerTo(conn, type, since);
}

/** Sleep (for "nothing happens" checks). */
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** This connection's seat index now, by seat id. */
export function mySeat(conn: Conn): number {
  const seats = conn.room.state.seats;
  for (let i = 0; i < seats.length; i++) if (seats[i]!.id === conn.seat?.id) return i;
  return -1;
}

/**
 * Play a phone automatically: whenever it is its turn, decide with `policy` (default: take when
 * the pot holds 3 or more or it has no chips, else refuse). Returns a stop function.
 */
export function autoPlay(conn: Conn, policy?: (s: RoomStateShape, me: number) => 'take' | 'refuse'): () => void {
  let lastVersion = -1;
  const decide = policy ?? ((s: RoomStateShape, me: number) => (s.seats[me]!.chips <= 0 || s.game.pot >= 3 ? 'take' : 'refuse'));
  const tick = (s: RoomStateShape) => {
    const me = mySeat(conn);
    if (s.phase !== 'playing' || me < 0 || s.game.current !== me || s.game.version === lastVersion) return;
    lastVersion = s.game.version;
    conn.room.send('act', { action: decide(s, me), version: s.game.version });
  };
  conn.room.onStateChange(tick);
  if (conn.room.state) tick(conn.room.state);
  return () => conn.room.onStateChange.remove(tick);
}

/**
 * Stage, Ann, Bo and a bot (medium) in a started Minus Auction game without a timer (only people
 * and bots move it), custom rules -3..-30, one hidden cube, 5 chips, seats in join order, Ann first.
 * Throws when a step is refused.
 */
export async function annBoAndBot(h: Harness): Promise<{ stage: Conn; code: string; ann: Conn; bo: Conn; room: PartyRoom }> {
  const stage = await createStage(h);
  const code = stage.room.state.code;
  const ann = await joinPlayer(h, code, 'Ann');
  const bo = await joinPlayer(h, code, 'Bo');
  for (const [type, body] of [['add-bot', { label: 'medium' }], ['settings', { preset: 'custom', smallest: 3, largest: 30, removed: 1, chips: 5, seating: 'join', starter: 'first', timerMs: null }], ['start', {}]] as const) {
    const a = await ask(stage, type, body);
    if (!a.ok) throw new Error(`${type} refused: ${a.code}`);
  }
  await until(() => ann.room.state.phase === 'playing' && ann.room.state.seats[0]!.chips === 5);
  return { stage, code, ann, bo, room: serverRoom(h, code) };
}
