/** The sliced heartbeat (heartbeat.ts): same retry rule as Colyseus', work spread over the interval. */
import { createServer } from 'node:http';
import { describe, expect, it } from 'vitest';
import '../src/ws-compat.js';
import { SpreadHeartbeatTransport, SLICE_MS } from '../src/heartbeat.js';

interface Fake {
  pingCount: number;
  readyState: number;
  readonly OPEN: number;
  pings: number[];
  terminated: boolean;
  ping(cb: () => void): void;
  terminate(): void;
}

/** Pings made in one synchronous run (one timer callback), and the most seen in any. */
let burst = 0;
let maxBurst = 0;

function fake(answers: boolean): Fake {
  const f: Fake = {
    pingCount: 0, readyState: 1, OPEN: 1, pings: [], terminated: false,
    ping() {
      if (burst++ === 0) queueMicrotask(() => { burst = 0; });
      maxBurst = Math.max(maxBurst, burst);
      f.pings.push(Date.now());
      if (answers) setTimeout(() => { f.pingCount = 0; }, 5); // the pong
    },
    terminate() {
      f.terminated = true;
      f.readyState = 3;
    },
  };
  return f;
}

describe('SpreadHeartbeatTransport', () => {
  it('pings every connection about once per interval, a slice at a time, and closes the ones that stopped answering', async () => {
    const http = createServer();
    const interval = SLICE_MS * 4;
    const transport = new SpreadHeartbeatTransport({ server: http, pingInterval: interval, pingMaxRetries: 2 });
    const clients = (transport as unknown as { wss: { clients: Set<unknown> } }).wss.clients;
    const live = Array.from({ length: 20 }, () => fake(true));
    const silent = Array.from({ length: 20 }, () => fake(false));
    [...live, ...silent].forEach((f, i) => clients.add(i % 2 ? live[i >> 1]! : silent[i >> 1]!));
    await new Promise<void>((r) => http.listen(0, '127.0.0.1', r));
    try {
      await expect.poll(() => silent.every((f) => f.terminated), { timeout: 10_000 }).toBe(true);
      expect(live.some((f) => f.terminated)).toBe(false);
      // No timer callback pinged more than a quarter of the forty connections (four slices per interval).
      expect(maxBurst).toBeGreaterThan(0);
      expect(maxBurst).toBeLessThanOrEqual(10);
      // Every answering connection was pinged in every round (about once per interval).
      for (const f of live) expect(f.pings.length).toBeGreaterThanOrEqual(3);
    } finally {
      transport.shutdown();
    }
  });
});
