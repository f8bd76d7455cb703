/**
 * The stage's finale on the clock (docs/STAGE.md, "Finale": the vault opens with a drum roll,
 * chips are revealed seat by seat, scores count up, the rows rearrange by place, then the winner).
 * The stage plays these steps; the phones hold their results back for `finaleRevealMs` after the
 * game-over event, so no phone spoils the TV. Change a step here and both follow.
 */

/** The finale's steps at normal pace (ms). The stage's animation queue may play them faster when it falls behind. */
export const FINALE_MS = {
  /**
   * Not a finale step: when the game-over event arrives the stage may still be landing the last
   * take (the cube and pot fly to the seat, the card settles) before its finale starts.
   */
  lastTake: 1000,
  /** The closed vault, under the drum roll's first line. */
  vaultClosed: 1600,
  /** The vault opening (the removed cubes pop). */
  vaultOpen: 400,
  /** A beat after the vault, before the chips. */
  afterVault: 700,
  /** One seat's chips revealed and its score counting up. */
  perSeat: 450,
  /** A beat before the rows take their places. */
  beforePodium: 400,
  /** Between two rows sliding into place. */
  podiumStagger: 90,
  /** One row sliding into place. */
  podiumRow: 350,
  /** The winner's banner fading in. */
  banner: 500,
} as const;

/**
 * How long (ms) after the game-over event the TV has shown everything, the winner last, for a
 * table of `seatCount` seats (3-7; anything else is clamped to 0..7): the last take, the vault,
 * every seat's chips, the rows by place and the banner. 3 seats: 6,480 ms; 7 seats: 8,640 ms.
 */
export function finaleRevealMs(seatCount: number): number {
  const n = Math.min(7, Math.max(0, Math.trunc(Number.isFinite(seatCount) ? seatCount : 0)));
  const s = FINALE_MS;
  return s.lastTake + s.vaultClosed + s.vaultOpen + s.afterVault + n * s.perSeat
    + s.beforePodium + Math.max(0, n - 1) * s.podiumStagger + s.podiumRow + s.banner;
}
