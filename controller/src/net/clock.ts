/**
 * Clock sync with the server's `time` message (shared/src/protocol/messages.ts): the phone sends
 * `{ client }` (its ms since epoch), the server replies `{ client, server }`. The offset of the
 * sample with the shortest round trip wins, so the countdown matches the TV's within a few ms.
 */
export class ClockSync {
  /** server time - local time (ms). 0 until the first reply. */
  offsetMs = 0;
  private bestRtt = Infinity;

  /**
   * Take a `time` reply received at local time `now` (ms). Ignores malformed replies and
   * replies from the future (rtt < 0). Returns true when the offset changed.
   */
  sample(reply: unknown, now: number): boolean {
    const r = reply as { client?: unknown; server?: unknown } | null;
    if (!r || typeof r.client !== 'number' || typeof r.server !== 'number') return false;
    const rtt = now - r.client;
    if (rtt < 0 || rtt > this.bestRtt) return false;
    this.bestRtt = rtt;
    this.offsetMs = r.server - (r.client + now) / 2;
    return true;
  }

  /** The server's clock now (ms since epoch), from local time `now`. */
  serverNow(now = Date.now()): number {
    return now + this.offsetMs;
  }

  /** Forget the samples (new server or room): the next reply sets the offset. */
  reset(): void {
    this.bestRtt = Infinity;
  }
}
