/**
 * Minus Auction's captions in every language (docs/I18N.md): each locale words every event in its
 * own words (never falling back to English), keeps the cube's minus sign, and still picks its
 * wording by the room's variant.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { LOCALES } from '../../platform/i18n/locales.js';
import { setLocale } from '../../platform/i18n/texts.js';
import { captionsFor } from './captions.js';
import type { MinusEvent } from './events.js';

const names = ['Ana', 'Ben', 'Cy'];
const at = { seq: 1, game: 1 };
const events = (variant: number): MinusEvent[] => [
  { ...at, variant, type: 'game-started', removedCount: 2, first: 1, drawn: false } as MinusEvent,
  { ...at, variant, type: 'game-started', removedCount: 1, first: 0, drawn: true } as MinusEvent,
  { ...at, variant, type: 'cube-revealed', auction: 2, cube: -12, seat: 2, deckLeft: 20 },
  { ...at, variant, type: 'refused', auction: 3, seat: 1, cube: -27, pot: 3, timeout: false },
  { ...at, variant, type: 'taken', auction: 3, seat: 0, cube: -27, pot: 4, before: -5, after: -32, forced: false, timeout: false } as MinusEvent,
  { ...at, variant, type: 'game-over', removed: [-8, -30], scores: [-20, -41, -7], places: [2, 3, 1], winner: 2 } as MinusEvent,
  { ...at, variant, type: 'seat-joined', seat: 0, name: 'Ana' } as MinusEvent,
  { ...at, variant, type: 'seat-joined', seat: 1, name: 'Ben', returning: true } as MinusEvent,
];

function all(variant: number): string[] {
  return events(variant).flatMap((e) => captionsFor(e, names).map((c) => c.text));
}

afterAll(() => setLocale('en'));

describe('Minus Auction captions in every locale', () => {
  it('word every event in the locale, with the minus sign kept', async () => {
    await setLocale('en');
    const english = new Set([0, 1, 2, 3].flatMap(all));
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      await setLocale(locale);
      for (const v of [0, 1, 2, 3]) {
        const lines = all(v);
        expect(lines.length).toBeGreaterThanOrEqual(events(v).length);
        for (const line of lines) {
          expect(line.trim(), `${locale}: ${line}`).not.toBe('');
          expect(english.has(line), `${locale} speaks English: ${line}`).toBe(false);
        }
        expect(lines.join(' ')).toContain('-27');
        expect(lines.join(' ')).toContain('-12');
      }
    }
  });

  it('still pick the wording by the variant in Korean', async () => {
    await setLocale('ko');
    const reveal = (variant: number) => captionsFor({ ...at, variant, type: 'cube-revealed', auction: 2, cube: -12, seat: 2, deckLeft: 20 }, names)[0]!.text;
    expect(new Set([0, 1, 2, 3].map(reveal)).size).toBe(4);
    expect(reveal(5)).toBe(reveal(5));
  });
});
