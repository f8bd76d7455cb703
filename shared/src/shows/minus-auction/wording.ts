/**
 * Minus Auction's numbers in words (docs/STAGE.md, "Captions"): cube values always with their
 * minus sign, chip counts with the locale's plural (texts/, docs/I18N.md).
 */
import { minusCaptionTexts } from './texts/index.js';

/** A cube value as the show says it, always with the minus sign: -27 → "-27", 27 → "-27". */
export function cubeText(cube: number): string {
  if (!Number.isFinite(cube)) return '-?';
  return `-${Math.abs(Math.trunc(cube))}`;
}

/** "1 chip", "3 chips", "no chips" in the realm's locale. Negative or non-integer counts read as their whole part, at least 0. */
export function chipsText(chips: number): string {
  const n = Number.isFinite(chips) ? Math.max(0, Math.trunc(chips)) : 0;
  return minusCaptionTexts.now().chips(n);
}
