/**
 * The lobby's rules for Rubbish Auction (docs/RULES.md, "Rubbish Auction", "Rules in the lobby"):
 * one preset (`show`) and the decision timer. `resolveRules` checks what the host asked for.
 */
import { z } from 'zod';
import type { RubbishResult, RubbishRules, RubbishRulesInput } from './types.js';

/** Seats a game takes (docs/RULES.md: 2-5 players). */
export const MIN_SEATS = 2;
export const MAX_SEATS = 5;
/** Fame every player starts with (fame points). */
export const START_FAME = 30;
/** Decision timer limits and default, in ms. */
export const MIN_TIMER_MS = 5_000;
export const MAX_TIMER_MS = 120_000;
export const DEFAULT_TIMER_MS = 30_000;

/** The zod schema of the lobby's rules (a `settings` message's payload). Unknown fields are refused. */
export const rulesSchema: z.ZodType<RubbishRulesInput> = z
  .object({
    preset: z.literal('show').optional(),
    timerMs: z.number().int().min(MIN_TIMER_MS).max(MAX_TIMER_MS).nullable().optional(),
  })
  .strict();

/** The lobby's defaults: the show's rules with the default timer. */
export function defaultRules(): RubbishRulesInput {
  return { preset: 'show', timerMs: DEFAULT_TIMER_MS };
}

function bad(message: string): RubbishResult<RubbishRules> {
  return { ok: false, error: { code: 'bad-config', message } };
}

/**
 * Resolve the rules for `seats` players. Errors (`bad-config`, the message names the field):
 * seats outside 2..5, an unknown preset, a timer that is not null or 5,000..120,000 ms.
 */
export function resolveRules(input: RubbishRulesInput, seats: number): RubbishResult<RubbishRules> {
  if (!input || typeof input !== 'object') return bad('rules must be an object');
  if (!Number.isInteger(seats) || seats < MIN_SEATS || seats > MAX_SEATS) {
    return bad(`Rubbish Auction needs ${MIN_SEATS} to ${MAX_SEATS} players, not ${String(seats)}`);
  }
  if (input.preset !== undefined && input.preset !== 'show') return bad(`unknown preset "${String(input.preset)}"; use show`);
  const timerMs = input.timerMs === undefined ? DEFAULT_TIMER_MS : input.timerMs;
  if (timerMs !== null && (!Number.isInteger(timerMs) || timerMs < MIN_TIMER_MS || timerMs > MAX_TIMER_MS)) {
    return bad(`timerMs must be null (off) or a whole number of ms from ${MIN_TIMER_MS} to ${MAX_TIMER_MS}`);
  }
  return { ok: true, value: { preset: 'show', timerMs, minSeats: MIN_SEATS, maxSeats: MAX_SEATS } };
}
