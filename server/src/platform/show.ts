/**
 * The show: one room's games, one after another, of whichever show the host picks, around that
 * show's module (shared platform/show-module.ts). It starts a game from the seats, applies
 * actions (from phones, from the decision timer, from bots), runs the timer on the room's clock
 * (turn-timer.ts), emits the event stream, and at the end keeps the record and the evening's
 * table. The module is the only judge of what is legal; this class only adds the room's rules
 * around it: which moment a tap answers, whose phone may tap, what a timer does. No Colyseus
 * here: time and scheduling come in through `Scheduler`.
 */
import { addGame, emptyEvening } from '@minus/shared/platform/evening';
import type { EveningState, Phase } from '@minus/shared/platform/protocol/index';
import type { Rng } from '@minus/shared/platform/rng';
import type { AnyShowModule } from '@minus/shared/platform/show-module';
import type { RoomConfig } from '../config.js';
import type { EventStream } from './event-stream.js';
import { deal, recordOf } from './deal.js';
import { BotPlayers, fitBotLabels, playsByBot } from './bot-players.js';
import { LobbyRules } from './lobby-rules.js';
import { replayStored, type StoredStep } from './resume-game.js';
import type { Seat, SeatBook } from './seat-book.js';
import type { ServerShow } from './server-show.js';
import { StandIns } from './stand-ins.js';
import { tapRefusal } from './tap-check.js';
import { TurnTally } from './turn-tally.js';
import { PRACTICE_FIRST_TURN_BEAT_MS, TurnTimer } from './turn-timer.js';
import { refusedBy, RETRY_UNSAVED_MS, type DecisionCause, type FinishedRecord, type Outcome, type Refused, type Scheduler, type ShowJournal } from './show-outcomes.js';

export type { DecisionCause, FinishedRecord, Outcome, Refused, Scheduler, ShowJournal };
const OK: Outcome = { ok: true };

export class Show {
  phase: Phase = 'lobby';
  /** The show for the next (or current) game. */
  server: ServerShow;
  /** The current (or last) game: its module's state; null before the first game and after a change of show. */
  game: unknown = null;
  /** Number of the current (or last) game this evening; 0 before the first. */
  gameNumber = 0;
  evening: EveningState = emptyEvening();
  /** The phones show the show's hints (the lobby's switch; on by default). */
  hints = true;
  /** The current (or last) game is a practice game (solo.ts, or the host's switch): a coach may advise. In the lobby: the next Start's. */
  practice = false;
  /** A timer's or a bot's decision could not be saved and waits for the storage (state `storageWait`); false once a save works. */
  storageWait = false;
  /** Finished games' records by game number (they reveal what was hidden). */
  readonly records = new Map<number, FinishedRecord>();
  /** When each finished game ended (server ms since epoch), by game number: dates its record's file name. */
  readonly finishedAt = new Map<number, number>();
  /** The host's lobby switch (`practice` message, coach.ts): the next games started are practice games. */
  practiceChosen = false;
  /** Called when a turn opens, with the seats that may act (the coach's tips). */
  onTurn: (seats: readonly number[]) => void = () => {};
  /** What the host asked for, per show (lobby-rules.ts: a show picked again tonight keeps its rules). */
  readonly lobbyRules = new LobbyRules();
  /** The rules the current game was started with (its record keeps them). */
  private gameRules: unknown = null;
  private readonly timer: TurnTimer;
  /** When the open turn's show time (`beginTurn`'s `showMs`) ends, clock ms: a fresh timer still gives what is left of it. */
  private showEndsAt = 0;
  private closed = false;
  /** What decided each action of the current game, and for which seat (turn-tally.ts). */
  readonly turns = new TurnTally();
  /** Where each game start and decision is stored first; null keeps everything in memory. */
  journal: ShowJournal | null = null;
  private readonly bots: BotPlayers;
  /** Bots standing in for people's seats, and people taking them back (stand-ins.ts). */
  readonly standIns: StandIns;

  constructor(
    private readonly book: SeatBook,
    private readonly config: RoomConfig,
    /** The room's cosmetic generator (bot pauses); never the deal's (randomness.ts). */
    cosmetic: Rng,
    private readonly clock: Scheduler,
    private readonly events: EventStream,
    /** Called after every change the projection must copy into the state. */
    private readonly changed: () => void,
  ) {
    const first = config.shows[0];
    if (!first) throw new Error('a room needs at least one show');
    this.server = first;
    this.bots = new BotPlayers(config, cosmetic, clock, (version) => this.botMove(version));
    this.timer = new TurnTimer(clock, () => this.timedOut());
    const show = { book, config, events, bots: this.bots, changed, module: () => this.module, actsNow: (id: string) => this.actsNow(id), moveSoon: () => this.moveSoon() };
    this.standIns = new StandIns(show);
  }

  /** Decision deadline, server ms since epoch; 0 when no timer runs (turn-timer.ts). */
  get deadline(): number { return this.timer.deadline; }

  /** The module of the show chosen. */
  get module(): AnyShowModule { return this.server.module; }

  /** The shows this room can host. */
  get shows(): readonly ServerShow[] { return this.config.shows; }

  /** True when a game is being played. */
  get playing(): boolean { return this.phase === 'playing' && this.game !== null && !this.module.finished(this.game); }

  /** What the host asked for, for the show chosen (its defaults until they change it). */
  get rules(): unknown {
    return this.lobbyRules.of(this.module);
  }

  set rules(input: unknown) {
    this.lobbyRules.set(this.module, input);
  }

  /** Seats the show chosen takes at most. */
  get maxSeats(): number { return this.module.seats.max; }

  /**
   * The rules to show: the game's during a game or its results; in the lobby the host's choice
   * resolved for `seats` (clamped to the show's limits), or the defaults' when that choice does
   * not resolve for so many seats (module `Rules`).
   */
  shownRules(seats: number): unknown {
    const m = this.module;
    if (this.phase !== 'lobby' && this.game !== null) return m.rulesOf(this.game);
    return this.lobbyRules.resolved(m, seats);
  }

  /**
   * Pick the show for the next game. Refusals: `not-in-lobby` during a game, `bad-show` for a
   * show this room does not host. From the results the room goes back to the lobby.
   */
  choose(id: string): Outcome {
    if (this.playing) return { ok: false, code: 'not-in-lobby' };
    const server = this.config.shows.find((s) => s.module.id === id);
    if (!server) return { ok: false, code: 'bad-show', message: `There is no show "${id}" here.` };
    if (server === this.server) return OK;
    this.server = server;
    this.game = null;
    this.toLobby();
    fitBotLabels(this.module, this.book.seats);
    this.events.emit({ type: 'show-chosen', show: server.module.id, title: server.module.title });
    this.changed();
    return OK;
  }

  /**
   * A lobby edit of the rules (`change` already checked by the show's `rules.schema`; judged by
   * lobby-rules.ts `LobbyRules.change`). Refusals: `not-in-lobby` during a game; `bad-settings`
   * with the module's sentence and reason `deals-fewer` {players, most} or `deals-none`.
   */
  changeRules(change: unknown): Outcome {
    if (this.playing) return { ok: false, code: 'not-in-lobby' };
    const next = this.lobbyRules.change(this.module, change, this.book.size);
    if (!next.ok) return { ok: false, code: 'bad-settings', ...next.why, message: next.message };
    this.changed();
    return OK;
  }

  /**
   * Start a game of the show chosen with the seats as they are (the lobby's `start`, the finale's
   * `play-again`). Refusals: `not-in-lobby` while playing, `too-few-seats` / `too-many-seats`
   * outside the show's limits, `bad-settings` when the rules do not resolve for this many seats
   * (the module's sentence). `practice`: a practice game (a game against the computer, solo.ts,
   * or the host's lobby switch, the default), in which players may turn on the coach (coach.ts).
   */
  start(practice = this.practiceChosen): Outcome {
    if (this.closed) return { ok: false, code: 'game-over' };
    if (this.playing) return { ok: false, code: 'not-in-lobby' };
    const m = this.module;
    const rules = this.rules;
    // A fresh 128-bit seed from crypto for every game (randomness.ts): nothing a client sees predicts it.
    const dealt = deal(m, rules, this.book, this.config.random.dealSeed(), () => this.lobbyRules.fitsUpTo(m));
    if (!dealt.ok) return dealt;
    const { seated, setup } = dealt;
    const seatIds = seated.map((s) => s.id);
    const unsaved = this.journal?.gameStarts({ number: this.gameNumber + 1, showId: m.id, setup, seatIds, startedAt: this.clock.now(), practice });
    if (unsaved) return unsaved;
    this.book.reorder(seatIds);
    this.game = dealt.game;
    this.turns.reset();
    this.gameRules = rules;
    this.gameNumber += 1;
    this.practice = practice;
    this.phase = 'playing';
    fitBotLabels(this.module, this.book.seats);
    this.bots.newGame(m, this.book.seats);
    const started = m.events.start(this.game);
    for (const body of started) this.events.emit(body, this.gameNumber);
    this.beginTurn(m.events.showMs?.(started) ?? 0, practice ? PRACTICE_FIRST_TURN_BEAT_MS : 0);
    this.changed();
    return OK;
  }

  /**
   * A phone's action for its seat, answering state version `version`. Refusals: `game-over` (no
   * game running after one ended), `not-your-turn` (no game yet), tap-check.ts's `tapRefusal`,
   * `too-late` at or after the deadline (the timer's action is applied then), then the module's
   * own refusals. A refusal changes nothing else.
   */
  act(seat: Seat, action: unknown, version: number): Outcome {
    const game = this.game;
    if (!this.playing || game === null) return { ok: false, code: this.gameNumber > 0 ? 'game-over' : 'not-your-turn' };
    const index = this.book.indexOf(seat.id);
    const refused = tapRefusal(this.module, game, seat, index, version);
    if (refused) return refused;
    // The deadline the screens count down to is the rule, not when the timer's callback runs
    // (a few ms later): a tap at or after it is too late, and the timer's action stands.
    if (this.timer.passed()) {
      this.timer.check();
      return { ok: false, code: 'too-late' };
    }
    return this.apply(index, action, 'phone');
  }

  /**
   * Apply one action through the module, store it (write-ahead: refused `not-saved` and nothing
   * applied when the journal cannot), emit its events and open the next turn (or finish).
   */
  private apply(index: number, action: unknown, cause: DecisionCause): Outcome {
    const m = this.module;
    const before = this.game;
    const next = m.applyAction(before, index, action);
    if (!next.ok) return refusedBy(next.error);
    const after = next.value;
    const unsaved = this.journal?.decided(this.gameNumber, { index: this.turns.length, seat: index, action, cause, at: this.clock.now(), finishes: m.finished(after) });
    if (unsaved) {
      // A timer's or a bot's decision waits for the disk rather than running ahead of what is stored.
      if (cause !== 'phone') this.clock.after(RETRY_UNSAVED_MS, () => (cause === 'timeout' ? this.timer.check() : this.botMove(m.version(before))));
      if (cause !== 'phone' && !this.storageWait) { this.storageWait = true; this.changed(); } // the screens say the game waits
      return unsaved;
    }
    this.storageWait = false;
    this.turns.add(this.book.seats[index]?.id ?? '', cause);
    this.clearTurn();
    this.game = after;
    const bodies = m.events.step(before, index, action, after, cause);
    for (const body of bodies) this.events.emit(body, this.gameNumber);
    this.bots.observe(m, after, this.book.seats);
    if (m.finished(after)) this.finish();
    else this.beginTurn(m.events.showMs?.(bodies) ?? 0);
    this.changed();
    return OK;
  }

  /**
   * Open the next decision: deadline, timer, `turn` event, and a bot's move if a bot sits there
   * (after at least `showMs`, the time the stage takes to show what just happened). The deadline
   * gives `showMs` back too: the phones wait for the stage's reveal before they show the decision.
   * `beatMs`: more time on this turn's timer alone (a practice game's first turn), not for the bots.
   */
  private beginTurn(showMs = 0, beatMs = 0): void {
    const m = this.module;
    const game = this.game;
    this.showEndsAt = this.clock.now() + showMs + beatMs;
    this.timer.start(this.timerMs(game, showMs + beatMs));
    const seats = [...m.toAct(game)];
    this.events.emit({ type: 'turn', seats, deadline: this.deadline, version: m.version(game) });
    this.bots.opened(m.version(game), showMs);
    this.moveSoon();
    this.onTurn(seats);
  }

  /**
   * The turn is decided: no deadline, no bot move. The room's timer is left to find a later
   * deadline (or none) unless `stopTimer` (the game is over, or the room closes).
   */
  private clearTurn(stopTimer = false): void {
    this.timer.clear(stopTimer);
    this.bots.cancel();
  }

  /** The decision timer ran out: the show's `timeoutAction` for the first seat to act. */
  private timedOut(): void {
    const game = this.game;
    if (this.closed || !this.playing || game === null) return;
    const seat = this.module.toAct(game)[0];
    if (seat !== undefined) this.apply(seat, this.module.timeoutAction(game, seat), 'timeout');
  }

  /**
   * Whoever moves without a tap now moves after a bot's pause (bot-players.ts `schedule`: never
   * before the stage has shown what led to the turn): a computer player on turn, or a person the
   * rules leave one move (the module's `forcedAction`). Else no such move is pending.
   */
  private moveSoon(): void {
    const game = this.game;
    const seats = this.playing ? this.module.toAct(game) : [];
    if (seats.some((i) => playsByBot(this.book.seats[i]) || (this.module.forcedAction?.(game, i) ?? null) !== null)) this.bots.schedule(this.module.version(game));
    else this.bots.cancel();
  }

  /** The beat is over and no computer player is on turn: a person's forced move is played (`forced`), unless nobody is at the table (the game holds). */
  private forcedMove(game: unknown): void {
    const m = this.module;
    const index = this.timer.holding ? undefined : m.toAct(game).find((i) => (m.forcedAction?.(game, i) ?? null) !== null);
    if (index !== undefined) this.apply(index, m.forcedAction!(game, index), 'forced');
  }

  /**
   * A bot's pause is over: the first bot seat that may act decides from its seat's `playerView`
   * only. An action its module refuses (a bot's mistake) becomes the timer's action, which is
   * always legal.
   */
  private botMove(version: number): void {
    const game = this.game;
    const m = this.module;
    if (this.closed || !this.playing || game === null || m.version(game) !== version) return;
    const index = m.toAct(game).find((i) => playsByBot(this.book.seats[i]));
    if (index === undefined) return this.forcedMove(game);
    const action = this.bots.decide(m, this.book.seats[index]!, m.playerView(game, index));
    const out = this.apply(index, action, 'bot');
    if (!out.ok && out.code !== 'not-saved') this.apply(index, m.timeoutAction(game, index), 'bot');
  }

  /** True when a game is being played and the seat `seatId` may act in it now. */
  private actsNow(seatId: string): boolean {
    return this.playing && this.module.toAct(this.game).includes(this.book.indexOf(seatId));
  }

  /**
   * The seats changed after a game. `newcomer`: one sat down on the results, or one seated there
   * left: the room stays on the results (finale-seats.ts). Else the line-up changed (a seat came
   * or went): back to the lobby. The evening and records stay.
   */
  seatsChanged(newcomer: boolean): void {
    if (!newcomer) this.backToLobby();
    else if (this.phase === 'finale') this.changed();
  }

  /** From the results back to the lobby (to change the show, rules or seats; a seat went); the evening and records stay. Only on the finale. */
  backToLobby(): void {
    if (this.phase !== 'finale') return;
    this.toLobby();
    this.changed();
  }

  /** The lobby shows what its Start will play: a practice game only if the host's switch says so (not because the last one was solo). */
  private toLobby(): void {
    this.phase = 'lobby';
    this.practice = this.practiceChosen;
  }

  /** The game is over: keep the record, update the evening unless it was practice (the module's `game-over` event already went out). */
  private finish(): void {
    const m = this.module;
    const game = this.game;
    this.clearTurn(true);
    this.phase = 'finale';
    const record = { ...recordOf(m, game, this.gameRules, this.book.seats), causes: this.turns.causes, practice: this.practice };
    this.records.set(this.gameNumber, { show: m.id, record });
    this.finishedAt.set(this.gameNumber, this.clock.now());
    // A practice game (against the computer, "nothing to lose") stays out of tonight's table.
    if (!this.practice) this.evening = addGame(this.evening, m.id, this.book.seats.map((s) => ({ id: s.id, name: s.name, avatar: s.avatar })), m.standing(game));
  }

  /**
   * Take up a running game read back from the database (a restart): `start` and its stored `steps`
   * replayed (resume-game.ts `replayStored`; `startedAt`, ms, the clock's), then the turn opens with
   * a full decision timer (docs/SERVER.md, "Restore at start"). Errors: a stored action refused.
   */
  resume(start: unknown, steps: readonly StoredStep[], rules: unknown, gameNumber: number, startedAt?: number): Outcome {
    const replayed = replayStored(this.module, start, steps, this.bots, this.book.seats, startedAt === undefined ? undefined : this.clock.now() - startedAt);
    if (!replayed.ok) return replayed;
    this.game = replayed.game;
    this.gameRules = rules;
    this.gameNumber = gameNumber;
    this.turns.restore(steps, (i) => this.book.seats[i]?.id ?? '');
    this.phase = 'playing';
    if (!this.module.finished(this.game)) this.beginTurn(replayed.showLeftMs);
    this.changed();
    return OK;
  }

  /** A person back after a restart whose seat decides now: the full decision timer from now, plus what is left of the turn's show time (README, "What a restart keeps"). */
  freshTurnFor(seatId: string): void {
    if (this.deadline === 0 || !this.actsNow(seatId)) return;
    this.timer.start(this.timerMs(this.game, Math.max(0, this.showEndsAt - this.clock.now())));
    this.changed();
  }

  /** Nobody is connected (`on`), or someone is again: the decision timer holds, then gives the open turn its full time (turn-timer.ts). */
  holdTimer(on: boolean): void {
    if (on) this.timer.hold();
    else this.timer.release();
    if (!on) this.moveSoon(); // a forced move waited for someone at the table
    this.changed();
  }

  /** A turn's time in `game` (ms): its rules' timer plus `showMs`, scaled; null when the timer is off. */
  private timerMs(game: unknown, showMs = 0): number | null {
    const timerMs = this.module.rulesOf(game).timerMs;
    return timerMs === null ? null : Math.round((timerMs + showMs) * this.config.timerScale);
  }

  /** Stop everything: no timer, bot or event fires after this (room disposed). */
  close(): void {
    this.closed = true;
    this.clearTurn(true);
    this.events.close();
  }
}
