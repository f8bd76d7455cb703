/**
 * A long name stays readable: on two lines where the box is tall enough (at a space, after a
 * hyphen, or between letters when one line would be too small), and in a narrow column cut with
 * "…" rather than shrunk below a floor (ui/name-fit.ts).
 */
import { describe, expect, it } from 'vitest';
import type { Text } from 'pixi.js';
import { fitName, fitNameAtLeast } from '../../src/platform/ui/name-fit.js';

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

describe('fitting a long name on two lines', () => {
  it('splits at the space nearest the middle', () => {
    const t = fitName(fakeText(), 'Mary Jane Watson', 200, 80);
    expect(t.text).toBe('Mary Jane\nWatson');
    expect(t.scale.x).toBeCloseTo(1);
  });

  it('splits after a hyphen, keeping it, when the name has no space', () => {
    const t = fitName(fakeText(), 'Bartholomew-Long', 240, 80);
    expect(t.text).toBe('Bartholomew-\nLong');
    expect(t.scale.x).toBeCloseTo(1);
  });

  it('splits a one-word name between letters only when one line would be too small to read', () => {
    const small = fitName(fakeText(), 'Bartholomewlongs', 200, 80);
    expect(small.text).toBe('Bartholo\nmewlongs');
    expect(small.scale.x).toBeGreaterThan(0.75);
    // Shrunk a little on one line: it stays whole.
    const slight = fitName(fakeText(), 'Alexandrina', 200, 80);
    expect(slight.text).toBe('Alexandrina');
    expect(slight.scale.x).toBeCloseTo(200 / 220);
    // A box one line high: one line, shrunk.
    expect(fitName(fakeText(), 'Bartholomewlongs', 200, 40).text).toBe('Bartholomewlongs');
  });

  it('never splits inside a grapheme', () => {
    const t = fitName(fakeText(), 'Zoë🦊🦊🦊🦊👩‍👩‍👧🦊🦊🦊🦊', 120, 80);
    for (const line of t.text.split('\n')) expect(line).not.toMatch(/^\u200d|\u200d$/);
    expect(t.text.replace('\n', '')).toBe('Zoë🦊🦊🦊🦊👩‍👩‍👧🦊🦊🦊🦊');
  });
});
