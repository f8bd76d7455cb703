/**
 * Rubbish Auction's finale on the clock (docs/STAGE.md, "Rubbish Auction"): after the last
 * reveal, the Geeks are revealed one by one with their +30s, then the winner. The stage plays
 * these steps; the phones hold their results back for `rubbishRevealMs` after the game-over
 * event, so no phone spoils the TV. Change a step here and both follow.
 */
import { PLAIN_REVEAL, showMsFor, type RevealShape } from './reveal-pace.js';

export { revealShowMs } from './reveal-pace.js';

/** The finale's steps after the last reveal, at normal pace (ms). */
export const RUBBISH_FINALE_MS = {
  /** "And now, the Geeks!" before the first one. */
  intro: 1200,
  /**
   * One seat's Geek turned over, its +30s counted onto its fame, and its line ("Ana was the Duck
   * Geek: the Rubber Duck and the Lava Lamp, +30 fame!") long enough to read from the sofa.
   */
  perSeat: 2000,
  /** The winner's banner. */
  banner: 800,
} as const;

/** How long (ms) the Geeks and the banner take for `seatCount` seats (2-5; anything else is clamped to 0..5). */
export function geeksMs(seatCount: number): number {
  const n = Math.min(5, Math.max(0, Math.trunc(Number.isFinite(seatCount) ? seatCount : 0)));
  const s = RUBBISH_FINALE_MS;
  return s.intro + n * s.perSeat + s.banner;
}

/**
 * The last round's reveal, played in full before the Geeks (its hold-out, then cards up, the
 * item's journey, the fame track and its lines: reveal-pace.ts), so the TV's biggest moment is
 * never cut short (ms). `last`: the last round's shape; null reads as a plain round.
 */
export function lastRevealMs(last: RevealShape | null): number {
  return showMsFor(last ?? PLAIN_REVEAL);
}

/**
 * How long (ms) after the game-over event the TV has shown the last reveal, every Geek and the
 * winner, for `seatCount` seats and the last round's shape. 2 seats, a plain last round: 11,000 ms.
 */
export function rubbishRevealMs(seatCount: number, last: RevealShape | null): number {
  return lastRevealMs(last) + geeksMs(seatCount);
}
