/**
 * The party room (Colyseus 0.16): one room for a whole evening, whatever shows it hosts. The
 * stage creates it and is its host screen; phones join by its four-letter code as players or
 * audience. It owns the seats (seat-book.ts), the games of the show chosen (show.ts), and writes
 * the synchronised state through projection.ts only (the show's own projection inside it).
 * Lifecycle here: create, join, leave (phones dropping and coming back: seat-presence.ts), dispose,
 * shutdown; every client frame passes frame-check.ts and the rate limit before any handler
 * (handlers.ts) sees it.
 */
import { ClientState, getMessageBytes, Protocol, RoomInternalState } from '@colyseus/core';
import { ROOM_NAME, clientMessages, PLAYER_EVENTS, type ClientMessageType, type JoinOptions, type RoomEvent } from '@minus/shared/platform/protocol/index';
import type { Rng } from '@minus/shared/platform/rng';
import { claimRoomCode, reclaimRoomCode } from '../cluster/room-codes.js';
import { DEFAULT_ROOM_CONFIG, type RoomConfig } from '../config.js';
import { EventStream } from './event-stream.js';
import { CoachDesk } from './coach.js';
import { makeHandlers } from './handlers.js';
import { MessageDesk, type FrameVerdict } from './message-desk.js';
import { PlumbedRoom } from './plumbed-room.js';
import { finaleNotice } from './finale-notice.js';
import { isJoinRefusal, joinRefusal, landPlayer, newSecret, parseJoinOptions, returningSeatId, stripServer } from './join.js';
import { SeatPresence } from './seat-presence.js';
import { liveRooms, type JoinLanding } from './live-rooms.js';
import { Patcher } from './patcher.js';
import { Projection } from './projection.js';
import { AUDIENCE_MAX, isReturning, RETURN_HEADROOM, watcherCount } from './admission.js';
import type { RoomClient, RoomContext } from './room-context.js';
import { SeatBook, type Seat } from './seat-book.js';
import { RoomTimers } from './room-timers.js';
import { Show } from './show.js';
import { CrowdDesk } from './crowd/crowd-desk.js';
import { socketAddress } from '../client-address.js';
import type { RoomStateSchema } from './schema/room-state.js';
import type { SweptRoom } from '../durability/durability.js';
import type { RoomDurability } from '../durability/room-durability.js';
import { hashSecret, secretMatches } from '../storage/secrets.js';
import { gameOutcomes } from './game-outcomes.js';
import { RoomKeep } from './room-keep.js';

/** `enqueueRaw` options for an event: it leaves behind the patch that reflects it. */
const AFTER_PATCH = { afterNextPatch: true } as const;

export { ROOM_NAME };

/** Options the server passes to every room (never from a client: they override client options). */
export interface ServerRoomOptions {
  serverConfig: RoomConfig;
}

export class PartyRoom extends PlumbedRoom<RoomStateSchema> implements RoomContext, SweptRoom {
  override maxClients = 64;
  config: RoomConfig = DEFAULT_ROOM_CONFIG;
  book = new SeatBook();
  cosmetic!: Rng;
  events!: EventStream;
  show!: Show;
  coach!: CoachDesk;
  projection!: Projection;
  /** Phones dropping, coming back, leaving for good (seat-presence.ts). */
  private seatPresence!: SeatPresence;
  private desk!: MessageDesk;
  private hostSecret = '';
  /** SHA-256 of the host secret (what the database keeps; a restored room has only this until the stage proves it). */
  private hostSecretHash: string | null = null;
  /** Where the room is stored, and whom a restored room still waits for (room-keep.ts). */
  private keeper!: RoomKeep;
  /** The server is stopping: the room stays live in the database for the next start. */
  private shuttingDown = false;
  private closeReason: 'idle' | 'ended' = 'ended';
  private disposed = false;
  private readonly timers = new RoomTimers(() => !this.closing && !this.disposed);
  /** The crowd; stored as each question settles (durability: not per guess). */
  readonly crowd = new CrowdDesk(this.timers, () => this.patcher.changed(), () => this.durable?.saveCrowd());
  private readonly patcher = new Patcher({
    canProject: () => !this.closing,
    alive: () => !this.disposed,
    project: () => this.projectNow(),
    patch: () => this.broadcastPatch(),
  });

  override async onCreate(options: unknown): Promise<void> {
    this.config = (options as Partial<ServerRoomOptions> | undefined)?.serverConfig ?? DEFAULT_ROOM_CONFIG;
    const opts = parseJoinOptions(stripServer(options));
    if (opts.role !== 'stage' || opts.hostSecret) throw joinRefusal('bad-options');
    const records = { record: (game: number) => this.show.records.get(game), finishedAt: (game: number) => this.show.finishedAt.get(game),
      games: () => gameOutcomes(this.show.records, this.show.finishedAt, (id) => this.config.shows.find((s) => s.module.id === id)?.module), avatars: () => this.book.takenAvatars(), showId: () => this.show.module.id,
      landing: () => (this.show.playing ? 'game-in-progress' : this.book.isFull(this.show.maxSeats) ? 'room-full' : 'seat') as JoinLanding };
    // A restored room keeps its code (docs/SERVER.md, "Restore at start"); a new one gets a code
    // free in every process of the cluster (cluster/room-codes.ts). Both are registered for the record route.
    const restore = this.config.durability?.takeRestore();
    if (restore) await reclaimRoomCode(restore.code, records, restore.createdAt);
    this.roomId = restore ? restore.code : await claimRoomCode(records);
    this.cosmetic = this.config.random.cosmetic();
    this.events = new EventStream(this.cosmetic, (e: RoomEvent) => !this.closing && this.sendEvent(e));
    // No patch interval: the room patches when its state changes (patcher.ts), and its
    // timers are Node timers (room-timers.ts), so an idle room costs nothing between events.
    this.setPatchRate(null);
    this.setSeatReservationTime(this.config.admission.seatReservationS); // admission-limits.ts
    this.show = new Show(this.book, this.config, this.cosmetic, this.timers, this.events, () => this.patcher.changed());
    this.coach = new CoachDesk(this.show, this.book, (seat) => this.phoneOf(seat));
    this.show.onTurn = (seats) => this.coach.turn(seats);
    this.seatPresence = new SeatPresence({
      book: this.book, show: this.show, events: this.events,
      reconnectWindowS: () => this.config.reconnectWindowS,
      connection: (sessionId) => this.clients.getById(sessionId) as RoomClient | undefined,
      allowReconnection: (client, seconds) => this.allowReconnection(client, seconds),
      disposed: () => this.disposed,
      changed: () => this.patcher.changed(),
      cameBack: (client) => (this.seatPresence.someoneBack(), this.greet(client)),
      after: (ms, fn) => this.timers.after(ms, fn),
      emptyKeepS: () => this.tvWindowS,
      keepOpen: (on, restored) => (on ? (this.autoDispose = false) : this.keeper.keepEnded(restored)),
    });
    const { book, show, events, crowd, timers, seatPresence } = this;
    this.keeper = new RoomKeep({
      roomId: this.roomId, config: this.config, book, show, events, crowd, timers, seatPresence,
      hostSecretHash: () => this.hostSecretHash,
      restoredHost: (hash) => (this.hostSecretHash = hash),
      closesWhenEmpty: () => this.autoDispose,
      closeWhenEmpty: (on) => (this.autoDispose = on),
    });
    this.projection = new Projection(this.roomId, this.config.shows);
    this.state = this.projection.state;
    this.desk = new MessageDesk({
      disposed: () => this.disposed,
      guard: () => (this.durable ? (change) => this.durable!.guarded(change) : null),
      changed: () => this.patcher.changed(),
      patchNow: () => this.broadcastPatch(),
    }, makeHandlers(this), { maxMessageBytes: this.config.maxMessageBytes, rate: this.config.rateLimit, log: this.config.log, roomId: this.roomId });
    for (const type of Object.keys(clientMessages) as ClientMessageType[]) {
      this.onMessage(type, (client: RoomClient, payload: unknown) => this.desk.handle(client, type, payload));
    }
    this.onMessage('*', (client: RoomClient, type: string | number) => this.desk.refuse(client, 'unknown', 'bad-message', `unknown message type "${String(type)}"`));
    this.keeper.start(restore);
    this.patcher.changed();
  }

  /** Where this room is stored (docs/SERVER.md, "Durability"); null without a database. */
  private get durable(): RoomDurability | null {
    return this.keeper?.durable ?? null;
  }

  /** Seconds the room waits for a dropped TV, and stays open while nobody is at the table: `stageWindowS`, at least a phone's window. */
  private get tvWindowS(): number {
    return Math.max(this.config.stageWindowS, this.config.reconnectWindowS);
  }

  /** The TV or a seated person (not a watcher): whose return ends a hold (seat-presence.ts `nobodyLeft`). */
  private atTable(client: RoomClient): boolean {
    return client.userData?.role === 'stage' || !!client.userData?.seatId;
  }

  /** Someone is connected or may reconnect (the idle sweep touches the room instead of closing it). */
  inUse(): boolean {
    return this.clients.length > 0 || this.seatPresence.awayCount > 0;
  }

  /** Nobody used the room for `ROOM_IDLE_HOURS`: close it; it is archived as `idle`. */
  closeIdle(): void {
    this.closeReason = 'idle';
    void this.disconnect();
  }

  /** Checks the options' shape only; seats are given in `onJoin`, atomically (no await between check and seat). */
  override onAuth(_client: RoomClient, options: unknown): JoinOptions {
    return parseJoinOptions(stripServer(options));
  }

  /** Seat the connection write-ahead (a new seat that cannot be stored is refused `not-saved`). */
  override onJoin(client: RoomClient, _options: unknown, auth: JoinOptions): void {
    const join = () => (this.join(client, auth), { ok: true });
    if (this.durable && !this.durable.guarded(join).ok) {
      client.userData = undefined;
      throw joinRefusal('not-saved');
    }
    if (!this.durable) join();
    if (this.atTable(client)) this.seatPresence.someoneBack(); // a watcher alone does not end a hold
    this.greet(client);
    // The first back after a restart, a person on turn gets the full decision timer (it ran from the restore).
    const seatId = client.userData?.seatId ?? null;
    if (client.userData?.role !== 'audience' && this.keeper.parties.arrived(seatId) && seatId) this.show.freshTurnFor(seatId);
    this.keeper.closeWhenEmptyOnceBack();
    this.patcher.changed();
  }

  /** A connection joined or came back: what it missed of its own (its crowd count, its coach's tip for the turn it is in). */
  private greet(client: RoomClient): void {
    this.crowd.greet(client, this.show);
    this.coach.greet(this.seatOf(client));
  }

  private join(client: RoomClient, auth: JoinOptions): void {
    const finale = auth.role === 'stage' ? null : finaleNotice(this.show, this.timers.now()); // a phone arriving on the results holds them for the TV's finale
    if (finale) client.send('finale', finale);
    if (auth.role === 'stage') {
      if (!this.hostSecret && !this.hostSecretHash) {
        this.hostSecret = newSecret();
        this.hostSecretHash = hashSecret(this.hostSecret);
      } else if (this.hostSecret ? auth.hostSecret !== this.hostSecret : !secretMatches(auth.hostSecret, this.hostSecretHash)) throw joinRefusal('not-host');
      else this.hostSecret = auth.hostSecret!;
      client.userData = { role: 'stage', seatId: null };
      this.seatPresence.stageJoined(); // the TV's older connections no longer wait
      client.send('host', { hostSecret: this.hostSecret, ...this.keeper.parties.firstMessage(null) });
    } else if (auth.role === 'audience') {
      if (watcherCount(this.clients) >= AUDIENCE_MAX) throw joinRefusal('room-full');
      client.userData = { role: 'audience', seatId: null, ...this.crowd.nameWatcher(auth.name, (n) => this.book.nameFree(n), auth.watcher), watcher: auth.watcher };
      client.send('audience', { reason: 'by-choice' });
    } else {
      const landing = landPlayer(this.book, this.show.playing, this.show.maxSeats, auth, (name) => this.crowd.crowd.nameHidden(name));
      if (landing.kind === 'audience') {
        if (watcherCount(this.clients) >= AUDIENCE_MAX) throw joinRefusal('room-full');
        client.userData = { role: 'audience', seatId: null, ...this.crowd.nameWatcher(auth.name, (n) => this.book.nameFree(n), auth.watcher), watcher: auth.watcher };
        client.send('audience', { reason: landing.reason });
      } else {
        const rowBack = landing.kind === 'back' ? undefined : returningSeatId(this.book, this.show.evening.rows, landing.name);
        const noVip = this.book.vipId === null && this.book.size > 0; // a room whose VIP went while every other seat was a bot's
        const seat = landing.kind === 'back' ? landing.seat : this.book.addHuman(landing.name, newSecret(), client.sessionId, auth.avatar, rowBack);
        client.userData = { role: 'player', seatId: seat.id };
        if (landing.kind === 'back') this.seatPresence.returns(seat, client, auth.seatSecret!);
        else {
          this.keeper.parties.forget(seat.id); // a departed seat's id given back (join.ts `returningSeatId`) is a new phone, not one the restart brought back
          this.crowd.seated(auth.watcher, seat.id); // a watcher sitting down keeps its name and count on the crowd's table
          this.events.emit({ type: 'seat-joined', seat: this.book.indexOf(seat.id), name: seat.name, ...(rowBack ? { returning: true as const } : {}) });
          if (noVip && this.book.vipId === seat.id) this.events.emit({ type: 'vip-changed', seat: this.book.indexOf(seat.id), name: seat.name });
          this.show.seatsChanged(true);
        }
      }
    }
  }

  /**
   * Colyseus reserves a place at matchmaking, before the websocket comes (15 s). A newcomer's
   * reservation is refused once the room is within `RETURN_HEADROOM` of `maxClients`, so a flood
   * of reservations cannot lock out a returning player or a reloaded stage (Colyseus refuses all
   * joins once full). Returns false to refuse (matchmaking answers `room-full`, app.ts).
   */
  override async _reserveSeat(sessionId: string, joinOptions?: unknown, authData?: unknown, seconds?: number, allowReconnection = false, devMode?: boolean): Promise<boolean> {
    if (!allowReconnection && !isReturning(joinOptions, this.book, (given) => (this.hostSecret ? given === this.hostSecret : secretMatches(given, this.hostSecretHash)))) {
      const taken = this.clients.length + Object.keys(this.reservedSeats).length;
      if (taken >= this.maxClients - RETURN_HEADROOM) return false;
    }
    return super._reserveSeat(sessionId, joinOptions, authData, seconds, allowReconnection, devMode);
  }

  /**
   * Send an event after the next patch, but only to connections that already hold a full state:
   * a connection still joining gets its full state when it acknowledges the join, and that state
   * already reflects this event (a stage reloaded mid-game would otherwise add a taken cube twice).
   * Seated players get only `PLAYER_EVENTS` (their phones draw from the state).
   */
  private sendEvent(e: RoomEvent): void {
    const bytes = getMessageBytes.raw(Protocol.ROOM_DATA, 'event', e);
    const toPlayers = PLAYER_EVENTS.has(e.type);
    for (let i = 0; i < this.clients.length; i++) {
      const c = this.clients[i]!;
      if (c.state !== ClientState.JOINED || (!toPlayers && c.userData?.role === 'player')) continue;
      c.enqueueRaw(bytes, AFTER_PATCH);
    }
    this.patcher.queue();
  }

  override onLeave(client: RoomClient, consented: boolean): void {
    const data = client.userData;
    this.desk.forget(client.sessionId);
    this.crowd.crowd.forget(client.sessionId);
    if (this.closing) return;
    this.keeper.closeWhenEmptyOnceBack();
    if (!data || data.dropped) this.patcher.changed();
    else if (data.role === 'stage') {
      if (!consented) this.seatPresence.stageDropped(client, this.tvWindowS);
    } else {
      const seat = data.role === 'player' ? this.seatOf(client) : undefined;
      if (seat) this.seatPresence.left(client, seat, consented);
      else this.patcher.changed();
    }
    // Nobody at the table any more (watchers may look on): the game holds until someone is back.
    if (!this.clients.some((c) => this.atTable(c))) this.seatPresence.nobodyLeft();
  }

  /** A person is gone for good (seat-presence.ts): the seat goes, or a bot stands in. */
  goneForGood(seat: Seat, removeBetweenGames = false): void {
    this.seatPresence.goneForGood(seat, removeBetweenGames);
  }

  dropPhone(seat: Seat, closeCode: number, reason: string): () => void {
    return this.seatPresence.dropPhone(seat, closeCode, reason);
  }

  phoneOf(seat: Seat): RoomClient | undefined {
    return this.seatPresence.phoneOf(seat);
  }

  /** The room is being disposed (disconnect or shutdown): leaves then change nothing and emit nothing. */
  private get closing(): boolean {
    return this.disposed || (this as unknown as { _internalState: RoomInternalState })._internalState === RoomInternalState.DISPOSING;
  }

  isHost(client: RoomClient): boolean {
    const data = client.userData;
    if (data?.role === 'stage') return true;
    const seat = this.seatOf(client);
    return !!seat && this.book.vipId === seat.id && !seat.standIn;
  }

  seatOf(client: RoomClient): Seat | undefined {
    const id = client.userData?.role === 'player' ? client.userData.seatId : null;
    const seat = id ? this.book.byId(id) : undefined;
    return seat && seat.sessionId === client.sessionId ? seat : undefined;
  }

  /** Copy everything into the state and the views; tell players whose seat index moved. */
  private projectNow(): void {
    // Every change is stored before it is broadcast; a failure here (a timer's seat change) is logged by the journal.
    this.durable?.persist();
    const holders: RoomClient[] = [];
    let audience = 0;
    for (let i = 0; i < this.clients.length; i++) {
      const c = this.clients[i]!;
      const role = c.userData?.role;
      if (role === 'player') holders.push(c);
      else if (role === 'audience') audience++;
    }
    const seated = holders.length;
    this.seatPresence.addAwayClients(holders);
    this.projection.update(this.book, this.show, audience, holders);
    this.crowd.project(this.state.crowd, this.show, this.book.size, this.clients, (n, except) => this.book.nameFree(n, except));
    for (let i = 0; i < seated; i++) {
      const c = holders[i]!;
      const seat = this.seatOf(c);
      if (!seat) continue;
      const index = this.book.indexOf(seat.id);
      if (c.userData!.sentIndex === index) continue;
      c.userData!.sentIndex = index;
      c.send('seat', { seat: index, id: seat.id, secret: seat.secret, ...this.keeper.parties.firstMessage(seat.id) });
    }
  }

  /** Every frame passes the desk's checks (message-desk.ts) before Colyseus' dispatch (plumbed-room.ts). */
  protected checkFrame(client: RoomClient, buffer: Buffer): FrameVerdict {
    return this.desk.frame(client, buffer);
  }

  protected flushState(): void {
    this.patcher.flush();
  }

  /**
   * Colyseus calls this for everything thrown in a room method, refused joins included (a
   * `joinRefusal` thrown by onAuth / onJoin comes wrapped as the `cause`). A refused join is a
   * normal answer (a typo, a taken name): a line per address and kind (log-limit.ts). Else a real error.
   */
  override onUncaughtException(error: Error & { client?: { ref?: object } }, methodName: string): void {
    const refused = isJoinRefusal(error.cause) ? error.cause : isJoinRefusal(error) ? error : null;
    const from = socketAddress(error.client?.ref); // the websocket's address (seat-guard.ts)
    // A refusal in onCreate comes before the room has its code (roomId is Colyseus' own id then): said as the door's.
    const where = methodName === 'onCreate' ? '[door] create' : `[room ${this.roomId}] join`;
    if (refused) return this.config.doorLog.line(from, `join refused: ${refused.message}`, `${where} refused: ${refused.message} (${from})`);
    this.config.log(`[room ${this.roomId}] error in ${methodName}: ${error.stack ?? error.message}`);
  }

  override onBeforeShutdown(): void {
    this.shuttingDown = true;
    // The crowd as it is now, the open question's guesses too: the next start brings it back.
    this.durable?.saveCrowd();
    this.broadcast('restarting', { keeps: this.durable !== null });
    void this.disconnect();
  }

  override onDispose(): void {
    // Everyone left (or nobody used it): the evening is over. A stopping server keeps it live for the next start.
    if (!this.shuttingDown) this.durable?.journal.archive(Date.now(), this.closeReason);
    this.keeper?.home?.release(!this.shuttingDown);
    this.disposed = true;
    this.timers.clearAll();
    this.show?.close();
    liveRooms.remove(this.roomId);
  }
}
