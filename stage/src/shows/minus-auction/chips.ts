/**
 * Minus Auction's chips on the stage: a gold chip (the pot, a chip sliding into it) and a refusal
 * marker (a numbered chip on a seat card and in the auction's legend).
 */
import { Container, Graphics } from 'pixi.js';
import { bodyText, COLOURS } from '../../platform/ui/theme.js';

/** A gold chip of radius `r` centred at 0,0. */
export function chip(r = 26): Graphics {
  return new Graphics()
    .circle(0, 0, r).fill(COLOURS.gold).stroke({ width: Math.max(2, r * 0.14), color: COLOURS.goldDark })
    .circle(0, 0, r * 0.58).stroke({ width: Math.max(2, r * 0.1), color: 0xfff1c4, alpha: 0.8 });
}

/**
 * A refusal marker of radius `r` centred at 0,0: a gold chip with the refusal's 1-based number
 * (32 px), as the seat cards and the auction's legend show them.
 */
export function refusalChip(n: number, r: number): Container {
  const c = new Container();
  const g = new Graphics().circle(0, 0, r).fill(COLOURS.gold).stroke({ width: 3, color: COLOURS.goldDark });
  const t = bodyText(String(n), 32, COLOURS.bgBottom);
  t.anchor.set(0.5);
  c.addChild(g, t);
  return c;
}
