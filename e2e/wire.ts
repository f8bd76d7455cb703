/**
 * A phone's network as the test sees it. Every websocket the phone opens is routed through
 * Playwright (`context.routeWebSocket`), so the test
 * - reads every frame the page receives and decodes it as colyseus.js would (the join frame's
 *   schema reflection, then full states and patches with that decoder, message frames with
 *   msgpack), checking docs/RULES.md's "What each person may know" on each one: no other seat's chip
 *   count and no removed cube before the end, and no chips, removed cubes, deck or record in any
 *   message during a game; for Rubbish Auction no other seat's Geek, held-out cards or peeked card
 *   (docs/RULES.md, "Rubbish Auction", "What each device may know"), and no Geek in any message
 *   during a game;
 * - can take the phone off the network: `offline()` sets the context offline (HTTP fails) and
 *   drops its open websockets (Playwright's offline emulation leaves open websockets alone, so
 *   the wire cuts them itself); new websockets are refused until `online()`.
 */
import { Reflection, decode, type Decoder } from '@colyseus/schema';
import { unpack } from '@colyseus/msgpackr';
import type { BrowserContext, WebSocketRoute } from 'playwright-core';

/** Colyseus 0.16 frame codes (colyseus.js Protocol). */
const JOIN_ROOM = 10;
const ROOM_DATA = 13;
const ROOM_STATE = 14;
const ROOM_STATE_PATCH = 15;

/** Messages that must never carry these keys while a game is on. */
const SECRET_KEYS = /"chips"|"removed"|"deck"|"record"|"finalChips"|"myChips"|"geeks?"|"heldOut"|"peekedCard"|"cardKey"/;

/** Rubbish Auction's per-seat secrets (its StateView fields): only the seat's own phone may receive them. */
const SEAT_SECRETS = new Set(['geek', 'heldOut', 'peekedCard']);

interface SeatLike { id?: string; cubeScore?: number; chips?: number; fame?: number; geek?: string; heldOut?: string; peekedCard?: number }
interface StateLike { phase?: string; game?: { removed?: unknown } ; seats?: SeatLike[] }

/** What the frames of one phone showed, for the test's assertions. */
export interface WireReport {
  connections: number;
  stateFrames: number;
  messages: number;
  /** Changes of this phone's own chips received while a game was on. */
  ownChipUpdates: number;
  /** Changes of a seat's Rubbish Auction secrets (Geek, held-out cards, peeked card) received while a game was on. */
  ownSecretUpdates: number;
  /** Seat ids this phone was told are its own (`seat` messages). */
  ownSeatIds: string[];
  /** Every breach found, as a sentence; the test expects none. */
  leaks: string[];
  /** Message types received, in order (for debugging a failure). */
  types: string[];
  /** The server's answers to this phone's requests, in order. */
  answers: { type: string; ok: boolean; code?: string }[];
}

class Connection {
  private decoder: Decoder | null = null;
  /** A game is on: while the state says playing (a phone gets no `game-started` event), or between `game-started` and `game-over` (a stage). */
  private inGame = false;

  constructor(private readonly wire: Wire, readonly url: string) {}

  /** Decode one frame from the server and check it. Never throws: a frame that fails to decode is a finding. */
  receive(data: string | Buffer): void {
    const r = this.wire.raw;
    if (typeof data === 'string') {
      r.leaks.push(`a text frame (${data.slice(0, 40)}) on ${this.url}`);
      return;
    }
    const buf = new Uint8Array(data);
    const it = { offset: 1 };
    try {
      switch (buf[0]) {
        case JOIN_ROOM: {
          decode.utf8Read(buf as never, it, buf[it.offset++]!); // reconnection token
          const serializer = decode.utf8Read(buf as never, it, buf[it.offset++]!);
          if (serializer !== 'schema') r.leaks.push(`unexpected serializer ${serializer}`);
          this.decoder = Reflection.decode(buf as never, it);
          r.connections++;
          break;
        }
        case ROOM_STATE:
        case ROOM_STATE_PATCH:
          this.state(buf, it);
          break;
        case ROOM_DATA:
          this.message(buf, it);
          break;
        default:
          break; // errors and leave frames carry no game data
      }
    } catch (e) {
      r.leaks.push(`a frame that does not decode (code ${buf[0]}): ${(e as Error).message}`);
    }
  }

  private state(buf: Uint8Array, it: { offset: number }): void {
    const r = this.wire.raw;
    if (!this.decoder) throw new Error('state before the join frame');
    const changes = this.decoder.decode(buf as never, it) as unknown as { field: string | number; value: unknown; ref: unknown }[];
    r.stateFrames++;
    const state = this.decoder.state as unknown as StateLike;
    const over = state.phase === 'finale';
    if (state.phase === 'playing') this.inGame = true;
    if (over) this.inGame = false;
    const removed = state.game?.removed;
    for (const c of changes) {
      const ref = c.ref as SeatLike;
      if (c.field === 'chips' && ref && typeof ref === 'object' && 'cubeScore' in ref) {
        // Whose chips these are is judged at the end: the `seat` message naming this phone's own
        // seat may arrive just after the first full state.
        this.wire.chipsSeen.push({ seat: String(ref.id), value: c.value, phase: String(state.phase) });
        if (!over) r.ownChipUpdates++;
      }
      if (typeof c.field === 'string' && SEAT_SECRETS.has(c.field) && ref && typeof ref === 'object' && 'fame' in ref && c.value) {
        this.wire.secretsSeen.push({ seat: String(ref.id), field: c.field, phase: String(state.phase) });
        if (!over) r.ownSecretUpdates++;
      }
      if (removed && c.ref === removed && c.value !== undefined && !over) {
        r.leaks.push(`a removed cube (${String(c.value)}) reached this phone in phase ${state.phase}`);
      }
    }
    // The decoded state as a whole: whose chips it holds (judged at the end), no removed cube before the end.
    for (const s of state.seats ?? []) {
      if (s.chips !== undefined) this.wire.chipsSeen.push({ seat: String(s.id), value: s.chips, phase: String(state.phase) });
      for (const f of SEAT_SECRETS) if (s[f as keyof SeatLike]) this.wire.secretsSeen.push({ seat: String(s.id), field: f, phase: String(state.phase) });
    }
    const removedNow = (removed as { length?: number } | undefined)?.length ?? 0;
    if (removedNow > 0 && !over) r.leaks.push(`state holds ${removedNow} removed cube(s) in phase ${state.phase}`);
  }

  private message(buf: Uint8Array, it: { offset: number }): void {
    const r = this.wire.raw;
    const type = decode.stringCheck(buf as never, it) ? decode.string(buf as never, it) : decode.number(buf as never, it);
    const body = buf.byteLength > it.offset ? unpack(buf as never, { start: it.offset } as never) : undefined;
    r.messages++;
    r.types.push(String(type));
    const event = type === 'event' ? (body as { type?: string }) : null;
    if (type === 'answer') r.answers.push(body as WireReport['answers'][number]);
    if (type === 'seat' && typeof (body as { id?: unknown })?.id === 'string') {
      const id = (body as { id: string }).id;
      if (!r.ownSeatIds.includes(id)) r.ownSeatIds.push(id);
    }
    if (event?.type === 'game-started') this.inGame = true;
    if (event?.type === 'game-over') {
      this.inGame = false;
      return;
    }
    if (this.inGame && SECRET_KEYS.test(JSON.stringify(body ?? null))) {
      r.leaks.push(`message "${String(type)}" during a game carries a secret: ${JSON.stringify(body).slice(0, 160)}`);
    }
  }
}

export class Wire {
  /** Every seat whose chips this phone received (change or decoded state), with the phase. */
  readonly chipsSeen: { seat: string; value: unknown; phase: string }[] = [];
  /** Every seat whose Rubbish Auction secret this phone received (change or decoded state), with the field and phase. */
  readonly secretsSeen: { seat: string; field: string; phase: string }[] = [];
  private readonly found: WireReport = { connections: 0, stateFrames: 0, messages: 0, ownChipUpdates: 0, ownSecretUpdates: 0, ownSeatIds: [], leaks: [], types: [], answers: [] };

  /** The findings as recorded while decoding. */
  get raw(): WireReport {
    return this.found;
  }

  /**
   * What the frames showed so far; `leaks` adds the chips of any seat that is not this phone's
   * own (by the `seat` messages it received) to the breaches found while decoding.
   */
  get report(): WireReport {
    const own = new Set(this.found.ownSeatIds);
    const others = new Set(this.chipsSeen.filter((c) => !own.has(c.seat)).map((c) => `chips of seat ${c.seat} (${String(c.value)}) reached this phone (phase ${c.phase})`));
    for (const c of this.secretsSeen) if (!own.has(c.seat)) others.add(`${c.field} of seat ${c.seat} reached this phone (phase ${c.phase})`);
    return { ...this.found, leaks: [...this.found.leaks, ...others] };
  }

  /** Open websockets: the page side and its server side. */
  private open = new Map<WebSocketRoute, WebSocketRoute>();
  private cut = false;

  private constructor(private readonly context: BrowserContext) {}

  /** Route every websocket of `context` through a new wire. Call before the first page opens. */
  static async attach(context: BrowserContext): Promise<Wire> {
    const wire = new Wire(context);
    await context.routeWebSocket(() => true, (ws) => wire.route(ws));
    return wire;
  }

  private route(ws: WebSocketRoute): void {
    if (this.cut) {
      ws.close({ code: 1006, reason: 'offline' }).catch(() => undefined);
      return;
    }
    const conn = new Connection(this, ws.url());
    const server = ws.connectToServer();
    this.open.set(ws, server);
    server.onMessage((m) => {
      conn.receive(m);
      ws.send(m);
    });
    ws.onMessage((m) => server.send(m));
    // A close on one side is passed to the other (the wire's own cuts are done in `offline`).
    ws.onClose((code, reason) => {
      if (this.open.delete(ws)) server.close({ code, reason }).catch(() => undefined);
    });
    server.onClose((code, reason) => {
      if (this.open.delete(ws)) ws.close({ code, reason }).catch(() => undefined);
    });
  }

  /**
   * Off the network: HTTP fails and every open websocket drops as a lost connection would (the
   * server sees a close that is not a consented leave, the page a 1006), new ones fail until
   * `online()`. Throws if a server side cannot be closed (the room would never see the phone go).
   */
  async offline(): Promise<void> {
    this.cut = true;
    await this.context.setOffline(true);
    const routes = [...this.open];
    this.open.clear();
    // The server sees a close that is not a consented leave (Colyseus' consented code is 4000); the
    // page sees 1006. The server side is the page's own native WebSocket, whose close() accepts only
    // 1000 or 3000-4999 (any other code throws and leaves the socket open, answering pings).
    await Promise.all(routes.map(async ([ws, server]) => {
      await server.close({ code: 1000, reason: 'offline' });
      await ws.close({ code: 1006, reason: 'offline' }).catch(() => undefined);
    }));
  }

  async online(): Promise<void> {
    this.cut = false;
    await this.context.setOffline(false);
  }
}
