/**
 * A scripted phone: one `colyseus.js` connection holding a seat. Whenever the state says it is
 * its turn it thinks for a while (the room's `think()`, ms), then sends `decide` with the auction
 * and version it answers, and times how long until a state patch shows the decision applied
 * (decision-to-broadcast latency, ms, on the deciding client). For the soak it can drop its
 * connection and reconnect (Colyseus reconnection token), or leave and take its seat back by
 * its seat secret.
 */
import type { AnswerMessage, SeatMessage } from '@minus/shared/platform/protocol/index';
import type { MinusRoomState as RoomStateShape } from '@minus/shared/shows/minus-auction/state';
import type { Rng } from '@minus/shared/platform/rng';
import type { Client, Room } from 'colyseus.js';
import type { Counters, Histogram } from './stats.js';

/** Refusals a phone may meet when seats change hands under it (soak only); anything else is an error. */
const RACE_REFUSALS = new Set(['too-late', 'not-allowed', 'not-your-turn', 'game-over']);

/** What a phone shares with the other connections of its room. */
export interface TableContext {
  client: Client;
  rng: Rng;
  counters: Counters;
  /** Decision-to-patch latency on the deciding phone (ms). */
  latency: Histogram;
  /** Each decision's send and patch times (ms), for the latency without the load process's own GC pauses (own-pauses.ts). */
  decided?(at: number, end: number): void;
  /** The decision in flight in this room (one at a time: only the current seat decides), for the stage's latency. */
  inFlight: { version: number; at: number } | null;
  /** Think time before a decision, ms. */
  think(): number;
  /** Seats change hands at random (soak): race refusals are expected, not errors. */
  chaos: boolean;
  error(what: string): void;
}

export class Phone {
  room: Room<RoomStateShape> | null = null;
  seat: SeatMessage | null = null;
  /** True while a drop, leave or hand-over is in progress (one chaos action at a time). */
  busy = false;
  private scheduledFor = -1;
  private thinkTimer: NodeJS.Timeout | null = null;
  private pending: { version: number; at: number } | null = null;
  private closing = false;
  /** Pot from which this phone takes a cube (a fixed trait, 2..6 chips). */
  private readonly greed: number;

  constructor(readonly name: string, private readonly ctx: TableContext) {
    this.greed = ctx.rng.int(2, 6);
  }

  /** Join room `code` as a player (by seat secret when taking a seat back). Resolves once seated. */
  async join(code: string, seatSecret?: string): Promise<void> {
    const room = await this.ctx.client.joinById<RoomStateShape>(code, { role: 'player', name: this.name, ...(seatSecret ? { seatSecret } : {}) });
    this.attach(room);
    await waitFor(() => this.seat !== null && room.state?.seats !== undefined, 10_000, `${this.name}'s seat`);
  }

  private attach(room: Room<RoomStateShape>): void {
    this.room = room;
    this.closing = false;
    this.ctx.counters.connections += 1;
    room.onMessage('seat', (m: SeatMessage) => (this.seat = m));
    room.onMessage('audience', () => this.ctx.error(`${this.name} landed in the audience`));
    room.onMessage('answer', (a: AnswerMessage) => this.onAnswer(a));
    room.onMessage('*', () => undefined);
    room.onStateChange((s) => this.onState(s));
    room.onError((code, message) => this.ctx.error(`${this.name}: room error ${code} ${message ?? ''}`));
    room.onLeave((code) => {
      this.ctx.counters.connections -= 1;
      this.cancelThink();
      this.pending = null;
      if (!this.closing) this.ctx.error(`${this.name}: connection closed by the server (${code})`);
    });
  }

  /** This phone's seat index in `state.seats`, or -1. */
  index(state: RoomStateShape): number {
    const id = this.seat?.id;
    const seats = state.seats;
    for (let i = 0; i < seats.length; i++) if (seats[i]!.id === id) return i;
    return -1;
  }

  private onState(s: RoomStateShape): void {
    const game = s.game;
    const pending = this.pending;
    if (pending && (game.version > pending.version || s.phase !== 'playing')) {
      const end = performance.now();
      this.ctx.latency.add(end - pending.at);
      this.ctx.decided?.(pending.at, end);
      this.ctx.counters.decisions += 1;
      this.pending = null;
    }
    if (s.phase !== 'playing' || this.scheduledFor === game.version) return;
    const me = this.index(s);
    if (me < 0 || game.current !== me || s.seats[me]!.standIn) return;
    this.scheduledFor = game.version;
    const version = game.version;
    this.cancelThink();
    const ms = this.ctx.think();
    if (ms <= 0) this.decide(version);
    else this.thinkTimer = setTimeout(() => this.decide(version), ms);
  }

  /** The think time is over: decide if it is still this phone's turn at `version`. */
  private decide(version: number): void {
    this.thinkTimer = null;
    const room = this.room;
    const s = room?.state;
    if (!room || this.closing || !s || s.phase !== 'playing' || s.game.version !== version) return;
    const me = this.index(s);
    if (me < 0 || s.game.current !== me || s.seats[me]!.standIn) return;
    const chips = s.seats[me]!.chips;
    const take = chips <= 0 || s.game.pot >= this.greed || s.game.offer >= -6;
    const at = performance.now();
    this.pending = { version, at };
    this.ctx.inFlight = { version, at };
    room.send('act', { action: take ? 'take' : 'refuse', version });
  }

  private onAnswer(a: AnswerMessage): void {
    if (a.ok) return;
    if (a.type === 'act') this.pending = null;
    if (this.ctx.chaos && a.code && RACE_REFUSALS.has(a.code)) return;
    this.ctx.error(`${this.name}: ${a.type} refused (${a.code}: ${a.message ?? ''})`);
  }

  /** A decision sent more than `ms` ago and still not applied (reported and forgotten by the caller). */
  overdue(now: number, ms: number): boolean {
    if (!this.pending || now - this.pending.at < ms) return false;
    this.pending = null;
    return true;
  }

  private cancelThink(): void {
    if (this.thinkTimer) clearTimeout(this.thinkTimer);
    this.thinkTimer = null;
    this.scheduledFor = -1;
  }

  /** Close the connection. `consented` = a real leave; otherwise a dropped network (the server keeps the seat). */
  async close(consented = true): Promise<void> {
    const room = this.room;
    if (!room || this.closing) return;
    this.closing = true;
    this.cancelThink();
    this.room = null;
    await Promise.race([room.leave(consented), sleep(3000)]);
  }

  /** Come back after a drop: the reconnection token first, the seat secret when the window has passed. */
  async comeBack(code: string, token: string): Promise<'reconnected' | 'rejoined'> {
    try {
      this.attach(await this.ctx.client.reconnect<RoomStateShape>(token));
      return 'reconnected';
    } catch {
      await this.join(code, this.seat?.secret);
      return 'rejoined';
    }
  }

  /** Ask for the seat back from a bot stand-in. */
  takeBack(): void {
    this.room?.send('take-back', {});
  }
}

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** Poll `check` every 10 ms; rejects with "timed out waiting for `what`" after `ms`. */
export async function waitFor(check: () => boolean, ms: number, what: string): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(10);
  }
}
