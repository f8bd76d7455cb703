/**
 * The buzz on my turn. A browser lets a page vibrate only after a tap on it; a phone that reloaded
 * (or came back to its seat) has had no tap yet, so its first buzz would be dropped without a word.
 * The buzzer then says so once ("Tap anywhere so this phone can buzz on your turn") and owes the
 * buzz: the first tap anywhere clears the note and, if it is still my turn, buzzes then.
 */

/** The vibration of my turn (ms on, off, on). */
export const TURN_BUZZ = [90, 60, 90];

/** What the buzzer needs of `navigator` (tests pass a fake). */
export interface BuzzNavigator {
  vibrate?(pattern: number[]): boolean;
  userActivation?: { hasBeenActive: boolean };
}

export class Buzzer {
  /** The note is up: this phone cannot buzz until a tap. */
  note = false;
  private said = false;
  private owed = false;

  /** `changed` asks the screen to redraw (the note came or went). */
  constructor(private readonly changed: () => void, private readonly nav: BuzzNavigator | undefined = globalThis.navigator) {}

  /** True when the page may vibrate now (no vibration at all: nothing to wait for). */
  private get armed(): boolean {
    const a = this.nav?.userActivation;
    return !a || a.hasBeenActive;
  }

  /** My turn came: buzz now, or owe it until the first tap (and say so, once per page). */
  buzz(): void {
    if (!this.nav?.vibrate) return;
    if (this.armed) {
      this.nav.vibrate(TURN_BUZZ);
      return;
    }
    this.owed = true;
    if (!this.said) {
      this.said = true;
      this.note = true;
      this.changed();
    }
  }

  /** My turn is over: a buzz owed for it is no longer due. */
  turnOver(): void {
    this.owed = false;
  }

  /** A tap anywhere on the page: the note goes; an owed buzz plays now. */
  tapped(): void {
    if (this.owed) {
      this.owed = false;
      this.nav?.vibrate?.(TURN_BUZZ);
    }
    if (this.note) {
      this.note = false;
      this.changed();
    }
  }
}
