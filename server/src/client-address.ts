/**
 * Whose request is this: the address per-address limits and log lines are kept by
 * (docs/SERVER.md, "Admission limits"). The socket's remote address, or, when the server runs
 * behind a proxy the host controls (`TRUST_PROXY=1`), the last address in `X-Forwarded-For`: the
 * one that proxy added (earlier entries come from the client and can say anything).
 */
import type { IncomingMessage } from 'node:http';

/** The address of `req`'s client (IPv4-mapped IPv6 shown as IPv4); "unknown" when the socket has none. */
export function clientAddress(req: Pick<IncomingMessage, 'headers' | 'socket'>, trustProxy: boolean): string {
  if (trustProxy) {
    const header = req.headers['x-forwarded-for'];
    const list = (Array.isArray(header) ? header.join(',') : header ?? '').split(',').map((s) => s.trim()).filter(Boolean);
    const last = list.at(-1);
    if (last) return plain(last);
  }
  return plain(req.socket.remoteAddress ?? 'unknown');
}

function plain(address: string): string {
  return address.startsWith('::ffff:') ? address.slice(7) : address;
}

const ADDRESS = Symbol('minus.clientAddress');

/** Remember on a websocket which address it came from (seat-guard.ts, for the room's log lines). */
export function tagSocket(socket: object, address: string): void {
  (socket as { [ADDRESS]?: string })[ADDRESS] = address;
}

/** The address a websocket was tagged with, or "unknown". */
export function socketAddress(socket: object | undefined): string {
  return (socket as { [ADDRESS]?: string } | undefined)?.[ADDRESS] ?? 'unknown';
}
