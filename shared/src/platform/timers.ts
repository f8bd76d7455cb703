/**
 * The timer functions a screen hands to shared code that runs on time (the clock sync, the
 * how-to runner): the page's own (`globalThis`) or a test's fakes, so shared code reads no clock
 * and sets no timer of its own.
 */

/** One-shot timers: `setTimeout(fn, ms)` returns a handle for `clearTimeout`. */
export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** One-shot and repeating timers (`setInterval(fn, ms)`, every `ms`). */
export interface RepeatingTimers extends Timers {
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}
