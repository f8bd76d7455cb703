/**
 * The decision timer's choices in the VIP's rules editor, for every show (docs/RULES.md: off, or
 * 5 to 120 s): one list, so the shows' editors offer the same times.
 */

/** Timer choices offered (ms); 0 = off; 5 s is the rules' minimum, 120 s their maximum. */
export const TIMER_CHOICES_MS: readonly number[] = [0, 5_000, 10_000, 15_000, 20_000, 30_000, 45_000, 60_000, 90_000, 120_000];

/** The choices to list when the room's timer is `currentMs` (ms, 0 = off): the usual ones, with the room's own added in order when it is not one of them. */
export function timerChoices(currentMs: number): readonly number[] {
  return TIMER_CHOICES_MS.includes(currentMs) ? TIMER_CHOICES_MS : [...TIMER_CHOICES_MS, currentMs].sort((a, b) => a - b);
}
