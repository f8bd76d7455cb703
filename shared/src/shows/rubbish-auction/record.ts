/**
 * The game record `rubbish-auction/record@1` (docs/RULES.md, "Rubbish Auction", "The game
 * record"): rules, players in seat order, each seat's Geek, the first Next Auctioneer, the card
 * key of the face-down rows, and every action in order; or a `seed` in place of the setup.
 * Player names obey the room's name rules (platform/record-players.ts).
 * Used by the replay command, the "save game" download and crash recovery.
 */
import { z } from 'zod';
import { checkAgainst, replayActions } from '../../platform/record-checks.js';
import { recordPlayersSchema } from '../../platform/record-players.js';
import { SEED_HEX } from '../../platform/rng.js';
import { actionsOf, applyAction, createGame, createGameFromSetup, toAct } from './engine.js';
import { GEEK_IDS } from './geeks.js';
import { rulesSchema } from './rules.js';
import { finalScores, standing, type Summary } from './standing.js';
import { turnOf } from './turn.js';
import type { GeekId, RubbishAction, RubbishResult, RubbishRulesInput, RubbishState } from './types.js';

/** The format tag every record carries. */
export const RECORD_FORMAT = 'rubbish-auction/record@1';

const hex = z.string().regex(SEED_HEX, 'must be 32 lowercase hex digits');

/**
 * The zod schema of a record. With `seed`, `geeks`, `firstAuctioneer` and `cardKey` may be left
 * out (they are drawn from it). Actions are checked by the engine on replay, one by one, so an
 * illegal action is reported with its index.
 */
export const recordSchema = z
  .object({
    format: z.literal(RECORD_FORMAT),
    rules: rulesSchema,
    players: recordPlayersSchema,
    geeks: z.array(z.enum(GEEK_IDS as [GeekId, ...GeekId[]])).optional(),
    firstAuctioneer: z.number().int().optional(),
    cardKey: hex.optional(),
    seed: z.union([z.number().int(), hex]).optional(),
    actions: z.array(z.unknown()),
  })
  .refine((r) => r.seed !== undefined || (r.geeks !== undefined && r.firstAuctioneer !== undefined && r.cardKey !== undefined), {
    message: 'a record needs either a seed or all of geeks, firstAuctioneer and cardKey',
  });

/** A parsed game record. */
export type RubbishRecord = z.infer<typeof recordSchema>;

/** Validate parsed JSON as a record. Errors: `bad-config` naming the first problem. */
export function parseRecord(data: unknown): RubbishResult<RubbishRecord> {
  return checkAgainst(recordSchema, RECORD_FORMAT, data);
}

/**
 * Replay a record: set up the game, then apply every action in order, each by the one seat that
 * may act. Errors: `bad-config` for a bad setup; for an illegal action, the engine's error with
 * the message prefixed `action K: ` (K is the 0-based index).
 */
export function replayRecord(record: RubbishRecord): RubbishResult<RubbishState> {
  const rules = record.rules as RubbishRulesInput;
  const start =
    record.geeks !== undefined && record.firstAuctioneer !== undefined && record.cardKey !== undefined
      ? createGameFromSetup(rules, { players: record.players, geeks: record.geeks, firstAuctioneer: record.firstAuctioneer, cardKey: record.cardKey })
      : createGame(rules, record.players, record.seed!);
  if (!start.ok) return start;
  return replayActions(start.value, record.actions, (state) => toAct(state)[0] ?? 0, applyAction);
}

/** The record of a game so far: the explicit setup (never the seed) and every action. */
export function toRecord(state: RubbishState, rules?: RubbishRulesInput): RubbishRecord {
  return {
    format: RECORD_FORMAT,
    rules: rules ?? { preset: state.rules.preset, timerMs: state.rules.timerMs },
    players: [...state.players],
    geeks: [...state.geeks],
    firstAuctioneer: state.firstAuctioneer,
    cardKey: state.cardKey,
    actions: actionsOf(state) as RubbishAction[],
  };
}

/**
 * What the replay command prints: `{ finished, winner, players: [{ name, geek, items, fame,
 * place }] }` once finished (fame with the Geek bonus); before the end, no winner or places,
 * fame so far, and `turn` (who decides next and what).
 */
export function summary(state: RubbishState): Summary {
  if (!state.finished) {
    const turn = turnOf(state)!;
    return {
      finished: false,
      players: state.players.map((name, s) => ({ name, geek: state.geeks[s]!, items: [...state.won[s]!], fame: state.fame[s]! })),
      turn: { round: state.round, seat: turn.seat, step: turn.step, item: state.item },
    };
  }
  const { totals, places } = finalScores(state);
  const winner = standing(state).winner;
  return {
    finished: true,
    winner: winner === null ? null : state.players[winner]!,
    players: state.players.map((name, s) => ({ name, geek: state.geeks[s]!, items: [...state.won[s]!], fame: totals[s]!, place: places[s]! })),
  };
}
