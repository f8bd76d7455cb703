/**
 * Pure layout of the stage's scenes on the 1920x1080 design space (docs/STAGE.md, "Layout"):
 * everything inside the 5% safe margin, up to 7 seat cards of the same size round a centre that
 * never overlap each other, the centre or the caption bar, the lobby, and the inside of a seat
 * card. All numbers are design px. A show lays out its own content inside these.
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
/** Between the seat cards and the caption bar: a 7-seat column of four takes the crowd's tab above it and two rows of 32 px cubes in each card. */
const BAR_GAP = 12;
const COLUMN_W = 560;
const CARD_MAX_H = 250;

/**
 * The PRACTICE tag of a practice game (app/practice-tag.ts): one line in the top right corner of
 * the safe area, over the right column of seat cards (the centre column's top is the show's: the
 * vault, the round). It is drawn right-aligned in this box, never wider. At the top edge it was
 * cut by a TV's overscan, and over the centre it covered the vault's label.
 */
export const PRACTICE_TAG: Rect = { x: DESIGN.width - SAFE.x - COLUMN_W, y: SAFE.y, w: COLUMN_W, h: 48 };

/**
 * The crowd's tab on a seat card (ui/crowd-overlay.ts): `h` high, `above` of it over the card's
 * top edge. Between two stacked cards it reaches `above - GAP` into the upper card, under its cubes.
 */
export const CROWD_TAB = { h: 34, above: 24 } as const;

/** The highest a seat column's top card may start beside the practice tag: under it, with room for the crowd's tab. */
const UNDER_TAG = PRACTICE_TAG.y + PRACTICE_TAG.h + GAP + CROWD_TAB.above;

/**
 * The crowd's tab on a seat card `card`, `w` wide (ui/crowd-overlay.ts): at the card's right, clear
 * of its score, straddling its top edge, mostly above it.
 */
export function crowdTab(card: Rect, w: number): Rect {
  return { x: card.x + card.w - w - 130, y: card.y - CROWD_TAB.above, w, h: CROWD_TAB.h };
}

/**
 * The REPLAY badge while a replay has the TV (app/replay-panel.ts) over a game: the PRACTICE tag's
 * corner (the tag hides during a replay), two lines (the badge, then the replay's keys), down to
 * a gap above the right column's top card at 6 seats. A replay draws no crowd tabs, so the badge
 * may take their room above that card. At the top edge, where it first stood, a TV's overscan cut it.
 */
export const REPLAY_BADGE: Rect = { x: PRACTICE_TAG.x, y: SAFE.y, w: COLUMN_W, h: UNDER_TAG - GAP - SAFE.y };

/**
 * The results' hint line (the keys, under the banner), the same in every show's finale: during a
 * replay the REPLAY badge stands there on one line (its keys are the replay's then), as the
 * finales' top right corner is their own (the vault, tonight's table).
 */
export const RESULTS_HINT: Rect = { x: SAFE.x, y: SAFE.y + 100, w: 1184, h: 46 };

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

export interface TableLayout {
  /** One card per seat, in seat order. */
  seats: Rect[];
  /** The middle column: the show's centre (what is on offer, the countdown ring, the pot). */
  centre: Rect;
  caption: Rect;
}

/**
 * A game scene for `count` seats (clamped to 0..7): cards in two columns either side of the
 * centre, going round the table: down the left column, then up the right one, so the spotlight
 * travels in a loop. Left gets the odd seat out. The crowd's tab above a top card stays inside
 * the safe area (at 7 seats the left column's four cards start under its room). The right column
 * keeps clear of the practice tag's corner (`PRACTICE_TAG`) and the crowd's tab above its top card:
 * at 6 seats, where three cards of full height reached into it, both columns stand under it, their
 * cards a little shorter.
 */
export function tableLayout(count: number): TableLayout {
  const n = Math.max(0, Math.min(7, Math.trunc(Number.isFinite(count) ? count : 0)));
  const bottom = CAPTION_BAR.y - BAR_GAP;
  const leftN = Math.ceil(n / 2);
  const rightN = n - leftN;
  const rows = Math.max(1, leftN);
  const height = (k: number, h: number): number => k * h + (k - 1) * GAP;
  const cardH = (top: number): number => Math.min(CARD_MAX_H, (bottom - top - GAP * (rows - 1)) / rows);
  // Room above the top cards for the crowd's tab (a column of four starts there).
  let top = SAFE.y + CROWD_TAB.above;
  if (top + (bottom - top - height(rightN, cardH(top))) / 2 < UNDER_TAG) top = UNDER_TAG;
  const h = cardH(top);
  const column = (k: number, x: number): Rect[] => {
    const y0 = top + (bottom - top - height(k, h)) / 2;
    return Array.from({ length: k }, (_, i) => ({ x, y: y0 + i * (h + GAP), w: COLUMN_W, h }));
  };
  const left = column(leftN, SAFE.x);
  const right = column(rightN, DESIGN.width - SAFE.x - COLUMN_W).reverse();
  const cx = SAFE.x + COLUMN_W + GAP * 2;
  return {
    seats: [...left, ...right],
    centre: { x: cx, y: SAFE.y, w: DESIGN.width - 2 * cx, h: bottom - SAFE.y },
    caption: CAPTION_BAR,
  };
}

/** Height of one line of tonight's table on a results screen when there is room (ui/results-frame.ts). */
export const EVENING_ROW_H = 50;
/**
 * The shortest a line of tonight's table gets, to fit more people: its names and numbers are then
 * drawn at 32 px, the smallest a player must read (docs/STAGE.md, "Type").
 */
export const EVENING_ROW_MIN_H = 42;
/** Height of tonight's table's title and column heads above its rows. */
export const EVENING_HEAD_H = 80;
/**
 * The heads' second line, when they do not fit one line at `EVENING_HEAD_MIN_PX` (ui/results-frame.ts
 * staggers them): the title and heads are then `EVENING_HEAD_H + EVENING_HEAD_LINE` tall.
 */
export const EVENING_HEAD_LINE = 36;
/** The smallest a column head of tonight's table is drawn (design px): 19 px at 1280x720. */
export const EVENING_HEAD_MIN_PX = 28;

/** How tonight's table fits its box (`eveningFit`). */
export interface EveningFit {
  /** Height of each line, rows and the "more" line alike. */
  rowH: number;
  /** The top rows drawn. */
  shown: number;
  /** Rows left out (the last line says "+N more on the phones"); 0 when every row is drawn. */
  more: number;
}

/**
 * Tonight's table of `rows` rows in a box `height` tall (title and heads, `headH` tall, included): every row at
 * `EVENING_ROW_H` while they fit, else every row shorter, down to `EVENING_ROW_MIN_H`; when even
 * that is too many, the top rows and one last line for the rest, which only the phones list.
 */
export function eveningFit(rows: number, height: number, headH = EVENING_HEAD_H): EveningFit {
  const n = Math.max(0, Math.trunc(Number.isFinite(rows) ? rows : 0));
  const room = Math.max(0, height - headH);
  const lines = Math.max(1, Math.floor(room / EVENING_ROW_MIN_H));
  if (n <= lines) return { rowH: Math.min(EVENING_ROW_H, Math.floor(room / Math.max(1, n))), shown: n, more: 0 };
  return { rowH: Math.min(EVENING_ROW_H, Math.floor(room / lines)), shown: lines - 1, more: n - (lines - 1) };
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

/** Height of one tile of the lobby's settings (design px); they come in two rows. */
export const LOBBY_TILE_H = 100;

/**
 * How the lobby's tile words fit their rows (`rows`: each tile's label and value widths at full
 * size; `width`: a row's width; `pad`: each tile's padding; `ratio`: the value's full font size over
 * the label's): one scale for every value and one for every label (one small value among big ones
 * read as a mistake), the largest that fit the fullest row. A label keeps its full size while the
 * values stay at least as tall as it (scale `values * ratio`), so it shrinks only with them, never
 * below them. Before, every label shrank as far as the values: in Malay, with the Replay tile, the
 * labels stood 23 design px tall (about 15 px on a 1280x720 TV) under values of 29.
 */
export function tileFit(rows: readonly (readonly { label: number; value: number }[])[], width: number, pad: number, ratio: number): { values: number; labels: number } {
  const labelsAt = (v: number) => Math.min(1, v * ratio);
  const fits = (v: number) => rows.every((row) => row.reduce((a, t) => a + Math.max(t.label * labelsAt(v), t.value * v), 0) + pad * row.length <= width + 1e-6);
  if (fits(1)) return { values: 1, labels: 1 };
  let lo = 0;
  let hi = 1;
  for (let i = 0; i < 40; i++) {
    const mid = (lo + hi) / 2;
    if (fits(mid)) lo = mid;
    else hi = mid;
  }
  return { values: lo, labels: labelsAt(lo) };
}

/** The lobby: title and settings top left, the seat slots under them, the QR code on the right. */
export function lobbyLayout(): LobbyLayout {
  const leftW = 1080;
  const qrSize = 500;
  const qrX = DESIGN.width - SAFE.x - 560 + (560 - qrSize) / 2;
  // The settings: two rows of tiles (LOBBY_TILE_H each) and the rules' blurb; then the hint line.
  const seatTop = 548;
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
    settings: { x: SAFE.x, y: SAFE.y + 184, w: leftW, h: 2 * LOBBY_TILE_H + 8 + 42 },
    seats,
    qr: { x: qrX, y: SAFE.y, w: qrSize, h: qrSize },
    joinText: { x: DESIGN.width - SAFE.x - 600, y: SAFE.y + qrSize + 12, w: 600, h: CAPTION_BAR.y - GAP - (SAFE.y + qrSize + 12) },
    caption: CAPTION_BAR,
  };
}

/** A seat card's inside (design px, relative to the card): the header lines and the show's box. */
export interface SeatCardGeometry {
  pad: number;
  /** Avatar badge centre and diameter. */
  avatar: { x: number; y: number; size: number };
  /** Top of the name line (42 px) and of the status line (32 px), left edge of both. */
  nameY: number;
  statusY: number;
  textX: number;
  /** Centre line of the status line, and the radius of the marks a show may put at its right. */
  lineY: number;
  markR: number;
  /** The box the show's content (a player's cubes, cards...) flows into. */
  content: Rect;
}

/**
 * The seat card's inside for a card `w` x `h`: a compact header (name over status beside the
 * avatar, the show's figure and marks at the right) and the rest for the show's content, which
 * wraps into as many rows as the height allows (two at 7 seats, three at 3).
 */
export function seatCardGeometry(w: number, h: number): SeatCardGeometry {
  const pad = 14;
  // Down to the status line's marks (lineY + markR): two rows of 32 px cubes fit a 7-seat card.
  const header = 90;
  return {
    pad,
    avatar: { x: pad + 34, y: pad + 34, size: 64 },
    nameY: pad - 10,
    statusY: pad + 36,
    textX: pad + 80,
    lineY: pad + 57,
    markR: 19,
    content: { x: pad + 6, y: header, w: w - pad * 2 - 6, h: h - header - 8 },
  };
}
