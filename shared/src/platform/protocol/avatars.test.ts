import { describe, expect, it } from 'vitest';
import { AVATAR_ICON_BOX, AVATAR_ICONS, AVATARS, avatarOf } from './avatars.js';

describe('avatars', () => {
  it('draws every avatar from shapes inside the icon box, with some ink', () => {
    for (const a of AVATARS) {
      const shapes = AVATAR_ICONS[a.icon];
      expect(shapes.some((s) => !s.cut), a.icon).toBe(true);
      for (const s of shapes) {
        const xs = s.kind === 'poly' ? s.points.filter((_, i) => i % 2 === 0) : [s.x - (s.kind === 'circle' ? s.r : s.rx), s.x + (s.kind === 'circle' ? s.r : s.rx)];
        const ys = s.kind === 'poly' ? s.points.filter((_, i) => i % 2 === 1) : [s.y - (s.kind === 'circle' ? s.r : s.ry), s.y + (s.kind === 'circle' ? s.r : s.ry)];
        if (s.kind === 'poly') expect(s.points.length % 2 === 0 && s.points.length >= 6, a.icon).toBe(true);
        for (const v of [...xs, ...ys]) {
          expect(v, a.icon).toBeGreaterThanOrEqual(0);
          expect(v, a.icon).toBeLessThanOrEqual(AVATAR_ICON_BOX);
        }
      }
    }
  });

  it('gives seven different icons and colours, and clamps an index', () => {
    expect(new Set(AVATARS.map((a) => a.icon)).size).toBe(7);
    expect(new Set(AVATARS.map((a) => a.colour)).size).toBe(7);
    expect(AVATARS.map((a, i) => a.id === i)).toEqual(Array(7).fill(true));
    expect(avatarOf(3).icon).toBe('star');
    expect(avatarOf(42).id).toBe(6);
    expect(avatarOf(-1).id).toBe(0);
    expect(avatarOf(Number.NaN).id).toBe(0);
  });
});
