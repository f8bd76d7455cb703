/**
 * The lobby's settings as the TV last asked for them, ahead of the room's answer. A value tile
 * (Up/Down on the remote, a press on the accessible button) asks for the next value from the
 * settings it knows; two presses faster than the room answers would both step from the same old
 * value and one would be lost. Until the room's state shows what was asked (or `AHEAD_MS` passes:
 * the room refused it, and the tiles go back to the room's values), the menu reads the room's
 * settings with the asked values laid over them.
 */

/** How long an asked-for value stands in for the room's answer (ms). */
export const AHEAD_MS = 1500;

/** Runs `fn` after `ms` and returns its cancel. */
export type After = (ms: number, fn: () => void) => () => void;

const AFTER: After = (ms, fn) => {
  const timer = setTimeout(fn, ms);
  return () => clearTimeout(timer);
};

export class SettingsAhead {
  private asked: Record<string, unknown> | null = null;
  private cancel: () => void = () => undefined;

  /** @param after - the timer (setTimeout by default; tests pass their own) */
  constructor(private readonly after: After = AFTER) {}

  /**
   * A `settings` message the TV sent (the whole payload the room will check). `expired` runs when
   * it stops standing in, `AHEAD_MS` after the last one (a refusal changes no state, so the caller
   * draws the room's values again then).
   */
  sent(payload: Readonly<Record<string, unknown>>, expired: () => void): void {
    this.asked = { ...(this.asked ?? {}), ...payload };
    this.cancel();
    this.cancel = this.after(AHEAD_MS, () => {
      this.asked = null;
      expired();
    });
  }

  /** The room's `settings` with what is still on its way laid over them (the same object when nothing is). */
  over(settings: Readonly<Record<string, unknown>>): Readonly<Record<string, unknown>> {
    const asked = this.asked;
    if (!asked) return settings;
    if (Object.keys(asked).every((k) => settings[k] === asked[k] || (asked[k] === null && settings[k] === 0))) {
      this.clear();
      return settings;
    }
    return { ...settings, ...asked };
  }

  /** Forget what was asked (another room, another show, or the room's answer came). */
  clear(): void {
    this.cancel();
    this.asked = null;
  }
}
