/**
 * The names the room gives watchers it cannot list by their own ("Watcher 3": no name, a name
 * the rules refuse, one a seat's looks like, one the host hid; docs/SERVER.md, "The crowd"). The
 * state carries them in English; each screen words them in its own language by their number. No
 * seat or watcher can choose a name that looks like one (the server refuses it), so a name of
 * exactly this form is always the room's.
 */

/** The English name of watcher number `n` (from 1), as the state carries it. */
export function englishWatcherName(n: number): string {
  return `Watcher ${n}`;
}

/** The N of a "Watcher N" the room gave out, or 0 for any other name. */
export function watcherNumber(name: string): number {
  return Number(/^Watcher ([1-9]\d*)$/.exec(name)?.[1] ?? 0);
}

/**
 * `name` as a screen shows it: a "Watcher N" worded by `word(n)` in the screen's language
 * ("Spettatore 3"), any other name as it is.
 */
export function shownName(name: string, word: (n: number) => string): string {
  const n = watcherNumber(name);
  return n > 0 ? word(n) : name;
}
