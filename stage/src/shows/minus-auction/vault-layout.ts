/**
 * Pure layout of the auction's vault (docs/STAGE.md, "Auction"): its label and its face-down
 * cubes in the band at the top of the table's centre column, above the game's info line. The
 * centre column is what the seat cards leave free, so a vault that stays in this band never
 * covers a seat card, whatever the seat count or the language. All numbers are design px.
 */
import type { Rect, TableLayout } from '../../platform/app/layout.js';

/** A face-down cube at full size. */
export const VAULT_BOX = { w: 58, h: 48 } as const;
/** Height of the vault's band at the top of the centre column: the info line starts under it. */
export const VAULT_BAND_H = 88;
/** Where the label's and the cubes' middle sits in the band, when they leave room. */
const MIDDLE_Y = 40;
const GAP = 8;
/** Between the label and the cubes beside it. */
const LABEL_GAP = 18;
/** Between the label and the cubes under it. */
const LABEL_BELOW_GAP = 4;

/** The vault's band: the top of the table's centre column. */
export function vaultBand(table: TableLayout): Rect {
  return { x: table.centre.x, y: table.centre.y, w: table.centre.w, h: VAULT_BAND_H };
}

/** Where the vault's label and its cubes go (design px, the same frame as the band). */
export interface VaultLayout {
  label: Rect;
  /** One per cube, in order; every one the same size. */
  boxes: Rect[];
}

/**
 * The vault for `count` cubes and a label `label` wide and high (as drawn; no wider than the band)
 * in `band`: the label left of the cubes while they fit there at full size (the show preset's one
 * cube), else whichever keeps the cubes biggest: the cubes beside the label on up to three lines,
 * or the label on top and the cubes in lines under it (the classic preset's nine). The cubes only
 * shrink, keeping their shape, when no arrangement has room for them at full size. With no cube,
 * the label alone, centred (it then says the vault is empty).
 */
export function vaultLayout(count: number, label: { w: number; h: number }, band: Rect): VaultLayout {
  const n = Math.max(0, Math.trunc(Number.isFinite(count) ? count : 0));
  const lw = Math.min(label.w, band.w);
  const lh = Math.min(label.h, band.h);
  const clampY = (y: number, h: number): number => Math.max(band.y, Math.min(y, band.y + band.h - h));
  if (n === 0) {
    return { label: { x: band.x + (band.w - lw) / 2, y: clampY(band.y + MIDDLE_Y - lh / 2, lh), w: lw, h: lh }, boxes: [] };
  }
  let best: { beside: boolean; lines: number; perLine: number; h: number } | null = null;
  for (const beside of [true, false]) {
    for (let lines = 1; lines <= Math.min(3, n); lines++) {
      const perLine = Math.ceil(n / lines);
      // Fewer lines hold as many: the same arrangement, already tried.
      if (lines > 1 && Math.ceil(n / (lines - 1)) === perLine) continue;
      const availW = beside ? band.w - lw - LABEL_GAP : band.w;
      const availH = beside ? band.h : band.h - lh - LABEL_BELOW_GAP;
      const byW = ((availW - GAP * (perLine - 1)) / perLine) * (VAULT_BOX.h / VAULT_BOX.w);
      const h = Math.floor(Math.min(VAULT_BOX.h, (availH - GAP * (lines - 1)) / lines, byW));
      if (h > 0 && (!best || h > best.h)) best = { beside, lines, perLine, h };
    }
  }
  // Nothing has room (a band far too small): the cubes at the least size, beside the label.
  const { beside, lines, perLine, h } = best ?? { beside: true, lines: 1, perLine: n, h: 1 };
  const w = Math.floor((h * VAULT_BOX.w) / VAULT_BOX.h);
  const boxesW = perLine * w + (perLine - 1) * GAP;
  const boxesH = lines * h + (lines - 1) * GAP;
  let labelRect: Rect;
  let x0: number;
  let y0: number;
  if (beside) {
    const left = band.x + (band.w - (lw + LABEL_GAP + boxesW)) / 2;
    y0 = clampY(band.y + MIDDLE_Y - boxesH / 2, boxesH);
    labelRect = { x: left, y: clampY(y0 + boxesH / 2 - lh / 2, lh), w: lw, h: lh };
    x0 = left + lw + LABEL_GAP;
  } else {
    labelRect = { x: band.x + (band.w - lw) / 2, y: band.y, w: lw, h: lh };
    x0 = band.x + (band.w - boxesW) / 2;
    y0 = clampY(band.y + lh + LABEL_BELOW_GAP, boxesH);
  }
  const boxes = Array.from({ length: n }, (_, i): Rect => ({
    x: x0 + (i % perLine) * (w + GAP),
    y: y0 + Math.floor(i / perLine) * (h + GAP),
    w,
    h,
  }));
  return { label: labelRect, boxes };
}
