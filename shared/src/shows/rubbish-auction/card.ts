/**
 * Rubbish Auction's card: what a lobby shows before it loads the show (show-module.ts, `ShowCard`).
 * Imports nothing, so the phone's first load can list it. Seats: docs/RULES.md, "Rubbish
 * Auction", "Components" (2 to 5 players; module.test.ts checks them against the rules).
 */
import type { ShowCard } from '../../platform/show-module.js';

export const rubbishAuctionCard: ShowCard = {
  id: 'rubbish-auction',
  title: 'Rubbish Auction',
  short: 'Rubbish',
  seats: { min: 2, max: 5 },
  tagline: 'Bid for the junk your secret Geek wants, and keep your fame.',
};
