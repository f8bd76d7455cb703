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
    const started = Date.now();
    try {
      await expect.poll(() => silent.every((f) => f.terminated), { timeout: 10_000 }).toBe(true);
      expect(live.some((f) => f.terminated)).toBe(false);
      // No timer callback pinged more than a quarter of the forty connections (four slices per interval).
      expect(maxBurst).toBeGreaterThan(0);
      expect(maxBurst).toBeLessThanOrEqual(10);
      // Every answering connection was pinged in every round, and no more often than once per
      // interval (a round never starts sooner, however few the connections).
      const rounds = (Date.now() - started) / interval;
      for (const f of live) {
        expect(f.pings.length).toBeGreaterThanOrEqual(3);
        expect(f.pings.length).toBeLessThanOrEqual(Math.ceil(rounds) + 1);
        for (let i = 1; i < f.pings.length; i++) expect(f.pings[i]! - f.pings[i - 1]!).toBeGreaterThan(interval / 2);
      }
    } finally {
      transport.shutdown();
    }
  });

  it('pings a lone connection once per interval, not once per slice', async () => {
    const http = createServer();
    const interval = SLICE_MS * 6;
    const transport = new SpreadHeartbeatTransport({ server: http, pingInterval: interval, pingMaxRetries: 2 });
    const clients = (transport as unknown as { wss: { clients: Set<unknown> } }).wss.clients;
    const slow = fake(false); // a phone whose pongs are slow: it must not be closed within two intervals
    clients.add(slow);
    await new Promise<void>((r) => http.listen(0, '127.0.0.1', r));
    try {
      await new Promise((r) => setTimeout(r, interval * 1.5));
      expect(slow.pings.length).toBeLessThanOrEqual(2);
      expect(slow.terminated).toBe(false);
    } finally {
      transport.shutdown();
    }
  });
});
