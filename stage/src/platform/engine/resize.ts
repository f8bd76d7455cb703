/**
 * Resize as a pure function of the window and the fixed design space (PixiJS open-games style):
 * the show is laid out on 1920x1080 design pixels and letterboxed into any window, keeping 16:9.
 */

/** The design space every scene lays itself out in, in design px. */
export const DESIGN = { width: 1920, height: 1080 } as const;

/** The TV overscan safe margin: 5% on every side (docs/STAGE.md, "Layout"), in design px. */
export const SAFE = { x: DESIGN.width * 0.05, y: DESIGN.height * 0.05 } as const;

/** How the design space sits in a window: a uniform `scale` and an offset, all in CSS px. */
export interface Fit {
  /** CSS px per design px (> 0). */
  scale: number;
  /** Left and top of the 1920x1080 box inside the window, CSS px (letterbox bars are the rest). */
  x: number;
  y: number;
  /** Window size the fit was made for, CSS px (at least 1x1). */
  width: number;
  height: number;
}

/**
 * Letterbox the design space into a `width` x `height` window (CSS px). Bad sizes (0, negative,
 * NaN: a hidden tab or an iframe being laid out) are treated as 1 px so the result stays usable.
 */
export function fitDesign(width: number, height: number): Fit {
  const w = Number.isFinite(width) && width >= 1 ? Math.floor(width) : 1;
  const h = Number.isFinite(height) && height >= 1 ? Math.floor(height) : 1;
  const scale = Math.min(w / DESIGN.width, h / DESIGN.height);
  return { scale, x: Math.max(0, (w - DESIGN.width * scale) / 2), y: Math.max(0, (h - DESIGN.height * scale) / 2), width: w, height: h };
}

/**
 * The renderer resolution for a device pixel ratio: the ratio itself (1, 1.5, 2...) clamped to
 * 1..3 so a bad value or an 8K phone cannot blow up the canvas.
 */
export function renderResolution(devicePixelRatio: number): number {
  if (!Number.isFinite(devicePixelRatio) || devicePixelRatio <= 0) return 1;
  return Math.min(3, Math.max(1, devicePixelRatio));
}

/**
 * The resolution to give text so that it stays crisp when the design space is scaled up on a big
 * screen: resolution x max(1, scale), rounded up to a quarter, at most 4.
 */
export function textResolution(resolution: number, scale: number): number {
  const r = resolution * Math.max(1, Number.isFinite(scale) ? scale : 1);
  return Math.min(4, Math.ceil(r * 4) / 4);
}
