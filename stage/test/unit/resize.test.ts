import { describe, expect, it } from 'vitest';
import { DESIGN, fitDesign, renderResolution, textResolution } from '../../src/platform/engine/resize.js';

describe('fitDesign', () => {
  it('fills a 16:9 window exactly at 1280x720 and 1920x1080', () => {
    expect(fitDesign(1280, 720)).toEqual({ scale: 2 / 3, x: 0, y: 0, width: 1280, height: 720 });
    expect(fitDesign(1920, 1080).scale).toBe(1);
  });
  it('letterboxes a too-wide or too-tall window, centred', () => {
    const wide = fitDesign(2560, 1080);
    expect(wide.scale).toBe(1);
    expect(wide.x).toBe((2560 - DESIGN.width) / 2);
    expect(wide.y).toBe(0);
    const tall = fitDesign(1080, 1920);
    expect(tall.scale).toBeCloseTo(1080 / 1920);
    expect(tall.x).toBe(0);
    expect(tall.y).toBeCloseTo((1920 - 1080 * (1080 / 1920)) / 2);
  });
  it('survives bad window sizes', () => {
    for (const [w, h] of [[0, 0], [-5, 10], [NaN, 720], [Infinity, 1]] as const) {
      const f = fitDesign(w, h);
      expect(f.scale).toBeGreaterThan(0);
      expect(Number.isFinite(f.x) && Number.isFinite(f.y)).toBe(true);
    }
  });
  it('keeps the design box inside the window for any size', () => {
    for (let w = 200; w < 4000; w += 377) for (let h = 150; h < 2500; h += 211) {
      const f = fitDesign(w, h);
      expect(f.x).toBeGreaterThanOrEqual(0);
      expect(f.y).toBeGreaterThanOrEqual(0);
      expect(f.x * 2 + DESIGN.width * f.scale).toBeCloseTo(w, 5);
    }
  });
});

describe('resolutions', () => {
  it('uses the device pixel ratio, clamped', () => {
    expect(renderResolution(1)).toBe(1);
    expect(renderResolution(1.5)).toBe(1.5);
    expect(renderResolution(2)).toBe(2);
    expect(renderResolution(0)).toBe(1);
    expect(renderResolution(9)).toBe(3);
  });
  it('raises text resolution when the show is scaled up', () => {
    expect(textResolution(1, 0.5)).toBe(1);
    expect(textResolution(1, 2)).toBe(2);
    expect(textResolution(2, 2)).toBe(4);
    expect(textResolution(1.5, 1.1)).toBe(1.75);
  });
});
