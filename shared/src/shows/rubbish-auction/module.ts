/**
 * Rubbish Auction as a show module (platform/show-module.ts): the rules engine, views, standing,
 * events, record and computer players behind the one contract every show implements. Rule
 * source: docs/RULES.md, "Rubbish Auction"; bots: docs/BOTS.md, "Rubbish Auction".
 */
import type { HowToScript } from '../../platform/how-to.js';
import type { ShowModule } from '../../platform/show-module.js';
import { rubbishCoach } from './bots/coach.js';
import { createRubbishBot } from './bots/create.js';
import { RUBBISH_LOBBY_LABELS, RUBBISH_STAND_IN, parseRubbishLabel } from './bots/labels.js';
import { applyAction, createGame, legalActions, timeoutAction, toAct } from './engine.js';
import { startEvents, stepEvents, type RubbishEvent } from './events.js';
import { RECORD_FORMAT, parseRecord, replayRecord, recordSteps, summary, toRecord, type RubbishRecord } from './record.js';
import { MAX_SEATS, MIN_SEATS, defaultRules, resolveRules, rulesSchema } from './rules.js';
import { rubbishCaptions } from './captions.js';
import { rubbishCrowd } from './crowd.js';
import { rubbishAuctionCard } from './card.js';
import { rubbishHowTo } from './how-to/script.js';
import { standing } from './standing.js';
import type { RubbishAction, RubbishPlayerView, RubbishPublicView, RubbishRules, RubbishRulesInput, RubbishState } from './types.js';
import { playerView, publicView } from './views.js';
import { revealedRound, revealShowMs } from './reveal-pace.js';

/** The time (ms) the stage takes to show `events`: a reveal's, by what it has to say; else none. */
function showMs(events: readonly RubbishEvent[]): number {
  const reveal = events.find((e) => e.type === 'revealed');
  return reveal?.type === 'revealed' ? revealShowMs(revealedRound(reveal)) : 0;
}

/** The type parameters of Rubbish Auction's module. */
export interface RubbishTypes {
  RulesInput: RubbishRulesInput;
  Rules: RubbishRules;
  State: RubbishState;
  Action: RubbishAction;
  PublicView: RubbishPublicView;
  PlayerView: RubbishPlayerView;
  Event: RubbishEvent;
  Record: RubbishRecord;
}

/** The show module of Rubbish Auction. */
export const rubbishAuction: ShowModule<RubbishTypes> = {
  ...rubbishAuctionCard,
  rules: {
    schema: rulesSchema,
    defaults: defaultRules,
    resolve: resolveRules,
    // The lobby's edit is the whole input (preset and timer): checked for the seats seated.
    change(current, change, seats) {
      const next = { ...current, ...change };
      const resolved = resolveRules(next, Math.min(MAX_SEATS, Math.max(MIN_SEATS, seats)));
      return resolved.ok ? { ok: true, value: next } : resolved;
    },
  },
  createGame,
  toAct,
  legalActions,
  applyAction,
  timeoutAction,
  version: (state) => state.version,
  finished: (state) => state.finished,
  rulesOf: (state) => state.rules,
  players: (state) => state.players,
  publicView,
  playerView,
  standing,
  events: { start: startEvents, step: stepEvents, showMs: (events) => showMs(events) },
  captions: (event, names) => rubbishCaptions(event, names, event.variant),
  crowd: rubbishCrowd,
  coach: rubbishCoach,
  record: {
    format: RECORD_FORMAT,
    of: toRecord,
    parse: parseRecord,
    replay: replayRecord,
    steps: recordSteps,
    summary,
  },
  bots: {
    lobby: RUBBISH_LOBBY_LABELS,
    standIn: RUBBISH_STAND_IN,
    parse: parseRubbishLabel,
    create: createRubbishBot,
  },
  howTo: rubbishHowTo as HowToScript,
};
