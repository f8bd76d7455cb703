/**
 * A choice on my phone not yet sent (the cards tapped for my bid, the item and First Bidder picked
 * as auctioneer), kept outside the screen that shows it: a reconnect draws the play screen anew
 * and a reload starts the page again, and the choice must still be there when Confirm comes back.
 * One choice at a time, named by `draftKey` (the room, the game, the round, the step and my seat),
 * so a new round or game starts empty; kept in memory and in the tab's session storage (when the
 * browser allows it).
 */
import type { RubbishRoomState } from '@minus/shared/shows/rubbish-auction/state';
import { clearTab, readTab, writeTab } from '../../platform/net/tab-storage.js';

const STORE = 'rubbish.draft';

let kept: { key: string; value: unknown } | null = null;

/** The name of the choice `me` is making in `view` (room code, game number, round, step, seat). */
export function draftKey(view: RubbishRoomState, me: number): string {
  return `${view.code}:${view.game.number}:${view.game.round}:${view.game.step}:${me}`;
}

/** Keep `value` (plain JSON) as the choice named `key` (it replaces any other). */
export function keepDraft(key: string, value: unknown): void {
  kept = { key, value };
  writeTab(STORE, kept); // without storage (private mode, full), memory alone still covers a reconnect
}

/** The choice kept under `key`, or undefined (another choice, or none). */
export function readDraft<T>(key: string): T | undefined {
  const stored = readTab(STORE);
  const found = stored !== null && typeof stored === 'object' && (stored as { key?: unknown }).key === key ? (stored as { value: unknown }) : kept?.key === key ? kept : null;
  return found ? (found.value as T) : undefined;
}

/** Forget the kept choice (it was sent). */
export function dropDraft(): void {
  kept = null;
  clearTab(STORE);
}
