/**
 * Writing into schema instances without re-sending what did not change: a projection assigns a
 * field only when its value differs, and patches an array field in place (appends when it grew
 * by a tail, as a refusal list does). Shared by the platform's projection and every show's.
 */
import type { ArraySchema } from '@colyseus/schema';

/** An empty list to assign when a field has nothing (never mutated). */
export const EMPTY: readonly never[] = [];

/** True when the synchronised array holds the first `arr.length` of `values` (read in place). */
function isPrefix<T>(arr: ArraySchema<T>, values: readonly T[]): boolean {
  const n = arr.length;
  if (n > values.length) return false;
  for (let i = 0; i < n; i++) if (arr.at(i) !== values[i]) return false;
  return true;
}

/**
 * Make an array field hold `values`, patching only what changed: nothing when equal, the new
 * items when `values` extends it, otherwise everything anew. `schema()` types array fields as
 * plain arrays; at run time they are `ArraySchema`s.
 */
export function setArray<T extends number | string>(field: T[], values: readonly T[]): void {
  const arr = field as unknown as ArraySchema<T>;
  if (arr.length === values.length && isPrefix(arr, values)) return;
  let from = 0;
  if (arr.length < values.length && isPrefix(arr, values)) from = arr.length;
  else arr.clear();
  for (let i = from; i < values.length; i++) arr.push(values[i]!);
}

/** Assign only when different, so an unchanged field is never re-sent. */
export function set<T extends object, K extends keyof T>(obj: T, key: K, value: T[K]): void {
  if (obj[key] !== value) obj[key] = value;
}

/**
 * `set` (or `setArray`, for a list) every field of `fields` on `obj`, so a projection can copy a
 * plain object of show fields (a shared module reads them from the engine) into its schema.
 */
export function assignFields<T extends object>(obj: T, fields: { readonly [K in keyof T]?: T[K] }): void {
  const target = obj as Record<string, unknown>;
  for (const [key, value] of Object.entries(fields)) {
    if (Array.isArray(value)) setArray(target[key] as (number | string)[], value as (number | string)[]);
    else if (target[key] !== value) target[key] = value;
  }
}
