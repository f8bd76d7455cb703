/**
 * Seat avatars drawn in vector (shared/src/protocol/avatars.ts): a disc in the seat's
 * colour-blind-safe colour with a distinct shape on it, so colour is never the only cue.
 */
import { Container, Graphics } from 'pixi.js';
import { AVATARS, type Avatar } from '@minus/shared/protocol/avatars';
import { hexColour } from './theme.js';

function star(g: Graphics, r: number, points = 5, inner = 0.45): Graphics {
  const pts: number[] = [];
  for (let i = 0; i < points * 2; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / points;
    const rr = i % 2 === 0 ? r : r * inner;
    pts.push(Math.cos(a) * rr, Math.sin(a) * rr);
  }
  return g.poly(pts);
}

/** Draw avatar `id`'s icon shape centred at 0,0 with radius `r`, in `ink`. */
function drawIcon(g: Graphics, icon: Avatar['icon'], r: number, ink: number): void {
  switch (icon) {
    case 'fox':
      g.poly([-r * 0.7, -r * 0.45, -r * 0.35, -r * 0.75, 0, -r * 0.35, r * 0.35, -r * 0.75, r * 0.7, -r * 0.45, 0, r * 0.7]).fill(ink);
      break;
    case 'owl':
      g.circle(-r * 0.35, -r * 0.05, r * 0.3).circle(r * 0.35, -r * 0.05, r * 0.3).fill(ink);
      g.poly([-r * 0.12, r * 0.3, r * 0.12, r * 0.3, 0, r * 0.6]).fill(ink);
      break;
    case 'frog':
      g.roundRect(-r * 0.7, -r * 0.1, r * 1.4, r * 0.55, r * 0.27).fill(ink);
      g.circle(-r * 0.4, -r * 0.35, r * 0.22).circle(r * 0.4, -r * 0.35, r * 0.22).fill(ink);
      break;
    case 'star':
      star(g, r * 0.8).fill(ink);
      break;
    case 'whale':
      g.ellipse(-r * 0.1, r * 0.1, r * 0.6, r * 0.38).fill(ink);
      g.poly([r * 0.4, r * 0.1, r * 0.8, -r * 0.35, r * 0.8, r * 0.45]).fill(ink);
      break;
    case 'flame':
      g.circle(0, r * 0.25, r * 0.42).fill(ink);
      g.poly([-r * 0.4, r * 0.12, 0, -r * 0.8, r * 0.4, r * 0.12]).fill(ink);
      break;
    case 'flower':
      for (let i = 0; i < 5; i++) {
        const a = -Math.PI / 2 + (i * 2 * Math.PI) / 5;
        g.circle(Math.cos(a) * r * 0.42, Math.sin(a) * r * 0.42, r * 0.26);
      }
      g.fill(ink);
      break;
  }
}

/** An avatar badge of diameter `size` (design px) for avatar index `id` (out of range → 0). */
export function avatarBadge(id: number, size: number): Container {
  const avatar = AVATARS[id] ?? AVATARS[0]!;
  const c = new Container();
  const g = new Graphics();
  const r = size / 2;
  g.circle(0, 0, r).fill(hexColour(avatar.colour)).stroke({ width: Math.max(2, size * 0.05), color: 0xffffff, alpha: 0.85 });
  drawIcon(g, avatar.icon, r * 0.75, hexColour(avatar.ink));
  c.addChild(g);
  c.label = `${avatar.colourName} ${avatar.icon}`;
  return c;
}

/** The avatar record for an index (out of range → the first). */
export function avatarOf(id: number): Avatar {
  return AVATARS[id] ?? AVATARS[0]!;
}
