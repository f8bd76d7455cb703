/**
 * Rubbish Auction on the stage (platform show-part.ts): its game and finale screens, its table
 * model, captions (the shared module's, in the show's voice; the platform plays their sounds),
 * the lobby's rule rows and its computer players for a TV remote, and its how-to. Loaded on demand (its own
 * chunk) when a room picks the show.
 */
import { wordOf } from '@minus/shared/platform/i18n/word-of';
import type { RoomEvent } from '@minus/shared/platform/protocol/events';
import { rubbishAuctionCard } from '@minus/shared/shows/rubbish-auction/card';
import { rubbishCaptions } from '@minus/shared/shows/rubbish-auction/captions';
import type { RubbishEvent } from '@minus/shared/shows/rubbish-auction/events';
import { geeksMs } from '@minus/shared/shows/rubbish-auction/finale';
import { revealedRound, revealShowMs } from '@minus/shared/shows/rubbish-auction/reveal-pace';
import { stepLimitFor } from '../../platform/engine/queue.js';
import type { StageShow } from '../../platform/show-part.js';
import { FinaleScreen } from './finale.js';
import { GameScreen } from './game.js';
import { rubbishStageHowTo } from './how-to.js';
import { RUBBISH_RULE_ROWS } from './rules-menu.js';
import { words } from './texts.js';
import { applyEvent, describeTable, isBehind, namesOf, tableFromState, withSeatsFrom, type Table } from './table.js';

/** The queue's time limit for a reveal (its lines' reading times) and the finale (the Geeks one by one), from their planned durations. */
function stepLimit(event: RoomEvent): number | undefined {
  const ev = event as unknown as RubbishEvent;
  if (ev.type === 'revealed') return stepLimitFor(revealShowMs(revealedRound(ev)));
  if (ev.type !== 'game-over' || !Array.isArray(ev.geeks)) return undefined;
  return stepLimitFor(geeksMs(ev.geeks.length));
}

export const rubbishAuctionStage: StageShow<Table> = {
  card: rubbishAuctionCard,
  scenes: {
    game: { name: 'rubbish-auction', get description() { return words().scenes.game; } },
    finale: { name: 'rubbish-finale', get description() { return words().scenes.finale; } },
  },
  screen: (kind, ctx) => (kind === 'game' ? new GameScreen(ctx) : new FinaleScreen(ctx)),
  fromState: tableFromState,
  apply: applyEvent,
  isBehind,
  withSeatsFrom,
  names: namesOf,
  describe: describeTable,
  captions: (event, names) => rubbishCaptions(event as unknown as RubbishEvent, names, (event as { variant?: number }).variant ?? 0),
  stepLimit,
  // The last round's reveal is the TV's biggest moment: it plays in full before the Geeks.
  playsLastMove: true,
  rules: RUBBISH_RULE_ROWS,
  bots: ['easy', 'medium', 'hard'],
  botName: (label) => wordOf(words().levels, label) ?? label,
  howTo: rubbishStageHowTo,
};
