/**
 * Rubbish Auction on the server: its module, its schema classes and its projection
 * (platform/server-show.ts).
 */
import { rubbishAuction } from '@minus/shared/shows/rubbish-auction/module';
import type { ServerShow } from '../../platform/server-show.js';
import { RubbishProjection } from './projection.js';
import { RubbishGameSchema, RubbishSeatSchema, RubbishSettingsSchema } from './schema.js';

export const rubbishAuctionServer: ServerShow = {
  module: rubbishAuction,
  schema: { Seat: RubbishSeatSchema, Game: RubbishGameSchema, Settings: RubbishSettingsSchema },
  projection: () => new RubbishProjection(),
};
