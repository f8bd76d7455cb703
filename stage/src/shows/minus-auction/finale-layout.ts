/**
 * Pure layout of the finale on the 1920x1080 design space (docs/STAGE.md, "Finale": the vault
 * opens, the rows reveal chips and scores and take their places, the evening's table after). Left:
 * the banner, its hint and one row per seat. Right: the vault on top; once the winner is announced,
 * tonight's table and, at the bottom, the join QR code with the room code for the next game.
 * All numbers are design px.
 */
import { CAPTION_BAR, type Rect, RESULTS_HINT, SAFE_AREA } from '../../platform/app/layout.js';
import { cubeFlowAt, cubeTileSize, type CubeFlow } from './cube-flow.js';

/** Width of the left column (banner and rows). */
export const FINALE_LEFT_W = 1184;
const COLUMN_GAP = 40;
/** The column heads ("CHIPS", "SCORE") under the hint, then the rows. */
const HEADS_Y = 200;
const HEADS_H = 40;
const ROWS_Y = HEADS_Y + HEADS_H + 4;
/** The rows' smallest number size that still leaves the heads their line (else the rows take it). */
const HEADED_MIN_FONT = 36;
const ROW_GAP = 6;
/** Rows are this tall when there is room (a 3-seat table), and never less than `ROW_MIN_H`. */
const ROW_MAX_H = 92;
const ROW_MIN_H = 62;
/** Space above and below a row's cubes. */
const ROW_PAD = 6;

/**
 * Inside a row, x from its left edge: the place ("1st", 40 px, centred), the avatar, the name
 * (40 px, fitted to `nameW`), the cube box, the chips ("+4", 40 px) and the score (48 px), both
 * right-aligned. Measured in Bungee / Atkinson Hyperlegible: "2ND" at 40 px is 86 wide, "+10" 82,
 * "-212" at 48 px 110, so the right-hand figures never touch the cube box or each other.
 */
export const FINALE_ROW = {
  placeX: 50,
  avatarX: 136,
  avatarSize: 56,
  nameX: 176,
  nameW: 200,
  cubesX: 392,
  cubesW: 540,
  chipsRight: FINALE_LEFT_W - 154,
  scoreRight: FINALE_LEFT_W - 24,
} as const;

/**
 * Smallest cube number in the finale, design px: its tile is 49 px tall, so at 1280x720 (2/3 of
 * the design space) a cube is still 32 px tall, readable from three metres (docs/STAGE.md, "Type").
 */
export const FINALE_MIN_FONT = 34;

/**
 * Number sizes tried, with struck cubes shown in full (false) or stacked behind their run's head
 * in every row (true): every cube full size first (a row with a run too long for one line stacks
 * that row alone), then every row stacked, then (only when even that overflows, e.g. a custom
 * game of 60 cubes) smaller than `FINALE_MIN_FONT`.
 */
const CANDIDATES: readonly [number, boolean][] = [
  [44, false], [40, false], [36, false], [44, true], [40, true], [36, true], [34, false], [34, true],
  [32, true], [28, true], [24, true], [20, true],
];

/**
 * Width of a stacked long run's bridge between its two ends, where its count is written ("8 cubes",
 * 32 px, in every language): a row of slivers between the ends read as noise from the sofa.
 */
export const FINALE_BRIDGE_W = 150;

/** One row: where it sits and how its cubes flow (tile positions relative to `cubes`). */
export interface FinaleRow {
  rect: Rect;
  /** The cube box, relative to the row: the flow's tiles are placed from its top-left. */
  cubes: Rect;
  flow: CubeFlow;
}

export interface FinaleLayout {
  /** "ANA WINS!" (76 px) and the line under it (34 px). */
  banner: Rect;
  hint: Rect;
  /**
   * The line of column heads over the rows' chips and score (32 px, bottom-aligned); null when
   * the rows need that line to keep their numbers as big (a very crowded table).
   */
  heads: Rect | null;
  /** Where the rows go (they are stacked from its top). */
  rowsArea: Rect;
  /** One row per seat, in the order given. */
  rows: FinaleRow[];
  /** Number size used by every row. */
  font: number;
  /**
   * Struck cubes stacked in every row (a table too crowded for them in full). When false, a row
   * is still stacked on its own (its flow's `compact`) if one of its runs is longer than a line.
   */
  compact: boolean;
  /** False when even the smallest cubes overflow the rows area (rows are then cut at its bottom). */
  fits: boolean;
  /** The right column: the vault (label and face-up cubes). */
  vault: Rect;
  /** Tonight's table: title line and its rows, down to the join box (`eveningFit` fits them). */
  evening: Rect;
  /** The join box at the bottom right: the QR square and the text beside it (label, room code). */
  joinQr: Rect;
  joinText: Rect;
}

const JOIN_QR = 220;

const VAULT_LABEL_H = 48;
const VAULT_GAP = 8;
/** The vault's biggest tile: numbers of 0.42 x its width (35 px). */
const VAULT_TILE = { w: 84, h: 59 };

/**
 * The vault's face-up cubes in the vault box (positions relative to it, under its label): one line
 * while they fit at full size, else two lines (the classic preset's nine), shrinking only past
 * ten, so the numbers stay at least 32 px.
 */
export function vaultTiles(count: number, width: number): { w: number; h: number; font: number; at: { x: number; y: number }[] } {
  const n = Math.max(0, Math.trunc(count));
  const fit = (k: number): number => Math.min(VAULT_TILE.w, (width - VAULT_GAP * (k - 1)) / Math.max(1, k));
  const perLine = fit(n) * 0.42 >= 32 || n <= 1 ? Math.max(1, n) : Math.ceil(n / 2);
  const w = Math.floor(fit(perLine));
  const h = Math.round(w * (VAULT_TILE.h / VAULT_TILE.w));
  const at = Array.from({ length: n }, (_, i) => ({ x: (i % perLine) * (w + VAULT_GAP), y: VAULT_LABEL_H + Math.floor(i / perLine) * (h + VAULT_GAP) }));
  return { w, h, font: Math.round(w * 0.42), at };
}

/** True when a run's cubes were wrapped onto two lines (a run too long for one line at full size). */
function splitsRun(runs: readonly (readonly number[])[], flow: CubeFlow): boolean {
  const y = new Map(flow.tiles.map((t) => [t.cube, t.y]));
  return runs.some((run) => run.length > 1 && y.get(run[0]!) !== y.get(run[run.length - 1]!));
}

function sum(values: number[]): number {
  return values.reduce((a, b) => a + b, 0);
}

/** One candidate's sizing of the rows: which candidate, its number size and stacking, each row's flow and height need. */
interface RowSizing { pick: number; font: number; compact: boolean; flows: CubeFlow[]; need: number[] }

/**
 * A row's cubes at `font`: in full unless `compact`, or unless one of its runs is longer than a
 * line at that size (it would break across two lines), when this row alone is stacked: one
 * seat's long run must not stack every other row's cubes, which have the room to show in full.
 */
function rowFlow(runs: readonly (readonly number[])[], font: number, compact: boolean): CubeFlow {
  const full = cubeFlowAt(runs, FINALE_ROW.cubesW, Infinity, font, compact, FINALE_BRIDGE_W);
  return compact || !splitsRun(runs, full) ? full : cubeFlowAt(runs, FINALE_ROW.cubesW, Infinity, font, true, FINALE_BRIDGE_W);
}

/** One candidate's sizing of the rows (`CANDIDATES[pick]`). */
function sizing(runsBySeat: readonly (readonly (readonly number[])[])[], pick: number): RowSizing {
  const [font, compact] = CANDIDATES[pick]!;
  const tileH = cubeTileSize(font).h;
  const flows = runsBySeat.map((runs) => rowFlow(runs, font, compact));
  const need = flows.map((f) => {
    const usedH = f.tiles.reduce((m, t) => Math.max(m, t.y + f.h), 0);
    return Math.max(ROW_MIN_H, Math.max(usedH, tileH) + 2 * ROW_PAD);
  });
  return { pick, font, compact, flows, need };
}

/**
 * The number size and each row's flow and height need: the biggest full size (down to
 * `FINALE_MIN_FONT`) at which every row fits `areaH` with no row stacked, so a run that fits a
 * line at a smaller readable size shows every cube (a run of six or seven); else the first of
 * `CANDIDATES` at which every row fits (a run longer than a line is stacked, its row alone first).
 */
function sizeRows(runsBySeat: readonly (readonly (readonly number[])[])[], areaH: number): RowSizing {
  const gaps = ROW_GAP * Math.max(0, runsBySeat.length - 1);
  const fits = (s: RowSizing): boolean => s.flows.every((f) => f.fits) && sum(s.need) + gaps <= areaH;
  for (const [pick, [font, compact]] of CANDIDATES.entries()) {
    if (compact || font < FINALE_MIN_FONT) continue;
    const s = sizing(runsBySeat, pick);
    if (fits(s) && stackedRows(s) === 0) return s;
  }
  let chosen: RowSizing | null = null;
  for (const pick of CANDIDATES.keys()) {
    chosen = sizing(runsBySeat, pick);
    if (fits(chosen)) break;
  }
  return chosen!;
}

/** How many rows of a sizing are stacked. */
function stackedRows(sizing: RowSizing): number {
  return sizing.flows.filter((f) => f.compact).length;
}

/**
 * The finale for a table whose seats hold `runsBySeat` (each seat's runs, closest to zero first,
 * as shared's `runsOf` gives), rows in that order (seat order while the chips are revealed, place
 * order after). Every row uses the same number size: the biggest at which all rows fit the rows
 * area, each row as tall as its cubes need (a seat with many separate runs wraps them onto two or
 * three lines instead of shrinking them), the rest as tall as the room allows up to 92 px. Struck
 * cubes show in full, crossed out, in every row that has the room: a row with a run longer than a
 * line is stacked on its own, and every row only when the table does not fit otherwise. The
 * column heads ("CHIPS", "SCORE") take a line over the rows unless the rows need it to keep
 * their numbers at 36 px or more and unstacked.
 */
export function finaleLayout(runsBySeat: readonly (readonly (readonly number[])[])[]): FinaleLayout {
  const bottom = CAPTION_BAR.y - 16;
  const withHeads = sizeRows(runsBySeat, bottom - ROWS_Y);
  const without = sizeRows(runsBySeat, bottom - HEADS_Y);
  // The heads may cost the numbers a size, down to HEADED_MIN_FONT, never their stacking.
  const headed = withHeads.pick === without.pick || (stackedRows(withHeads) === stackedRows(without) && withHeads.font >= HEADED_MIN_FONT);
  const rowsY = headed ? ROWS_Y : HEADS_Y;
  const rowsArea: Rect = { x: SAFE_AREA.x, y: rowsY, w: FINALE_LEFT_W, h: bottom - rowsY };
  const gaps = ROW_GAP * Math.max(0, runsBySeat.length - 1);
  const { font, compact, flows, need } = headed ? withHeads : without;
  // The tallest common height (up to ROW_MAX_H) that still fits: rows that need more keep theirs.
  let base = ROW_MAX_H;
  while (base > ROW_MIN_H && sum(need.map((n) => Math.max(n, base))) + gaps > rowsArea.h) base--;
  const heights = need.map((n) => Math.max(n, base));
  const fits = sum(heights) + gaps <= rowsArea.h && flows.every((f) => f.fits);
  let y = rowsArea.y;
  const rows = flows.map((flow, i): FinaleRow => {
    const h = heights[i]!;
    const usedH = Math.max(flow.h, flow.tiles.reduce((m, t) => Math.max(m, t.y + flow.h), 0));
    const row: FinaleRow = {
      rect: { x: rowsArea.x, y, w: FINALE_LEFT_W, h },
      cubes: { x: FINALE_ROW.cubesX, y: Math.round((h - usedH) / 2), w: FINALE_ROW.cubesW, h: usedH },
      flow,
    };
    y += h + ROW_GAP;
    return row;
  });
  const rightX = SAFE_AREA.x + FINALE_LEFT_W + COLUMN_GAP;
  const rightW = SAFE_AREA.x + SAFE_AREA.w - rightX;
  const vault: Rect = { x: rightX, y: SAFE_AREA.y, w: rightW, h: VAULT_LABEL_H + 2 * VAULT_TILE.h + VAULT_GAP };
  const joinQr: Rect = { x: rightX, y: bottom - JOIN_QR, w: JOIN_QR, h: JOIN_QR };
  const eveningY = vault.y + vault.h + 16;
  const evening: Rect = { x: rightX, y: eveningY, w: rightW, h: joinQr.y - 12 - eveningY };
  const joinText: Rect = { x: rightX + JOIN_QR + 24, y: joinQr.y, w: rightW - JOIN_QR - 24, h: JOIN_QR };
  return {
    banner: { x: SAFE_AREA.x, y: SAFE_AREA.y, w: FINALE_LEFT_W, h: 96 },
    hint: { ...RESULTS_HINT, w: FINALE_LEFT_W },
    heads: headed ? { x: SAFE_AREA.x, y: HEADS_Y, w: FINALE_LEFT_W, h: HEADS_H } : null,
    rowsArea, rows, font, compact, fits, vault, evening, joinQr, joinText,
  };
}
