/**
 * Rubbish Auction's finale on the clock (docs/STAGE.md, "Rubbish Auction"): after the last
 * reveal, the Geeks are revealed one by one with their +30s, then the winner. The stage plays
 * these steps; the phones hold their results back for `rubbishRevealMs` after the game-over
 * event, so no phone spoils the TV. Change a step here and both follow.
 */

/** The finale's steps at normal pace (ms). */
export const RUBBISH_FINALE_MS = {
  /**
   * The last round's reveal, played in full before the Geeks (its hold-out 0.35 s, then cards up,
   * the item's journey and the fame track, 3.55 s): the TV's biggest moment is never cut short.
   */
  lastReveal: 4000,
  /** "And now, the Geeks!" before the first one. */
  intro: 1200,
  /** One seat's Geek turned over, its +30s counted onto its fame. */
  perSeat: 1300,
  /** The winner's banner. */
  banner: 800,
} as const;

/**
 * How long (ms) after the game-over event the TV has shown every Geek and the winner, for
 * `seatCount` seats (2-5; anything else is clamped to 0..5). 2 seats: 8,600 ms; 5 seats: 12,500 ms.
 */
export function rubbishRevealMs(seatCount: number): number {
  const n = Math.min(5, Math.max(0, Math.trunc(Number.isFinite(seatCount) ? seatCount : 0)));
  const s = RUBBISH_FINALE_MS;
  return s.lastReveal + s.intro + n * s.perSeat + s.banner;
}

/**
 * How long (ms) the stage takes to show a reveal line by line (cards up, the top bid's fate, the
 * fame gained, the Next Auctioneer; about 3.6 s, after the last hold-out's own animation): a
 * computer player picking next waits at least this long, and the next decision's deadline is this
 * much later, since the phones hold the outcome until the TV has shown it.
 */
export const REVEAL_SHOW_MS = 5000;
