/**
 * Pure layout of the stage's scenes on the 1920x1080 design space (SHOW.md, "Stage layout"):
 * everything inside the 5% safe margin, 3 to 7 seat cards of the same size that never overlap
 * each other, the centre or the caption bar. All numbers are design px.
 */
import { DESIGN, SAFE } from '../engine/resize.js';

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The caption bar, the same in every scene: full safe width, along the bottom. */
export const CAPTION_BAR: Rect = { x: SAFE.x, y: DESIGN.height - SAFE.y - 104, w: DESIGN.width - 2 * SAFE.x, h: 104 };

const GAP = 16;
const COLUMN_W = 560;
const CARD_MAX_H = 250;

/** True when two rects share any area (touching edges do not count). */
export function overlaps(a: Rect, b: Rect): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

/** True when `inner` lies entirely inside `outer`. */
export function inside(inner: Rect, outer: Rect): boolean {
  return inner.x >= outer.x && inner.y >= outer.y && inner.x + inner.w <= outer.x + outer.w && inner.y + inner.h <= outer.y + outer.h;
}

/** The safe area (design px). */
export const SAFE_AREA: Rect = { x: SAFE.x, y: SAFE.y, w: DESIGN.width - 2 * SAFE.x, h: DESIGN.height - 2 * SAFE.y };

export interface AuctionLayout {
  /** One card per seat, in seat order. */
  seats: Rect[];
  /** The middle column: vault and deck count on top, the cube with its ring, the pot. */
  centre: Rect;
  caption: Rect;
}

/**
 * The auction scene for `count` seats (clamped to 0..7): cards in two columns either side of the
 * centre, going round the table: down the left column, then up the right one, so the spotlight
 * travels in a loop. Left gets the odd seat out.
 */
export function auctionLayout(count: number): AuctionLayout {
  const n = Math.max(0, Math.min(7, Math.trunc(Number.isFinite(count) ? count : 0)));
  const top = SAFE.y;
  const bottom = CAPTION_BAR.y - GAP;
  const colH = bottom - top;
  const leftN = Math.ceil(n / 2);
  const rightN = n - leftN;
  const rows = Math.max(1, leftN);
  const h = Math.min(CARD_MAX_H, (colH - GAP * (rows - 1)) / rows);
  const column = (k: number, x: number): Rect[] => {
    const total = k * h + (k - 1) * GAP;
    const y0 = top + (colH - total) / 2;
    return Array.from({ length: k }, (_, i) => ({ x, y: y0 + i * (h + GAP), w: COLUMN_W, h }));
  };
  const left = column(leftN, SAFE.x);
  const right = column(rightN, DESIGN.width - SAFE.x - COLUMN_W).reverse();
  const cx = SAFE.x + COLUMN_W + GAP * 2;
  return {
    seats: [...left, ...right],
    centre: { x: cx, y: top, w: DESIGN.width - 2 * cx, h: colH },
    caption: CAPTION_BAR,
  };
}

export interface LobbyLayout {
  title: Rect;
  settings: Rect;
  /** Seven seat slots (two rows of four and three), filled as phones join. */
  seats: Rect[];
  /** The QR code's white square, quiet zone included (>= 420 px). */
  qr: Rect;
  /** Room code, URL and "same Wi-Fi" lines under the QR. */
  joinText: Rect;
  caption: Rect;
}

/** The lobby: title and settings top left, the seat slots under them, the QR code on the right. */
export function lobbyLayout(): LobbyLayout {
  const leftW = 1080;
  const qrSize = 500;
  const qrX = DESIGN.width - SAFE.x - 560 + (560 - qrSize) / 2;
  const seatTop = 470;
  const seatBottom = CAPTION_BAR.y - GAP;
  const seatH = (seatBottom - seatTop - GAP) / 2;
  const seatW = (leftW - 3 * GAP) / 4;
  const seats: Rect[] = [];
  for (let i = 0; i < 7; i++) {
    const row = i < 4 ? 0 : 1;
    const col = row === 0 ? i : i - 4;
    seats.push({ x: SAFE.x + col * (seatW + GAP), y: seatTop + row * (seatH + GAP), w: seatW, h: seatH });
  }
  return {
    title: { x: SAFE.x, y: SAFE.y, w: leftW, h: 180 },
    settings: { x: SAFE.x, y: SAFE.y + 196, w: leftW, h: 164 },
    seats,
    qr: { x: qrX, y: SAFE.y, w: qrSize, h: qrSize },
    joinText: { x: DESIGN.width - SAFE.x - 600, y: SAFE.y + qrSize + 12, w: 600, h: CAPTION_BAR.y - GAP - (SAFE.y + qrSize + 12) },
    caption: CAPTION_BAR,
  };
}

/** One cube tile placed by `cubeFlow`, in px relative to the box. */
export interface CubeTile {
  cube: number;
  x: number;
  y: number;
  /** Counted (head of its run) or struck through. */
  counted: boolean;
}

export interface CubeFlow {
  tiles: CubeTile[];
  /** Tile size (px): width `w`, height `h`, number font size `font`. */
  w: number;
  h: number;
  font: number;
  /** False when even the smallest tiles overflow the box (the last rows are then clipped). */
  fits: boolean;
}

const TILE_SIZES = [64, 58, 52, 46, 40, 34, 28];

/**
 * Lay `runs` (each closest to zero first, as shared's `runsOf` gives) into a `width` x `height`
 * box: tiles of one run touch, runs are separated by a wider gap, a run that does not fit the rest
 * of a line starts a new one (a run longer than a line wraps). The biggest tile size that fits wins.
 */
export function cubeFlow(runs: readonly (readonly number[])[], width: number, height: number): CubeFlow {
  let last: CubeFlow | null = null;
  for (const t of TILE_SIZES) {
    const w = Math.round(t * 1.3);
    const inner = 4;
    const between = Math.round(t * 0.3);
    const rowH = t + 8;
    const tiles: CubeTile[] = [];
    let x = 0;
    let y = 0;
    for (const run of runs) {
      const runW = run.length * w + (run.length - 1) * inner;
      if (x > 0 && x + runW > width) {
        x = 0;
        y += rowH;
      }
      run.forEach((cube, i) => {
        if (x > 0 && x + w > width) {
          x = 0;
          y += rowH;
        }
        tiles.push({ cube, x, y, counted: i === 0 });
        x += w + inner;
      });
      x += between - inner;
    }
    const usedH = tiles.length ? y + t : 0;
    last = { tiles, w, h: t, font: Math.round(t * 0.56), fits: usedH <= height };
    if (last.fits) return last;
  }
  return last!;
}
