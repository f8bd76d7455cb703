/**
 * A running game read back from the database after a restart (docs/SERVER.md, "Restore at
 * start"): its stored actions replayed through the show's module, with the bots watching each
 * seat's view as they would have during the game (no events: the screens get the state afresh).
 * `Show.resume` takes the game up from what this gives.
 */
import type { AnyShowModule } from '@minus/shared/platform/show-module';
import type { BotPlayers } from './bot-players.js';
import type { Seat } from './seat-book.js';
import { refusedBy, type DecisionCause, type Refused } from './show-outcomes.js';

/** One stored action of a running game: which seat decided, what, and what decided it. */
export interface StoredStep {
  readonly seat: number;
  readonly action: unknown;
  readonly cause: DecisionCause;
}

/** A replayed game: its state now, and how long (ms) its first turn still waits for the start's show time. */
export interface Replayed {
  readonly ok: true;
  readonly game: unknown;
  readonly showLeftMs: number;
}

/**
 * Replay `steps` from `start` (the game's state before any action) through `m`, the bots (made
 * anew for `seats`) observing every step. `sinceStartMs`: how long ago the game started, by the
 * room's clock; a game with no stored action keeps what is left of its start's show time (the
 * first turn opens after it, as without the restart), any other none. Errors: the module's
 * refusal of a stored action.
 */
export function replayStored(m: AnyShowModule, start: unknown, steps: readonly StoredStep[], bots: BotPlayers, seats: readonly Seat[], sinceStartMs?: number): Replayed | Refused {
  let game = start;
  bots.newGame(m, seats);
  for (const step of steps) {
    const next = m.applyAction(game, step.seat, step.action);
    if (!next.ok) return refusedBy(next.error);
    game = next.value;
    bots.observe(m, game, seats);
  }
  const showLeft = steps.length === 0 && sinceStartMs !== undefined ? (m.events.showMs?.(m.events.start(game)) ?? 0) - sinceStartMs : 0;
  return { ok: true, game, showLeftMs: Math.max(0, showLeft) };
}
