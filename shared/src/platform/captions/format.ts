/**
 * Small wording helpers for the host's captions (docs/STAGE.md, "Captions"): points with their
 * sign, seat names with a fallback, lists, and the seeded pick of a wording. Each speaks the
 * realm's current locale through `Intl` (docs/I18N.md).
 */
import { formatsFor } from '../i18n/format.js';
import { currentLocale } from '../i18n/texts.js';
import { captionTexts } from './texts/index.js';

/** A points figure with its sign: 12 → "+12", -5 → "-5", 0 → "0". */
export function pointsText(points: number): string {
  return formatsFor(currentLocale()).signed(points);
}

/**
 * The name of seat `seat`: `preferred` when the event carries one, else `names[seat]`, else
 * "Seat N" (1-based) for a seat the stage does not know (bad input is a normal day).
 */
export function seatName(names: readonly string[], seat: number, preferred?: string): string {
  const fromEvent = preferred?.trim();
  if (fromEvent) return fromEvent;
  const known = Number.isInteger(seat) && seat >= 0 ? names[seat]?.trim() : undefined;
  if (known) return known;
  const t = captionTexts.now();
  return Number.isInteger(seat) && seat >= 0 ? t.seat(seat + 1) : t.someone;
}

/**
 * One of `options`, chosen by the room's seeded `variant` (any integer; negative, fractional or
 * missing variants are folded into range), so a replay reads the same.
 */
export function pick<T>(options: readonly T[], variant: number): T {
  if (options.length === 0) throw new Error('pick from no options');
  const v = Number.isFinite(variant) ? Math.abs(Math.trunc(variant)) : 0;
  return options[v % options.length]!;
}

/** "Ana", "Ana and Ben", "Ana, Ben and Cy" (in Korean "Ana, Ben 및 Cy"). */
export function listText(items: readonly string[]): string {
  return formatsFor(currentLocale()).list(items);
}
