/**
 * A choice on my phone not yet sent (the cards tapped for my bid, the item and First Bidder picked
 * as auctioneer), kept outside the screen that shows it: a reconnect draws the play screen anew,
 * and the choice must still be there when Confirm comes back. One choice at a time, named by
 * `draftKey` (the game, the round, the step and my seat), so a new round or game starts empty.
 */
import type { RubbishRoomState } from '@minus/shared/shows/rubbish-auction/state';

let kept: { key: string; value: unknown } | null = null;

/** The name of the choice `me` is making in `view` (game number, round, step, seat). */
export function draftKey(view: RubbishRoomState, me: number): string {
  return `${view.game.number}:${view.game.round}:${view.game.step}:${me}`;
}

/** Keep `value` as the choice named `key` (it replaces any other). */
export function keepDraft(key: string, value: unknown): void {
  kept = { key, value };
}

/** The choice kept under `key`, or undefined (another choice, or none). */
export function readDraft<T>(key: string): T | undefined {
  return kept?.key === key ? (kept.value as T) : undefined;
}

/** Forget the kept choice (it was sent). */
export function dropDraft(): void {
  kept = null;
}
