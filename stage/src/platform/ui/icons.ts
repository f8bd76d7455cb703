/**
 * Seat avatars drawn in vector (shared/src/protocol/avatars.ts): a disc in the seat's
 * colour-blind-safe colour with its icon on it, so colour is never the only cue. The icon's shapes
 * come from the shared `AVATAR_ICONS`, so the TV and the phones draw the same avatar.
 */
import { Container, Graphics } from 'pixi.js';
import { AVATAR_ICON_BOX, AVATAR_ICON_SCALE, AVATAR_ICONS, avatarOf, type Avatar } from '@minus/shared/platform/protocol/avatars';
import { hexColour } from './theme.js';

/** Draw avatar `avatar`'s icon (shared `AVATAR_ICONS`) centred at 0,0 on a disc of diameter `size`. */
function drawIcon(g: Graphics, avatar: Avatar, size: number): void {
  const k = (size * AVATAR_ICON_SCALE) / AVATAR_ICON_BOX;
  const half = AVATAR_ICON_BOX / 2;
  const ink = hexColour(avatar.ink);
  const disc = hexColour(avatar.colour);
  for (const s of AVATAR_ICONS[avatar.icon]) {
    if (s.kind === 'circle') g.circle((s.x - half) * k, (s.y - half) * k, s.r * k);
    else if (s.kind === 'ellipse') g.ellipse((s.x - half) * k, (s.y - half) * k, s.rx * k, s.ry * k);
    else g.poly(s.points.map((v) => (v - half) * k));
    g.fill(s.cut ? disc : ink);
  }
}

/** An avatar badge of diameter `size` (design px) for avatar index `id` (clamped into 0..6). */
export function avatarBadge(id: number, size: number): Container {
  const avatar = avatarOf(id);
  const c = new Container();
  const g = new Graphics();
  const r = size / 2;
  g.circle(0, 0, r).fill(hexColour(avatar.colour)).stroke({ width: Math.max(2, size * 0.05), color: 0xffffff, alpha: 0.85 });
  drawIcon(g, avatar, size);
  c.addChild(g);
  c.label = `${avatar.colourName} ${avatar.icon}`;
  return c;
}

/** The avatar record for an index (shared: out of range → clamped into 0..6). */
export { avatarOf };
