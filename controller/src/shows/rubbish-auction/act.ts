/**
 * Sending a Rubbish Auction decision from a control: the `act` event the platform's app sends to
 * the room (platform show-part.ts, `PlayProps`). Returns false when the app could not send it
 * (no link), so the control unlocks at once.
 */
import type { RubbishAction } from '@minus/shared/shows/rubbish-auction/types';

export function sendAct(from: EventTarget, action: RubbishAction): boolean {
  return from.dispatchEvent(new CustomEvent<RubbishAction>('act', { detail: action, bubbles: true, composed: true, cancelable: true }));
}
