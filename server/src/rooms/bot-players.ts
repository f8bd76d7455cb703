/**
 * The computer players of one game: one `Bot` (shared/src/bots) per bot seat and per stand-in,
 * each with its own seed from `crypto` (randomness.ts: a watcher cannot predict a bot), and the human-like pause before a bot
 * decides (`RoomConfig.botDelayMs`; `[0, 0]` decides at once, without recursion).
 * Bots only ever see their own seat's `PlayerView`.
 */
import { createBot, type Bot } from '@minus/shared/bots/create';
import { playerView, type Action, type GameState, type PlayerView } from '@minus/shared/minus/index';
import type { Rng } from '@minus/shared/rng';
import type { RoomConfig } from '../config.js';
import type { Seat } from './seat-book.js';
import type { Scheduler } from './show.js';

/** Names for computer players, picked at random among the free ones ("Ada 2" when all are used). */
export const BOT_NAMES: readonly string[] = ['Ada', 'Bix', 'Cleo', 'Dex', 'Echo', 'Fitz', 'Gus', 'Hex', 'Iris', 'Juno', 'Kit', 'Lux'];

export class BotPlayers {
  private readonly bots = new Map<string, Bot>();
  private timer: { clear(): void } | null = null;

  constructor(
    private readonly config: RoomConfig,
    /** The room's cosmetic generator: only the pauses come from it (bot seeds come from `config.random`). */
    private readonly cosmetic: Rng,
    private readonly clock: Scheduler,
    /** Called when a bot's pause is over, with the state version it was scheduled for. */
    private readonly move: (version: number) => void,
  ) {}

  /** Fresh bots for a new game (a bot may remember what it saw in the last one). */
  newGame(seats: readonly Seat[]): void {
    this.cancel();
    this.bots.clear();
    for (const s of seats) if (s.kind === 'bot' || s.standIn) this.bots.set(s.id, createBot(s.botLabel, this.config.random.botSeed()));
  }

  /** The seat's bot changed (a stand-in arrived or left): make or drop its bot. */
  replace(seat: Seat): void {
    if (seat.kind === 'bot' || seat.standIn) this.bots.set(seat.id, createBot(seat.botLabel, this.config.random.botSeed()));
    else this.bots.delete(seat.id);
  }

  /** Show every bot its own seat's view after an action (the hard level counts chips from it). */
  observe(game: GameState, seats: readonly Seat[]): void {
    if (game.finished) return;
    seats.forEach((s, i) => this.bots.get(s.id)?.observe(playerView(game, i)));
  }

  /** The seat's bot decides on its own view. */
  decide(seat: Seat, view: PlayerView): Action {
    let bot = this.bots.get(seat.id);
    if (!bot) {
      bot = createBot(seat.botLabel, this.config.random.botSeed());
      this.bots.set(seat.id, bot);
    }
    return bot.decide(view);
  }

  /**
   * Let the bot on turn move after its pause. A pause of 0 still waits for the next turn of the
   * event loop: bots that play each other never recurse, and a room of bots never holds the
   * server's only thread for a whole game (messages, other rooms and a SIGTERM get their turn).
   */
  schedule(version: number): void {
    this.cancel();
    const [min, max] = this.config.botDelayMs;
    this.timer = this.clock.after(max > 0 ? this.cosmetic.int(min, max) : 0, () => {
      this.timer = null;
      this.move(version);
    });
  }

  /** Forget a pending move. */
  cancel(): void {
    this.timer?.clear();
    this.timer = null;
  }
}
