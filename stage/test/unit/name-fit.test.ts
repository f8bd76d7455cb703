/** A long name in a narrow column stays readable: cut with "…" rather than shrunk below a floor (ui/theme.ts). */
import { describe, expect, it } from 'vitest';
import type { Text } from 'pixi.js';
import { fitNameAtLeast } from '../../src/platform/ui/name-fit.js';

/** A Pixi Text as far as fitting goes: 20 px a code point, 40 px a line, at scale 1. */
function fakeText(): Text {
  const t = {
    text: '',
    anchor: { x: 0 },
    style: { align: 'left' },
    scale: { x: 1, y: 1, set(v: number) { this.x = v; this.y = v; } },
    get width() { return Math.max(...t.text.split('\n').map((l) => [...l].length)) * 20 * t.scale.x; },
    get height() { return t.text.split('\n').length * 40 * t.scale.y; },
  };
  return t as unknown as Text;
}

describe('fitting a name in a narrow column', () => {
  it('shrinks a name that fits at the floor, as before', () => {
    const t = fitNameAtLeast(fakeText(), 'Alexandrina', 200, 40, 0.72);
    expect(t.text).toBe('Alexandrina');
    expect(t.scale.x).toBeCloseTo(200 / 220);
  });

  it('cuts a name that would shrink below the floor with "…", at the floor, within the width', () => {
    const t = fitNameAtLeast(fakeText(), 'Bartholomew-Long', 124, 40, 26 / 36);
    expect(t.scale.x).toBeCloseTo(26 / 36);
    expect(t.text).toMatch(/^Bartho.*…$/);
    expect(t.width).toBeLessThanOrEqual(124);
    // Whole code points: an emoji is never split.
    expect([...fitNameAtLeast(fakeText(), 'Zoë 🦊🦊🦊🦊🦊🦊🦊🦊', 124, 40, 0.72).text].every((c) => c !== '\ud83e')).toBe(true);
  });
});
