/**
 * Lobby settings: what the host asked for (`RulesInput`), how a `settings` message changes it,
 * and how it resolves for the current number of seats (RULES.md, "Presets"). The engine's
 * `resolveRules` is the only judge of what is valid.
 */
import { MIN_SEATS, resolveRules, type Rules, type RulesInput } from '@minus/shared/shows/minus-auction/index';
import type { SettingsMessage } from '@minus/shared/platform/protocol/index';

/** The default: the `show` preset with its 20 s timer. */
export function defaultRules(): RulesInput {
  return { preset: 'show' };
}

/** Outcome of a settings change: the new input, or the engine's sentence about what is wrong. */
export type SettingsChange = { ok: true; value: RulesInput } | { ok: false; message: string };

/**
 * Apply a `settings` message to the current input. For `custom`, fields left out keep their
 * current custom value (or the engine's default); other presets ignore custom fields.
 * `timerMs` left out keeps the current timer; `null` turns it off. The result must resolve for
 * `seats` seats (at least 3 are assumed while fewer are seated).
 */
export function changeSettings(current: RulesInput, msg: SettingsMessage, seats: number): SettingsChange {
  const timerMs = msg.timerMs !== undefined ? msg.timerMs : current.timerMs;
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
  const resolved = resolveRules(next, Math.max(MIN_SEATS, seats));
  if (!resolved.ok) return { ok: false, message: resolved.error.message };
  return { ok: true, value: next };
}

/**
 * The rules as they would be for `seats` seats (3 assumed below 3), for the lobby's display.
 * Falls back to the default preset's rules if the input no longer resolves (e.g. a custom
 * range too short for the seats now seated); `valid` says which.
 */
export function displayRules(input: RulesInput, seats: number): { rules: Rules; valid: boolean } {
  const n = Math.max(MIN_SEATS, Math.min(seats, 7));
  const r = resolveRules(input, n);
  if (r.ok) return { rules: r.value, valid: true };
  const d = resolveRules(defaultRules(), n);
  if (!d.ok) throw new Error('the default preset must resolve');
  return { rules: d.value, valid: false };
}
