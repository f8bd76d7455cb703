/**
 * Minus Auction as a show module (platform/show-module.ts): the adapter that hands the room, the
 * record tools and the bots' arena the engine, its views, records, computer players, events and
 * captions, without the platform naming any of them. Rule source: docs/RULES.md, "Minus Auction".
 */
import type { ShowModule, ShowTypes, Standing } from '../../platform/show-module.js';
import type { HowToScript } from '../../platform/how-to.js';
import { minusAuctionCard } from './card.js';
import { minusCaptions } from './captions.js';
import { minusCrowd } from './crowd.js';
import { applyAction, createGame, legalActions, timeoutAction } from './engine.js';
import { minusEvents } from './events-of.js';
import { changeSettings, defaultRules, settingsSchema } from './lobby-rules.js';
import { resolveRules } from './presets.js';
import { checkRecord, RECORD_FORMAT, replayRecord, recordSteps, toRecord, type GameRecord } from './record.js';
import { replaySummary, result } from './result.js';
import type { Action, GameState, PlayerView, PublicView, Rules, RulesInput } from './types.js';
import { playerView, publicView } from './views.js';
import type { MinusEventBody } from './events.js';
import { createBot } from './bots/create.js';
import { parseBotLabel } from './bots/labels.js';
import { coachAdvice } from './bots/coach.js';
import { minusHowTo } from './how-to/script.js';

/** Minus Auction's types for the contract. */
export interface MinusTypes extends ShowTypes {
  RulesInput: RulesInput;
  Rules: Rules;
  State: GameState;
  Action: Action;
  PublicView: PublicView;
  PlayerView: PlayerView;
  Event: MinusEventBody;
  Record: GameRecord;
}

/** Points, places and the outright winner's seat of a game (docs/RULES.md, "Scoring"). */
function standing(state: GameState): Standing {
  const r = result(state);
  const places = r.players.map((p) => p.place ?? 0);
  const firsts = places.filter((p) => p === 1).length;
  return { points: r.players.map((p) => p.score), places, winner: firsts === 1 ? places.indexOf(1) : null };
}

export const minusAuction: ShowModule<MinusTypes> = {
  ...minusAuctionCard,
  rules: {
    schema: settingsSchema,
    defaults: defaultRules,
    resolve: resolveRules,
    change(current, change, seats) {
      const next = changeSettings(current, change, seats);
      return next.ok ? next : { ok: false, error: { code: 'bad-config', message: next.message } };
    },
  },
  createGame,
  toAct: (state) => (state.finished ? [] : [state.current]),
  legalActions,
  applyAction,
  timeoutAction,
  forcedAction: (state, seat) => (!state.finished && seat === state.current && state.chips[seat] === 0 ? 'take' : null),
  version: (state) => state.version,
  finished: (state) => state.finished,
  rulesOf: (state) => state.rules,
  players: (state) => state.players,
  publicView,
  playerView,
  standing,
  events: minusEvents,
  captions: minusCaptions,
  record: {
    format: RECORD_FORMAT,
    of: toRecord,
    parse: checkRecord,
    replay: replayRecord,
    steps: recordSteps,
    summary: replaySummary,
  },
  bots: {
    lobby: ['easy', 'medium', 'hard'],
    standIn: 'medium-steady',
    // Playing against the computer: one bot of each style in turn, 5 seats in all by default.
    solo: ['medium-bold', 'medium-steady', 'medium-cautious'],
    soloSeats: 5,
    parse(label) {
      const spec = parseBotLabel(label);
      return spec.ok ? { ok: true, value: spec.value.label } : spec;
    },
    create: createBot,
  },
  crowd: minusCrowd,
  coach(view) {
    const advice = coachAdvice(view);
    return { action: advice.action, reasons: advice.reasons };
  },
  howTo: minusHowTo as HowToScript,
};
