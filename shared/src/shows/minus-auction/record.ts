/**
 * The game record `minus-auction/record@1`: the engine's serialised history (rules, players, first
 * seat, removed cubes, deck order, actions), or a seed in place of the setup. Used by the replay
 * command, the "save game" download and the server's crash recovery.
 */
import { z } from 'zod';
import { checkAgainst, replayActions } from '../../platform/record-checks.js';
import { recordPlayersSchema } from '../../platform/record-players.js';
import { SEED_HEX } from '../../platform/rng.js';
import { actionsOf, applyAction, createGame, createGameFromSetup } from './engine.js';
import type { GameState, Result, RulesInput } from './types.js';

/** The format tag every record carries. */
export const RECORD_FORMAT = 'minus-auction/record@1';

const rulesSchema = z.object({
  preset: z.enum(['show', 'veto', 'genius', 'classic', 'custom']),
  smallest: z.number().int().optional(),
  largest: z.number().int().optional(),
  removed: z.number().int().optional(),
  chips: z.number().int().optional(),
  seating: z.enum(['join', 'shuffled']).optional(),
  starter: z.enum(['random', 'first']).optional(),
  timerMs: z.number().int().nullable().optional(),
});

/** The players obey the name rules a room applies (platform/record-players.ts). */
const playersSchema = recordPlayersSchema;

/** The zod schema of a record; with `seed`, `first`, `removed` and `deck` may be left out. */
export const recordSchema = z
  .object({
    format: z.literal(RECORD_FORMAT),
    rules: rulesSchema,
    players: playersSchema,
    first: z.number().int().optional(),
    removed: z.array(z.number().int()).optional(),
    deck: z.array(z.number().int()).optional(),
    /** A whole number, or 32 lowercase hex digits (`Seed`); rooms write the explicit setup instead. */
    seed: z.union([z.number().int(), z.string().regex(SEED_HEX)]).optional(),
    actions: z.array(z.string()),
  })
  .refine((r) => r.seed !== undefined || (r.first !== undefined && r.removed !== undefined && r.deck !== undefined), {
    message: 'a record needs either a seed or all of first, removed and deck',
  });

/** A game record. `players` is the seat order, except with a `seed` and shuffled seating, where it is the join order. */
export type GameRecord = z.infer<typeof recordSchema>;

function fail<T>(message: string): Result<T> {
  return { ok: false, error: { code: 'bad-config', message } };
}

/** Parse and validate a record from JSON text. The error message names the first problem found. */
export function parseRecord(text: string): Result<GameRecord> {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    return fail(`not valid JSON: ${(e as Error).message}`);
  }
  return checkRecord(data);
}

/** Validate a record already parsed from JSON. The error message names the first problem found. */
export function checkRecord(data: unknown): Result<GameRecord> {
  return checkAgainst(recordSchema, RECORD_FORMAT, data);
}

/**
 * Replay a record: set up the game, then apply every action in order.
 * Errors: `bad-config` for a bad setup; for an illegal action, the engine's error with the
 * message prefixed `action K: ` (K is the 0-based index).
 */
export function replayRecord(record: GameRecord): Result<GameState> {
  const rules = record.rules as RulesInput;
  const start =
    record.first !== undefined && record.removed !== undefined && record.deck !== undefined
      ? createGameFromSetup(rules, { players: record.players, first: record.first, removed: record.removed, deck: record.deck })
      : createGame(rules, record.players, record.seed!);
  if (!start.ok) return start;
  return replayActions(start.value, record.actions, (state) => state.current, applyAction);
}

/** The record of a game so far (explicit setup, no seed). `rules` is what the host asked for. */
export function toRecord(state: GameState, rules?: RulesInput): GameRecord {
  const r = state.rules;
  const rulesOut: GameRecord['rules'] =
    rules ?? (r.preset === 'custom'
      ? { preset: 'custom', smallest: r.smallest, largest: r.largest, removed: r.removed, chips: r.chips, seating: r.seating, starter: r.starter, timerMs: r.timerMs }
      : { preset: r.preset, timerMs: r.timerMs });
  return {
    format: RECORD_FORMAT,
    rules: rulesOut as GameRecord['rules'],
    players: [...state.players],
    first: state.first,
    removed: [...state.removed],
    deck: [...state.deck],
    actions: actionsOf(state),
  };
}
