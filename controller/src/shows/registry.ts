/**
 * The shows this phone can play, the one place in controller/ (with each show's own folder) that
 * names them: each show's card at once (the lobby's show picker lists it), its screens in a
 * chunk of their own, loaded when the room picks the show. The app imports this file as `#shows`
 * (package.json "imports"), so a test build can put a registry of its own in its place.
 */
import { minusAuctionCard } from '@minus/shared/shows/minus-auction/card';
import { rubbishAuctionCard } from '@minus/shared/shows/rubbish-auction/card';
import { textsReady } from '@minus/shared/platform/i18n/texts';
import type { PhoneShowEntry } from '../platform/show-part.js';

export const PHONE_SHOWS: readonly PhoneShowEntry[] = [
  { card: minusAuctionCard, load: async () => (await import('./minus-auction/index.js')).minusAuctionPhone },
  // Its catalogue arrives with the chunk: load the phone's language before the first draw.
  { card: rubbishAuctionCard, load: async () => { const part = (await import('./rubbish-auction/index.js')).rubbishAuctionPhone; await textsReady(); return part; } },
];
