/**
 * A load process's own garbage-collection pauses, and the decision latency without them.
 *
 * One load process holds hundreds of colyseus.js connections, each with its own state and
 * decoder, so its heap is far larger than a phone's and its collections pause it for milliseconds
 * at a time (tens to hundreds before it shared its state classes: shared-reflection.ts). A patch
 * that arrives while it is paused is timed late, although the server sent it on time and a phone,
 * which holds one connection, would have shown it then. Only the atomic pauses are observed, not
 * the incremental marking steps between them: the figure is the least the load process adds. This module observes the
 * process's GC pauses (`perf_hooks` entries of type `gc`: start and duration of each pause, ms on
 * `performance.now()`'s clock) and, for each decision, subtracts the pause time that fell between
 * its send and its patch. The raw latency is still measured and reported as it always was; this
 * is a second figure beside it (docs/BENCHMARKS.md, "load").
 *
 * GC entries reach the observer a little after the pause, so samples are settled late: a sample
 * counts once `SETTLE_MS` have passed since its patch arrived.
 */
import { PerformanceObserver, performance } from 'node:perf_hooks';
import { Histogram } from './stats.js';

/** How long after a patch its sample waits for the GC entries that overlap it, ms. */
const SETTLE_MS = 500;

export class OwnPauses {
  /** Decision-to-patch latency minus this process's GC pauses inside it, ms. */
  readonly latency = new Histogram();
  /** GC pause intervals [start, end] (ms, `performance.now()`), in the order they ended. */
  private starts: number[] = [];
  private ends: number[] = [];
  /** Samples not settled yet: send and patch times, ms. */
  private pending: { at: number; end: number }[] = [];
  /** Time paused in GC since the last reset, ms, and when that window began. */
  private pausedMs = 0;
  private since = performance.now();
  private readonly observer: PerformanceObserver;

  constructor() {
    this.observer = new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        this.starts.push(e.startTime);
        this.ends.push(e.startTime + e.duration);
        if (e.startTime >= this.since) this.pausedMs += e.duration;
      }
    });
    this.observer.observe({ entryTypes: ['gc'] });
  }

  /** A decision sent at `at` showed in a patch at `end` (both `performance.now()`, ms). */
  sample(at: number, end: number): void {
    this.pending.push({ at, end });
  }

  /** Settle every sample whose patch came more than SETTLE_MS before `now` (all of them with `all`). */
  settle(now = performance.now(), all = false): void {
    const ready = all ? this.pending.length : this.pending.findIndex((s) => s.end > now - SETTLE_MS);
    const n = ready < 0 ? this.pending.length : ready;
    for (let i = 0; i < n; i++) {
      const s = this.pending[i]!;
      this.latency.add(s.end - s.at - this.pausedBetween(s.at, s.end));
    }
    this.pending.splice(0, n);
    this.forgetBefore(this.pending[0]?.at ?? now - SETTLE_MS);
  }

  /** Share of the time since the last reset this process spent paused in GC (0..1). */
  pausedShare(now = performance.now()): number {
    return now > this.since ? this.pausedMs / (now - this.since) : 0;
  }

  /** Forget every sample and the pause total (the warm-up is over). */
  reset(): void {
    this.latency.reset();
    this.pending = [];
    this.pausedMs = 0;
    this.since = performance.now();
  }

  stop(): void {
    this.observer.disconnect();
  }

  /** GC pause time inside [from, to], ms. */
  private pausedBetween(from: number, to: number): number {
    let sum = 0;
    for (let i = this.ends.length - 1; i >= 0; i--) {
      const start = this.starts[i]!;
      const end = this.ends[i]!;
      if (end <= from) break;
      if (start < to) sum += Math.min(end, to) - Math.max(start, from);
    }
    return sum;
  }

  /** Drop pauses that ended before `t`: no sample still to settle began before it. */
  private forgetBefore(t: number): void {
    let k = 0;
    while (k < this.ends.length && this.ends[k]! <= t) k++;
    if (k > 0) {
      this.starts.splice(0, k);
      this.ends.splice(0, k);
    }
  }
}
