/**
 * Where the crowd's "Cheer!" and "Groan" bubbles rise on the TV (crowd-overlay.ts draws them):
 * each starts in a lane of its own over the table, or below the last one still rising in that
 * lane, so bubbles that come together (two watchers cheering at once, a burst) never cover one
 * another and each stays readable while it rises and fades.
 */
import { DESIGN, SAFE } from '../engine/resize.js';

/** How long a bubble rises (ms). */
export const BUBBLE_MS = 1800;
/** How fast a bubble rises (design px per ms). */
const RISE = 0.25;
/** Where a bubble starts: its centre's height over the table (design px). */
const START_Y = DESIGN.height - 240;
/** The lanes' spacing (design px: the widest bubble and a gap), and the space kept between two bubbles. */
const LANE_W = 280;
const GAP = 16;
/**
 * The lanes, by their offset from the screen's centre in spacings, in the order they fill: either
 * side of the centre first, clear of what a show puts there (the lot on offer, a track of the
 * players' avatars); over the centre only in a burst.
 */
const LANES = [-1.5, 1.5, -2.5, 2.5, -0.5, 0.5];

/** One bubble in flight: its centre and size (design px), and its age (ms; below 0 it has not shown yet). */
export interface Flying<T> {
  readonly item: T;
  x: number;
  y: number;
  readonly w: number;
  readonly h: number;
  age: number;
  /** Its opacity now: it fades in, then out. */
  alpha: number;
}

/** The bubbles in flight, each placed clear of the others (`T`: what draws it). */
export class BubbleFlight<T> {
  private live: Flying<T>[] = [];

  /** The bubbles in flight, oldest first. */
  get flying(): readonly Flying<T>[] {
    return this.live;
  }

  /**
   * Send up `item` (`w` x `h` design px) after `delayMs`; returns where it starts: the lane (in
   * `LANES` order) where it can start highest, below every bubble still rising there.
   */
  add(item: T, w: number, h: number, delayMs = 0): Flying<T> {
    const spacing = Math.max(LANE_W, w + GAP);
    let best = { x: DESIGN.width / 2, y: Infinity };
    for (const k of LANES) {
      const x = DESIGN.width / 2 + k * spacing;
      if (x - w / 2 < SAFE.x || x + w / 2 > DESIGN.width - SAFE.x) continue;
      // Bubbles rise together at one speed: starting below every one in this lane keeps it clear of them.
      const y = this.live.reduce((low, b) => (Math.abs(b.x - x) < (b.w + w) / 2 + GAP ? Math.max(low, b.y + (b.h + h) / 2 + GAP) : low), START_Y);
      if (y < best.y) best = { x, y };
    }
    const b: Flying<T> = { item, x: best.x, y: best.y, w, h, age: -delayMs, alpha: 0 };
    this.live.push(b);
    return b;
  }

  /** Move every bubble on by `dtMs`; returns those whose flight ended (to release). */
  frame(dtMs: number): Flying<T>[] {
    const ended: Flying<T>[] = [];
    this.live = this.live.filter((b) => {
      b.age += dtMs;
      const t = b.age / BUBBLE_MS;
      if (t >= 1) return void ended.push(b), false;
      b.y -= dtMs * RISE;
      b.alpha = t <= 0 ? 0 : t < 0.2 ? t / 0.2 : 1 - (t - 0.2) / 0.8;
      return true;
    });
    return ended;
  }

  /** Forget every bubble (the layer drawing them was released). */
  clear(): void {
    this.live = [];
  }
}
