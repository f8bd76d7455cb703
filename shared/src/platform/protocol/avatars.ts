/**
 * Seat avatars: a colour-blind-safe colour (Okabe-Ito, docs/STAGE.md, "Colour") paired with an icon and a
 * letter, so colour is never the only cue. Stage and controller show the same avatar for a seat:
 * both draw the icon from `AVATAR_ICONS` (plain circles, ellipses and polygons, which an SVG and
 * a PixiJS Graphics draw alike).
 */
export interface Avatar {
  /** Index 0..6, what a join message carries. */
  id: number;
  /** Human name of the colour, for accessible labels ("orange fox"). */
  colourName: string;
  /** CSS hex colour, e.g. "#E69F00". */
  colour: string;
  /** A short emoji-free icon name; its drawing is `AVATAR_ICONS[icon]`. */
  icon: 'fox' | 'owl' | 'frog' | 'star' | 'whale' | 'flame' | 'flower';
  /** Text colour that reads on `colour` at 4.5:1 or better. */
  ink: string;
}

/** The seven avatars, one per possible seat. */
export const AVATARS: readonly Avatar[] = [
  { id: 0, colourName: 'orange', colour: '#E69F00', icon: 'fox', ink: '#0b1026' },
  { id: 1, colourName: 'sky', colour: '#56B4E9', icon: 'owl', ink: '#0b1026' },
  { id: 2, colourName: 'green', colour: '#009E73', icon: 'frog', ink: '#0b1026' },
  { id: 3, colourName: 'yellow', colour: '#F0E442', icon: 'star', ink: '#0b1026' },
  { id: 4, colourName: 'blue', colour: '#0072B2', icon: 'whale', ink: '#ffffff' },
  { id: 5, colourName: 'vermillion', colour: '#D55E00', icon: 'flame', ink: '#0b1026' },
  { id: 6, colourName: 'purple', colour: '#CC79A7', icon: 'flower', ink: '#0b1026' },
];

/** The avatar for an index; out of range or not a number → clamped into 0..6. */
export function avatarOf(index: number): Avatar {
  return AVATARS[Math.min(AVATARS.length - 1, Math.max(0, Math.trunc(index) || 0))]!;
}

/**
 * One piece of an icon, in the icon's `AVATAR_ICON_BOX` square (x right, y down). Filled with the
 * avatar's `ink`, or, when `cut`, with the disc's `colour` (an eye, a hole), drawn in order.
 */
export type IconShape =
  | { kind: 'circle'; x: number; y: number; r: number; cut?: true }
  | { kind: 'ellipse'; x: number; y: number; rx: number; ry: number; cut?: true }
  /** A closed polygon: x0, y0, x1, y1, ... */
  | { kind: 'poly'; points: readonly number[]; cut?: true };

/** Side of the square the icon shapes are drawn in (units). */
export const AVATAR_ICON_BOX = 24;
/** The icon square's side as a fraction of the disc's diameter; the icon sits in the disc's centre. */
export const AVATAR_ICON_SCALE = 0.68;

const circle = (x: number, y: number, r: number, cut?: true): IconShape => ({ kind: 'circle', x, y, r, ...(cut ? { cut } : {}) });

/** A regular star's points around (cx, cy): `n` tips at radius `r`, inner corners at `r * inner`. */
function starPoints(cx: number, cy: number, r: number, n = 5, inner = 0.45): number[] {
  const pts: number[] = [];
  for (let i = 0; i < n * 2; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / n;
    const rr = i % 2 === 0 ? r : r * inner;
    pts.push(Math.round((cx + Math.cos(a) * rr) * 100) / 100, Math.round((cy + Math.sin(a) * rr) * 100) / 100);
  }
  return pts;
}

/** Petals round the centre of the box: `n` circles of radius `r` at distance `d`. */
function petals(n: number, d: number, r: number): IconShape[] {
  return Array.from({ length: n }, (_, i) => {
    const a = -Math.PI / 2 + (i * 2 * Math.PI) / n;
    return circle(Math.round((12 + Math.cos(a) * d) * 100) / 100, Math.round((12 + Math.sin(a) * d) * 100) / 100, r);
  });
}

/** Every icon, as the shapes both UIs draw. */
export const AVATAR_ICONS: Readonly<Record<Avatar['icon'], readonly IconShape[]>> = {
  fox: [{ kind: 'poly', points: [3, 4, 9, 9.5, 15, 9.5, 21, 4, 20, 13.5, 12, 21, 4, 13.5] }, circle(9, 13, 1.3, true), circle(15, 13, 1.3, true)],
  owl: [{ kind: 'poly', points: [5.5, 3, 8, 6.5, 16, 6.5, 18.5, 3, 18.5, 14, 5.5, 14] }, circle(12, 14, 6.5), circle(9.2, 11, 2, true), circle(14.8, 11, 2, true)],
  frog: [circle(7, 7.5, 3.3), circle(17, 7.5, 3.3), { kind: 'ellipse', x: 12, y: 15, rx: 9.5, ry: 5.5 }, circle(7, 7.5, 1.3, true), circle(17, 7.5, 1.3, true)],
  star: [{ kind: 'poly', points: starPoints(12, 12.8, 10.5) }],
  whale: [{ kind: 'ellipse', x: 10, y: 14, rx: 8.5, ry: 5.5 }, { kind: 'poly', points: [16, 13.5, 22.5, 7.5, 21, 13.5, 22.5, 19.5] }, circle(6, 12.5, 1.2, true)],
  flame: [circle(12, 15.5, 6), { kind: 'poly', points: [6.2, 14, 12, 1.5, 17.8, 14] }, { kind: 'ellipse', x: 12, y: 16.5, rx: 2.4, ry: 3.2, cut: true }],
  flower: [...petals(5, 5.6, 3.6), circle(12, 12, 2.3, true)],
};
