/**
 * The stage's link to its room (colyseus.js 0.16): creates the room as `role: 'stage'`, keeps
 * the room code and host secret in sessionStorage so a reloaded stage rejoins its own room with
 * `joinById(code, { role: 'stage', hostSecret })` (and in localStorage, so a TV tab closed and
 * opened again within the hour goes back to it too: last-room.ts), turns schema state into plain snapshots, passes
 * on the ordered `event` stream, syncs the clock with `time`, and rejoins after a dropped socket.
 */
import { Client, type Room } from 'colyseus.js';
import { ROOM_NAME } from '@minus/shared/platform/protocol/constants';
import { classifyJoinError, isFinalFailure } from '@minus/shared/platform/protocol/join-errors';
import type { RoomEvent } from '@minus/shared/platform/protocol/events';
import type { RoomStateShape } from '@minus/shared/platform/protocol/state';
import { ServerClock, startClockSync, timeSample } from './clock.js';
import type { LinkStatus } from './link-status.js';
import { forgetRoom, LAST_ROOM_BEAT_MS, rememberRoom, reusableRoom } from './last-room.js';

const SESSION_KEY = 'party-stage-room';

/** How long the stage says "your game is back" after the server restarted with its room (ms). */
export const RESTORED_BAND_MS = 10_000;

export interface StageLinkHandlers {
  onState(state: RoomStateShape): void;
  onEvent(event: RoomEvent): void;
  /** A new room was made (the old one was gone): the show starts over from its state. */
  onRoom(code: string): void;
  onStatus(status: LinkStatus): void;
  /** The room refused a request this stage sent (`type`: the request, `code`: the platform's refusal code, e.g. `bad-settings`). */
  onRefused?(type: string, code: string): void;
}

interface Saved { code: string; hostSecret: string }

/** How often the stage asks again for a room whose game server is restarting (`room-paused`) (ms). */
export const AWAY_RETRY_MS = 3000;

/** The two calls of a colyseus.js `Client` the stage makes (a test passes its own). */
export type StageClient = Pick<Client, 'joinById' | 'create'>;

function readSaved(storage: Storage): Saved | null {
  try {
    const v = JSON.parse(storage.getItem(SESSION_KEY) ?? 'null') as Saved | null;
    return v && typeof v.code === 'string' && typeof v.hostSecret === 'string' ? v : null;
  } catch {
    return null;
  }
}

export class StageLink {
  private readonly client: StageClient;
  private room: Room | null = null;
  private readonly clock = new ServerClock();
  private stopClock: () => void = () => undefined;
  private closed = false;
  /** Between a lost link and the next connected room (or giving up): `connect` then keeps quiet about `connecting`. */
  private rejoining = false;
  private lastSeq = 0;
  /** The room's socket is open (between `attach` and its `onLeave`): only then is anything sent. */
  private linked = false;
  /** The room and host secret this tab shows, written to `lastRoom` every `LAST_ROOM_BEAT_MS`. */
  private shown: Saved | null = null;
  private beat: ReturnType<typeof setInterval> | null = null;

  /**
   * `client`: the colyseus.js client to use (default: a new one for `endpoint`). `storage` keeps
   * this tab's room (sessionStorage), `lastRoom` the browser's last TV room (localStorage; null: none).
   */
  constructor(
    endpoint: string,
    private readonly handlers: StageLinkHandlers,
    private readonly storage: Storage = sessionStorage,
    client?: StageClient,
    private readonly lastRoom: Storage | null = globalThis.localStorage ?? null,
  ) {
    this.client = client ?? new Client(endpoint);
  }

  /** The room this stage is in, or would rejoin (its saved code; '' for none): the TV names it while the room is away. */
  get roomCode(): string {
    return this.room?.roomId ?? readSaved(this.storage)?.code ?? '';
  }

  /** Server time now (ms since epoch), from the clock samples. */
  now(): number {
    return this.clock.now(Date.now());
  }

  /**
   * Join the saved room, or create a new one. While the saved room's game server is restarting
   * (`room-paused`, a cluster), says `away` and asks again every `AWAY_RETRY_MS` until the room is
   * back (or gone: then a new one). Throws when the server does not answer or no room can be made.
   */
  async connect(): Promise<void> {
    // While rejoining, the status stays `reconnecting` (the TV keeps saying so) until connected.
    if (!this.rejoining) this.handlers.onStatus('connecting');
    for (;;) {
      if (this.closed) throw new Error('the stage link was closed');
      try {
        return await this.joinOrCreate();
      } catch (e) {
        if (this.closed || classifyJoinError(e) !== 'room-paused') throw e;
        this.handlers.onStatus('away');
        await new Promise((r) => setTimeout(r, AWAY_RETRY_MS));
      }
    }
  }

  /**
   * One attempt: the saved room, else (it is gone for good) a new room, saying `replaced`. A tab
   * with no room of its own tries the browser's last TV room first (closed within the hour); gone,
   * it makes a new room and says so too (its code is not the one phones may have kept).
   */
  private async joinOrCreate(): Promise<void> {
    const saved = readSaved(this.storage);
    const last = saved || !this.lastRoom ? null : reusableRoom(this.lastRoom, Date.now());
    const target = saved ?? last;
    if (target) {
      try {
        this.attach(await this.client.joinById(target.code, { role: 'stage', hostSecret: target.hostSecret }));
        return;
      } catch (e) {
        // Only a final answer (the server restarted without the room) loses the game; no answer,
        // a flood limit or a restarting game server keeps the saved room for the next attempt.
        if (!isFinalFailure(classifyJoinError(e))) throw e;
        this.storage.removeItem(SESSION_KEY);
        if (this.lastRoom) forgetRoom(this.lastRoom);
        this.attach(await this.client.create(ROOM_NAME, { role: 'stage' }));
        this.handlers.onStatus('replaced');
        return;
      }
    }
    this.attach(await this.client.create(ROOM_NAME, { role: 'stage' }));
  }

  /** Send a host request (settings, add-bot, start, play-again...). Dropped while disconnected. */
  send(type: string, payload: unknown): void {
    if (this.linked) this.room?.send(type, payload);
  }

  private attach(room: Room): void {
    this.room = room;
    this.lastSeq = 0;
    this.handlers.onRoom(room.roomId);
    room.onMessage('host', (m: { hostSecret?: string; restored?: boolean; gameLost?: boolean }) => {
      if (typeof m?.hostSecret === 'string') {
        this.storage.setItem(SESSION_KEY, JSON.stringify({ code: room.roomId, hostSecret: m.hostSecret }));
        this.showing({ code: room.roomId, hostSecret: m.hostSecret });
      }
      // The server restarted and brought this room back (docs/SERVER.md, "Durability").
      if (m?.restored === true) {
        this.handlers.onStatus(m.gameLost === true ? 'restored-without-game' : 'restored');
        setTimeout(() => { if (this.room === room && !this.closed) this.handlers.onStatus('connected'); }, RESTORED_BAND_MS);
      }
    });
    room.onMessage('event', (e: RoomEvent) => {
      if (!e || typeof e.type !== 'string') return;
      if (typeof e.seq === 'number') {
        if (e.seq <= this.lastSeq) return; // a replayed or duplicate event
        this.lastSeq = e.seq;
      }
      this.handlers.onEvent(e);
    });
    room.onMessage('time', (m: unknown) => {
      const sample = timeSample(m, Date.now());
      if (sample) this.clock.add(sample);
    });
    room.onMessage('answer', (a: { type?: string; ok?: boolean; code?: string; message?: string }) => {
      if (!a || a.ok !== false) return;
      console.warn(`the room refused ${a.type}: ${a.code} ${a.message ?? ''}`);
      this.handlers.onRefused?.(String(a.type ?? ''), String(a.code ?? ''));
    });
    room.onMessage('restarting', () => this.handlers.onStatus('restarting'));
    room.onMessage('*', () => {});
    room.onStateChange((state) => {
      const plain = (state as { toJSON?: () => unknown }).toJSON?.() ?? state;
      this.handlers.onState(plain as RoomStateShape);
    });
    room.onLeave((code) => {
      if (this.room !== room) return;
      // The clock's samples stop with the socket (they would only fail on a closed one).
      this.linked = false;
      this.stopClock();
      if (this.closed || code === 1000) return;
      void this.rejoin();
    });
    this.linked = true;
    this.stopClock();
    this.stopClock = startClockSync(() => this.send('time', { client: Date.now() }), globalThis);
    this.handlers.onStatus('connected');
  }

  private async rejoin(): Promise<void> {
    this.handlers.onStatus('reconnecting');
    this.rejoining = true;
    try {
      // After 20 attempts (about 90 s) without an answer the TV says it cannot reach the server,
      // and goes on trying every 5 s: when the server is back, so is the show. A room whose game
      // server is restarting is waited for inside `connect`, saying so.
      for (let attempt = 0; !this.closed; attempt++) {
        await new Promise((r) => setTimeout(r, Math.min(5000, 500 * 2 ** Math.min(attempt, 4))));
        try {
          await this.connect();
          return;
        } catch {
          if (attempt === 19) this.handlers.onStatus('lost');
        }
      }
    } finally {
      this.rejoining = false;
    }
  }

  /** This tab shows `room`: the browser's last TV room, written now and every `LAST_ROOM_BEAT_MS`. */
  private showing(room: Saved): void {
    this.shown = room;
    const write = (): void => { if (this.lastRoom && this.shown && this.linked) rememberRoom(this.lastRoom, this.shown.code, this.shown.hostSecret, Date.now()); };
    write();
    if (!this.beat) this.beat = setInterval(write, LAST_ROOM_BEAT_MS);
  }

  /** Leave for good (page unload): the room is marked as no tab's, for a TV opened again to go back to. */
  close(): void {
    this.closed = true;
    this.stopClock();
    if (this.beat) clearInterval(this.beat);
    if (this.lastRoom && this.shown) rememberRoom(this.lastRoom, this.shown.code, this.shown.hostSecret, Date.now(), true);
    void this.room?.leave(true);
  }
}
