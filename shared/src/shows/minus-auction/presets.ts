/**
 * The presets of docs/RULES.md, "Presets", and config validation.
 * `resolveRules(input, seats)` turns what the host asked for into complete `Rules`,
 * or a `bad-config` error whose message names the out-of-range field.
 */
import type { PresetName, Result, Rules, RulesInput } from './types.js';

/** The minimum and maximum seats of every preset (docs/RULES.md: 3-7). */
export const MIN_SEATS = 3;
export const MAX_SEATS = 7;
/** Decision timer limits in ms for a custom timer (docs/RULES.md: off, or 5-120 s). */
export const MIN_TIMER_MS = 5_000;
export const MAX_TIMER_MS = 120_000;
/** Default decision timer in ms for every preset. */
export const DEFAULT_TIMER_MS = 20_000;

/** Every preset name, `show` first (the default). */
export const PRESET_NAMES: readonly PresetName[] = ['show', 'veto', 'genius', 'classic', 'custom'];

type Fixed = Omit<Rules, 'chips' | 'timerMs' | 'minSeats' | 'maxSeats'> & { chips: (seats: number) => number };

const FIXED: Record<Exclude<PresetName, 'custom'>, Fixed> = {
  show: { preset: 'show', smallest: 3, largest: 35, removed: 1, chips: () => 9, seating: 'join', starter: 'random' },
  veto: { preset: 'veto', smallest: 3, largest: 25, removed: 1, chips: () => 7, seating: 'shuffled', starter: 'first' },
  genius: { preset: 'genius', smallest: 3, largest: 35, removed: 2, chips: () => 9, seating: 'join', starter: 'first' },
  classic: {
    preset: 'classic', smallest: 3, largest: 35, removed: 9, seating: 'join', starter: 'random',
    chips: (seats) => (seats <= 5 ? 11 : seats === 6 ? 9 : 7),
  },
};

function bad(message: string): Result<Rules> {
  return { ok: false, error: { code: 'bad-config', message } };
}

function isInt(v: unknown): v is number {
  return typeof v === 'number' && Number.isInteger(v);
}

function checkTimer(timerMs: unknown): string | null {
  if (timerMs === null) return null;
  if (!isInt(timerMs) || timerMs < MIN_TIMER_MS || timerMs > MAX_TIMER_MS) {
    return `timerMs must be null (off) or a whole number of ms from ${MIN_TIMER_MS} to ${MAX_TIMER_MS}`;
  }
  return null;
}

/**
 * The custom preset's number fields (docs/RULES.md, "Presets"): whole numbers from `min` to `max`
 * (cubes -1..-60; `largest` also above `smallest`; removed cubes; chips each). The VIP's form
 * offers these and the `settings` message accepts no others.
 */
export const CUSTOM_LIMITS = {
  smallest: { min: 1, max: 59 },
  largest: { min: 2, max: 60 },
  removed: { min: 0, max: 5 },
  chips: { min: 0, max: 30 },
} as const;

/**
 * Resolve a preset (and, for `custom`, its fields) for `seats` players.
 * Errors (`bad-config`): unknown preset, seats outside 3..7, a custom field out of range
 * (smallest 1..59, largest smallest+1..60, removed 0..5, chips 0..30, too few cubes for
 * seats + removed), or a timer outside off / 5000..120000 ms.
 */
export function resolveRules(input: RulesInput, seats: number): Result<Rules> {
  if (!input || typeof input !== 'object') return bad('rules must be an object with a preset');
  if (!isInt(seats) || seats < MIN_SEATS || seats > MAX_SEATS) {
    return bad(`a game needs ${MIN_SEATS} to ${MAX_SEATS} players, not ${String(seats)}`);
  }
  const timerMs = input.timerMs === undefined ? DEFAULT_TIMER_MS : input.timerMs;
  const timerError = checkTimer(timerMs);
  if (timerError) return bad(timerError);
  if (input.preset === 'custom') {
    const { smallest = 3, largest = 35, removed = 1, chips = 9, seating = 'join', starter = 'random' } = input;
    const L = CUSTOM_LIMITS;
    if (!isInt(smallest) || smallest < L.smallest.min || smallest > L.smallest.max) return bad(`smallest must be a whole number from ${L.smallest.min} to ${L.smallest.max} (the cube -smallest is closest to zero)`);
    if (!isInt(largest) || largest <= smallest || largest > L.largest.max) return bad(`largest must be a whole number from ${smallest + 1} to ${L.largest.max}`);
    if (!isInt(removed) || removed < L.removed.min || removed > L.removed.max) return bad(`removed must be a whole number from ${L.removed.min} to ${L.removed.max}`);
    if (!isInt(chips) || chips < L.chips.min || chips > L.chips.max) return bad(`chips must be a whole number from ${L.chips.min} to ${L.chips.max}`);
    if (seating !== 'join' && seating !== 'shuffled') return bad('seating must be "join" or "shuffled"');
    if (starter !== 'random' && starter !== 'first') return bad('starter must be "random" or "first"');
    const cubes = largest - smallest + 1;
    if (cubes < seats + removed) {
      return bad(`the range -${smallest}..-${largest} has ${cubes} cubes; ${seats} players with ${removed} removed need at least ${seats + removed}`);
    }
    return { ok: true, value: rulesOf('custom', smallest, largest, removed, chips, seating, starter, timerMs as number | null) };
  }
  const fixed = FIXED[input.preset as Exclude<PresetName, 'custom'>];
  if (!fixed) return bad(`unknown preset "${String(input.preset)}"; use one of ${PRESET_NAMES.join(', ')}`);
  return { ok: true, value: rulesOf(fixed.preset, fixed.smallest, fixed.largest, fixed.removed, fixed.chips(seats), fixed.seating, fixed.starter, timerMs as number | null) };
}

/** Resolved rules as one object literal (one shape for every preset; a spread made it slow to build). */
function rulesOf(
  preset: PresetName, smallest: number, largest: number, removed: number, chips: number,
  seating: Rules['seating'], starter: Rules['starter'], timerMs: number | null,
): Rules {
  return { preset, smallest, largest, removed, chips, seating, starter, timerMs, minSeats: MIN_SEATS, maxSeats: MAX_SEATS };
}

/** Every cube of a rules' range, closest to zero first: [-smallest .. -largest]. */
export function cubeRange(rules: Pick<Rules, 'smallest' | 'largest'>): number[] {
  const out: number[] = [];
  for (let m = rules.smallest; m <= rules.largest; m++) out.push(-m);
  return out;
}
