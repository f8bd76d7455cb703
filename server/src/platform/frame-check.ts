/**
 * A first look at every frame a client sends, before Colyseus decodes it. Colyseus closes the
 * connection and prints a stack trace for each frame it cannot decode; the room would rather
 * answer "not understood" and carry on. So a frame is accepted here only when it is one of the
 * protocol's codes and, for room data, a MessagePack string type name followed by at most one
 * MessagePack value (bounded depth and size). The only extension accepted is msgpackr's record
 * definition (`d4 72 id`, then the array of keys, then one value per key), which is how
 * colyseus.js packs every object; once a frame has defined record `id` (0x40 to 0x7f), that byte
 * is a record of that shape (one value per key), as msgpackr reads it, not a small number.
 */
import { Protocol } from '@colyseus/core';

/** What a frame is, or why it is refused. */
export type FrameCheck =
  | { ok: true; kind: 'data'; type: string }
  | { ok: true; kind: 'control' }
  /** `type`: the message type the frame names, when it was readable before the fault (a payload that is not). */
  | { ok: false; reason: string; type?: string };

const MAX_DEPTH = 8;
const MAX_ITEMS = 64;

class Bad extends Error {}

/** Keys per record id (0x40 to 0x7f, by `id & 0x3f`) the frame being checked has defined; -1: none. Reset per frame. */
const RECORD_KEYS = new Int16Array(64);

/** One decoder for every frame (not one per frame); `fatal` makes bad UTF-8 throw a TypeError. */
const UTF8 = new TextDecoder('utf-8', { fatal: true });

function need(buf: Uint8Array, pos: number, n: number): void {
  if (pos + n > buf.length) throw new Bad('truncated');
}

function u16(buf: Uint8Array, at: number): number {
  return (buf[at]! << 8) | buf[at + 1]!;
}

function u32(buf: Uint8Array, at: number): number {
  return ((buf[at]! << 24) >>> 0) + (buf[at + 1]! << 16) + (buf[at + 2]! << 8) + buf[at + 3]!;
}

/** `count` entries of `perItem` values each from `start`; returns the end offset. */
function items(buf: Uint8Array, count: number, start: number, perItem: number, depth: number): number {
  if (count > MAX_ITEMS) throw new Bad('too many items');
  let p = start;
  for (let i = 0; i < count * perItem; i++) p = skip(buf, p, depth + 1);
  return p;
}

/** `len` raw bytes from `start`; returns the end offset. */
function bytes(buf: Uint8Array, len: number, start: number): number {
  if (start + len > buf.length) throw new Bad('truncated');
  return start + len;
}

/**
 * Reads one MessagePack value from `buf` at `pos`; returns the end offset. Allocates nothing
 * (it runs on every frame from every phone: no closures, no copies).
 */
function skip(buf: Uint8Array, pos: number, depth: number): number {
  if (depth > MAX_DEPTH) throw new Bad('nested too deep');
  need(buf, pos, 1);
  const b = buf[pos]!;
  if (b >= 0x40 && b <= 0x7f && RECORD_KEYS[b & 0x3f]! >= 0) return items(buf, RECORD_KEYS[b & 0x3f]!, pos + 1, 1, depth);
  if (b <= 0x7f || b >= 0xe0 || b === 0xc0 || b === 0xc2 || b === 0xc3) return pos + 1;
  if ((b & 0xf0) === 0x80) return items(buf, b & 0x0f, pos + 1, 2, depth);
  if ((b & 0xf0) === 0x90) return items(buf, b & 0x0f, pos + 1, 1, depth);
  if ((b & 0xe0) === 0xa0) return bytes(buf, b & 0x1f, pos + 1);
  if (b === 0xd4 && buf[pos + 1] === 0x72) {
    // msgpackr record: a definition [keys...] then one value per key.
    need(buf, pos, 3);
    const id = buf[pos + 2]!;
    if (id < 0x40 || id > 0x7f) throw new Bad('bad record id');
    const keysAt = pos + 3;
    const k = buf[keysAt];
    let count: number;
    let p: number;
    if (k !== undefined && (k & 0xf0) === 0x90) { count = k & 0x0f; p = keysAt + 1; }
    else if (k === 0xdc) { need(buf, pos, 6); count = u16(buf, keysAt + 1); p = keysAt + 3; }
    else throw new Bad('bad record definition');
    if (count > MAX_ITEMS) throw new Bad('too many items');
    RECORD_KEYS[id & 0x3f] = count;
    for (let i = 0; i < count; i++) {
      const key = buf[p];
      if (key === undefined || !((key & 0xe0) === 0xa0 || key === 0xd9)) throw new Bad('record keys must be names');
      p = skip(buf, p, depth + 1);
    }
    for (let i = 0; i < count; i++) p = skip(buf, p, depth + 1);
    return p;
  }
  switch (b) {
    case 0xcc: case 0xd0: need(buf, pos, 2); return pos + 2;
    case 0xcd: case 0xd1: need(buf, pos, 3); return pos + 3;
    case 0xca: case 0xce: case 0xd2: need(buf, pos, 5); return pos + 5;
    case 0xcb: case 0xcf: case 0xd3: need(buf, pos, 9); return pos + 9;
    case 0xd9: case 0xc4: need(buf, pos, 2); return bytes(buf, buf[pos + 1]!, pos + 2);
    case 0xda: case 0xc5: need(buf, pos, 3); return bytes(buf, u16(buf, pos + 1), pos + 3);
    case 0xdb: case 0xc6: need(buf, pos, 5); return bytes(buf, u32(buf, pos + 1), pos + 5);
    case 0xdc: need(buf, pos, 3); return items(buf, u16(buf, pos + 1), pos + 3, 1, depth);
    case 0xdd: need(buf, pos, 5); return items(buf, u32(buf, pos + 1), pos + 5, 1, depth);
    case 0xde: need(buf, pos, 3); return items(buf, u16(buf, pos + 1), pos + 3, 2, depth);
    case 0xdf: need(buf, pos, 5); return items(buf, u32(buf, pos + 1), pos + 5, 2, depth);
    default: throw new Bad('not a plain MessagePack value');
  }
}

/** The message type name at `pos` (a MessagePack string), and where it ends. */
function typeName(buf: Uint8Array, pos: number): { type: string; end: number } {
  const b = buf[pos];
  if (b === undefined) throw new Bad('no message type');
  let start: number;
  let len: number;
  if ((b & 0xe0) === 0xa0) { start = pos + 1; len = b & 0x1f; }
  else if (b === 0xd9 && pos + 1 < buf.length) { start = pos + 2; len = buf[pos + 1]!; }
  else throw new Bad('the message type must be a name');
  if (start + len > buf.length || len > 32) throw new Bad('bad message type');
  return { type: UTF8.decode(buf.subarray(start, start + len)), end: start + len };
}

/**
 * Check one frame. `maxBytes` bounds the whole frame. Control frames (join acknowledgement,
 * leave) pass; room data must be `[13][type name][one value or nothing]`; anything else
 * (including byte messages, code 17) is refused.
 */
export function checkFrame(buf: Uint8Array, maxBytes: number): FrameCheck {
  if (buf.length === 0) return { ok: false, reason: 'empty frame' };
  if (buf.length > maxBytes) return { ok: false, reason: `frame of ${buf.length} bytes (limit ${maxBytes})` };
  const code = buf[0];
  if (code === Protocol.JOIN_ROOM || code === Protocol.LEAVE_ROOM) return buf.length === 1 ? { ok: true, kind: 'control' } : { ok: false, reason: 'bad control frame' };
  if (code !== Protocol.ROOM_DATA) return { ok: false, reason: `unknown frame code ${code}` };
  let type: string | undefined;
  try {
    RECORD_KEYS.fill(-1);
    const named = typeName(buf, 1);
    type = named.type;
    if (named.end < buf.length && skip(buf, named.end, 0) !== buf.length) throw new Bad('trailing bytes');
    return { ok: true, kind: 'data', type };
  } catch (e) {
    if (e instanceof Bad || e instanceof TypeError) return { ok: false, reason: e.message, ...(type !== undefined ? { type } : {}) };
    throw e;
  }
}
