/**
 * Minus Auction's card: what a lobby shows before it loads the show (show-module.ts, `ShowCard`).
 * Imports nothing, so the phone's first load can list it.
 */
import type { ShowCard } from '../../platform/show-module.js';

export const minusAuctionCard: ShowCard = {
  id: 'minus-auction',
  title: 'Minus Auction',
  short: 'Minus',
  seats: { min: 3, max: 7 },
  tagline: 'Every cube is bad news: take it with its chips, or pay a chip to pass it on.',
};
