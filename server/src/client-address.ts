/**
 * Whose request is this: the address per-address limits and log lines are kept by
 * (docs/SERVER.md, "Admission limits"). The socket's remote address, or, when the server runs
 * behind a proxy the host controls (`TRUST_PROXY=1`), the last address in `X-Forwarded-For`: the
 * one that proxy added (earlier entries come from the client and can say anything).
 */
import type { IncomingMessage } from 'node:http';
import { isIPv4, isIPv6 } from 'node:net';

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

/**
 * The key a per-address limit counts `address` under (the door's buckets, the unknown room codes,
 * the replays): an IPv4 address as it is (an IPv4-mapped IPv6 one, "::ffff:1.2.3.4", counts as
 * "1.2.3.4"); an IPv6 one by its /64 prefix ("2001:db8:0:1::/64"), since one home or one host gets
 * a whole /64 and a script can rotate through it. Anything else (e.g. "unknown") as it is.
 */
export function limitKey(address: string): string {
  const bare = address.replace(/%.*$/, '');
  if (isIPv4(bare) || !isIPv6(bare)) return bare;
  const groups = ipv6Groups(bare);
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  }
  return `${groups.slice(0, 4).map((g) => g.toString(16)).join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (with "::" and a dotted IPv4 tail spelled out). */
function ipv6Groups(address: string): number[] {
  let text = address;
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const part = (s: string | undefined) => (s ? s.split(':').map((g) => parseInt(g, 16)) : []);
  const front = part(head);
  const back = part(tail);
  return tail === undefined ? front : [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
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
