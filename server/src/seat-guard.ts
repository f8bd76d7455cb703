/**
 * A websocket that arrives for a seat reservation the room no longer holds. Matchmaking (HTTP)
 * gives a phone a seat reservation, then its websocket consumes it; a phone reconnecting just as
 * its reconnection window closes gets the reservation, and its websocket then finds it gone (the
 * window ran out in between; the seat went to a stand-in). @colyseus/ws-transport 0.16 answers
 * that with an error without a code (colyseus.js reads 0, the phone takes it for a network
 * failure) and prints a stack trace.
 *
 * Checked here first, the same way the transport checks it: the phone gets the refusal it would
 * have had a moment later from matchmaking (`MATCHMAKE_EXPIRED` 4214, "reconnection token invalid
 * or expired."; a room that has gone: `MATCHMAKE_INVALID_ROOM_ID` 4212, `no-such-room`), so it
 * goes on to rejoin with its seat secret (controller/src/platform/net/connection.ts); the server logs one
 * line. Everything else goes to the transport as before.
 */
import { ErrorCode, getMessageBytes, matchMaker, Protocol } from '@colyseus/core';
import type { WebSocketTransport } from '@colyseus/ws-transport';
import type { IncomingMessage } from 'node:http';
import { clientAddress, tagSocket } from './client-address.js';
import type { LimitedLog } from './log-limit.js';

/** The parts of `ws` used here (the transport's own copy of the package). */
interface RawSocket {
  readyState: number;
  on(event: 'error', fn: (e: Error) => void): unknown;
  send(data: Buffer, opts: { binary: boolean }, cb?: (e?: Error) => void): void;
  close(code: number): void;
}
interface SocketServer {
  on(event: 'connection', fn: (socket: RawSocket, req: IncomingMessage) => void): unknown;
  removeListener(event: 'connection', fn: (...args: never[]) => unknown): unknown;
}
/** The transport's protected parts this module reaches. */
interface TransportInternals {
  wss: SocketServer;
  onConnection(socket: RawSocket, req: IncomingMessage): Promise<void>;
}

/** What a websocket's URL names: `/<process>/<roomId>?sessionId=...&reconnectionToken=...`. */
export function parseSeatUrl(url: string | undefined): { processId: string | null; roomId: string | null; sessionId: string | null; reconnectionToken: string | null } {
  const parsed = new URL(`ws://server/${url ?? ''}`);
  const match = parsed.pathname.match(/\/([a-zA-Z0-9_-]+)\/([a-zA-Z0-9_-]+)$/);
  return { processId: match?.[1] ?? null, roomId: match?.[2] ?? null, sessionId: parsed.searchParams.get('sessionId'), reconnectionToken: parsed.searchParams.get('reconnectionToken') };
}

/** Put the check in front of the transport's own connection handler. */
export function guardSeatReservations(transport: WebSocketTransport, log: LimitedLog, trustProxy: boolean): void {
  const t = transport as unknown as TransportInternals;
  const original = t.onConnection;
  t.wss.removeListener('connection', original);
  t.wss.on('connection', (socket, req) => {
    const { processId, roomId, sessionId, reconnectionToken } = parseSeatUrl(req.url);
    const address = clientAddress(req, trustProxy);
    // The room's refusal lines name the address (platform/party-room.ts); limited per address (log-limit.ts).
    tagSocket(socket, address);
    const room = roomId ? matchMaker.getLocalRoomById(roomId) : undefined;
    if (room && sessionId && room.hasReservedSeat(sessionId, reconnectionToken ?? undefined)) {
      void original.call(t.wss, socket, req);
      return;
    }
    socket.on('error', () => undefined);
    // Several processes: a websocket for another process's room was sent here (docs/SERVER.md, "Hosting for many parties").
    if (!room && processId && processId !== matchMaker.processId) {
      log.line(address, 'wrong process', `[room ${roomId ?? '?'}] a websocket for process ${processId} reached process ${matchMaker.processId}: check PROCESS_ADDRESS or the proxy's routing`);
    }
    const [code, message, what] = !room
      ? [ErrorCode.MATCHMAKE_INVALID_ROOM_ID, 'no-such-room', 'the room has gone']
      : reconnectionToken
        ? [ErrorCode.MATCHMAKE_EXPIRED, 'reconnection token invalid or expired.', 'its reconnection window closed first']
        : [ErrorCode.MATCHMAKE_EXPIRED, 'seat reservation expired.', 'its seat reservation ran out first'];
    log.line(address, `late ${reconnectionToken ? 'reconnection' : 'join'}`, `[room ${roomId ?? '?'}] a ${reconnectionToken ? 'reconnecting' : 'joining'} connection (${sessionId ?? '?'}) from ${address} came too late: ${what}; refused with ${code}`);
    if (socket.readyState !== 1) return;
    socket.send(getMessageBytes[Protocol.ERROR](code, message), { binary: true }, () => socket.close(Protocol.WS_CLOSE_WITH_ERROR));
  });
}
