/**
 * The reveal belongs to the TV: when a round is revealed (`game.lastRound` goes up while this
 * screen watches), the phone keeps drawing the table as it was just before, for `REVEAL_HOLD_MS`,
 * so no phone shows who won, the bids or the fame before the TV's "Cards up!" has (docs/STAGE.md,
 * "Rubbish Auction"). A screen opened or reloaded after a reveal shows the table as it is: only a
 * change seen live holds. The server gives the next decision the hold's time back
 * (`showMs`, shared module.ts), so a Next Auctioneer's timer is not shortened by it.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { RubbishRoomState } from '@minus/shared/shows/rubbish-auction/state';

/**
 * How long (ms) the phone holds the table after a reveal: about the TV's reveal at normal pace
 * (the last hold-out's 0.35 s, then 3.55 s of cards up, the item's journey and the fame track).
 */
export const REVEAL_HOLD_MS = 4000;

/** What to draw: the room as it is, or (`holding`) as it was before the reveal the TV is playing. */
export interface HeldView {
  view: RubbishRoomState;
  holding: boolean;
}

export class RevealHold implements ReactiveController {
  /** The last state drawn from, to see a reveal happen between two states. */
  private last: RubbishRoomState | null = null;
  /** The state before the reveal, drawn until `until` (local ms since epoch). */
  private before: RubbishRoomState | null = null;
  private until = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly holdMs = REVEAL_HOLD_MS,
    private readonly now: () => number = Date.now,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    if (this.before) this.arm();
  }

  hostDisconnected(): void {
    this.release();
  }

  /**
   * The state to draw for `view`. A reveal is a `lastRound` higher than the state drawn before it
   * in the same game; while held, the state from before it comes back (no turn, no deadline:
   * nobody decides during the reveal). Later states during the hold stay held.
   */
  shown(view: RubbishRoomState): HeldView {
    const last = this.last;
    this.last = view;
    if (last && last !== view && last.game.number === view.game.number && view.game.lastRound > last.game.lastRound && view.phase === 'playing') {
      this.before = this.before ?? last;
      this.until = this.now() + this.holdMs;
      this.arm();
    }
    if (this.before && this.now() < this.until) {
      const g = this.before.game;
      return { view: { ...this.before, game: { ...g, current: -1, step: '', deadline: 0 } }, holding: true };
    }
    this.before = null;
    return { view, holding: false };
  }

  /** Draw again when the hold ends. */
  private arm(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.host.requestUpdate();
    }, Math.max(0, this.until - this.now()) + 20);
  }

  private release(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
