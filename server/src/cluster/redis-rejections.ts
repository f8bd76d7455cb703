/**
 * A Redis outage must not stop the game server (docs/SERVER.md, "Hosting for many parties"): while
 * Redis is down, ioredis fails each queued command after its retries (`MaxRetriesPerRequestError`),
 * or at once on a closed connection, and some of those commands are Colyseus' own (its stats, its
 * presence), whose promises nobody awaits. Node ends the process on such an unhandled rejection,
 * taking every room of the process down with it. This guard answers an unhandled rejection that is
 * a Redis connection failure with one log line per outage instead; any other stays fatal, as a bug
 * should be.
 */

/** True for the errors ioredis gives a command while Redis cannot be reached. */
export function isRedisOutageError(e: unknown): boolean {
  if (!(e instanceof Error)) return false;
  if (e.name === 'MaxRetriesPerRequestError') return true;
  return /^(Connection is closed\.?|Stream isn't writeable.*|connect (ECONNREFUSED|ETIMEDOUT|EHOSTUNREACH).*|read ECONNRESET)$/.test(e.message);
}

/**
 * The guard's answer to one unhandled rejection: a Redis outage's is logged through `log` (once,
 * until `quietMs` pass without one); any other is thrown again. `now`: the clock (ms).
 */
export function outageRejectionHandler(log: (line: string) => void, quietMs = 60_000, now: () => number = Date.now): (reason: unknown) => void {
  let last = -Infinity;
  return (reason) => {
    if (!isRedisOutageError(reason)) throw reason;
    const at = now();
    if (at - last > quietMs) log(`Redis: a command failed while Redis is unreachable (${(reason as Error).message}); the rooms play on`);
    last = at;
  };
}

let installed = false;

/**
 * Install the guard once for this process (later calls change nothing): `outageRejectionHandler`
 * on Node's `unhandledRejection`, so any other unhandled rejection still ends the process.
 */
export function guardRedisRejections(log: (line: string) => void): void {
  if (installed) return;
  installed = true;
  process.on('unhandledRejection', outageRejectionHandler(log));
}
