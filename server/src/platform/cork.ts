/**
 * Batching a room's outgoing frames per socket. Colyseus writes every patch, event and answer
 * as its own websocket frame, and `ws` writes each frame to the socket at once: one system call
 * per frame per client. Under load that was the largest single cost of the server
 * (docs/BENCHMARKS.md, "load"). Corking every client's socket while a message is handled, or a
 * patch is broadcast, turns the answer, the patch and the events that follow it into a single
 * write per client. Frames and their order are unchanged.
 */
import type { Client } from '@colyseus/core';

/** The part of a node socket used here (`net.Socket`; nested cork/uncork pairs are counted). */
interface Corkable {
  cork(): void;
  uncork(): void;
  destroyed: boolean;
}

/** The TCP socket under a Colyseus websocket client (`client.ref` is the `ws` WebSocket), if any. */
function socketOf(client: Client): Corkable | undefined {
  const socket = (client as unknown as { ref?: { _socket?: Corkable } }).ref?._socket;
  return socket && !socket.destroyed && typeof socket.cork === 'function' ? socket : undefined;
}

/**
 * Run `fn` with every client's socket corked, then uncork them (also when `fn` throws): each
 * socket receives everything `fn` sent to it in one write. Returns what `fn` returns.
 */
export function corked<T>(clients: ArrayLike<Client>, fn: () => T): T {
  const sockets: Corkable[] = [];
  for (let i = 0; i < clients.length; i++) {
    const s = socketOf(clients[i]!);
    if (s) {
      s.cork();
      sockets.push(s);
    }
  }
  try {
    return fn();
  } finally {
    for (let i = 0; i < sockets.length; i++) sockets[i]!.uncork();
  }
}
