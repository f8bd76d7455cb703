/**
 * Whether the phone's link still carries anything (connection.ts). A websocket can die without
 * closing: a phone that slept past its network's idle limit, or woke on another network, keeps
 * a socket the browser calls open for minutes while nothing goes through, and the phone would
 * show an old turn with nothing happening. The phone's `time` requests (protocol clock.ts: a
 * burst on connecting and every 10 s) each get an immediate reply; when one has waited
 * `SILENT_MS` and nothing at all came from the server since it went out (no reply, no state),
 * the link is taken for dead: `onSilent` runs once and the phone reconnects as after a drop.
 *
 * A page that was asleep (hidden, frozen, its timers stopped) did not hear because it did not
 * run: when the checks find such a gap, or the page says it is visible again (`probe`), the
 * phone asks at once and the wait counts from then.
 */
import { startClockSync } from '@minus/shared/platform/protocol/clock';

/** How long a `time` request may wait with nothing heard from the server before the link is taken for dead (ms). */
export const SILENT_MS = 8000;
/** How often the wait is checked (ms); a gap over three times this means the page was asleep. */
export const SILENT_CHECK_MS = 1000;

export class LinkWatch {
  /** Local ms since which a request waits with nothing heard, or null. */
  private waitingSince: number | null = null;
  private lastCheck = 0;
  private timer: ReturnType<typeof setInterval> | undefined;
  private ask: (() => void) | null = null;
  private onSilent: (() => void) | null = null;
  private stopClock: () => void = () => undefined;

  /**
   * Watch a new link: `ask` sends one `time` request (on the clock's cadence, and on `probe`);
   * `onSilent` runs once if the link goes silent. Returns the function that stops the requests
   * and the checks (the link closed, or another took its place).
   */
  start(ask: () => void, onSilent: () => void): () => void {
    this.stop();
    this.ask = ask;
    this.onSilent = onSilent;
    this.lastCheck = Date.now();
    this.stopClock = startClockSync(() => this.request(), globalThis);
    this.timer = setInterval(() => this.check(), SILENT_CHECK_MS);
    return () => this.stop();
  }

  /** Something came from the server (a reply, a state): the link lives. */
  heard(): void {
    this.waitingSince = null;
  }

  /** A request that expects an answer went out (a tap): the wait starts now unless one runs already. */
  expect(): void {
    if (this.ask) this.waitingSince ??= Date.now();
  }

  /** The page is in sight again: ask now, and count the wait from now. */
  probe(): void {
    if (!this.ask) return;
    this.waitingSince = null;
    this.request();
  }

  private request(): void {
    this.waitingSince ??= Date.now();
    this.ask?.();
  }

  private check(): void {
    const now = Date.now();
    const slept = now - this.lastCheck > 3 * SILENT_CHECK_MS;
    this.lastCheck = now;
    if (this.waitingSince === null) return;
    if (slept) return this.probe();
    if (now - this.waitingSince < SILENT_MS) return;
    const silent = this.onSilent;
    this.stop();
    silent?.();
  }

  private stop(): void {
    this.stopClock();
    this.stopClock = () => undefined;
    clearInterval(this.timer);
    this.timer = undefined;
    this.ask = null;
    this.onSilent = null;
    this.waitingSince = null;
  }
}
