/**
 * Minus Auction's card: what a lobby shows before it loads the show (show-module.ts, `ShowCard`).
 * Imports nothing but its tagline's small catalogue, so the phone's first load can list it. The
 * tagline is read in the screen's language each time (a getter; docs/I18N.md).
 */
import type { ShowCard } from '../../platform/show-module.js';
import { minusCardTexts } from './card-texts/index.js';

export const minusAuctionCard: ShowCard = {
  id: 'minus-auction',
  title: 'Minus Auction',
  short: 'Minus',
  seats: { min: 3, max: 7 },
  get tagline() {
    return minusCardTexts.now().tagline;
  },
};
