/**
 * The websocket transport with its heartbeat spread out over time.
 *
 * Colyseus pings every connection once per interval (3 s) from one timer callback. Each ping is a
 * system call, so with 2,400 connections that callback blocked the server for 100-240 ms every
 * 3 s, and every decision that arrived meanwhile waited (docs/BENCHMARKS.md, "load"). Here the same
 * rule applies (a connection that has missed `pingMaxRetries` pongs in a row is closed; every
 * connection is pinged about once per interval) but the work is cut into slices run every
 * `SLICE_MS`, each pinging its share of the connections.
 */
import { WebSocketTransport, type TransportOptions } from '@colyseus/ws-transport';

/** How often a slice of connections is pinged, ms. */
export const SLICE_MS = 100;

/** The part of a `ws` connection the heartbeat uses (Colyseus adds `pingCount`). */
interface Pinged {
  pingCount: number;
  readyState: number;
  readonly OPEN: number;
  ping(cb: () => void): void;
  terminate(): void;
}

function noop(): void {}

export class SpreadHeartbeatTransport extends WebSocketTransport {
  constructor(options: TransportOptions = {}) {
    super(options);
    // Colyseus prints every websocket-server error with its stack. A port already in use is
    // answered by index.ts in one sentence (the listen promise rejects with it), so not here.
    this.wss.removeAllListeners('error');
    this.wss.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code !== 'EADDRINUSE') console.error(err);
    });
  }

  /** Replaces Colyseus' all-at-once ping loop (same retry rule, sliced). Called once the server listens. */
  protected override autoTerminateUnresponsiveClients(pingInterval: number, pingMaxRetries: number): void {
    const slices = Math.max(1, Math.round(pingInterval / SLICE_MS));
    let cursor: Iterator<unknown> | null = null;
    let leftThisRound = 0;
    let roundStartedAt = -Infinity;
    this.pingInterval = setInterval(() => {
      const clients = this.wss.clients as Set<unknown>;
      if (!cursor || leftThisRound <= 0) {
        // A round visits every connection open at its start once, over `slices` ticks; the next
        // round starts one interval after this one did (never sooner, however few connections).
        const now = Date.now();
        if (now - roundStartedAt < pingInterval - SLICE_MS / 2) return;
        roundStartedAt = now;
        cursor = clients.values();
        leftThisRound = clients.size;
      }
      let quota = Math.ceil(clients.size / slices);
      while (quota-- > 0 && leftThisRound > 0) {
        const next = cursor.next();
        if (next.done) {
          leftThisRound = 0;
          break;
        }
        leftThisRound--;
        const client = next.value as Pinged;
        if (client.readyState !== client.OPEN) continue;
        if (client.pingCount >= pingMaxRetries) {
          client.terminate();
          continue;
        }
        client.pingCount++;
        client.ping(noop);
      }
    }, SLICE_MS);
    this.pingInterval.unref?.();
  }
}
