/**
 * The name a watcher is listed by in the predictors' table: the name it joined with when that is a
 * valid name (protocol names.ts `checkName`, the players' rule) that no seat's name looks like
 * (`nameFree`: the seat book's confusable check, so a watcher cannot stand in the table as a
 * player) and is not itself a "Watcher N" (it would pass for another watcher), else "Watcher N"
 * (N counts the room's watchers from 1).
 */
import { checkName } from '@minus/shared/platform/protocol/names';

export function watcherName(asked: string | undefined, n: number, nameFree: (name: string) => boolean = () => true): string {
  const checked = asked === undefined ? null : checkName(asked);
  return checked?.ok && nameFree(checked.name) && !/^watcher\s*\d+$/i.test(checked.name) ? checked.name : `Watcher ${n}`;
}
