/**
 * The name a watcher is listed by in the predictors' table: the name it joined with when that is a
 * valid name (protocol names.ts `checkName`, the players' rule) that no seat's name looks like
 * (`nameFree`: the seat book's confusable check, so a watcher cannot stand in the table as a
 * player) and does not look like a "Watcher N" (it would pass for another watcher), else "Watcher N"
 * (N counts the room's watchers from 1). Two watchers who chose names that look alike are told
 * apart in the table (crowd.ts `table`).
 */
import { nameKey } from '@minus/shared/platform/protocol/name-skeleton';
import { checkName } from '@minus/shared/platform/protocol/names';
import { englishWatcherName } from '@minus/shared/platform/protocol/watcher-label';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/**
 * A name that looks like "Watcher N", compared as seat names are (`nameKey`: "Wаtcher 1" with a
 * Cyrillic "а", "Watcher １" and "WATCHER 1" all meet "Watcher 1"; the digit 1 meets the letter l).
 */
const WATCHER_N = new RegExp(`^${escape(nameKey('Watcher'))}\\s*(?:${[...'0123456789'].map((d) => escape(nameKey(d))).join('|')})+$`);

/** True when `name` looks like a "Watcher N" (the audience's names: a seat may not take one). */
export function looksLikeWatcherN(name: string): boolean {
  return WATCHER_N.test(nameKey(name));
}

/**
 * The name watcher number `n` is listed by: `asked` when it passes the name rules, `nameFree`
 * says no seat's name looks like it, and it does not look like a "Watcher N"; else "Watcher n".
 */
export function watcherName(asked: string | undefined, n: number, nameFree: (name: string) => boolean = () => true): string {
  const checked = asked === undefined ? null : checkName(asked);
  return checked?.ok && nameFree(checked.name) && !looksLikeWatcherN(checked.name) ? checked.name : englishWatcherName(n);
}

