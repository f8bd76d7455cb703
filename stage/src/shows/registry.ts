/**
 * The shows this stage can draw, the one place in stage/ (with each show's own folder) that names
 * them: each show's card at once (the lobby lists it), its screens in a chunk of their own,
 * loaded when a room picks the show. The page imports this file as `#shows` (package.json
 * "imports"), so a test build can put a registry of its own in its place.
 */
import { minusAuctionCard } from '@minus/shared/shows/minus-auction/card';
import { rubbishAuctionCard } from '@minus/shared/shows/rubbish-auction/card';
import type { StageShowEntry } from '../platform/show-part.js';

export const STAGE_SHOWS: readonly StageShowEntry[] = [
  { card: minusAuctionCard, load: async () => (await import('./minus-auction/index.js')).minusAuctionStage },
  { card: rubbishAuctionCard, load: async () => (await import('./rubbish-auction/index.js')).rubbishAuctionStage },
];
