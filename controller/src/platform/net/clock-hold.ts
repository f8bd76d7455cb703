/**
 * The room's clock held while the phone's link to the room is down: the phone cannot tell how the
 * room's timer goes on (a running server decides for an away player when it runs out; a stopped
 * server gives a fresh timer when it comes back), so the countdown says it is offline instead of
 * running a number red to zero. The app holds and releases it; every `<count-down>` reads it.
 */

let heldAt: number | null = null;
const listeners = new Set<() => void>();

/** Hold the clock at `now` (phone ms) when `down`, release it otherwise; listeners hear a change. */
export function holdClock(down: boolean, now: number = Date.now()): void {
  const next = down ? (heldAt ?? now) : null;
  if (next === heldAt) return;
  heldAt = next;
  for (const listener of listeners) listener();
}

/** The phone time (ms) the clock stands at while held, else null (the clock runs). */
export function clockHeldAt(): number | null {
  return heldAt;
}

/** Call `listener` whenever the clock is held or released. Returns the unsubscribe function. */
export function onClockHold(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
