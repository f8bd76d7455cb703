/**
 * Rubbish Auction's part of the synchronised state (shared shows/rubbish-auction/state.ts): its
 * seats, game and settings extend the platform's classes. A seat's `geek`, `heldOut` and
 * `peekedCard` are StateView fields: they reach only connections whose view holds that seat (its
 * own player's phone). docs/RULES.md, "Rubbish Auction", "What each device may know".
 */
import type { SchemaType } from '@colyseus/schema';
import { GameSchema, SeatSchema, SettingsSchema } from '../../platform/schema/room-state.js';

export const RubbishSeatSchema = SeatSchema.extends({
  fame: 'int16',
  items: ['string'],
  blocked: 'uint8',
  holding: 'int8',
  peekOf: 'int8',
  peekPosition: 'int8',
  geek: { type: 'string', view: true },
  heldOut: { type: 'string', view: true },
  peekedCard: { type: 'uint8', view: true },
  bid: ['uint8'],
  fameChange: 'int16',
  shownGeek: 'string',
  bonus: 'int16',
  total: 'int16',
  place: 'uint8',
}, 'RubbishAuctionSeat');
export type RubbishSeatSchema = SchemaType<typeof RubbishSeatSchema>;

export const RubbishGameSchema = GameSchema.extends({
  round: 'uint8',
  auctioneer: 'int8',
  item: 'string',
  firstBidder: 'int8',
  current: 'int8',
  step: 'string',
  peekOf: 'int8',
  peekRow: 'string',
  peekSize: 'uint8',
  itemsLeft: ['string'],
  discarded: ['string'],
  lastRound: 'uint8',
  lastItem: 'string',
  lastWinner: 'int8',
  lastDiscarded: 'boolean',
  lastBottom: 'int8',
  winner: 'int8',
}, 'RubbishAuctionGame');
export type RubbishGameSchema = SchemaType<typeof RubbishGameSchema>;

export const RubbishSettingsSchema = SettingsSchema.extends({
  preset: 'string',
}, 'RubbishAuctionSettings');
export type RubbishSettingsSchema = SchemaType<typeof RubbishSettingsSchema>;
