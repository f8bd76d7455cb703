/**
 * A catalogue's word for a key that came from outside (a bot label in a record file, a preset
 * name in a state): only the catalogue's own entries count, so "constructor" or "__proto__" is
 * no word (a plain object's lookup would give Object's function).
 */
export function wordOf<T>(table: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}
