/** The current (or last) game in the synchronised state (protocol state.ts `GameStateShape`). */
import { schema, type SchemaType } from '@colyseus/schema';

export const GameSchema = schema({
  number: 'uint16',
  auction: 'uint8',
  offer: 'int8',
  pot: 'uint16',
  current: 'int8',
  refusals: ['uint8'],
  deckLeft: 'uint8',
  removedCount: 'uint8',
  removed: ['int8'],
  deadline: 'float64',
  version: 'uint32',
  winner: 'int8',
}, 'GameState');
export type GameSchema = SchemaType<typeof GameSchema>;

/** Settings as they would apply now (protocol state.ts `SettingsState`). */
export const SettingsSchema = schema({
  preset: 'string',
  smallest: 'uint8',
  largest: 'uint8',
  removed: 'uint8',
  chips: 'uint8',
  seating: 'string',
  starter: 'string',
  timerMs: 'uint32',
}, 'SettingsState');
export type SettingsSchema = SchemaType<typeof SettingsSchema>;

/** One row of the evening's table (protocol state.ts `EveningRow`). */
export const EveningRowSchema = schema({
  name: 'string',
  games: 'uint16',
  wins: 'uint16',
  total: 'int32',
}, 'EveningRow');
export type EveningRowSchema = SchemaType<typeof EveningRowSchema>;
