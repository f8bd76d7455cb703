/**
 * The room's synchronised state (protocol state.ts `RoomStateShape`): the platform's part, the
 * same for every show. A show's schema classes (server/src/shows/<id>/schema.ts) extend
 * `SeatSchema`, `GameSchema` and `SettingsSchema` with its own fields; the room holds instances
 * of the active show's classes in `seats`, `game` and `settings`, and colyseus.js decodes them by
 * reflection (the handshake describes every class the room may send). Written only by
 * ../projection.ts and the show's projection.
 */
import { schema, type SchemaType } from '@colyseus/schema';
import { SeatSchema } from './seat.js';
import { CrowdSchema } from '../crowd/crowd-schema.js';

/** The rules as they apply now (protocol state.ts `SettingsState`); a show adds its fields. */
export const SettingsSchema = schema({
  timerMs: 'uint32',
  hints: 'boolean',
  doesNotFit: 'boolean',
  fitsUpTo: 'uint8',
}, 'Settings');
export type SettingsSchema = SchemaType<typeof SettingsSchema>;

/** The current (or last) game (protocol state.ts `GameStateShape`); a show adds its fields. */
export const GameSchema = schema({
  number: 'uint16',
  deadline: 'float64',
  version: 'uint32',
}, 'Game');
export type GameSchema = SchemaType<typeof GameSchema>;

/** One row of the evening's table (protocol state.ts `EveningRow`). */
export const EveningRowSchema = schema({
  seat: 'string',
  name: 'string',
  avatar: 'uint8',
  games: 'uint16',
  wins: 'uint16',
  points: ['int32'],
  played: ['uint16'],
}, 'EveningRow');
export type EveningRowSchema = SchemaType<typeof EveningRowSchema>;

/** The evening's table (protocol state.ts `EveningState`). */
export const EveningSchema = schema({
  shows: ['string'],
  rows: [EveningRowSchema],
}, 'Evening');
export type EveningSchema = SchemaType<typeof EveningSchema>;

export const RoomStateSchema = schema({
  code: 'string',
  phase: 'string',
  show: 'string',
  shows: ['string'],
  settings: SettingsSchema,
  seats: [SeatSchema],
  game: GameSchema,
  evening: EveningSchema,
  audienceCount: 'uint16',
  crowd: CrowdSchema,
  practice: 'boolean',
  stageLocale: 'string',
  storageWait: 'boolean',
}, 'RoomState');
export type RoomStateSchema = SchemaType<typeof RoomStateSchema>;

export { SeatSchema };
