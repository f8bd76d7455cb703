import { afterEach, describe, expect, it, vi } from 'vitest';
import { FONT_FACES, loadFonts, type FontLoader } from '../../src/platform/engine/fonts.js';

/** A FontFaceSet stand-in: every face arrives after `ms`; `missing` fonts find no @font-face. */
function fontSet(ms: number, missing: string[] = []): FontLoader & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    load: (font) => {
      asked.push(font);
      return new Promise((r) => setTimeout(() => r(missing.includes(font) ? [] : [{ font }]), ms));
    },
  };
}

describe('loadFonts', () => {
  afterEach(() => { vi.useRealTimers(); });

  it('loads every face the show draws with: Bungee and Atkinson Hyperlegible bold and regular', async () => {
    const fonts = fontSet(10);
    expect(await loadFonts({ fonts })).toBe(true);
    expect(fonts.asked).toEqual(FONT_FACES.map((f) => f.font));
    expect(fonts.asked).toEqual(expect.arrayContaining(['400 64px Bungee', '700 40px "Atkinson Hyperlegible"', '400 40px "Atkinson Hyperlegible"']));
  });

  it('stops waiting at the timeout, then asks for a redraw once when the faces arrive', async () => {
    vi.useFakeTimers();
    const onLate = vi.fn();
    const result = loadFonts({ fonts: fontSet(8000), timeoutMs: 5000, onLate });
    await vi.advanceTimersByTimeAsync(5000);
    expect(await result).toBe(false);
    expect(onLate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(3000);
    expect(onLate).toHaveBeenCalledTimes(1);
  });

  it('does not ask for a redraw when the faces came in time', async () => {
    vi.useFakeTimers();
    const onLate = vi.fn();
    const result = loadFonts({ fonts: fontSet(300), timeoutMs: 5000, onLate });
    await vi.advanceTimersByTimeAsync(6000);
    expect(await result).toBe(true);
    expect(onLate).not.toHaveBeenCalled();
  });

  it('reports a missing face or a browser without FontFaceSet as not loaded', async () => {
    const onLate = vi.fn();
    expect(await loadFonts({ fonts: fontSet(5, ['400 64px Bungee']), onLate })).toBe(false);
    expect(await loadFonts({ fonts: undefined })).toBe(false);
    expect(onLate).not.toHaveBeenCalled();
  });
});
