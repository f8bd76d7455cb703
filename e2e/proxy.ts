/**
 * A reverse proxy for the test of the one-address set-up (docs/SERVER.md, "Hosting for many
 * parties"): requests under `/<prefix>/` go to that prefix's server with the prefix removed (as
 * Caddy's `handle_path` or nginx's `location /p1/ { proxy_pass http://host:port/; }` do),
 * websockets included; everything else (pages, matchmaking, health) goes to the servers in turn.
 * Plain node:http and node:net, loopback only; it records where each request went.
 */
import { createServer, request, type Server } from 'node:http';
import { connect } from 'node:net';

export interface PathProxy {
  port: number;
  /** One line per request: `ws /p1/... -> p1` or `http /matchmake/... -> p2`. */
  routed: string[];
  close(): Promise<void>;
}

/** Start the proxy on `port` (127.0.0.1) for `routes`: prefix (without slashes) -> server port. */
export async function startPathProxy(port: number, routes: Record<string, number>): Promise<PathProxy> {
  const names = Object.keys(routes);
  let turn = 0;
  const routed: string[] = [];
  const tunnels = new Set<{ destroy(): void }>();
  const pick = (url: string): { name: string; port: number; path: string } => {
    const prefix = /^\/([^/?]+)(\/.*)$/.exec(url);
    if (prefix && prefix[1]! in routes) return { name: prefix[1]!, port: routes[prefix[1]!]!, path: prefix[2]! };
    const name = names[turn++ % names.length]!;
    return { name, port: routes[name]!, path: url };
  };
  const server: Server = createServer((req, res) => {
    const to = pick(req.url ?? '/');
    routed.push(`http ${req.url} -> ${to.name}`);
    const up = request({ host: '127.0.0.1', port: to.port, path: to.path, method: req.method, headers: req.headers }, (r) => {
      res.writeHead(r.statusCode ?? 502, r.headers);
      r.pipe(res);
    });
    up.on('error', () => res.writeHead(502).end());
    req.pipe(up);
  });
  server.on('upgrade', (req, socket, head) => {
    const to = pick(req.url ?? '/');
    routed.push(`ws ${req.url} -> ${to.name}`);
    const up = connect(to.port, '127.0.0.1', () => {
      const headers = Object.entries(req.headers).map(([k, v]) => `${k}: ${Array.isArray(v) ? v.join(', ') : v}`).join('\r\n');
      up.write(`${req.method} ${to.path} HTTP/1.1\r\n${headers}\r\n\r\n`);
      up.write(head);
      up.pipe(socket);
      socket.pipe(up);
    });
    const end = () => {
      up.destroy();
      socket.destroy();
      tunnels.delete(up);
      tunnels.delete(socket);
    };
    tunnels.add(up);
    tunnels.add(socket);
    up.on('close', end);
    socket.on('close', end);
    up.on('error', end);
    socket.on('error', end);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  return {
    port,
    routed,
    close: () => new Promise((resolve) => {
      for (const t of tunnels) t.destroy();
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
