/**
 * Boxes on the page in the stage's design px, for the browser tests that check what the TV lays
 * over the show (the PRACTICE tag, the REPLAY badge, the crowd's tabs) against layout.ts's rects.
 */
import type { Rect } from '../../src/platform/app/layout.js';

/** A page rect (CSS px) in design px, for a `width` x `height` window (the letterbox of engine/resize.ts). */
export function toDesign(box: { x: number; y: number; width: number; height: number }, width: number, height: number): Rect {
  const k = Math.min(width / 1920, height / 1080);
  const dx = (width - 1920 * k) / 2;
  const dy = (height - 1080 * k) / 2;
  return { x: (box.x - dx) / k, y: (box.y - dy) / k, w: box.width / k, h: box.height / k };
}

/** `r` made `by` design px smaller on every side (rounding of CSS px). */
export const shrink = (r: Rect, by = 1): Rect => ({ x: r.x + by, y: r.y + by, w: r.w - 2 * by, h: r.h - 2 * by });
