/**
 * The decision timer in every show's rules (docs/RULES.md: off, or 5 to 120 s): the choices the
 * VIP's editor offers and the words for it, one list and one wording, so the shows' lobbies offer
 * the same times and say them alike (Malay's lobbies said "Pemasa keputusan" in one show and
 * "Masa membuat keputusan" in the other).
 */
import { phoneTexts } from './i18n/texts.js';

/** Timer choices offered (ms); 0 = off; 5 s is the rules' minimum, 120 s their maximum. */
export const TIMER_CHOICES_MS: readonly number[] = [0, 5_000, 10_000, 15_000, 20_000, 30_000, 45_000, 60_000, 90_000, 120_000];

/** The choices to list when the room's timer is `currentMs` (ms, 0 = off): the usual ones, with the room's own added in order when it is not one of them. */
export function timerChoices(currentMs: number): readonly number[] {
  return TIMER_CHOICES_MS.includes(currentMs) ? TIMER_CHOICES_MS : [...TIMER_CHOICES_MS, currentMs].sort((a, b) => a - b);
}

/** A timer of `ms` (0 = off) in the phone's language now: "20 seconds", "Off". */
export function timerText(ms: number): string {
  const t = phoneTexts.now().lobby.timer;
  return ms > 0 ? t.seconds(Math.round(ms / 1000)) : t.off;
}

/** The editor's label for the timer: "Decision timer". */
export function timerLabel(): string {
  return phoneTexts.now().lobby.timer.label;
}

/** The sentence a player who cannot change the rules reads: "Decision timer: 20 seconds." */
export function timerLine(ms: number): string {
  return phoneTexts.now().lobby.timer.is(timerText(ms));
}
