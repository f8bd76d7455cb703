/**
 * Minus Auction on the stage (platform show-part.ts): its auction and finale screens, its table
 * model, captions, the lobby's rule rows and its computer players for a TV remote. Loaded on
 * demand (its own chunk) when a room picks the show.
 */
import { minusAuctionCard } from '@minus/shared/shows/minus-auction/card';
import { minusCaptions } from '@minus/shared/shows/minus-auction/captions';
import type { MinusShowEvent } from '@minus/shared/shows/minus-auction/events';
import type { StageShow } from '../../platform/show-part.js';
import { AuctionScreen } from './auction.js';
import { minusStageHowTo } from './how-to.js';
import { FinaleScreen } from './finale.js';
import { stepLimitForEvent } from './finale-plan.js';
import { MINUS_RULE_ROWS } from './rules-menu.js';
import { applyEvent, botLevelName, describeTable, isBehind, namesOf, tableFromState, withSeatsFrom, type Table } from './table.js';
import { minusStageTexts } from './texts/index.js';

export const minusAuctionStage: StageShow<Table> = {
  card: minusAuctionCard,
  scenes: {
    game: { name: 'auction', get description() { return minusStageTexts.now().scenes.game; } },
    finale: { name: 'finale', get description() { return minusStageTexts.now().scenes.finale; } },
  },
  screen: (kind, ctx) => (kind === 'game' ? new AuctionScreen(ctx) : new FinaleScreen(ctx)),
  fromState: tableFromState,
  apply: (table, event) => applyEvent(table, event as Parameters<typeof applyEvent>[1]),
  isBehind,
  withSeatsFrom,
  names: namesOf,
  describe: describeTable,
  captions: (event, names) => minusCaptions(event as MinusShowEvent, names),
  stepLimit: stepLimitForEvent,
  rules: MINUS_RULE_ROWS,
  bots: ['easy', 'medium', 'hard'],
  botName: botLevelName,
  howTo: minusStageHowTo,
};
