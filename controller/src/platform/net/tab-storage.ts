/**
 * The tab's session storage as plain JSON, for what a phone keeps across a reload of the same tab
 * (a choice not yet sent, my guesses) and forgets when the tab closes. Never throws: a browser
 * without storage (private mode, full, blocked) reads nothing and keeps nothing, and an
 * unreadable entry reads as nothing.
 */

/** The JSON value kept under `key`, or null (none, unreadable, or no storage). */
export function readTab(key: string): unknown {
  try {
    return JSON.parse(sessionStorage.getItem(key) ?? 'null') as unknown;
  } catch {
    return null;
  }
}

/** Keep `value` (plain JSON) under `key`; false when the browser would not keep it. */
export function writeTab(key: string, value: unknown): boolean {
  try {
    sessionStorage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

/** Forget what is kept under `key`. */
export function clearTab(key: string): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // Nothing stored.
  }
}
