/**
 * The show: one room's games, one after another, around the rules engine. It starts a game from
 * the seats, applies decisions (from phones, from the decision timer, from bots), runs the timer
 * on the room's clock, emits the event stream, and at the end keeps the record and the evening's
 * table. The engine (`applyAction`) is the only judge of what is legal; this module only adds the
 * room's rules around it: which auction a tap answers, whose phone may tap, what a timer does.
 * No Colyseus here: time and scheduling come in through `Scheduler`.
 */
import {
  applyAction, createGameFromSetup, drawSetup, cubeScore, playerView, resolveRules, result, timeoutAction, toRecord,
  type Action, type GameRecord, type GameState, type RulesInput,
} from '@minus/shared/minus/index';
import type { EveningRow, Phase, RefusalCode } from '@minus/shared/protocol/index';
import type { Rng } from '@minus/shared/rng';
import type { RoomConfig } from '../config.js';
import { addGame } from './evening.js';
import type { EventStream } from './event-stream.js';
import { BotPlayers } from './bot-players.js';
import type { Seat, SeatBook } from './seat-book.js';
import { defaultRules } from './settings.js';

/** Timers on the room's clock (Colyseus `this.clock` in the room, a fake in unit tests). */
export interface Scheduler {
  /** Run `fn` after `ms` ms; the handle cancels it. */
  after(ms: number, fn: () => void): { clear(): void };
  /** Server time, ms since epoch (what `deadline` is measured in). */
  now(): number;
}

/** A refused request: the code and, when the engine said more, its sentence. */
export type Refused = { ok: false; code: RefusalCode; message?: string };
export type Outcome = { ok: true } | Refused;

/** Who made a decision: the seat's phone, the timer running out, or a computer player. */
export type DecisionCause = 'phone' | 'timeout' | 'bot';

const OK: Outcome = { ok: true };

export class Show {
  phase: Phase = 'lobby';
  rules: RulesInput = defaultRules();
  game: GameState | null = null;
  /** Number of the current (or last) game this evening; 0 before the first. */
  gameNumber = 0;
  /** Decision deadline, server ms since epoch; 0 when no timer runs. */
  deadline = 0;
  evening: EveningRow[] = [];
  /** Finished games' records by game number (they reveal the removed cubes and the deck). */
  readonly records = new Map<number, GameRecord>();
  /** When each finished game ended (server ms since epoch), by game number: dates its record's file name. */
  readonly finishedAt = new Map<number, number>();
  private turnTimer: { clear(): void } | null = null;
  private closed = false;
  private readonly bots: BotPlayers;

  constructor(
    private readonly book: SeatBook,
    private readonly config: RoomConfig,
    /** The room's cosmetic generator (bot pauses); never the deal's. */
    cosmetic: Rng,
    private readonly clock: Scheduler,
    private readonly events: EventStream,
    /** Called after every change the projection must copy into the state. */
    private readonly changed: () => void,
  ) {
    this.bots = new BotPlayers(config, cosmetic, clock, (version) => this.botMove(version));
  }

  /** True when a game is being played. */
  get playing(): boolean {
    return this.phase === 'playing' && this.game !== null && !this.game.finished;
  }

  /**
   * Start a game with the seats as they are (the lobby's `start`, the finale's `play-again`).
   * Refusals: `not-in-lobby` while playing, `too-few-seats` under 3, `bad-settings` when the
   * rules do not resolve for this many seats (the engine's sentence).
   */
  start(): Outcome {
    if (this.closed) return { ok: false, code: 'game-over' };
    if (this.playing) return { ok: false, code: 'not-in-lobby' };
    if (this.book.size < 3) return { ok: false, code: 'too-few-seats' };
    const rules = resolveRules(this.rules, this.book.size);
    if (!rules.ok) return { ok: false, code: 'bad-settings', message: rules.error.message };
    const ids = this.book.seats.map((s) => s.id);
    const names = this.book.seats.map((s) => s.name);
    // A fresh 128-bit seed from crypto for every game (randomness.ts): nothing a client sees predicts it.
    const setup = drawSetup(rules.value, ids, this.config.random.dealSeed());
    this.book.reorder(setup.players);
    const created = createGameFromSetup(this.rules, { ...setup, players: setup.players.map((id) => names[ids.indexOf(id)]!) });
    if (!created.ok) return { ok: false, code: 'bad-settings', message: created.error.message };
    this.game = created.value;
    this.gameNumber += 1;
    this.phase = 'playing';
    this.bots.newGame(this.book.seats);
    this.events.emit({ type: 'game-started', game: this.gameNumber, removedCount: this.game.removed.length, first: this.game.first });
    this.events.emit({ type: 'cube-revealed', auction: 1, cube: this.game.offer!, seat: this.game.current, deckLeft: this.game.deck.length - this.game.revealed });
    this.beginTurn();
    this.changed();
    return OK;
  }

  /**
   * A phone's decision for its seat. `auction` (and `version`, when sent) name the moment the tap
   * answers. Refusals, in this order: `game-over` (no game running after one ended),
   * `not-your-turn` (no game yet, or another seat's turn), `not-allowed` (a bot plays this seat),
   * `too-late` (an earlier auction or version: a late or double tap), `bad-message` (a future
   * auction), `too-late` also at or after the deadline (the timer's decision is applied then),
   * `no-chips` (refuse without chips). A refusal changes nothing else.
   */
  decide(seat: Seat, action: Action, auction: number, version?: number): Outcome {
    const game = this.game;
    if (!this.playing || !game) return { ok: false, code: this.gameNumber > 0 ? 'game-over' : 'not-your-turn' };
    if (seat.standIn) return { ok: false, code: 'not-allowed', message: 'A computer player has your seat. Take it back first.' };
    if (auction < game.auction || (version !== undefined && version < game.version)) return { ok: false, code: 'too-late' };
    if (auction > game.auction || (version !== undefined && version > game.version)) return { ok: false, code: 'bad-message', message: 'That auction has not started.' };
    const index = this.book.indexOf(seat.id);
    if (index !== game.current) return { ok: false, code: 'not-your-turn' };
    // The deadline the screens count down to is the rule, not when the timer's callback runs
    // (a few ms later): a tap at or after it is too late, and the timer's decision stands.
    if (this.deadline > 0 && this.clock.now() >= this.deadline) {
      this.deadlineCheck();
      return { ok: false, code: 'too-late' };
    }
    return this.apply(index, action, 'phone');
  }

  /** Apply one decision through the engine, emit its events and open the next turn (or finish). */
  private apply(index: number, action: Action, cause: DecisionCause): Outcome {
    const before = this.game!;
    const next = applyAction(before, index, action);
    if (!next.ok) {
      const code: RefusalCode = next.error.code === 'no-chips' ? 'no-chips' : next.error.code === 'not-your-turn' ? 'not-your-turn' : next.error.code === 'game-over' ? 'game-over' : 'bad-message';
      return { ok: false, code, message: next.error.message };
    }
    this.clearTurn();
    const after = next.value;
    this.game = after;
    const timeout = cause === 'timeout';
    const cube = before.offer!;
    if (action === 'refuse') {
      this.events.emit({ type: 'refused', auction: before.auction, seat: index, cube, pot: after.pot, timeout });
    } else {
      this.events.emit({
        type: 'taken', auction: before.auction, seat: index, cube, pot: before.pot, timeout,
        forced: before.chips[index] === 0,
        before: cubeScore(before.cubes[index]!), after: cubeScore(after.cubes[index]!),
      });
    }
    this.bots.observe(after, this.book.seats);
    if (after.finished) this.finish();
    else {
      if (action === 'take') {
        this.events.emit({ type: 'cube-revealed', auction: after.auction, cube: after.offer!, seat: after.current, deckLeft: after.deck.length - after.revealed });
      }
      this.beginTurn();
    }
    this.changed();
    return OK;
  }

  /** Open the decision of `game.current`: deadline, timer, `turn` event, and a bot's move if a bot sits there. */
  private beginTurn(): void {
    const game = this.game!;
    const timerMs = game.rules.timerMs;
    if (timerMs !== null) {
      const ms = Math.max(1, Math.round(timerMs * this.config.timerScale));
      this.deadline = this.clock.now() + ms;
      this.armTurnTimer();
    } else {
      this.deadline = 0;
    }
    this.events.emit({ type: 'turn', auction: game.auction, seat: game.current, deadline: this.deadline });
    const seat = this.book.seats[game.current]!;
    if (this.isBotSeat(seat)) this.bots.schedule(game.version);
  }

  /**
   * The turn is decided: no deadline, no bot move. The room's timer is left to find a later
   * deadline (or none) unless `stopTimer` (the game is over, or the room closes).
   */
  private clearTurn(stopTimer = false): void {
    if (stopTimer) {
      this.turnTimer?.clear();
      this.turnTimer = null;
    }
    this.bots.cancel();
    this.deadline = 0;
  }

  /**
   * One timer per room serves every turn. Deadlines only move later (each turn's is "now + the
   * timer"), so a timer set during an earlier turn fires first and sets itself again for what is
   * left of the current deadline. A timer made and cancelled per decision was garbage that
   * outlived the young generation under load (docs/BENCHMARKS.md, "load").
   */
  private armTurnTimer(): void {
    if (this.turnTimer) return;
    this.turnTimer = this.clock.after(this.deadline - this.clock.now(), () => {
      this.turnTimer = null;
      this.deadlineCheck();
    });
  }

  /** The room's timer fired: the decision timer ran out (RULES.md, "The decision timer"), or not yet. */
  private deadlineCheck(): void {
    const game = this.game;
    if (this.closed || !this.playing || !game || this.deadline === 0) return;
    if (this.clock.now() < this.deadline) return this.armTurnTimer();
    // Out of time: refuse with a chip, take without.
    this.apply(game.current, timeoutAction(game, game.current), 'timeout');
  }

  private isBotSeat(seat: Seat): boolean {
    return seat.kind === 'bot' || seat.standIn;
  }

  /** A bot's pause is over: it decides from its seat's `playerView` only. */
  private botMove(version: number): void {
    const game = this.game;
    if (this.closed || !this.playing || !game || game.version !== version) return;
    const seat = this.book.seats[game.current]!;
    if (!this.isBotSeat(seat)) return;
    const view = playerView(game, game.current);
    let action = this.bots.decide(seat, view);
    if (action === 'refuse' && view.myChips === 0) action = 'take';
    this.apply(game.current, action, 'bot');
  }

  /**
   * A bot stands in for a person's seat (away too long, left, kicked, or the host's choice).
   * If it is that seat's turn, the bot moves after its pause. Returns false if already so.
   */
  standIn(seat: Seat, label: string): boolean {
    if (seat.kind !== 'human' || (seat.standIn && seat.botLabel === label)) return false;
    seat.standIn = true;
    seat.botLabel = label;
    this.bots.replace(seat);
    this.events.emit({ type: 'stand-in', seat: this.book.indexOf(seat.id), name: seat.name, label });
    const game = this.game;
    if (this.playing && game && this.book.seats[game.current] === seat) this.bots.schedule(game.version);
    this.changed();
    return true;
  }

  /** The person is back and plays their seat again (the timer keeps running for this turn). */
  takeBack(seat: Seat): void {
    if (!seat.standIn) return;
    seat.standIn = false;
    seat.botLabel = '';
    this.bots.replace(seat);
    const game = this.game;
    if (this.playing && game && this.book.seats[game.current] === seat) this.bots.cancel();
    this.changed();
  }

  /** The line-up changed after a game (a seat came or went): back to the lobby; the evening and records stay. */
  lineupChanged(): void {
    this.backToLobby();
  }

  /**
   * From the results back to the lobby (the VIP wants to change the rules, or the line-up
   * changed); the evening's table and the records stay. Does nothing outside the finale.
   */
  backToLobby(): void {
    if (this.phase === 'finale') {
      this.phase = 'lobby';
      this.changed();
    }
  }

  /** The game is over: reveal, score, keep the record, update the evening. */
  private finish(): void {
    const game = this.game!;
    this.clearTurn(true);
    this.phase = 'finale';
    const res = result(game);
    const scores = res.players.map((p) => p.score);
    const places = res.players.map((p) => p.place!);
    const firsts = places.filter((p) => p === 1).length;
    this.records.set(this.gameNumber, toRecord(game, this.rules));
    this.finishedAt.set(this.gameNumber, this.clock.now());
    this.evening = addGame(this.evening, game.players, scores, places);
    this.events.emit({
      type: 'game-over', game: this.gameNumber, removed: res.removed ?? [],
      winner: firsts === 1 ? places.indexOf(1) : -1, places, scores, chips: [...game.chips],
    });
  }

  /** Stop everything: no timer, bot or event fires after this (room disposed). */
  close(): void {
    this.closed = true;
    this.clearTurn(true);
    this.events.close();
  }
}
