/**
 * The show's two faces from @fontsource (SHOW.md, "Type"). Pixi renders text to a canvas with
 * whatever face is loaded at that moment, so the show waits for both before drawing any text.
 */
import '@fontsource/bungee/400.css';
import '@fontsource/atkinson-hyperlegible/400.css';
import '@fontsource/atkinson-hyperlegible/700.css';

/** Resolve when Bungee and Atkinson Hyperlegible (400, 700) are ready, or after `timeoutMs` anyway. */
export async function loadFonts(timeoutMs = 4000): Promise<boolean> {
  const fonts = document.fonts;
  if (!fonts?.load) return false;
  const all = Promise.all([
    fonts.load('400 64px Bungee', '-0123456789ABC'),
    fonts.load('400 40px "Atkinson Hyperlegible"', 'Abc'),
    fonts.load('700 40px "Atkinson Hyperlegible"', 'Abc'),
  ]).then(() => true, () => false);
  const timeout = new Promise<boolean>((r) => setTimeout(() => r(false), timeoutMs));
  return Promise.race([all, timeout]);
}
