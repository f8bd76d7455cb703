/**
 * A `settings` payload the show's rules schema does not accept, as a refusal: a number outside
 * its field's range (a decision timer of 4999 ms, a custom deck's number past its limit) is
 * `bad-settings` with a reason that names the range (`timer-range` in seconds, `setting-range`),
 * so the phone says what to pick; anything else stays `bad-message` (a payload no screen sends).
 */
import type { z } from 'zod';
import type { HandlerOutcome } from './handlers.js';

/** The number range a field of `schema` at `path` accepts (optional, nullable and default wrappers looked through), or null. */
function rangeAt(schema: unknown, path: readonly PropertyKey[]): { min: number; max: number } | null {
  let node = schema as { shape?: Record<PropertyKey, unknown>; unwrap?: () => unknown; minValue?: number | null; maxValue?: number | null } | undefined;
  const unwrap = () => { while (node?.unwrap) node = node.unwrap() as typeof node; };
  for (const key of path) {
    unwrap();
    node = node?.shape?.[key] as typeof node;
  }
  unwrap();
  const { minValue: min, maxValue: max } = node ?? {};
  return typeof min === 'number' && typeof max === 'number' && Number.isFinite(min) && Number.isFinite(max) ? { min, max } : null;
}

/** The refusal for `error`, the show's `schema` refusing a `settings` payload. */
export function settingsRefusal(schema: unknown, error: z.ZodError): HandlerOutcome {
  const issue = error.issues[0];
  const message = `${issue?.path.join('.') || 'settings'}: ${issue?.message ?? 'invalid'}`;
  const range = issue && (issue.code === 'too_small' || issue.code === 'too_big') ? rangeAt(schema, issue.path) : null;
  if (!range) return { ok: false, code: 'bad-message', message };
  // Every show's decision timer is `timerMs`: the phone words it in seconds.
  if (issue!.path.length === 1 && issue!.path[0] === 'timerMs') {
    return { ok: false, code: 'bad-settings', reason: 'timer-range', params: { min: range.min / 1000, max: range.max / 1000 }, message };
  }
  return { ok: false, code: 'bad-settings', reason: 'setting-range', params: range, message };
}
