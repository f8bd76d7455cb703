/**
 * The two steps every show's record format shares (docs/ARCHITECTURE.md, "Records"): checking
 * parsed JSON against the show's zod schema (here), and replaying the actions through the show's
 * engine (`walkRecord` in record-steps.ts, which the stage's replay walks step by step too).
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
