/**
 * The size of each room's state encode buffers.
 *
 * Every room keeps two (the patch encoder's and the full-state cache's), of
 * `Encoder.BUFFER_SIZE` bytes each: 8 KB by default, and at that size Node gives each its own
 * allocation outside the shared buffer pool: 16 KB per room that our state never uses. The largest
 * state a room can hold (seven seats with the longest names in four-byte characters, every cube
 * taken, seven rows in the evening's table, a custom range of 99 cubes) encodes to about 2 KB
 * (server/test/state-size.test.ts),
 * so 3 KB fits it, and buffers under 4 KB come from Node's pool. Should a state ever outgrow it,
 * Colyseus grows the buffer and says so once in the log.
 */
import { Encoder } from '@colyseus/schema';

/** Bytes per state encode buffer. */
export const STATE_BUFFER_BYTES = 3 * 1024;

/** Set the encoder's buffer size; call before the first room is created. */
export function sizeStateBuffers(): void {
  Encoder.BUFFER_SIZE = STATE_BUFFER_BYTES;
}
