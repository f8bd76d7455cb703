/**
 * The phone's link to its room (docs/ARCHITECTURE.md, "controller/" and "Known pitfalls"): joins, keeps the
 * state snapshot, answers and clock, and never lets a seat go. colyseus.js 0.16 has no automatic
 * reconnection, so this class runs its own loop: after a non-consented leave, and at once when
 * the page becomes visible or the network comes back, it retries with back-off (0.5 s doubling to
 * 10 s) first with the rotating reconnection token, then by the seat secret. The reconnection
 * token is saved again after every (re)connect because it rotates.
 *
 * The server's clock is estimated the way the stage does it (shared/src/protocol/clock.ts: `time`
 * bursts on joining and every 10 s, the shortest round trip of the last few wins), so the phone's
 * countdown shows the TV's second; a request nothing answers means a dead link (link-watch.ts). The moment this connection saw a game end live is kept
 * (`gameOverAt`), so the phone can hold its results while the TV plays its finale.
 *
 * What it shows the screens is its `LinkView` (link-view.ts): `subscribe(listener)` is called after every change. The server's
 * private messages are read in `room-messages.ts`, the join options built in `join-options.ts`, a try at
 * getting back in and the waits between tries in `rejoin.ts`.
 */
import type { AnswerMessage, ClientMessage, ClientMessageType } from '@minus/shared/platform/protocol/messages';
import { CLOSE_KICKED } from '@minus/shared/platform/protocol/constants';
import { classifyJoinError, isFinalFailure, type JoinFailure } from '@minus/shared/platform/protocol/join-errors';
import { joinOptions } from './join-options.js';
import { CLOSE_TAKEN_OVER, CONSENTED, DECIDE_TIMEOUT_MS, RESTORED_NOTICE_MS, type ClientLike, type JoinRequest, type Notice, type RoomLike } from './link-types.js';
import { listenToMessages, type SeatGrant } from './room-messages.js';
import { snapshot } from './snapshot.js';
import { loadSession, saveSession, seatSecretFor, type StoredSession } from './storage.js';
import { Backoff, rejoinOnce } from './rejoin.js';
import { LinkWatch } from './link-watch.js';
import { LinkView } from './link-view.js';

export * from './link-types.js';

export class RoomConnection extends LinkView {
  private room: RoomLike | null = null;
  private session: StoredSession | null;
  private readonly retries = new Backoff(() => void this.tryOnce());
  private actTimer: ReturnType<typeof setTimeout> | undefined;
  private stopClock: () => void = () => undefined;
  /** The `time` requests, and whether anything answers them (link-watch.ts). */
  private readonly watch = new LinkWatch();
  /** The next state is the first after (re)connecting: a finale in it was not seen live. */
  private freshLink = false;
  private retrying = false;
  /** The server said it is stopping (`restarting`): the room's coming close is the end of it, unless the server keeps its rooms. */
  private serverStopping = false;
  /** The stopping server keeps its rooms (`restarting` with `keeps`): come back to the same room when it is up again. */
  private serverKeeps = false;
  private restoredTimer: ReturnType<typeof setTimeout> | undefined;
  private noticeId = 0;
  /** The game version a tap got no answer for ("try again"), or null. */
  private unanswered: number | null = null;

  constructor(private readonly client: ClientLike) {
    super();
    this.session = loadSession();
    if (this.session) {
      this.code = this.session.code;
      this.seat = this.session.seat;
      this.seatId = this.session.seatId;
      this.watchedGame = this.session.watchedGame ?? 0;
    }
  }

  /** The session saved by an earlier visit (its room code prefills the join screen). */
  get savedSession(): StoredSession | null {
    return this.session;
  }

  /** The secret of this phone's seat in room `code`, if it holds one (joining takes that seat back: "Join here again"). */
  seatSecretIn(code: string): string | undefined {
    return seatSecretFor(code, this.session ?? loadSession());
  }

  /**
   * Join a room. Ignored while another join is pending (a triple tap joins once). A player who
   * held a seat in this room before sends its seat secret and gets the same seat back.
   * Resolves true when joined; on refusal `failure` says why.
   */
  async join(request: JoinRequest): Promise<boolean> {
    if (this.status === 'joining' || this.status === 'connected') return false;
    this.retries.stop();
    this.status = 'joining';
    this.failure = null;
    this.code = request.code;
    this.changed();
    const old = this.seatSecretIn(request.code); // after a take-over, the other tab's: joining again takes the seat back
    const options = joinOptions({ ...request, seatSecret: old });
    try {
      const room = await this.client.joinById(request.code, options);
      if (old === undefined) { this.seat = undefined; this.seatId = undefined; }
      this.audienceReason = request.role === 'audience' ? 'by-choice' : null;
      this.gameOverAt = null;
      this.watchedGame = 0;
      this.session = { code: request.code, role: request.role, name: request.name, ...(old ? { secret: old, seat: this.seat, seatId: this.seatId } : {}), savedAt: 0 };
      this.joinsSettled++;
      this.attach(room, request.role);
      return true;
    } catch (e) {
      this.joinsSettled++;
      this.status = 'idle';
      this.failure = classifyJoinError(e);
      this.changed();
      return false;
    }
  }

  /**
   * A watcher takes a seat between games: it joins again as a player while still watching, and
   * only once the room has let it in does it let the watcher's connection go. A refusal (a name
   * someone at the table has, or one the rules refuse) leaves it watching, `seatAsk.refusal` saying
   * why, so it can ask again with another name. Resolves true when the new connection is in; false
   * when refused, or when the phone left or lost its link meanwhile (the new connection is let go).
   */
  async takeSeat(wish: { name: string; avatar: number }): Promise<boolean> {
    const { room: watching, code } = this;
    if (!watching || this.status !== 'connected' || this.role !== 'audience' || this.seatAsk.pending) return false;
    const ask: RoomConnection['seatAsk'] = this.seatAsk = { pending: true, refusal: null };
    this.changed();
    const room = await this.client.joinById(code, joinOptions({ role: 'player', ...wish })).catch((e: unknown) => {
      ask.refusal = { failure: classifyJoinError(e), name: wish.name };
      return null;
    });
    ask.pending = false;
    if (!room || this.room !== watching) { // refused; or the phone left, or lost its link, meanwhile
      void room?.leave(true).catch(() => undefined);
      this.changed();
      return false;
    }
    this.room = null; // the watcher's connection: its close, coming, changes nothing
    void watching.leave(true).catch(() => undefined);
    [this.seat, this.seatId, this.gameOverAt] = [undefined, undefined, null];
    this.session = { code, role: 'player', name: wish.name, audienceReason: this.audienceReason, watchedGame: this.watchedGame, savedAt: 0 };
    this.attach(room, 'player');
    return true;
  }

  /**
   * Go back to the room this phone was in before the page (re)loaded: the reconnection token
   * first, then the seat secret. Resolves true when back in; false (and idle) when there was no
   * session or the room or seat is gone; keeps retrying in the background while unreachable.
   */
  async resume(): Promise<boolean> {
    if (!this.session || this.status !== 'idle') return false;
    this.status = 'reconnecting';
    this.changed();
    return this.tryOnce();
  }

  /** Leave on purpose (no reconnection) and forget the session. */
  async leave(): Promise<void> {
    this.retries.stop();
    this.stopClock();
    const room = this.room;
    this.room = null;
    this.forgetRoom();
    this.changed();
    await room?.leave(true).catch(() => undefined);
  }

  /**
   * Send a request (shared/src/protocol/messages.ts). Dropped silently when not connected:
   * the reconnecting banner already says so.
   */
  send<T extends ClientMessageType>(type: T, body: ClientMessage<T>): boolean {
    if (!this.room || this.status !== 'connected') return false;
    this.room.send(type, body);
    return true;
  }

  /**
   * Play an action in the game (the show's own JSON): sends `act` with the state version it
   * answers and locks further actions until the server answers, the state moves on, or
   * DECIDE_TIMEOUT_MS pass. Returns false (and sends nothing) while an action is pending or when
   * no game is on.
   */
  act(action: unknown): boolean {
    const version = this.view?.game.version ?? 0;
    if (this.pendingVersion !== null || this.view?.phase !== 'playing') return false;
    if (!this.send('act', { action, version })) return false;
    this.pendingVersion = version;
    this.notice = null;
    this.restored = null;
    this.watch.expect(); // a tap into a dead link is noticed within the link check's wait, not at the next clock request
    clearTimeout(this.actTimer);
    this.actTimer = setTimeout(() => {
      if (this.pendingVersion === version) {
        this.pendingVersion = null;
        this.unanswered = version;
        this.setNotice({ type: 'act', ok: false, code: undefined, message: undefined }, 'no-answer');
      }
    }, DECIDE_TIMEOUT_MS);
    this.changed();
    return true;
  }

  /** Retry now if the link is down (page visible again, network back); when connected, check it still carries anything (link-watch.ts). */
  wake(): void {
    if (this.status === 'connected') this.watch.probe();
    if (this.status !== 'reconnecting' || this.retrying) return;
    this.retries.stop();
    void this.tryOnce();
  }

  private setNotice(answer: AnswerMessage, code?: Notice['code']): void {
    this.notice = { type: answer.type, code: code ?? answer.code, reason: answer.reason, params: answer.params, message: answer.message, id: ++this.noticeId };
  }

  private attach(room: RoomLike, role: 'player' | 'audience'): void {
    this.retries.stop();
    this.room = room;
    this.role = role;
    this.status = 'connected';
    this.failure = null;
    this.serverStopping = false;
    this.away = false;
    this.stopping = false;
    this.retries.reset();
    this.freshLink = true;
    this.saveSessionNow({ token: `${room.roomId}:${room.reconnectionToken}` });
    // A watcher's connection lives on for a moment after "Take a seat" let it go: its state changes nothing.
    room.onStateChange((state) => { if (room === this.room) { this.watch.heard(); this.onState(state); } });
    listenToMessages(room, {
      seat: (m) => {
        this.role = 'player';
        this.audienceReason = null;
        this.seat = m.seat ?? this.seat;
        this.seatId = m.id ?? this.seatId;
        this.saveSessionNow({ role: 'player', secret: m.secret, seat: this.seat, seatId: this.seatId, audienceReason: null });
        if (m.restored) this.showRestored(m.restored);
        this.changed();
      },
      answer: (a) => this.onAnswer(a),
      time: (sample) => { this.watch.heard(); if (this.clock.add(sample)) this.changed(); },
      record: (r) => { this.record = r; this.changed(); },
      audience: (told) => {
        this.role = 'audience';
        // A reloaded watcher rejoins as the audience ("by-choice"): keep why it came to watch.
        this.audienceReason = told === 'by-choice' && this.session?.audienceReason ? this.session.audienceReason : told;
        this.saveSessionNow({ role: 'audience', audienceReason: this.audienceReason });
        this.changed();
      },
      gameOver: (game, sinceMs = 0) => this.sawGameOver(game, sinceMs),
      coach: (tip) => { this.coachTip = tip; this.changed(); },
      crowdScore: (m) => { if (this.crowdScores.add(m)) this.changed(); },
      restarting: (keeps) => {
        if (room !== this.room) return;
        this.serverStopping = true;
        this.serverKeeps = keeps;
      },
    });
    room.onLeave((code, reason) => this.onLeave(room, code, reason));
    this.stopClock();
    this.clock.reset();
    // A link gone silent is let go, and the phone comes back as after a drop.
    this.stopClock = this.watch.start(() => { if (room === this.room) room.send('time', { client: Date.now() }); }, () => {
      if (room !== this.room) return;
      this.onLeave(room, 1006, 'silent');
      void room.leave(false).catch(() => undefined);
    });
    // A join resolves with colyseus.js's empty default state (a lobby, no code) until the full one
    // arrives: read as it is, a phone rejoining a game would flash the lobby and announce a start.
    if (room.state && snapshot(room.state).code) this.onState(room.state);
    else this.changed();
  }

  /** Back to idle with no room: the session is forgotten (and its stored copy, unless `keepStored`). */
  private forgetRoom(keepStored = false): void {
    this.session = null;
    this.away = false;
    this.stopping = false;
    this.seatAsk = { pending: false, refusal: null };
    if (!keepStored) saveSession(null);
    this.crowdScores.clear();
    this.watchedGame = 0;
    this.status = 'idle';
    this.view = null;
    this.role = null;
  }

  private saveSessionNow(patch: Partial<StoredSession>): void {
    if (!this.session) return;
    this.session = { ...this.session, ...patch };
    const { savedAt: _, ...rest } = this.session;
    saveSession(rest);
  }

  private showRestored(kind: NonNullable<SeatGrant['restored']>): void {
    this.restored = kind;
    clearTimeout(this.restoredTimer);
    this.restoredTimer = setTimeout(() => { this.restored = null; this.changed(); }, RESTORED_NOTICE_MS);
  }

  /** Game `game` ended `sinceMs` ago (0: seen ending; more: told on arriving at its results). */
  private sawGameOver(game: number, sinceMs: number): void {
    if (this.gameOverAt?.game === game) return;
    this.gameOverAt = { game, at: Date.now() - sinceMs };
    this.changed();
  }

  private onState(state: unknown): void {
    const before = this.view;
    this.view = snapshot(state);
    if (this.view.phase === 'playing') this.seatAsk.refusal = null;
    if (this.role === 'audience' && this.view.phase === 'playing' && this.watchedGame !== this.view.game.number) {
      this.watchedGame = this.view.game.number;
      this.saveSessionNow({ watchedGame: this.watchedGame });
    }
    const fresh = this.freshLink;
    this.freshLink = false;
    if (!fresh && before?.phase === 'playing' && this.view.phase === 'finale') this.sawGameOver(this.view.game.number, 0);
    if (this.pendingVersion !== null && this.view.game.version !== this.pendingVersion) this.pendingVersion = null;
    // "Try again" was about a moment that has passed (the tap went through after all, or the game moved on): a tap now is another decision.
    if (this.notice?.code === 'no-answer' && this.view.game.version !== this.unanswered) this.notice = null;
    this.changed();
  }

  private onAnswer(a: AnswerMessage): void {
    if (a.type === 'act') {
      this.pendingVersion = null;
      clearTimeout(this.actTimer);
    }
    if (!a.ok) this.setNotice(a);
    this.changed();
  }

  private onLeave(room: RoomLike, code: number, reason?: string): void {
    if (room !== this.room) return;
    this.room = null;
    this.stopClock();
    this.pendingVersion = null;
    // A server that stores its rooms closes them as it stops, and brings them back when it starts.
    const comesBack = code === CONSENTED && this.serverStopping && this.serverKeeps;
    const final = !comesBack && (code === CONSENTED || code === CLOSE_KICKED || code === CLOSE_TAKEN_OVER || /kick/i.test(reason ?? ''));
    if (final) {
      // A seat taken over lives on in the other tab, which shares this storage: leave it be.
      this.forgetRoom(code === CLOSE_TAKEN_OVER);
      if (code === CLOSE_TAKEN_OVER) this.failure = 'taken-over';
      else if (code !== CONSENTED) this.failure = 'kicked';
      // The server stopped (Ctrl-C, a restart): its rooms are gone; say so rather than nothing.
      else if (this.serverStopping) this.failure = 'room-ended';
      this.serverStopping = false;
      this.changed();
      return;
    }
    // The server said it is stopping: the banner says so until the link is back (a drop after it too).
    if (this.serverStopping) this.stopping = true;
    this.serverStopping = false;
    this.status = 'reconnecting';
    this.changed();
    this.retries.next();
  }

  /** One reconnection attempt (rejoin.ts: token, then seat secret). Schedules the next one while unreachable. */
  private async tryOnce(): Promise<boolean> {
    const s = this.session;
    if (!s || this.retrying) return false;
    this.retrying = true;
    try {
      const got = await rejoinOnce(this.client, s);
      if (typeof got === 'string') return this.giveUpOrRetry(got);
      this.attach(got, s.role);
      return true;
    } finally {
      this.retrying = false;
    }
  }

  private giveUpOrRetry(failure: JoinFailure): false {
    // Try again later: too many joins from this network, `not-saved` (the server's disk), `room-paused` (its server restarts).
    if (!isFinalFailure(failure)) {
      this.away = failure === 'room-paused';
      this.status = 'reconnecting';
      this.changed();
      this.retries.next();
      return false;
    }
    this.forgetRoom();
    // Coming back to a room that no longer exists: say so, rather than "no game with that code".
    this.failure = failure === 'no-such-room' ? 'room-ended' : failure;
    this.changed();
    return false;
  }
}
