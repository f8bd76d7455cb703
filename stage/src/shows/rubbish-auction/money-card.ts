/**
 * A money card as the TV draws it: face down (a gold-edged back, never a value) or face up with
 * its value in thousands; a blocked card (face up, unusable this round) in cold red. Sizes in
 * design px.
 */
import { Container, Graphics } from 'pixi.js';
import { COLOURS, displayText } from '../../platform/ui/theme.js';

export interface MoneyCardLook {
  w: number;
  h: number;
  /** The value (thousands) face up, or null for face down. */
  value: number | null;
  blocked?: boolean;
}

/** A new card container, its origin at the top left. */
export function moneyCard(look: MoneyCardLook): Container {
  const c = new Container();
  const g = new Graphics();
  const r = Math.round(look.w * 0.14);
  if (look.value === null) {
    g.roundRect(0, 0, look.w, look.h, r).fill(COLOURS.goldDark).stroke({ width: 3, color: COLOURS.gold });
    g.roundRect(look.w * 0.18, look.h * 0.14, look.w * 0.64, look.h * 0.72, r / 2).stroke({ width: 2, color: COLOURS.gold, alpha: 0.7 });
    c.addChild(g);
    return c;
  }
  const edge = look.blocked ? COLOURS.cube : COLOURS.gold;
  g.roundRect(0, 0, look.w, look.h, r).fill(look.blocked ? COLOURS.cubeDark : COLOURS.text).stroke({ width: 3, color: edge });
  const v = displayText(String(look.value), Math.round(look.h * (look.value >= 10 ? 0.42 : 0.5)), look.blocked ? COLOURS.text : COLOURS.bgBottom);
  v.anchor.set(0.5);
  v.position.set(look.w / 2, look.h / 2);
  c.addChild(g, v);
  return c;
}
