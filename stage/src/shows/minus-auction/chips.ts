/**
 * Minus Auction's chips on the stage: a gold chip (the pot, a chip sliding into it) and a refusal
 * marker (a "✕ refused" tag on a seat card; the auction's legend draws the same cross).
 */
import { Container, Graphics } from 'pixi.js';
import { bodyText, COLOURS } from '../../platform/ui/theme.js';
import { minusStageTexts } from './texts/index.js';

/** A gold chip of radius `r` centred at 0,0. */
export function chip(r = 26): Graphics {
  return new Graphics()
    .circle(0, 0, r).fill(COLOURS.gold).stroke({ width: Math.max(2, r * 0.14), color: COLOURS.goldDark })
    .circle(0, 0, r * 0.58).stroke({ width: Math.max(2, r * 0.1), color: 0xfff1c4, alpha: 0.8 });
}

/**
 * A refusal marker `2r` high whose centre-left is at 0,0: a slate tag with a red cross (a "no")
 * and what the seat said, `times` times for the cube on offer ("✕ refused", "✕ refused ×2",
 * 32 px, the stage's language), as the seat cards show them. Not gold and not round, so it never
 * reads as a count of chips; words, not an order ("1st" under a score read as the seat's place).
 */
export function refusalMark(times: number, r: number): Container {
  const c = new Container();
  const t = bodyText(minusStageTexts.now().refusedTag(times), 32, COLOURS.text);
  const x = Math.round(r * 0.42);
  const pad = 10;
  const w = Math.max(2 * r, pad + 2 * x + 6 + Math.ceil(t.width) + 9);
  const g = new Graphics().roundRect(0, -r, w, 2 * r, 8).fill(COLOURS.surfaceHigh).stroke({ width: 3, color: COLOURS.textDim });
  noCross(g, pad + x, 0, x);
  t.anchor.set(0, 0.5);
  t.position.set(pad + 2 * x + 6, 0);
  c.addChild(g, t);
  return c;
}

/** Draw a refusal's red cross (a "no"), `half` px from its centre `x`,`y` to each tip, onto `g`; returns `g`. */
export function noCross(g: Graphics, x: number, y: number, half: number): Graphics {
  return g.moveTo(x - half, y - half).lineTo(x + half, y + half).moveTo(x + half, y - half).lineTo(x - half, y + half)
    .stroke({ width: 4, color: COLOURS.urgent, cap: 'round' });
}
