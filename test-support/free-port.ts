/**
 * Node-only helper for tests, benchmarks and the end-to-end suite (never bundled into a browser).
 */
import { createServer } from 'node:net';

/**
 * A TCP port nobody listens on now, on 127.0.0.1: asked of the kernel (port 0), then released.
 * Rejects with the socket error when loopback cannot be bound.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}
