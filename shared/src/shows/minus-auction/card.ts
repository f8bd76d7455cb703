/**
 * Minus Auction's card: what a lobby shows before it loads the show (show-module.ts, `ShowCard`).
 * Imports nothing but its words' small catalogue, so the phone's first load can list it. The
 * tagline and the short name are read in the screen's language each time (getters; docs/I18N.md).
 */
import type { ShowCard } from '../../platform/show-module.js';
import { minusCardTexts } from './card-texts/index.js';

export const minusAuctionCard: ShowCard = {
  id: 'minus-auction',
  title: 'Minus Auction',
  get short() {
    return minusCardTexts.now().short;
  },
  seats: { min: 3, max: 7 },
  get tagline() {
    return minusCardTexts.now().tagline;
  },
};
