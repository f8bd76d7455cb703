/**
 * A room's timers (the decision timer, bot delays) on Node's own timers, each tracked so that
 * `clearAll` leaves none behind when the room is disposed.
 *
 * Colyseus' room clock only advances when the room ticks (its patch interval), which costs every
 * room twenty wake-ups a second whether anything happens or not; with hundreds of rooms that was a
 * large share of the server's time (docs/BENCHMARKS.md, "load"). With these timers the room needs
 * no tick: it patches when its state changes.
 */
import type { Scheduler } from './show.js';

export class RoomTimers implements Scheduler {
  private readonly live = new Set<ReturnType<typeof setTimeout>>();
  private stopped = false;

  /** `isOpen` is asked before each callback runs; a closed room runs none. */
  constructor(private readonly isOpen: () => boolean) {}

  /** Run `fn` after `ms` ms (clamped to >= 0) unless cleared first or the room has closed. */
  after(ms: number, fn: () => void): { clear(): void } {
    if (this.stopped) return { clear() {} };
    const t = setTimeout(() => {
      this.live.delete(t);
      if (!this.stopped && this.isOpen()) fn();
    }, Math.max(0, ms));
    this.live.add(t);
    return {
      clear: () => {
        clearTimeout(t);
        this.live.delete(t);
      },
    };
  }

  /** Server time, ms since epoch. */
  now(): number {
    return Date.now();
  }

  /** Timers still pending (0 after `clearAll`). */
  get pending(): number {
    return this.live.size;
  }

  /** Cancel every pending timer; later `after` calls do nothing. */
  clearAll(): void {
    this.stopped = true;
    for (const t of this.live) clearTimeout(t);
    this.live.clear();
  }
}
