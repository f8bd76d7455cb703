/**
 * The computer players of one game: one bot (the show module's `bots.create`) per bot seat and
 * per stand-in, each with its own seed from `crypto` (randomness.ts: a watcher cannot predict a
 * bot), and the human-like pause before a bot decides (`RoomConfig.botDelayMs`; `[0, 0]` decides
 * at once, without recursion). Bots only ever see their own seat's `playerView`.
 */
import type { Rng } from '@minus/shared/platform/rng';
import type { AnyShowModule, ShowBot } from '@minus/shared/platform/show-module';
import type { RoomConfig } from '../config.js';
import type { Seat } from './seat-book.js';
import type { Scheduler } from './show.js';

/** Names for computer players, picked at random among the free ones ("Ada 2" when all are used). */
export const BOT_NAMES: readonly string[] = ['Ada', 'Bix', 'Cleo', 'Dex', 'Echo', 'Fitz', 'Gus', 'Hex', 'Iris', 'Juno', 'Kit', 'Lux'];

/** True when a computer player decides for `seat`: a bot's seat, or a person's with a bot standing in. */
export function playsByBot(seat: Seat | undefined): boolean {
  return !!seat && (seat.kind === 'bot' || seat.standIn);
}

/**
 * Computer players stay seated when the show changes, each at the label it was added with
 * (`Seat.botPick`) when `module` knows it; else at this show's label for its first word
 * ("hard-bold" plays as "hard" in a show without styles, and as "hard-bold" again back in a show
 * with them); else at the show's stand-in label, so every bot seat can play (`bots.create` would
 * throw). Changes `seats`.
 */
export function fitBotLabels(module: AnyShowModule, seats: readonly Seat[]): void {
  const bots = module.bots;
  for (const seat of seats) {
    if (seat.kind !== 'bot' && !seat.standIn) continue;
    const wanted = (seat.kind === 'bot' ? seat.botPick : undefined) ?? seat.botLabel;
    if (bots.parse(wanted).ok) {
      seat.botLabel = wanted;
      continue;
    }
    const word = bots.parse(wanted.split(/[^a-z]/i)[0] ?? '');
    seat.botLabel = word.ok ? word.value : bots.standIn;
  }
}

export class BotPlayers {
  private readonly bots = new Map<string, ShowBot<unknown, unknown>>();
  private timer: { clear(): void } | null = null;
  /** Until when (clock ms) the stage shows what led to the decision at `version`. */
  private shown = { version: -1, until: 0 };

  constructor(
    private readonly config: RoomConfig,
    /** The room's cosmetic generator: only the pauses come from it (bot seeds come from `config.random`). */
    private readonly cosmetic: Rng,
    private readonly clock: Scheduler,
    /** Called when a bot's pause is over, with the state version it was scheduled for. */
    private readonly move: (version: number) => void,
  ) {}

  private make(module: AnyShowModule, label: string): ShowBot<unknown, unknown> {
    return module.bots.create(label, this.config.random.botSeed());
  }

  /** Fresh bots for a new game (a bot may remember what it saw in the last one). */
  newGame(module: AnyShowModule, seats: readonly Seat[]): void {
    this.cancel();
    this.bots.clear();
    for (const s of seats) if (s.kind === 'bot' || s.standIn) this.bots.set(s.id, this.make(module, s.botLabel));
  }

  /** The seat's bot changed (a stand-in arrived or left): make or drop its bot. */
  replace(module: AnyShowModule, seat: Seat): void {
    if (seat.kind === 'bot' || seat.standIn) this.bots.set(seat.id, this.make(module, seat.botLabel));
    else this.bots.delete(seat.id);
  }

  /** Show every bot that watches its own seat's view after an action (a bot may learn from what it sees). */
  observe(module: AnyShowModule, game: unknown, seats: readonly Seat[]): void {
    if (module.finished(game)) return;
    for (let i = 0; i < seats.length; i++) {
      const bot = this.bots.get(seats[i]!.id);
      if (bot?.watches) bot.observe(module.playerView(game, i));
    }
  }

  /** The seat's bot decides on its own view. */
  decide(module: AnyShowModule, seat: Seat, view: unknown): unknown {
    let bot = this.bots.get(seat.id);
    if (!bot) {
      bot = this.make(module, seat.botLabel);
      this.bots.set(seat.id, bot);
    }
    return bot.decide(view);
  }

  /**
   * A decision opened at `version` after the stage's `showMs` (ms) of what just happened (a
   * reveal's lines): a bot that comes to that decision later (a stand-in sitting in mid-reveal)
   * still lets the stage finish.
   */
  opened(version: number, showMs: number): void {
    this.shown = { version, until: this.clock.now() + showMs };
  }

  /**
   * Let the bot on turn move after its pause, and not before the stage has shown what led to
   * `version` (`opened`) when pauses are on. A pause of 0 still waits for the next turn of the
   * event loop: bots that play each other never recurse, and a room of bots never holds the
   * server's only thread for a whole game (messages, other rooms and a SIGTERM get their turn).
   */
  schedule(version: number): void {
    this.cancel();
    const [min, max] = this.config.botDelayMs;
    const showLeft = this.shown.version === version ? Math.max(0, this.shown.until - this.clock.now()) : 0;
    // A room configured without pauses (tests, the simulator) keeps none, nor the stage's show.
    this.timer = this.clock.after(max > 0 ? Math.max(showLeft, this.cosmetic.int(min, max)) : 0, () => {
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
