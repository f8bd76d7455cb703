/**
 * The sizes a game against the computer offers (docs/SERVER.md, `solo`), the same on the VIP's
 * phone and on the TV's remote: 4, 5 or 6 players in all, within the show's seat limits and above
 * the people seated (each keeps their seat; the computer fills the rest). 5 by default.
 */

/** Players in all a solo game may be asked for, before the show's limits. */
export const SOLO_SIZES: readonly number[] = [4, 5, 6];
/** The size offered first when it is on offer. */
export const SOLO_DEFAULT = 5;

/**
 * The sizes on offer for a show seating `seats.min` to `seats.max` with `people` seated now (maybe
 * none), up to `fitsUpTo` players when given (the most the lobby's rules can deal, the state's
 * `settings.fitsUpTo`): a size the rules cannot deal is not offered.
 */
export function soloSizes(seats: { min: number; max: number }, people: number, fitsUpTo?: number): number[] {
  const most = Math.min(seats.max, fitsUpTo ?? seats.max);
  return SOLO_SIZES.filter((n) => n >= seats.min && n <= most && n > people);
}

/** The size to play: `wanted` when on offer, else the default, else the first on offer; `wanted` when none is. */
export function soloSize(sizes: readonly number[], wanted: number): number {
  return sizes.includes(wanted) ? wanted : sizes.includes(SOLO_DEFAULT) ? SOLO_DEFAULT : sizes[0] ?? wanted;
}
