/**
 * nosleep.js behind the interface the wake-lock controller uses (wake-lock.ts). Imported only
 * dynamically: its silent videos weigh about 8 KB gzip, and a phone with the Screen Wake Lock API
 * (any https:// page) never loads them.
 */
import NoSleep from 'nosleep.js';

/** What keeps the screen on without the Wake Lock API (nosleep.js's `NoSleep`). */
export interface ScreenKeeper {
  readonly isEnabled: boolean;
  /** Must be called from a tap; rejects (or throws) when the browser refuses. */
  enable(): Promise<unknown>;
  disable(): void;
}

/** A new nosleep.js keeper (it makes its video element, not yet playing). */
export function makeNoSleep(): ScreenKeeper {
  return new NoSleep();
}
