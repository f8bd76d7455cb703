/**
 * The lobby's tiles in two rows (`tileFit`, app/layout.ts): with the Replay tile (eight tiles),
 * Malay's and Italian's labels shrank as far as their values, 23 design px in Malay (about 15 px on
 * a 1280x720 TV) under values of 29. A label now keeps its size while the values are at least as
 * tall, so the smallest text on a tile is larger, and every row still fits. The widths are the
 * demo lobby's (design px at full size: labels 32 px, values 40 px with the arrows' room).
 */
import { describe, expect, it } from 'vitest';
import { tileFit } from '../../src/platform/app/layout.js';

const ARROWS = 86;
const PAD = 48;
const WIDTH = 1080;
const RATIO = 40 / 32;
type Tile = { label: number; value: number };
const t = (label: number, value: number, steps = true): Tile => ({ label, value: value + (steps ? ARROWS : 0) });

const ROWS: Record<string, Tile[][]> = {
  ms: [[t(136, 261), t(112, 90), t(167, 257), t(68, 138, false)], [t(183, 295, false), t(190, 90, false), t(191, 206), t(102, 356)]],
  it: [[t(98, 119), t(82, 90), t(224, 144), t(54, 137, false)], [t(87, 222, false), t(202, 90, false), t(204, 279), t(94, 219)]],
  en: [[t(90, 119), t(82, 90), t(137, 178), t(68, 138, false)], [t(93, 178, false), t(163, 90, false), t(150, 228), t(138, 193)]],
};

/** A row's width with its words at these scales. */
const used = (row: Tile[], f: { values: number; labels: number }) => row.reduce((a, x) => a + Math.max(x.label * f.labels, x.value * f.values), 0) + PAD * row.length;

describe('the lobby tiles fit their two rows', () => {
  it('keeps Malay and Italian labels near their full size, never smaller on screen than the values', () => {
    for (const lang of ['ms', 'it'] as const) {
      const f = tileFit(ROWS[lang]!, WIDTH, PAD, RATIO);
      for (const row of ROWS[lang]!) expect(used(row, f), lang).toBeLessThanOrEqual(WIDTH + 0.01);
      // The smallest text on a tile, in design px: at least 27 (it was 23 in Malay).
      expect(Math.min(32 * f.labels, 40 * f.values), lang).toBeGreaterThanOrEqual(27);
      expect(32 * f.labels, lang).toBeGreaterThanOrEqual(27);
      expect(32 * f.labels, lang).toBeLessThanOrEqual(40 * f.values + 0.01);
    }
  });

  it('leaves words that fit at full size, and keeps English labels whole', () => {
    expect(tileFit([[t(90, 119), t(82, 90)]], WIDTH, PAD, RATIO)).toEqual({ values: 1, labels: 1 });
    const en = tileFit(ROWS.en!, WIDTH, PAD, RATIO);
    expect(en.labels).toBe(1);
    expect(en.values).toBeGreaterThan(0.9);
  });
});
