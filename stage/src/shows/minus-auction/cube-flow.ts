/**
 * How a player's cubes flow into a box (a seat card's, a finale row's): runs of touching tiles,
 * wrapped into rows, the numbers kept readable from the sofa (docs/STAGE.md, "Type"), struck
 * cubes stacked behind their run's head when space runs out. All numbers are design px.
 */
import type { Rect } from '../../platform/app/layout.js';

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
   * in its run; only a `peek`-wide sliver at its right shows (nothing, in the middle of a long run).
   */
  stacked: boolean;
  /**
   * The part of the tile that shows: the whole tile, the sliver of a stacked one, or (a stacked
   * cube in the middle of a long run, under the last sliver) an empty rect at that sliver's right.
   */
  visible: Rect;
}

/**
 * The band between a long run's two ends in a finale row ("-16 [8 cubes] -23"): where the run's
 * cube count is written, in px relative to the box like the tiles.
 */
export interface RunBridge {
  x: number;
  y: number;
  w: number;
  h: number;
  /** How many cubes the run holds (its head and its last included). */
  count: number;
}

export interface CubeFlow {
  tiles: CubeTile[];
  /** The long runs' bridges (only with `cubeFlowAt`'s `bridgeW`; empty otherwise). */
  bridges: RunBridge[];
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

/** Smallest number a player must read (docs/STAGE.md, "Type"), design px. */
export const MIN_READABLE = 32;

/**
 * A stacked run longer than this shows its head, `LONG_RUN_SLIVERS` slivers and, touching the last
 * sliver, its last cube in full ("-16 ||| -23"): a row of slivers reads as noise (thirty of them,
 * in a custom game), and the two ends say how far the run reaches. Such a run is 2.6 tiles wide
 * whatever its length (a sliver per cube was 2 tiles at 6 cubes, 6.8 at 30); the layout tests
 * check every seat card and finale (a shorter threshold no longer fits the crowded ones).
 */
export const LONG_RUN = 4;
/** Slivers shown between the two ends of a long run (`LONG_RUN`); the other cubes lie under the last. */
export const LONG_RUN_SLIVERS = 3;

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
 * stacked behind their run's head when `compact`; with `bridgeW`, a compact long run shows its head
 * and its last cube in full with a `bridgeW`-wide band between them for its count (the finale's
 * rows: slivers read as noise from the sofa), its middle cubes hidden under the last. As many rows as the runs need (a run that does
 * not fit the rest of a line starts a new one), `fits` false when they overflow the box. Pass
 * `height` Infinity to learn how many rows a width needs. `cubeFlow` picks the size for a box.
 */
export function cubeFlowAt(runs: readonly (readonly number[])[], width: number, height: number, font: number, compact: boolean, bridgeW = 0): CubeFlow {
  const { w, h } = cubeTileSize(font);
  const inner = 4;
  const between = Math.round(font * 0.45);
  const rowH = h + Math.max(4, Math.round(h * 0.12));
  const peek = Math.max(10, Math.round(w * 0.2));
  const tiles: CubeTile[] = [];
  const bridges: RunBridge[] = [];
  let x = 0;
  let y = 0;
  const place = (cube: number, counted: boolean, stacked: boolean, tx: number, hidden = false): void => {
    const visible = hidden ? { x: tx + w, y, w: 0, h } : stacked ? { x: tx + w - peek, y, w: peek, h } : { x: tx, y, w, h };
    tiles.push({ cube, x: tx, y, counted, stacked, visible });
  };
  for (const run of runs) {
    if (!run.length) continue;
    const long = compact && run.length > LONG_RUN;
    const bridged = long && bridgeW > 0;
    const runW = bridged ? 2 * w + bridgeW + 2 * inner : long ? 2 * w + LONG_RUN_SLIVERS * peek : compact ? w + (run.length - 1) * peek : run.length * w + (run.length - 1) * inner;
    if (x > 0 && x + runW > width) {
      x = 0;
      y += rowH;
    }
    if (bridged) {
      // Head, the bridge with the count, the last cube; the middle cubes lie wholly under the last.
      const lastX = x + w + inner + bridgeW + inner;
      place(run[0]!, true, false, x);
      for (const k of range(1, run.length - 1)) place(run[k]!, false, true, lastX, true);
      place(run[run.length - 1]!, false, false, lastX);
      bridges.push({ x: x + w + inner, y, w: bridgeW, h, count: run.length });
      x += runW + between;
      continue;
    }
    if (compact) {
      place(run[0]!, true, false, x);
      // A long run's middle lies under its last sliver: placed before it, so drawn under it (the
      // screens draw stacked tiles farthest first, ties in this order) and no stray digit shows.
      const order = long ? [...range(1, LONG_RUN_SLIVERS), ...range(LONG_RUN_SLIVERS + 1, run.length - 1), LONG_RUN_SLIVERS] : range(1, run.length);
      for (const k of order) place(run[k]!, false, true, x + Math.min(k, long ? LONG_RUN_SLIVERS : k) * peek, long && k > LONG_RUN_SLIVERS);
      if (long) place(run[run.length - 1]!, false, false, x + w + LONG_RUN_SLIVERS * peek);
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
  return { tiles, bridges, w, h, font, compact, peek, fits: usedH <= height && usedW <= width };
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

/** The integers from `from` up to, not including, `to`. */
function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from) }, (_, i) => from + i);
}
