/**
 * The crowd's cheer and groan bubbles on the TV (ui/crowd-bubbles.ts, drawn by crowd-overlay.ts):
 * each stays readable, so bubbles that come together (two watchers cheering at once, a burst)
 * never cover one another while they show.
 */
import { describe, expect, it } from 'vitest';
import { BubbleFlight, BUBBLE_MS } from '../../src/platform/ui/crowd-bubbles.js';

/** A "Cheer!" bubble's size in English, and a wider one's (Malay's groan), in design px. */
const CHEER = { w: 170, h: 64 };
const WIDE = { w: 240, h: 64 };

function expectApart(flight: BubbleFlight<string>, what: string): void {
  const boxes = flight.flying.filter((b) => b.alpha > 0);
  for (const [i, a] of boxes.entries()) {
    for (const b of boxes.slice(i + 1)) {
      const overlap = Math.abs(a.x - b.x) < (a.w + b.w) / 2 && Math.abs(a.y - b.y) < (a.h + b.h) / 2;
      expect(overlap, `${what}: ${a.item} at (${a.x.toFixed(0)}, ${a.y.toFixed(0)}) and ${b.item} at (${b.x.toFixed(0)}, ${b.y.toFixed(0)}) overlap`).toBe(false);
    }
  }
}

/** Fly every bubble to its end, checking at every frame. */
function flyOut(flight: BubbleFlight<string>, what: string): void {
  for (let t = 0; t < BUBBLE_MS + 24 * 90; t += 50) {
    flight.frame(50);
    expectApart(flight, `${what}, ${t} ms`);
  }
  expect(flight.flying).toHaveLength(0);
}

describe('the crowd\'s bubbles', () => {
  it('two cheers at once are both readable: neither covers the other as they rise', () => {
    for (let run = 0; run < 30; run++) {
      const flight = new BubbleFlight<string>();
      flight.add('cheer 1', CHEER.w, CHEER.h);
      flight.add('cheer 2', CHEER.w, CHEER.h);
      // Either side of the centre, clear of Rubbish Auction's fame track (540 px wide there) and its avatars.
      for (const b of flight.flying) expect(Math.abs(b.x - 960) - b.w / 2, b.item).toBeGreaterThanOrEqual(270);
      flyOut(flight, `run ${run}`);
    }
  });

  it('a burst of cheers and groans of different widths, staggered, never covers one another', () => {
    for (let run = 0; run < 10; run++) {
      const flight = new BubbleFlight<string>();
      for (let i = 0; i < 9; i++) flight.add(`bubble ${i}`, i % 3 === 2 ? WIDE.w : CHEER.w, CHEER.h, i * 90);
      flyOut(flight, `run ${run}`);
    }
  });

  it('a cheer that follows another closely does not land on it', () => {
    for (let run = 0; run < 30; run++) {
      const flight = new BubbleFlight<string>();
      flight.add('first', CHEER.w, CHEER.h);
      flight.frame(120);
      flight.add('second', CHEER.w, CHEER.h);
      flyOut(flight, `run ${run}`);
    }
  });

  it('starts every bubble of a full burst inside the safe area\'s width', () => {
    const flight = new BubbleFlight<string>();
    for (let i = 0; i < 24; i++) flight.add(`b${i}`, WIDE.w, WIDE.h);
    for (const b of flight.flying) {
      expect(b.x - b.w / 2).toBeGreaterThanOrEqual(96);
      expect(b.x + b.w / 2).toBeLessThanOrEqual(1920 - 96);
    }
  });
});
