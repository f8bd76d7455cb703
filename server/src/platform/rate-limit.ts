/**
 * A token bucket per key (a connection; an address at the door, admission-limits.ts): `burst` at once, refilled at
 * `perSecond`. Time comes from the caller (ms), so tests need no clock.
 */
export class RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(private readonly perSecond: number, private readonly burst: number) {}

  /** Take one token for `key` at time `now` (ms). False when the bucket is empty. */
  take(key: string, now: number): boolean {
    const b = this.buckets.get(key) ?? { tokens: this.burst, at: now };
    b.tokens = Math.min(this.burst, b.tokens + ((now - b.at) / 1000) * this.perSecond);
    b.at = now;
    const ok = b.tokens >= 1;
    if (ok) b.tokens -= 1;
    this.buckets.set(key, b);
    return ok;
  }

  /** Whether `key` has a token at time `now` (ms), without taking it. */
  has(key: string, now: number): boolean {
    const b = this.buckets.get(key);
    return !b || b.tokens + ((now - b.at) / 1000) * this.perSecond >= 1;
  }

  /** Drop the buckets that are full again at `now` (they hold nothing a new bucket would not): keeps a map keyed by addresses small. */
  sweep(now: number): void {
    for (const [key, b] of this.buckets) if (b.tokens + ((now - b.at) / 1000) * this.perSecond >= this.burst) this.buckets.delete(key);
  }

  /** Forget a connection (it left). */
  forget(key: string): void {
    this.buckets.delete(key);
  }
}
