/**
 * A decision's button that has just appeared takes no tap for `ARM_MS`: a tap meant for the
 * screen before it (a Confirm under the finger when the timer decided, a double tap) lands on a
 * disabled button instead of deciding the new step. Keyed by the step the button decides: a new
 * key disarms it again. The button shows as usual meanwhile (`arming` class), only disabled.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** How long (ms) a decision's button ignores taps after it appears: less than anyone reads a new step in. */
export const ARM_MS = 600;

export class Arming implements ReactiveController {
  private key: string | null = null;
  private since = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly host: ReactiveControllerHost, private readonly ms = ARM_MS) {
    host.addController(this);
  }

  hostDisconnected(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.key = null;
  }

  /** Whether the button for step `key` may take a tap now ("" for no step: never armed). */
  armed(key: string): boolean {
    if (!key) return false;
    const now = Date.now();
    if (key !== this.key) {
      this.key = key;
      this.since = now;
      if (this.timer) clearTimeout(this.timer);
      this.timer = setTimeout(() => {
        this.timer = null;
        this.host.requestUpdate();
      }, this.ms + 10);
    }
    return now - this.since >= this.ms;
  }
}
