/**
 * Who is at the table (docs/SERVER.md, "Rooms and joining", "Roles and host actions"): a seated
 * person's phone dropping and coming back within the reconnection window, a seat taken back by
 * its secret from a new connection, a person gone for good (in the lobby the seat goes; in a game
 * a bot stands in; the VIP passes on), and a kicked phone let go. The party room (party-room.ts)
 * calls it from Colyseus' join and leave hooks and hands it to the message handlers.
 */
import type { Client } from '@colyseus/core';
import { CLOSE_TAKEN_OVER } from '@minus/shared/platform/protocol/index';
import type { EventStream } from './event-stream.js';
import { newSecret } from './join.js';
import type { Away, RoomClient } from './room-context.js';
import type { Seat, SeatBook } from './seat-book.js';
import type { Show } from './show.js';

/** What of the room this needs. */
export interface SeatPresenceRoom {
  readonly book: SeatBook;
  readonly show: Show;
  readonly events: EventStream;
  /** Seconds a dropped phone keeps its seat (`RECONNECT_WINDOW_S`). */
  reconnectWindowS(): number;
  /** The room's connection with this session id, if any. */
  connection(sessionId: string): RoomClient | undefined;
  /** Colyseus' `allowReconnection`: resolves when the connection comes back, rejects when the window ends or it is cancelled. */
  allowReconnection(client: RoomClient, seconds: number): unknown;
  /** The room has been disposed: nothing changes any more. */
  disposed(): boolean;
  /** Something the state shows changed (patcher.ts). */
  changed(): void;
  /** A connection came back inside its window: what it missed of its own (its crowd count). */
  cameBack(client: RoomClient): void;
  /** Run `fn` after `ms` ms on the room's clock (room-timers.ts). */
  after(ms: number, fn: () => void): { clear(): void };
  /** Seconds a room with a game tonight stays open once nobody is at it (`stageWindowS`, at least the reconnection window). */
  emptyKeepS(): number;
  /**
   * Keep the room open while nobody is connected (`on`), or let it close once empty again (Colyseus'
   * autoDispose); `restored`: the keep that ended was a restored room's (`nobodyLeft` given its length).
   */
  keepOpen(on: boolean, restored: boolean): void;
}

/** A keep: the room stays open while nobody is at the table (`SeatPresence.nobodyLeft`). */
interface Keep {
  /** Ends it early. */
  readonly timer: { clear(): void };
  /** When it ends (ms since epoch), stored with the lobby (`keepUntil`). */
  readonly until: number;
  /** A restored room's keep: what was left of the one it was stored with. */
  readonly restored: boolean;
}

/**
 * Times a minute the room tells the table a seat's phone went quiet (and came back): a phone
 * dropping in a loop, by a flaky network or a script, would otherwise fill the TV's captions and
 * its screen-reader log with chimes. Past it, the seat's drops and returns show on its card only.
 */
export const AWAY_SAID_PER_MINUTE = 4;

export class SeatPresence {
  /** People away inside the reconnection window, by seat id. */
  private readonly away = new Map<string, Away>();
  /** When each seat's last drops were said (ms since epoch, within the last minute). */
  private readonly awaySaid = new Map<string, number[]>();
  /** Seats whose last drop went unsaid (`AWAY_SAID_PER_MINUTE`): their return goes unsaid too. */
  private readonly unsaid = new Set<string>();
  /** Nobody is at the table (`nobodyLeft`): the game holds. */
  private held = false;
  /** While held, a room with a game tonight is kept open (`emptyKeepS`); null when no keep runs. */
  private keep: Keep | null = null;
  /** Seats whose person left on purpose or was kicked (not coming back) until they are back. */
  private readonly leftForGood = new Set<string>();
  /** Seats whose window ran out while the game held: no bot yet; a fresh window once someone is back. */
  private readonly waited = new Set<string>();
  /** The dropped TV connections the room waits for (`stageDropped`), each cancelled by a TV joining anew. */
  private readonly stageWaits = new Set<(reason: string) => void>();

  constructor(private readonly room: SeatPresenceRoom) {}

  /** The room is kept open while nobody is at the table (`nobodyLeft`): a watcher coming or going does not close it. */
  get keeping(): boolean {
    return this.keep !== null;
  }

  /** When the running keep ends (ms since epoch), or null: the lobby stores it, so a restart keeps the same end. */
  get keepUntil(): number | null {
    return this.keep?.until ?? null;
  }

  /** How many people are away inside their reconnection window. */
  get awayCount(): number {
    return this.away.size;
  }

  /** Whether the seat waits for its phone inside its own reconnection window. */
  isAway(seatId: string): boolean {
    return this.away.has(seatId);
  }

  /** Add the old connections of the people away to `list` (their views are kept up to date too). */
  addAwayClients(list: RoomClient[]): void {
    for (const away of this.away.values()) list.push(away.client);
  }

  /**
   * A seated person's connection closed: consented (they left) means gone for good; otherwise the
   * seat waits `RECONNECT_WINDOW_S` for them (then a bot stands in, or in the lobby the seat goes).
   */
  left(client: RoomClient, seat: Seat, consented: boolean): void {
    const { book, events } = this.room;
    seat.connected = false;
    // A leave on purpose is said as one, by the stand-in or the seat leaving (`goneForGood`), not as a phone gone quiet.
    if (consented) {
      this.leftForGood.add(seat.id);
      seat.left = true;
      return this.goneForGood(seat);
    }
    // A seat a bot plays loses nothing when its person's phone drops: the TV says nothing (nor when it comes back).
    if (!seat.standIn && this.mayTell(seat.id)) events.emit({ type: 'seat-away', seat: book.indexOf(seat.id), name: seat.name });
    const reconnection = this.room.allowReconnection(client, this.room.reconnectWindowS());
    // allowReconnection gives a Deferred, or a plain rejected Promise for a connection that never finished joining.
    const cancel = (reason: string) => (reconnection as { reject?: (e: Error) => void }).reject?.(new Error(reason));
    this.away.set(seat.id, { client, cancel });
    Promise.resolve(reconnection as PromiseLike<Client>).then(
      () => {
        if (this.room.disposed() || this.away.get(seat.id)?.client !== client) return;
        this.away.delete(seat.id);
        this.back(seat);
        this.room.changed();
        this.room.cameBack(client);
      },
      () => {
        if (this.room.disposed() || this.away.get(seat.id)?.client !== client) return;
        this.away.delete(seat.id);
        this.windowEnded(seat);
      },
    );
    this.room.changed();
  }

  /**
   * Nobody is at the table any more: the TV and every seated phone are gone (a house network down
   * takes them all at once; watchers may still look on). The decision timer holds, and a seat whose
   * window ends meanwhile gets no bot, so the game is not played out by stand-ins and timeouts
   * while nobody is there to play it. `keepMs`: how long the keep lasts (a restored room's, what
   * was left of its stored one: none left ends it at once, as the keep would have ended); by default the TV's window for a room with a game tonight and a
   * person who may come back, else a phone's reconnection window.
   */
  nobodyLeft(keepMs?: number): void {
    if (this.held) return;
    this.held = true;
    this.room.show.holdTimer(true);
    // A dinner break (the TV's tab closed, every phone locked) does not end the evening: a room with a
    // game tonight and a person who may come back (not everyone left on purpose) stays open for the
    // TV's window, then closes if still nobody came back.
    // Anyone whose phone dropped may come back (a bot may sit in meanwhile); not those who left on purpose or were kicked.
    // Any other room (a lobby nobody joined yet, a table everyone left) waits a phone's window: a TV
    // page reloaded, whose tab leaves the room on purpose, comes back to its room and code (the QR
    // may already be on phones) instead of finding it closed.
    const comingBack = this.room.book.seats.some((s) => s.kind === 'human' && !this.leftForGood.has(s.id));
    const ms = keepMs ?? (this.room.show.gameNumber > 0 && comingBack ? this.room.emptyKeepS() : this.room.reconnectWindowS()) * 1000;
    if (this.keep) return;
    if (ms > 0) {
      this.room.keepOpen(true, false);
      const timer = this.room.after(ms, () => this.endKeep());
      this.keep = { timer, until: Date.now() + ms, restored: keepMs !== undefined };
    } else if (keepMs !== undefined) this.room.keepOpen(false, true); // a restored keep that ended while the server was down ends now
  }

  /** The keep is over: the room may close once empty again. */
  private endKeep(): void {
    const keep = this.keep;
    if (!keep) return;
    keep.timer.clear();
    this.keep = null;
    this.room.keepOpen(false, keep.restored);
  }

  /**
   * A connection joined or came back (`nobodyLeft`): the open turn gets its full time, and each
   * seat whose window ran out meanwhile waits a fresh window for its phone.
   */
  someoneBack(): void {
    if (!this.held) return;
    this.held = false;
    this.room.show.holdTimer(false);
    this.endKeep();
    for (const id of this.waited) {
      this.room.after(this.room.reconnectWindowS() * 1000, () => {
        const seat = this.room.book.byId(id);
        if (seat && !seat.connected && !seat.standIn && !this.away.has(id)) this.windowEnded(seat);
      });
    }
    this.waited.clear();
  }

  /**
   * A TV dropped (not a closed tab): the room waits `seconds` for its connection (each wait holds a
   * place in the room), and its return releases a hold (`someoneBack`).
   */
  stageDropped(client: RoomClient, seconds: number): void {
    const reconnection = this.room.allowReconnection(client, seconds);
    const cancel = (reason: string) => (reconnection as { reject?: (e: Error) => void }).reject?.(new Error(reason));
    this.stageWaits.add(cancel);
    Promise.resolve(reconnection as PromiseLike<Client>).then(
      () => (this.stageWaits.delete(cancel), this.someoneBack()),
      () => this.stageWaits.delete(cancel),
    );
  }

  /**
   * A TV joined with the host secret (the TV's page comes back that way, never by its old
   * connection's token): the waits for dropped TV connections end, so a flapping TV does not pile
   * up an hour's place in the room per drop.
   */
  stageJoined(): void {
    for (const cancel of [...this.stageWaits]) cancel('the TV came back as a new connection');
    this.stageWaits.clear();
  }

  /** A seat's window ran out: gone for good, unless nobody is connected (then it waits: `someoneBack`). */
  windowEnded(seat: Seat): void {
    if (this.held) this.waited.add(seat.id);
    else this.goneForGood(seat);
  }

  /**
   * A person comes back to their seat from a new connection (seat secret): the old one is let go.
   * A seat whose phone was still connected (a second tab, a script) was never away: its return is
   * not said, however often it comes.
   */
  returns(seat: Seat, client: RoomClient, secret: string): void {
    if (!seat.secret) seat.secret = secret; // a restored seat's secret, proven against its hash
    const old = seat.sessionId ? this.room.connection(seat.sessionId) : undefined;
    const wasHere = seat.connected && old !== undefined && !this.away.has(seat.id) && !seat.standIn;
    if (old && old !== client) this.drop(old, CLOSE_TAKEN_OVER, 'seat taken over by another connection');
    this.stopWaiting(seat, 'seat taken back by secret');
    seat.sessionId = client.sessionId;
    this.back(seat, !wasHere);
  }

  /**
   * The seat's phone is connected again. A stand-in keeps playing until the person takes the seat
   * back with a tap (`take-back`): a Wi-Fi blip or a restart reconnects a phone its owner may not
   * be holding. A room without a VIP gets this person (said with `vip-changed`) unless a bot
   * plays their seat. `say`: tell the table (a seat that was away), unless a bot still plays it.
   */
  private back(seat: Seat, say = true): void {
    const { book, events } = this.room;
    this.leftForGood.delete(seat.id);
    delete seat.left;
    seat.connected = true;
    this.waited.delete(seat.id);
    // A seat a bot plays is welcomed back when its person takes it back (handlers.ts `take-back`), once.
    if (say && !this.unsaid.delete(seat.id) && !seat.standIn) events.emit({ type: 'seat-back', seat: book.indexOf(seat.id), name: seat.name });
    // (A stand-in's seat becomes the VIP's when taken back: handlers.ts `take-back`.)
    if (book.vipId === null && !seat.standIn) {
      book.vipId = seat.id;
      events.emit({ type: 'vip-changed', seat: book.indexOf(seat.id), name: seat.name });
    }
  }

  /** Whether a drop of `seatId` may be said now (at most `AWAY_SAID_PER_MINUTE` a minute); an unsaid one is remembered. */
  private mayTell(seatId: string): boolean {
    const now = Date.now();
    const said = (this.awaySaid.get(seatId) ?? []).filter((t) => now - t < 60_000);
    const ok = said.length < AWAY_SAID_PER_MINUTE;
    if (ok) said.push(now);
    this.awaySaid.set(seatId, said);
    if (ok) this.unsaid.delete(seatId);
    else this.unsaid.add(seatId);
    return ok;
  }

  /**
   * A person is gone for good. In the lobby, or between games when `removeBetweenGames` (a kick),
   * the seat goes (after a game: back to the lobby); so does a newcomer seated on the results, who
   * played none of the game shown (the room stays on its results); otherwise a bot stands in.
   */
  goneForGood(seat: Seat, removeBetweenGames = false): void {
    const { book, show, events } = this.room;
    const index = book.indexOf(seat.id);
    if (index < 0) return;
    seat.connected = false;
    seat.sessionId = null;
    const wasVip = book.vipId === seat.id;
    const newcomer = show.phase === 'finale' && show.game !== null && index >= show.module.players(show.game).length;
    if (show.phase === 'lobby' || newcomer || (removeBetweenGames && !show.playing)) {
      book.remove(seat.id);
      events.emit({ type: 'seat-left', seat: index, name: seat.name });
      show.seatsChanged(newcomer);
    } else {
      // A seat the host already handed to a bot keeps that bot (its level, its memory of the game).
      if (!seat.standIn) show.standIns.standIn(seat, show.standIns.label, seat.left === true);
      if (wasVip) book.passVip(index + 1);
    }
    // The role passed on, or nobody left to take it (every other person's seat a bot's): the screens are told either way.
    if (wasVip) {
      const vip = book.vipId === null ? undefined : book.byId(book.vipId);
      events.emit({ type: 'vip-changed', seat: vip ? book.indexOf(vip.id) : -1, name: vip?.name ?? '' });
    }
    this.room.changed();
  }

  /**
   * Take a seat's phone off it for good (kick): its secret stops working now (the seat book's
   * change, undone with it if it cannot be stored). The function returned closes the phone and
   * ends its window: call it once the change is stored.
   */
  dropPhone(seat: Seat, closeCode: number, reason: string): () => void {
    this.room.book.kickedOut(seat); // a phone away during the kick is told when it comes back (join.ts)
    seat.secret = newSecret();
    const client = this.phoneOf(seat);
    return () => {
      this.leftForGood.add(seat.id);
      this.stopWaiting(seat, reason);
      if (client) this.drop(client, closeCode, reason);
    };
  }

  /** The connection holding a seat now, if any. */
  phoneOf(seat: Seat): RoomClient | undefined {
    return seat.sessionId ? this.room.connection(seat.sessionId) : undefined;
  }

  /** The seat no longer waits for its old connection: that connection's leave changes nothing. */
  private stopWaiting(seat: Seat, reason: string): void {
    const away = this.away.get(seat.id);
    if (!away) return;
    this.away.delete(seat.id);
    away.client.userData!.dropped = true;
    away.cancel(reason);
  }

  /** Close a connection; its leave changes nothing. */
  drop(client: RoomClient, code: number, reason: string): void {
    if (client.userData) client.userData.dropped = true;
    client.leave(code, reason);
  }
}
