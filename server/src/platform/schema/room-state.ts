/**
 * The room's synchronised state (protocol state.ts `RoomStateShape`). It holds only what RULES.md
 * lets everyone see, plus each seat's own `chips` behind a StateView. Written only by
 * ../projection.ts.
 */
import { schema, type SchemaType } from '@colyseus/schema';
import { EveningRowSchema, GameSchema, SettingsSchema } from './game.js';
import { SeatSchema } from './seat.js';

export const RoomStateSchema = schema({
  code: 'string',
  phase: 'string',
  settings: SettingsSchema,
  seats: [SeatSchema],
  game: GameSchema,
  evening: [EveningRowSchema],
  audienceCount: 'uint16',
}, 'RoomState');
export type RoomStateSchema = SchemaType<typeof RoomStateSchema>;

export { SeatSchema, GameSchema, SettingsSchema, EveningRowSchema };
