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

export class SettingsAhead {
  private asked: Record<string, unknown> | null = null;
  private until = 0;

  /** @param now - a clock in ms (performance.now by default; tests pass their own). */
  constructor(private readonly now: () => number = () => performance.now()) {}

  /** A `settings` message the TV sent (the whole payload the room will check). */
  sent(payload: Readonly<Record<string, unknown>>): void {
    this.asked = { ...(this.asked ?? {}), ...payload };
    this.until = this.now() + AHEAD_MS;
  }

  /** The room's `settings` with what is still on its way laid over them (the same object when nothing is). */
  over(settings: Readonly<Record<string, unknown>>): Readonly<Record<string, unknown>> {
    const asked = this.asked;
    if (!asked) return settings;
    const arrived = Object.keys(asked).every((k) => settings[k] === asked[k] || (asked[k] === null && settings[k] === 0));
    if (arrived || this.now() > this.until) {
      this.asked = null;
      return settings;
    }
    return { ...settings, ...asked };
  }

  /** Forget what was asked (another room, another show). */
  clear(): void {
    this.asked = null;
  }
}
