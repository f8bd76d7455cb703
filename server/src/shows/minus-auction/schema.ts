/**
 * Minus Auction's part of the synchronised state (shared shows/minus-auction/state.ts): its
 * seats, game and settings extend the platform's classes. A seat's `chips` is a StateView field:
 * it reaches only connections whose view holds that seat (its own player's phone).
 */
import type { SchemaType } from '@colyseus/schema';
import { GameSchema, SeatSchema, SettingsSchema } from '../../platform/schema/room-state.js';

export const MinusSeatSchema = SeatSchema.extends({
  cubes: ['int8'],
  cubeScore: 'int16',
  chips: { type: 'int16', view: true },
  finalChips: 'int16',
  finalScore: 'int16',
  place: 'uint8',
}, 'MinusAuctionSeat');
export type MinusSeatSchema = SchemaType<typeof MinusSeatSchema>;

export const MinusGameSchema = GameSchema.extends({
  auction: 'uint8',
  offer: 'int8',
  pot: 'uint16',
  current: 'int8',
  refusals: ['uint8'],
  deckLeft: 'uint8',
  removedCount: 'uint8',
  removed: ['int8'],
  winner: 'int8',
}, 'MinusAuctionGame');
export type MinusGameSchema = SchemaType<typeof MinusGameSchema>;

export const MinusSettingsSchema = SettingsSchema.extends({
  preset: 'string',
  smallest: 'uint8',
  largest: 'uint8',
  removed: 'uint8',
  chips: 'uint8',
  seating: 'string',
  starter: 'string',
}, 'MinusAuctionSettings');
export type MinusSettingsSchema = SchemaType<typeof MinusSettingsSchema>;
