/**
 * The room's clock as seen from the stage: the countdown ring follows the room's deadline in
 * server time (DESIGN.md, "server/"), so the stage estimates the server clock from `time` replies.
 */

/** One clock sample: our send and receive times and the server time in the reply (ms since epoch). */
export interface ClockSample {
  sent: number;
  received: number;
  server: number;
}

/**
 * The server-minus-local offset (ms) from samples: the one with the shortest round trip wins
 * (NTP style); 0 with no usable sample.
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
 * What the countdown shows: the fraction of the timer left (1 → 0) and whole seconds left
 * (rounded up), for a `deadline` in server ms, the server's `now`, and the timer length in ms.
 * With no deadline or no timer: null (no ring).
 */
export function countdown(deadline: number, now: number, timerMs: number): { fraction: number; seconds: number } | null {
  if (!(deadline > 0) || !(timerMs > 0) || !Number.isFinite(now)) return null;
  const left = Math.max(0, deadline - now);
  return { fraction: Math.min(1, left / timerMs), seconds: Math.ceil(left / 1000) };
}
