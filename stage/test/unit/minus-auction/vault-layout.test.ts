/**
 * The auction's vault (vault-layout.ts): its label and face-down cubes stay in the band at the
 * top of the centre column, so they never cover a seat card (nor the lit one, which grows 3.5%),
 * at 3 to 7 seats, for any label a language gives it, up to the classic preset's nine cubes.
 */
import { describe, expect, it } from 'vitest';
import { inside, overlaps, type Rect, tableLayout } from '../../../src/platform/app/layout.js';
import { VAULT_BAND_H, VAULT_BOX, vaultBand, vaultLayout } from '../../../src/shows/minus-auction/vault-layout.js';

/** A seat card as drawn when it is the deciding one: 3.5% bigger round its centre. */
function lit(r: Rect): Rect {
  const dx = (r.w * 0.035) / 2;
  const dy = (r.h * 0.035) / 2;
  return { x: r.x - dx, y: r.y - dy, w: r.w + 2 * dx, h: r.h + 2 * dy };
}

// "금고" to "NOTHING IN THE VAULT" at 32 px, and wider than any of them.
const LABEL_WIDTHS = [60, 110, 130, 160, 240, 420];

describe('the auction\'s vault', () => {
  for (let seats = 3; seats <= 7; seats++) {
    it(`keeps its label and cubes off the ${seats} seat cards, inside the band above the info line`, () => {
      const table = tableLayout(seats);
      const band = vaultBand(table);
      expect(band.y + band.h).toBeLessThanOrEqual(table.centre.y + 96);
      for (let count = 0; count <= 9; count++) {
        for (const w of LABEL_WIDTHS) {
          const v = vaultLayout(count, { w, h: 40 }, band);
          const parts = [v.label, ...v.boxes];
          expect(v.boxes).toHaveLength(count);
          for (const [i, a] of parts.entries()) {
            expect(inside(a, band), `${count} cubes, label ${w}: ${JSON.stringify(a)}`).toBe(true);
            for (const card of table.seats) expect(overlaps(a, lit(card))).toBe(false);
            for (const b of parts.slice(i + 1)) expect(overlaps(a, b), `${count} cubes, label ${w}`).toBe(false);
          }
        }
      }
    });
  }

  it('keeps the cubes big: full size for the show preset\'s one, at least 40 px tall for the classic preset\'s nine', () => {
    const band = vaultBand(tableLayout(5));
    for (const w of LABEL_WIDTHS.slice(0, 5)) {
      expect(vaultLayout(1, { w, h: 40 }, band).boxes[0]).toMatchObject(VAULT_BOX);
      const nine = vaultLayout(9, { w, h: 40 }, band).boxes;
      expect(Math.min(...nine.map((b) => b.h)), `label ${w}`).toBeGreaterThanOrEqual(40);
      // Every cube the same size and shape.
      expect(new Set(nine.map((b) => `${b.w}x${b.h}`)).size).toBe(1);
      expect(nine[0]!.w / nine[0]!.h).toBeCloseTo(VAULT_BOX.w / VAULT_BOX.h, 1);
    }
  });

  it('puts one cube beside its label, centred as a pair, as before', () => {
    const band = vaultBand(tableLayout(5));
    const v = vaultLayout(1, { w: 110, h: 40 }, band);
    const box = v.boxes[0]!;
    expect(v.label.x + v.label.w).toBeLessThan(box.x);
    expect(v.label.y + v.label.h / 2).toBeCloseTo(box.y + box.h / 2, 0);
    expect((v.label.x + box.x + box.w) / 2).toBeCloseTo(band.x + band.w / 2, 0);
  });

  it('centres the empty vault\'s label', () => {
    const band = vaultBand(tableLayout(4));
    const v = vaultLayout(0, { w: 300, h: 40 }, band);
    expect(v.boxes).toEqual([]);
    expect(v.label.x + v.label.w / 2).toBeCloseTo(band.x + band.w / 2, 5);
    expect(VAULT_BAND_H).toBeGreaterThan(v.label.h);
  });
});
