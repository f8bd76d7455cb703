/**
 * The shows this server hosts, the default first: the one place in server/ (with each show's
 * own folder) that names them. `startServer({ shows })` may add more (the end-to-end suite's test
 * show); the rooms only ever see this list.
 */
import type { ServerShow } from '../platform/server-show.js';
import { minusAuctionServer } from './minus-auction/index.js';
import { rubbishAuctionServer } from './rubbish-auction/index.js';

export const SERVER_SHOWS: readonly ServerShow[] = [minusAuctionServer, rubbishAuctionServer];
