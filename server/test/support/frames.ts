/**
 * Every frame a colyseus.js client receives, recorded and decoded (for the frame-level privacy
 * tests of each show): state frames as the client's own schema decoder applied them (each field
 * change, with the object it changed), message frames with their type and body. Call
 * `hookClientFrames()` once, before any connection.
 */
import { Room as ClientRoom } from 'colyseus.js';
import { expect } from 'vitest';

/** One field change a client's decoder applied. */
export interface Change { refId: number; field: string | number; value: unknown; ref: Record<string, unknown>; op: number }

/** One frame: a state frame (its changes) or a message (its type and body), and the room's phase after it. */
export interface Frame { kind: 'state' | 'data'; phaseAfter: string; changes: Change[]; message?: unknown; type?: unknown }

/** Frames per client room instance, in arrival order. */
export const frames = new Map<object, Frame[]>();

/** Hook colyseus.js before any connection: wrap each room's decoder to capture what it decodes. */
export function hookClientFrames(): void {
  const proto = ClientRoom.prototype as unknown as { onMessageCallback(ev: MessageEvent): void; dispatchMessage(type: unknown, msg: unknown): void };
  const onFrame = proto.onMessageCallback;
  const phaseOf = (room: ClientRoom) => String((room.state as { phase?: unknown } | undefined)?.phase);
  proto.onMessageCallback = function (this: ClientRoom & { serializer?: { decoder?: { decode: Function; __hooked?: boolean } } }, ev: MessageEvent) {
    const decoder = this.serializer?.decoder;
    if (decoder && !decoder.__hooked) {
      const decode = decoder.decode.bind(decoder);
      decoder.__hooked = true;
      decoder.decode = (bytes: Uint8Array, it: unknown) => {
        const changes = decode(bytes, it) as Change[];
        const list = frames.get(this) ?? [];
        list.push({ kind: 'state', phaseAfter: phaseOf(this), changes });
        frames.set(this, list);
        return changes;
      };
    }
    return onFrame.call(this, ev);
  };
  const dispatch = proto.dispatchMessage;
  proto.dispatchMessage = function (this: ClientRoom, type: unknown, message: unknown) {
    const list = frames.get(this) ?? [];
    list.push({ kind: 'data', phaseAfter: phaseOf(this), changes: [], type, message });
    frames.set(this, list);
    return dispatch.call(this, type, message);
  };
}

/**
 * Assert that no coach tip reached `others` (tests only): none of their decoded frames is a `coach`
 * message, or carries any of the tips' reasons (`tips`, as JSON) in a message or a state change.
 */
export function expectNoTipReached(tips: readonly { reasons: unknown }[], others: readonly { room: object }[]): void {
  const tipData = new Set(tips.map((t) => JSON.stringify(t.reasons)));
  for (const other of others) {
    const list = frames.get(other.room) ?? [];
    expect(list.length).toBeGreaterThan(0);
    for (const f of list) {
      if (f.kind === 'data') {
        expect(f.type).not.toBe('coach');
        const text = JSON.stringify(f.message ?? null);
        for (const s of tipData) expect(text.includes(s)).toBe(false);
      } else {
        for (const c of f.changes) if (typeof c.value === 'string') expect(tipData.has(c.value)).toBe(false);
      }
    }
  }
}
