/**
 * A seat in the synchronised state (protocol state.ts `SeatState`): who sits there, as the
 * platform knows it. A show's seat class extends it with its fields; a secret field is a
 * StateView field (`{ type, view: true }`), which reaches only connections whose view holds this
 * seat (its own player's phone).
 */
import { schema, type SchemaType } from '@colyseus/schema';

export const SeatSchema = schema({
  id: 'string',
  name: 'string',
  avatar: 'uint8',
  kind: 'string',
  botLabel: 'string',
  connected: 'boolean',
  standIn: 'boolean',
  left: 'boolean',
  vip: 'boolean',
  coached: 'boolean',
  botTurns: 'uint16',
  timedOut: 'uint16',
}, 'Seat');
export type SeatSchema = SchemaType<typeof SeatSchema>;
