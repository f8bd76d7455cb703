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
  /** Top-left of the whole tile (a stacked tile is mostly hidden behind the ones before it). */
  x: number;
  y: number;
  /** Counted (head of its run) or struck through. */
  counted: boolean;
  /**
   * A struck cube squeezed behind its run's head (compact flow): draw it under the tiles before it
   * in its run; only a `peek`-wide sliver at its right shows.
   */
  stacked: boolean;
  /** The part of the tile that shows (the whole tile, or the sliver of a stacked one). */
  visible: Rect;
}

export interface CubeFlow {
  tiles: CubeTile[];
  /** Tile size (px): width `w`, height `h`, number font size `font`. */
  w: number;
  h: number;
  font: number;
  /** Struck cubes are stacked behind their run's head, `peek` px of each showing. */
  compact: boolean;
  peek: number;
  /** False when even the smallest tiles overflow the box (the last rows are then clipped). */
  fits: boolean;
}

/** Smallest number a player must read (SHOW.md, "Type"), design px. */
export const MIN_READABLE = 32;

/** Cube number sizes tried, biggest first (design px). Tiles are sized from the number. */
const CUBE_FONTS = [44, 40, 36, 32, 28, 24, 20];

/**
 * A cube tile for a number of `font` px in Bungee: "-28" is 1.77 em wide and the digits 0.74 em
 * tall, so the tile is 2.15 em wide (the widest number with a margin) and 1.45 em tall.
 */
export function cubeTileSize(font: number): { w: number; h: number } {
  return { w: Math.round(font * 2.15), h: Math.round(font * 1.45) };
}

/**
 * `runs` flowed into a `width` x `height` box at one number size `font` (design px), struck cubes
 * stacked behind their run's head when `compact`: as many rows as the runs need (a run that does
 * not fit the rest of a line starts a new one), `fits` false when they overflow the box. Pass
 * `height` Infinity to learn how many rows a width needs. `cubeFlow` picks the size for a box.
 */
export function cubeFlowAt(runs: readonly (readonly number[])[], width: number, height: number, font: number, compact: boolean): CubeFlow {
  const { w, h } = cubeTileSize(font);
  const inner = 4;
  const between = Math.round(font * 0.45);
  const rowH = h + Math.max(4, Math.round(h * 0.12));
  const peek = Math.max(10, Math.round(w * 0.2));
  const tiles: CubeTile[] = [];
  let x = 0;
  let y = 0;
  const place = (cube: number, counted: boolean, stacked: boolean, tx: number): void => {
    const visible = stacked ? { x: tx + w - peek, y, w: peek, h } : { x: tx, y, w, h };
    tiles.push({ cube, x: tx, y, counted, stacked, visible });
  };
  for (const run of runs) {
    if (!run.length) continue;
    const runW = compact ? w + (run.length - 1) * peek : run.length * w + (run.length - 1) * inner;
    if (x > 0 && x + runW > width) {
      x = 0;
      y += rowH;
    }
    if (compact) {
      place(run[0]!, true, false, x);
      for (let k = 1; k < run.length; k++) place(run[k]!, false, true, x + k * peek);
      x += runW + between;
      continue;
    }
    run.forEach((cube, i) => {
      if (x > 0 && x + w > width) {
        x = 0;
        y += rowH;
      }
      place(cube, i === 0, false, x);
      x += w + inner;
    });
    x += between - inner;
  }
  const usedH = tiles.length ? y + h : 0;
  const usedW = tiles.reduce((m, t) => Math.max(m, t.visible.x + t.visible.w), 0);
  return { tiles, w, h, font, compact, peek, fits: usedH <= height && usedW <= width };
}

/**
 * Lay `runs` (each closest to zero first, as shared's `runsOf` gives) into a `width` x `height`
 * box, wrapping into as many rows as fit. Tiles of one run touch, runs are separated by a wider
 * gap, a run that does not fit the rest of a line starts a new one. Tries, in order: every cube
 * full size while the numbers stay readable (>= 32 px); then struck cubes stacked behind their
 * run's head (only the head counts, so only the head needs its number read), biggest first; then
 * smaller numbers. The first that fits wins.
 */
export function cubeFlow(runs: readonly (readonly number[])[], width: number, height: number): CubeFlow {
  const candidates: [number, boolean][] = [
    ...CUBE_FONTS.filter((f) => f >= MIN_READABLE).map((f): [number, boolean] => [f, false]),
    ...CUBE_FONTS.map((f): [number, boolean] => [f, true]),
  ];
  let last: CubeFlow | null = null;
  for (const [font, compact] of candidates) {
    last = cubeFlowAt(runs, width, height, font, compact);
    if (last.fits) return last;
  }
  return last!;
}

/** A seat card's inside (design px, relative to the card): the header lines and the cube box. */
export interface SeatCardGeometry {
  pad: number;
  /** Avatar badge centre and diameter. */
  avatar: { x: number; y: number; size: number };
  /** Top of the name line (42 px) and of the status line (32 px), left edge of both. */
  nameY: number;
  statusY: number;
  textX: number;
  /** Centre line and radius of the refusal chips (status line, right side). */
  chipY: number;
  chipR: number;
  /** The box the cubes flow into. */
  cubes: Rect;
}

/**
 * The seat card's inside for a card `w` x `h`: a compact header (name over status beside the
 * avatar, score and refusal chips at the right) and the rest for the cubes, which wrap into as
 * many rows as the height allows (two at 7 seats, three at 3).
 */
export function seatCardGeometry(w: number, h: number): SeatCardGeometry {
  const pad = 14;
  const header = 92;
  return {
    pad,
    avatar: { x: pad + 34, y: pad + 34, size: 64 },
    nameY: pad - 10,
    statusY: pad + 36,
    textX: pad + 80,
    chipY: pad + 57,
    chipR: 19,
    cubes: { x: pad + 6, y: header, w: w - pad * 2 - 6, h: h - header - 8 },
  };
}
