import { describe, expect, it } from 'vitest';
import type { Caption } from '@minus/shared/platform/captions/caption';
import { DecisionClock } from '../../src/platform/app/decision-clock.js';

/** A clock on a fake show context: server time set by the test, captions and sounds recorded. */
function clock() {
  const heard: string[] = [];
  let now = 1_000_000;
  const c = new DecisionClock({ now: () => now, say: (cap: Caption) => heard.push(cap.text), sound: (id) => heard.push(`[${id}]`) });
  return { c, heard, at: (ms: number) => (now = ms) };
}

describe("the decision's clock on the stage", () => {
  it('shows the seconds the phones show, and turns urgent for the last 5 of a 30-second timer', () => {
    const { c, at } = clock();
    const deadline = 1_000_000 + 30_000;
    expect(c.read(true, deadline, 30_000, 'Ana')).toEqual({ fraction: 1, seconds: 30, urgent: false, changed: true });
    at(deadline - 29_500);
    expect(c.read(true, deadline, 30_000, 'Ana')).toMatchObject({ seconds: 30, changed: false });
    at(deadline - 5_500);
    expect(c.read(true, deadline, 30_000, 'Ana')).toMatchObject({ seconds: 6, urgent: false, changed: true });
    at(deadline - 5_000);
    const face = c.read(true, deadline, 30_000, 'Ana');
    expect(face).toMatchObject({ seconds: 5, urgent: true, changed: true });
    expect(face.fraction).toBeCloseTo(5 / 30, 9);
  });

  it('warns once by name when the last stretch begins, then ticks once a second, and warns again for the next decision', () => {
    const { c, heard, at } = clock();
    const first = 1_000_000 + 30_000;
    for (const left of [6_000, 5_000, 4_900, 4_000, 3_000, 3_000, 900]) {
      at(first - left);
      c.read(true, first, 30_000, 'Ana');
    }
    expect(heard).toEqual(['Ana, 5 seconds!', '[tick]', '[tick]', '[tick]']);
    heard.length = 0;
    const second = first + 20_000;
    at(second - 4_000);
    c.read(true, second, 30_000, 'Ben');
    expect(heard).toEqual(['Ben, 4 seconds!']);
    // A 10-second timer's last stretch is its last 3 seconds (a 5-second warning would sound at every start).
    heard.length = 0;
    const short = second + 20_000;
    for (const left of [4_000, 3_000]) {
      at(short - left);
      c.read(true, short, 10_000, 'Cy');
    }
    expect(heard).toEqual(['Cy, 3 seconds!']);
  });

  it('shows no time and stays quiet when nothing is timed (a reveal on screen, nobody deciding, no timer)', () => {
    const { c, heard, at } = clock();
    const deadline = 1_000_000 + 30_000;
    expect(c.read(true, deadline, 30_000, 'Ana').seconds).toBe(30);
    at(deadline - 2_000);
    expect(c.read(false, deadline, 30_000, 'Ana')).toEqual({ fraction: null, seconds: null, urgent: false, changed: true });
    expect(c.read(true, deadline, 0, 'Ana')).toMatchObject({ fraction: null, seconds: null, changed: false });
    expect(heard).toEqual([]);
  });
});
