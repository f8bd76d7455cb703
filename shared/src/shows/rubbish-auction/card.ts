/**
 * Rubbish Auction's card: what a lobby shows before it loads the show (show-module.ts, `ShowCard`).
 * Imports nothing but its words' small catalogue, so the phone's first load can list it; the
 * tagline and the short name are read in the screen's language each time (getters; docs/I18N.md). Seats: docs/RULES.md, "Rubbish
 * Auction", "Components" (2 to 5 players; module.test.ts checks them against the rules).
 */
import type { ShowCard } from '../../platform/show-module.js';
import { rubbishCardTexts } from './card-texts/index.js';

export const rubbishAuctionCard: ShowCard = {
  id: 'rubbish-auction',
  title: 'Rubbish Auction',
  get short() {
    return rubbishCardTexts.now().short;
  },
  seats: { min: 2, max: 5 },
  get tagline() {
    return rubbishCardTexts.now().tagline;
  },
};
