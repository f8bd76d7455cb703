/**
 * One load process's connections share the state classes the server's handshake describes.
 *
 * colyseus.js turns each connection's handshake (the reflection of the room's state: its types,
 * their fields and type ids) into new classes, and @colyseus/schema registers every one of them
 * for good (`TypeContext.register`). A phone holds one connection, so that costs it nothing; a
 * load process holds 800, and the classes, their metadata and the decoded reflection made up most
 * of its heap (about 260 KB per connection; docs/BENCHMARKS.md, "load"), whose collections then
 * paused it and were timed as the server's latency.
 *
 * Importing this module registers, for this process only, a `schema` serializer that decodes the
 * first handshake of each kind as colyseus.js does and gives every later connection with the same
 * handshake bytes a new state of those same classes and their type context (the server's type
 * ids, read from that handshake). Each connection still has its own state and decoder: the
 * patches are decoded exactly as before. The server sends the same bytes either way.
 */
import { Decoder, type Schema } from '@colyseus/schema';
import { registerSerializer, SchemaSerializer } from 'colyseus.js';

type Iterator = { offset: number };

/** Per handshake (its bytes, base64): the state class and the type context decoded from it. */
const known = new Map<string, { State: new () => Schema; context: Decoder['context'] }>();

class SharedReflectionSerializer extends SchemaSerializer {
  override handshake(bytes: Buffer, it?: Iterator): void {
    // A state given up front (a root schema class passed to join) is colyseus.js's own path.
    if (this.state) return super.handshake(bytes, it);
    const from = it?.offset ?? 0;
    const key = Buffer.from(bytes.buffer, bytes.byteOffset + from, bytes.byteLength - from).toString('base64');
    const seen = known.get(key);
    if (!seen) {
      super.handshake(bytes, it);
      known.set(key, { State: this.state.constructor as new () => Schema, context: this.decoder.context });
      return;
    }
    this.decoder = new Decoder(new seen.State(), seen.context) as SchemaSerializer['decoder'];
    this.state = this.decoder.state;
  }
}

registerSerializer('schema', SharedReflectionSerializer);
