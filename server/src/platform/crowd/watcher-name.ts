/**
 * The name a watcher is listed by in the predictors' table: the name it joined with when that is a
 * valid name (protocol names.ts `checkName`, the players' rule), else "Watcher N" (N counts the
 * room's watchers from 1).
 */
import { checkName } from '@minus/shared/platform/protocol/names';

export function watcherName(asked: string | undefined, n: number): string {
  const checked = asked === undefined ? null : checkName(asked);
  return checked?.ok ? checked.name : `Watcher ${n}`;
}
