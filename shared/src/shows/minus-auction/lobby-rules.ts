/**
 * Lobby settings: what the host asked for (`RulesInput`), how a `settings` message changes it,
 * and how it resolves for the current number of seats (docs/RULES.md, "Presets"). The engine's
 * `resolveRules` is the only judge of what is valid.
 */
import { z } from 'zod';
import { CUSTOM_LIMITS as L, MAX_SEATS, MIN_SEATS, resolveRules } from './presets.js';
import type { Rules, RulesInput } from './types.js';

/** Settings the VIP or the stage may send in the lobby (custom fields only read for `custom`). */
export const settingsSchema = z.object({
  preset: z.enum(['show', 'veto', 'genius', 'classic', 'custom']),
  smallest: z.number().int().min(L.smallest.min).max(L.smallest.max).optional(),
  largest: z.number().int().min(L.largest.min).max(L.largest.max).optional(),
  removed: z.number().int().min(L.removed.min).max(L.removed.max).optional(),
  chips: z.number().int().min(L.chips.min).max(L.chips.max).optional(),
  seating: z.enum(['join', 'shuffled']).optional(),
  starter: z.enum(['random', 'first']).optional(),
  /** Decision timer in ms; null = off. 5000..120000. */
  timerMs: z.number().int().min(5000).max(120000).nullable().optional(),
}).strict();
export type SettingsMessage = z.infer<typeof settingsSchema>;

/** The default: the `show` preset with its 20 s timer. */
export function defaultRules(): RulesInput {
  return { preset: 'show' };
}

/** Outcome of a settings change: the new input, or the engine's sentence about what is wrong. */
export type SettingsChange = { ok: true; value: RulesInput } | { ok: false; message: string };

/**
 * Apply a `settings` message to the current input. For `custom`, fields left out keep their
 * current custom value (or the engine's default); other presets ignore custom fields.
 * `timerMs` left out keeps the current timer, except that picking another fixed preset (show,
 * veto, genius, classic) takes that preset's timer (docs/RULES.md, "Presets": 20 s), as the
 * lobby's clients do when the host picks a preset; `null` turns it off. The result must resolve
 * for `seats` seats (at least 3 are assumed while fewer are seated).
 */
export function changeSettings(current: RulesInput, msg: SettingsMessage, seats: number): SettingsChange {
  const presetTimer = msg.preset !== 'custom' && msg.preset !== current.preset;
  const timerMs = msg.timerMs !== undefined ? msg.timerMs : presetTimer ? undefined : current.timerMs;
  let next: RulesInput;
  if (msg.preset === 'custom') {
    const base: Partial<RulesInput> = current.preset === 'custom' ? current : {};
    next = {
      preset: 'custom',
      smallest: msg.smallest ?? base.smallest,
      largest: msg.largest ?? base.largest,
      removed: msg.removed ?? base.removed,
      chips: msg.chips ?? base.chips,
      seating: msg.seating ?? base.seating,
      starter: msg.starter ?? base.starter,
    };
    for (const k of Object.keys(next) as (keyof RulesInput)[]) if (next[k] === undefined) delete next[k];
  } else {
    next = { preset: msg.preset };
  }
  if (timerMs !== undefined) next.timerMs = timerMs;
  const resolved = resolveRules(next, Math.min(MAX_SEATS, Math.max(MIN_SEATS, seats)));
  if (!resolved.ok) return { ok: false, message: resolved.error.message };
  return { ok: true, value: next };
}

/**
 * The rules as they would be for `seats` seats (3 assumed below 3), for the lobby's display.
 * Falls back to the default preset's rules if the input no longer resolves (e.g. a custom
 * range too short for the seats now seated); `valid` says which.
 */
export function displayRules(input: RulesInput, seats: number): { rules: Rules; valid: boolean } {
  const n = Math.max(MIN_SEATS, Math.min(seats, MAX_SEATS));
  const r = resolveRules(input, n);
  if (r.ok) return { rules: r.value, valid: true };
  const d = resolveRules(defaultRules(), n);
  if (!d.ok) throw new Error('the default preset must resolve');
  return { rules: d.value, valid: false };
}
