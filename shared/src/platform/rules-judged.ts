/**
 * How many players a change of the lobby's rules is judged for (docs/SERVER.md, `settings`): the
 * people seated, within the show's seat limits, or, while the rules already do not fit them
 * (accepted for fewer, the seats came since), as many as they deal, so the timer can still
 * change then. The room judges by it (server lobby-rules.ts) and the VIP's phone checks a custom
 * range by it before sending (a show's rules editor on the phone).
 */

/**
 * The players a change is judged for: `seated` within `seats` (the show's `min`..`max`), at most
 * `fitsUpTo` (the most the current rules deal, state `settings.fitsUpTo`; absent: no limit) but
 * never under `seats.min`.
 */
export function judgedPlayers(seated: number, seats: { min: number; max: number }, fitsUpTo?: number): number {
  const players = Math.min(seats.max, Math.max(seats.min, seated));
  return fitsUpTo === undefined ? players : Math.min(players, Math.max(seats.min, fitsUpTo));
}
