// @vitest-environment happy-dom
/**
 * The countdown ring round the cube on offer (ui/bits.ts `CountdownRing`): its arc is drawn on
 * the circle alone, from 12 o'clock round by the fraction left, never with a spoke from the centre
 * to the top (a path that joined the arc to the centre drew a gold line down to the cube).
 */
import { describe, expect, it } from 'vitest';
import { CountdownRing } from '../../src/platform/ui/bits.js';

/** The points of every stroked polygon the ring holds now (Pixi's path primitives), as [x, y]. */
function strokedPoints(ring: CountdownRing): [number, number][] {
  const out: [number, number][] = [];
  for (const ins of ring.context.instructions) {
    if (ins.action !== 'stroke') continue;
    for (const p of ins.data.path.shapePath.shapePrimitives) {
      const points = (p.shape as { points?: number[] }).points;
      if (!points) continue;
      for (let i = 0; i < points.length; i += 2) out.push([points[i]!, points[i + 1]!]);
    }
  }
  return out;
}

describe('the countdown ring', () => {
  it.each([1, 0.75, 0.5, 0.25, 0.02])('draws %f of the timer as an arc on the circle only, starting at 12 o\'clock', (fraction) => {
    const ring = new CountdownRing(100);
    ring.draw(fraction, fraction < 0.3);
    const points = strokedPoints(ring);
    expect(points.length).toBeGreaterThan(1);
    for (const [x, y] of points) expect(Math.hypot(x, y)).toBeCloseTo(100, 3);
    expect(points[0]![0]).toBeCloseTo(0, 6);
    expect(points[0]![1]).toBeCloseTo(-100, 6);
  });

  it('keeps only the track when the time is up', () => {
    const ring = new CountdownRing(100);
    ring.draw(0, false);
    expect(strokedPoints(ring)).toEqual([]);
  });
});
