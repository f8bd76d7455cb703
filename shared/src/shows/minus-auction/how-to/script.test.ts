import { describe, expect, it } from 'vitest';
import { beatCaption, howToLength } from '../../../platform/how-to.js';
import { LOCALES } from '../../../platform/i18n/locales.js';
import { minusAuction } from '../module.js';
import { cubeScore } from '../scoring.js';
import { minusHowTo } from './script.js';
import { minusHowToTexts } from './texts/index.js';

describe("Minus Auction's how to play", () => {
  it('belongs to the show module and lasts about 30 seconds', () => {
    expect(minusAuction.howTo).toBe(minusHowTo);
    expect(howToLength(minusHowTo)).toBeGreaterThanOrEqual(25_000);
    expect(howToLength(minusHowTo)).toBeLessThanOrEqual(35_000);
  });

  it('shows a reveal, two refusals paying a chip each, a take with the pot, a run, chips and the vault', () => {
    const moves = minusHowTo.beats.map((b) => b.table.move?.kind ?? null);
    expect(moves.filter(Boolean)).toEqual(['reveal', 'refuse', 'refuse', 'take', 'reveal']);
    const spots = minusHowTo.beats.map((b) => b.table.spot).filter(Boolean);
    expect(spots).toEqual(['run', 'chips', 'vault']);
    const beforeTake = minusHowTo.beats[moves.indexOf('take') - 1]!.table;
    // The taker calls first on the next cube.
    expect(minusHowTo.beats[moves.indexOf('take') + 1]!.table.current).toBe(minusHowTo.beats[moves.indexOf('take')]!.table.move!.seat);
    const taken = minusHowTo.beats[moves.indexOf('take')]!.table;
    expect(beforeTake.pot).toBe(2);
    expect(beforeTake.seats.map((s) => s.chips)).toEqual([2, 2, 3]);
    const taker = taken.seats[taken.move!.seat]!;
    expect(taker.chips).toBe(3 + 2);
    expect(taker.cubes).toContain(beforeTake.offer);
    expect(taken.pot).toBe(0);
    // The run the caption talks of: -23 and -24 count -23 (docs/RULES.md, "Scoring").
    expect(cubeScore(taker.cubes)).toBe(-23);
  });

  it('has a line for every beat in every language', async () => {
    for (const locale of LOCALES) {
      const words = await minusHowToTexts.load(locale);
      for (const beat of minusHowTo.beats) expect(words[beat.caption as keyof typeof words], `${locale} ${beat.caption}`).toBeTruthy();
    }
    minusHowTo.beats.forEach((_, i) => expect(beatCaption(minusHowTo, i)).not.toBe(''));
  });
});
