/**
 * The Colyseus 0.16 room as this server sends from it (the party room extends it): every client
 * frame passes the room's checks before Colyseus dispatches it, an answer, the patch and the events
 * it causes leave in one write per socket (cork.ts), and every joiner gets a full state encoded
 * afresh. The party room says how to check a frame and how to bring the state up to date.
 */
import { Room, type Client, type ClientPrivate } from '@colyseus/core';
import { corked } from './cork.js';
import type { FrameVerdict } from './message-desk.js';
import type { ClientData, RoomClient } from './room-context.js';

export abstract class PlumbedRoom<S extends object> extends Room<S, unknown, ClientData> {
  /** The room's verdict on one frame (message-desk.ts): `stop` drops it, `data` is a request to answer. */
  protected abstract checkFrame(client: RoomClient, buffer: Buffer): FrameVerdict;
  /** Write every change so far into the state (patcher.ts), before a patch or a full state goes out. */
  protected abstract flushState(): void;

  /** Every frame: the room's checks, then Colyseus' dispatch. */
  protected override _onMessage(client: Client & ClientPrivate, buffer: Buffer): void {
    const verdict = this.checkFrame(client as RoomClient, buffer);
    if (verdict === 'stop') return;
    // The answer, the patch and the events a request causes leave in one write per socket (cork.ts).
    if (verdict === 'data') return corked(this.clients, () => super._onMessage(client, buffer));
    super._onMessage(client, buffer);
  }

  /** The patch and the events queued behind it leave in one write per socket (cork.ts). */
  override broadcastPatch(): boolean {
    return corked(this.clients, () => {
      this.flushState();
      return super.broadcastPatch();
    });
  }

  /**
   * Colyseus 0.16.20 reuses a cached full state unless a patch ran since (its staleness check
   * reads `root.changes.length`, which schema 3.0.76 no longer has). A phone that joins between
   * two patches would get a full state without its own new seat while its view already names it
   * ("refId not found"). Encoding afresh for every joiner avoids that; it costs one encode per join.
   */
  protected override sendFullState(client: Client): void {
    // The joiner's full state and view include every change so far. (A `seat` message that the
    // projection sends the joiner, when its seat index moved meanwhile, leaves before that full
    // state; the phones read the state, not the message, for the seat's place.)
    this.flushState();
    (this as unknown as { _serializer: { needFullEncode?: boolean } })._serializer.needFullEncode = true;
    super.sendFullState(client);
  }
}
