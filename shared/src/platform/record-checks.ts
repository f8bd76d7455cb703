/**
 * The two steps every show's record format shares (docs/ARCHITECTURE.md, "Records"): checking
 * parsed JSON against the show's zod schema, and replaying the actions through the show's engine.
 * The shows keep their own schema and set-up; these helpers keep the error wording identical.
 */
import type { z } from 'zod';
import type { ShowResult } from './show-module.js';

/**
 * Check `data` against a record `schema`. Errors: `bad-config` with "not a FORMAT record: PATH:
 * PROBLEM", naming the first problem found.
 */
export function checkAgainst<S extends z.ZodType>(schema: S, format: string, data: unknown): ShowResult<z.infer<S>, 'bad-config'> {
  const parsed = schema.safeParse(data);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0]!;
  const where = issue.path.length ? `${issue.path.join('.')}: ` : '';
  return { ok: false, error: { code: 'bad-config', message: `not a ${format} record: ${where}${issue.message}` } };
}

/**
 * Apply `actions` in order from `start`, each by the seat `actor(state)` names. Errors: the
 * engine's error for the first illegal action, its message prefixed `action K: ` (0-based K).
 */
export function replayActions<S, C extends string>(
  start: S,
  actions: readonly unknown[],
  actor: (state: S) => number,
  apply: (state: S, seat: number, action: unknown) => ShowResult<S, C>,
): ShowResult<S, C> {
  let state = start;
  for (let i = 0; i < actions.length; i++) {
    const next = apply(state, actor(state), actions[i]);
    if (!next.ok) return { ok: false, error: { code: next.error.code, message: `action ${i}: ${next.error.message}` } };
    state = next.value;
  }
  return { ok: true, value: state };
}
