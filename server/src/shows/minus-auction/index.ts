/**
 * Minus Auction on the server: its module, its schema classes and its projection
 * (platform/server-show.ts).
 */
import { minusAuction } from '@minus/shared/shows/minus-auction/module';
import type { ServerShow } from '../../platform/server-show.js';
import { MinusProjection } from './projection.js';
import { MinusGameSchema, MinusSeatSchema, MinusSettingsSchema } from './schema.js';

export const minusAuctionServer: ServerShow = {
  module: minusAuction,
  schema: { Seat: MinusSeatSchema, Game: MinusGameSchema, Settings: MinusSettingsSchema },
  projection: () => new MinusProjection(),
};
