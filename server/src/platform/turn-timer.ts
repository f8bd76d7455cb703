/**
 * The decision timer of a room's games (docs/SERVER.md, "Decisions and the timer"): the deadline
 * the screens count down to, and one timer per room that serves every turn. Deadlines mostly move
 * later (each turn's is "now + the timer"), so a timer set during an earlier turn fires first and
 * sets itself again for what is left of the current deadline. A timer made and cancelled per
 * decision was garbage that outlived the young generation under load (docs/BENCHMARKS.md, "load").
 * A deadline earlier than the one the timer waits for (a turn after one that had the reveal's time
 * added) sets the timer again, so a timeout is never applied after the deadline the screens showed.
 * While nobody is connected to the room (`hold`) no deadline runs; the turn open then gets its full
 * time back when someone is (`release`).
 */
import type { Scheduler } from './show-outcomes.js';

/**
 * Extra time (ms, before the timer's scale) on the first turn of a practice game (a game against
 * the computer, or the host's practice switch): a player who wants the coach has a moment to find
 * its switch before the first turn's timer runs down. The phones show the whole timer meanwhile.
 */
export const PRACTICE_FIRST_TURN_BEAT_MS = 8_000;

export class TurnTimer {
  /** Decision deadline, server ms since epoch; 0 when no timer runs. */
  deadline = 0;
  private timer: { clear(): void } | null = null;
  /** When the armed timer fires, server ms. */
  private firesAt = 0;
  /** The running turn's length (ms), or null for none: what a hold gives back. */
  private lengthMs: number | null = null;
  /** Nobody is connected: no deadline runs (`hold`). */
  private held = false;
  /** The length (ms) the open turn gets when the hold ends, or null for no timer. */
  private heldMs: number | null = null;

  constructor(
    private readonly clock: Scheduler,
    /** The deadline has passed (a turn still open at it): apply the show's timeout action. */
    private readonly expired: () => void,
  ) {}

  /** A turn opens: its deadline is `ms` from now (ms, at least 1), or none when `ms` is null. */
  start(ms: number | null): void {
    this.lengthMs = ms;
    if (this.held) {
      this.heldMs = ms;
      this.deadline = 0;
      return;
    }
    if (ms === null) {
      this.deadline = 0;
      return;
    }
    this.deadline = this.clock.now() + Math.max(1, ms);
    this.arm();
  }

  /**
   * The turn is decided: no deadline. The room's timer is left to find a later deadline (or none)
   * unless `stop` (the game is over, or the room closes).
   */
  clear(stop = false): void {
    if (stop) {
      this.timer?.clear();
      this.timer = null;
    }
    this.deadline = 0;
    this.heldMs = null;
  }

  /** Nobody is connected to the room: the deadline stops (a turn open now gets its full time at `release`). */
  hold(): void {
    if (this.held) return;
    this.held = true;
    this.heldMs = this.deadline > 0 ? this.lengthMs : null;
    this.deadline = 0;
  }

  /** Someone is connected again: the open turn's full time from now (if it had a timer). */
  release(): void {
    if (!this.held) return;
    this.held = false;
    const ms = this.heldMs;
    this.heldMs = null;
    if (ms !== null) this.start(ms);
  }

  /** Nobody is connected to the room: the timer holds (between `hold` and `release`). */
  get holding(): boolean {
    return this.held;
  }

  /** A deadline runs and `now` is at or after it: a tap now is too late. */
  passed(): boolean {
    return this.deadline > 0 && this.clock.now() >= this.deadline;
  }

  /** The timer fired, or a late tap came: the deadline has passed (`expired`), or not yet (wait again). */
  check(): void {
    if (this.deadline === 0) return;
    if (this.clock.now() < this.deadline) return this.arm();
    this.expired();
  }

  private arm(): void {
    if (this.timer && this.firesAt <= this.deadline) return;
    this.timer?.clear();
    this.firesAt = this.deadline;
    this.timer = this.clock.after(this.deadline - this.clock.now(), () => {
      this.timer = null;
      this.check();
    });
  }
}
