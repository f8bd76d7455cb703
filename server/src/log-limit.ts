/**
 * Log lines about refusals, limited per address and kind (docs/SERVER.md, "Admission limits"):
 * the first line of a kind from an address is written; later ones in the same window are only
 * counted, and once the window is over one summary line says how many more there were. 300
 * made-up websockets from one phone write two lines, not 300.
 */

/** Where limited lines go. */
export interface LimitedLog {
  /** Write `text` unless `address` already had a line of `kind` in this window (then count it). */
  line(address: string, kind: string, text: string): void;
}

export class LogLimiter implements LimitedLog {
  private readonly counts = new Map<string, { address: string; kind: string; more: number }>();
  private timer: ReturnType<typeof setInterval> | null = null;

  /** `windowMs`: how long one line stands for its address and kind (ms; 60000 in production). */
  constructor(private readonly write: (line: string) => void, private readonly windowMs: number) {}

  line(address: string, kind: string, text: string): void {
    const key = `${address}\u0000${kind}`;
    const seen = this.counts.get(key);
    if (seen) {
      seen.more++;
      return;
    }
    this.counts.set(key, { address, kind, more: 0 });
    this.write(text);
    this.timer ??= setInterval(() => this.flush(), this.windowMs);
    this.timer.unref?.();
  }

  /** End the window: one summary line per address and kind that had more, then start afresh. */
  flush(): void {
    for (const { address, kind, more } of this.counts.values()) {
      if (more > 0) this.write(`[door] ${more} more "${kind}" from ${address} in the last ${Math.round(this.windowMs / 1000)} s (not logged one by one)`);
    }
    this.counts.clear();
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Write what is pending and stop the timer (the server is closing). */
  stop(): void {
    this.flush();
  }
}
