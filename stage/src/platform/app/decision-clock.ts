/**
 * The clock of the decision on screen, for every show's game scene (docs/STAGE.md, "Structure"):
 * what its ring shows (the fraction of the timer left, the whole seconds the phones
 * show too: clock.ts), whether it is in its last stretch (red), and its voice: "Ana, 5 seconds!"
 * once when the last stretch of a decision begins, then a tick each second after
 * (captions/caption.ts, `countdownCaption`).
 */
import { countdownCaption } from '@minus/shared/platform/captions/caption';
import type { ShowContext } from '../screens/screen.js';
import { countdown, urgentSeconds } from './clock.js';

/** What the ring shows now. */
export interface ClockFace {
  /** Fraction of the timer left, 0..1; null when no decision is being timed. */
  fraction: number | null;
  /** Whole seconds left (as the phones show them), or null. */
  seconds: number | null;
  /** The last stretch: the ring and its number turn red, and the clock ticks. */
  urgent: boolean;
  /** The seconds or the urgency changed since the last reading: redraw what shows them. */
  changed: boolean;
}

export class DecisionClock {
  private seconds: number | null = null;
  private urgent = false;
  private warnedFor = 0;
  private lastTick = -1;

  constructor(private readonly ctx: Pick<ShowContext, 'now' | 'say' | 'sound'>) {}

  /**
   * Read the clock for the decision now on screen: `deadline` (server ms since epoch) and
   * `timerMs` of the room, `who` decides (their name for the warning; '' says "someone"). With
   * `timed` false (nobody deciding, a reveal on screen, no timer) it shows no time and stays quiet.
   * Call it every frame; it speaks at most once a second.
   */
  read(timed: boolean, deadline: number, timerMs: number, who: string): ClockFace {
    const left = timed ? countdown(deadline, this.ctx.now(), timerMs) : null;
    const seconds = left ? left.seconds : null;
    const urgent = !!left && left.seconds <= urgentSeconds(timerMs);
    const changed = seconds !== this.seconds || urgent !== this.urgent;
    this.seconds = seconds;
    this.urgent = urgent;
    if (left && urgent && left.seconds > 0 && left.seconds !== this.lastTick) {
      this.lastTick = left.seconds;
      if (this.warnedFor !== deadline) {
        this.warnedFor = deadline;
        this.ctx.say(countdownCaption(who, left.seconds));
      } else {
        this.ctx.sound('tick');
      }
    }
    if (!urgent) this.lastTick = -1;
    return { fraction: left ? left.fraction : null, seconds, urgent, changed };
  }
}
