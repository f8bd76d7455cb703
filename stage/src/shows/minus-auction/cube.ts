/**
 * A number cube as a flat tile (docs/STAGE.md, "Colour": cubes glow like casino dice; cold red, always with the
 * minus sign). Struck-through tiles are the cubes of a run that no longer count.
 */
import { Container, Graphics } from 'pixi.js';
import { cubeText } from '@minus/shared/shows/minus-auction/wording';
import { COLOURS, displayText } from '../../platform/ui/theme.js';

export interface CubeLook {
  /** Width and height in design px. */
  w: number;
  h: number;
  /** Number font size in design px. */
  font: number;
  /** A cube of a run that does not count: dimmed and struck through. */
  struck?: boolean;
  /** Face down (the vault): no number. */
  faceDown?: boolean;
  /** Stacked behind its run's head, only an edge showing: no number (a cut-off digit reads as noise). */
  blank?: boolean;
}

/** A cube tile with its top-left at 0,0. */
export function cubeTile(value: number, look: CubeLook): Container {
  const c = new Container();
  const g = new Graphics();
  const r = Math.min(look.w, look.h) * 0.18;
  if (look.faceDown) {
    g.roundRect(0, 0, look.w, look.h, r).fill(COLOURS.surfaceHigh).stroke({ width: Math.max(2, look.h * 0.05), color: COLOURS.gold, alpha: 0.8 });
    g.roundRect(look.w * 0.2, look.h * 0.2, look.w * 0.6, look.h * 0.6, r * 0.6).stroke({ width: Math.max(2, look.h * 0.04), color: COLOURS.gold, alpha: 0.5 });
    c.addChild(g);
    return c;
  }
  const fill = look.struck ? COLOURS.cubeStruck : COLOURS.cube;
  g.roundRect(0, look.h * 0.06, look.w, look.h * 0.94, r).fill(look.struck ? 0x2a1822 : COLOURS.cubeDark);
  g.roundRect(0, 0, look.w, look.h * 0.92, r).fill(fill);
  if (!look.struck) g.roundRect(look.w * 0.08, look.h * 0.06, look.w * 0.84, look.h * 0.22, r * 0.6).fill({ color: 0xffffff, alpha: 0.16 });
  c.addChild(g);
  if (!look.blank) {
    const t = displayText(cubeText(value), look.font, look.struck ? 0xc9a9b4 : 0xffffff);
    t.anchor.set(0.5);
    t.position.set(look.w / 2, look.h * 0.47);
    if (t.width > look.w * 0.9) t.scale.set((look.w * 0.9) / t.width);
    c.addChild(t);
  }
  if (look.struck) {
    const s = new Graphics();
    s.moveTo(look.w * 0.1, look.h * 0.78).lineTo(look.w * 0.9, look.h * 0.16).stroke({ width: Math.max(3, look.h * 0.08), color: 0xffffff, alpha: 0.85, cap: 'round' });
    c.addChild(s);
  }
  return c;
}
