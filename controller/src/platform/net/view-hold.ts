/**
 * The TV shows it first: when the show's phone part says a change between two states is the
 * TV's to reveal (`PhoneShow.holdMs`, e.g. a round's reveal, 5 s), the phone keeps drawing the
 * state from before it for that long, with no deadline and no decision: no screen, turn
 * announcement, buzz or crowd verdict shows the outcome before the TV has (docs/STAGE.md, the
 * phones wait for the reveal). A phone opened or reloaded after the change shows the state as it
 * is: only a change seen live holds. The server gives the decision after it that time back on its
 * deadline (the module's `events.showMs`).
 */
import type { RoomStateShape } from '@minus/shared/platform/protocol/state';

/** How long (ms) to hold `before` when `after` follows it; 0 for a change that shows at once. */
export type HoldRule = (before: RoomStateShape, after: RoomStateShape) => number;

/** What to draw: the room as it is, or (`held`) as it was before a change the TV is still showing. */
export interface HeldView {
  view: RoomStateShape;
  held: boolean;
}

export class ViewHold {
  /** The last state seen, to find a change between two states. */
  private last: RoomStateShape | null = null;
  /** The state drawn while held (no deadline), until `until` (local ms since epoch). */
  private before: RoomStateShape | null = null;
  private until = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    /** Called when a hold ends: draw again. */
    private readonly wake: () => void,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /**
   * The state to draw for `view` (`rule`: the show's; absent, nothing holds). A new hold starts
   * from the last state seen; later states during a hold stay held (a second change extends it).
   */
  shown(view: RoomStateShape, rule: HoldRule | undefined): HeldView {
    const last = this.last;
    this.last = view;
    const ms = last && rule && last !== view && last.code === view.code ? rule(last, view) : 0;
    if (ms > 0) {
      this.before = this.before ?? { ...last!, game: { ...last!.game, deadline: 0 } };
      this.until = this.now() + ms;
      this.arm();
    }
    if (this.before && this.now() < this.until) return { view: this.before, held: true };
    this.before = null;
    return { view, held: false };
  }

  private arm(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.wake();
    }, Math.max(0, this.until - this.now()) + 20);
  }
}
