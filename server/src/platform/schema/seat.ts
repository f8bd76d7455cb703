/**
 * A seat in the synchronised state (protocol state.ts `SeatState`). `chips` is a StateView field:
 * it reaches only connections whose view holds this seat (its own player's phone).
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
  vip: 'boolean',
  cubes: ['int8'],
  cubeScore: 'int16',
  chips: { type: 'int16', view: true },
  finalChips: 'int16',
  finalScore: 'int16',
  place: 'uint8',
}, 'SeatState');
export type SeatSchema = SchemaType<typeof SeatSchema>;
