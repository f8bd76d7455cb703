/**
 * The room's clock as every screen sees it: the decision deadline is in server time (ms since
 * epoch, `state.game.deadline`), so the stage and every phone estimate the server clock the same
 * way (NTP style, from `time` replies, messages.ts) and round the seconds left the same way. One
 * module, so the TV and the phones show the same second.
 *
 * The method: ask `time` in bursts (`CLOCK_SYNC.burst` requests `burstGapMs` apart, on joining and
 * every `everyMs`), keep the last `keep` replies, and take the offset of the one with the shortest
 * round trip (its error is at most half that round trip). Seconds left are rounded up: the screen
 * shows 1 until the deadline, and 0 only once the time is up.
 */

import type { RepeatingTimers } from '../timers.js';

/** One clock sample: our send and receive times and the server time in the reply (ms since epoch). */
export interface ClockSample {
  sent: number;
  received: number;
  server: number;
}

/** How often and how many `time` requests a screen sends, and how many replies it keeps. */
export const CLOCK_SYNC = {
  /** Requests per burst. */
  burst: 3,
  /** Gap between the requests of a burst (ms). */
  burstGapMs: 150,
  /** A new burst this often while connected (ms). */
  everyMs: 10_000,
  /** Replies kept (the oldest drops out, so a slowly drifting clock is followed). */
  keep: 8,
} as const;

/**
 * Ask for the time on the `CLOCK_SYNC` cadence: a burst now and one every `everyMs`, on the
 * screen's `timers` (`globalThis`; platform/timers.ts).
 * `ask` sends one `time` request (`{ client }`, the local time in ms). Returns the function that stops it.
 */
export function startClockSync(ask: () => void, timers: RepeatingTimers): () => void {
  const pending = new Set<unknown>();
  let stopped = false;
  const burst = () => {
    for (let i = 0; i < CLOCK_SYNC.burst; i++) {
      const t = timers.setTimeout(() => {
        pending.delete(t);
        if (!stopped) ask();
      }, i * CLOCK_SYNC.burstGapMs);
      pending.add(t);
    }
  };
  burst();
  const every = timers.setInterval(burst, CLOCK_SYNC.everyMs);
  return () => {
    stopped = true;
    timers.clearInterval(every);
    for (const t of pending) timers.clearTimeout(t);
    pending.clear();
  };
}

/**
 * The offset of the server's clock from the local one (ms) from samples: the one with the shortest round trip wins;
 * 0 with no usable sample (non-finite numbers or a reply received before it was sent).
 */
export function clockOffset(samples: readonly ClockSample[]): number {
  let best: ClockSample | null = null;
  for (const s of samples) {
    if (![s.sent, s.received, s.server].every(Number.isFinite) || s.received < s.sent) continue;
    if (!best || s.received - s.sent < best.received - best.sent) best = s;
  }
  if (!best) return 0;
  return best.server - (best.sent + best.received) / 2;
}

/**
 * A `time` reply (`{ client, server }`, messages.ts `TimeReply`) received at local time `received`,
 * as a sample; null when the reply is malformed.
 */
export function timeSample(reply: unknown, received: number): ClockSample | null {
  const r = reply as { client?: unknown; server?: unknown } | null;
  if (!r || typeof r.client !== 'number' || typeof r.server !== 'number') return null;
  return { sent: r.client, received, server: r.server };
}

/** The server's clock as estimated from the last `CLOCK_SYNC.keep` samples (see the module note). */
export class ServerClock {
  /** How far server time is ahead of local time (ms); 0 until the first usable sample. */
  offsetMs = 0;
  private samples: ClockSample[] = [];

  /** Add a sample; returns true when the offset changed. */
  add(sample: ClockSample): boolean {
    this.samples = [...this.samples.slice(1 - CLOCK_SYNC.keep), sample];
    const before = this.offsetMs;
    this.offsetMs = clockOffset(this.samples);
    return this.offsetMs !== before;
  }

  /** The server's clock (ms since epoch) at local time `local` (ms since epoch). */
  now(local: number): number {
    return local + this.offsetMs;
  }

  /** Forget the samples (another server or room); the offset stays until the next sample. */
  reset(): void {
    this.samples = [];
  }
}

/** Whole seconds left (rounded up) until `deadline` (server ms) at server time `now`; null when no timer (deadline 0). */
export function secondsLeft(deadline: number, now: number): number | null {
  if (!(deadline > 0) || !Number.isFinite(now)) return null;
  return Math.ceil(Math.max(0, deadline - now) / 1000);
}

/**
 * Milliseconds from server time `now` until the shown number of seconds left changes (the next
 * whole second before `deadline`), so a countdown redraws on the second instead of polling;
 * null when there is no deadline or it has passed.
 */
export function msUntilNextSecond(deadline: number, now: number): number | null {
  if (!(deadline > 0) || !Number.isFinite(now) || now >= deadline) return null;
  const left = deadline - now;
  return left - (Math.ceil(left / 1000) - 1) * 1000;
}

/**
 * What a countdown ring shows: the fraction of the timer left (1 → 0) and whole seconds left
 * (`secondsLeft`), for a `deadline` in server ms, the server's `now`, and the timer length in ms.
 * A deadline further off than the timer (the time a reveal takes, given back: docs/SERVER.md,
 * "Decisions and the timer") shows as a full timer, never "31" on a 30 s timer. With no deadline
 * or no timer: null (no ring).
 */
export function countdown(deadline: number, now: number, timerMs: number): { fraction: number; seconds: number } | null {
  const seconds = secondsLeft(deadline, now);
  if (seconds === null || !(timerMs > 0)) return null;
  return { fraction: Math.min(1, Math.max(0, deadline - now) / timerMs), seconds: Math.min(seconds, Math.ceil(timerMs / 1000)) };
}

/**
 * The countdown's last stretch, in whole seconds: the stage's ring turns red and ticks, and its
 * caption warns the player ("Ana, 5 seconds!"). 5 s for timers that show 15 s or more at their
 * start (seconds rounded up, as `secondsLeft` shows them: 14,001 ms shows 15 s), 3 s for shorter
 * ones: with a 5 s timer a 5 s warning would sound at the start of every turn.
 */
export function urgentSeconds(timerMs: number): number {
  return Math.ceil(timerMs / 1000) >= 15 ? 5 : 3;
}
