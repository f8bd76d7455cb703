/**
 * The show's two faces from @fontsource (docs/STAGE.md, "Type"). Pixi renders text to a canvas with
 * whatever face is loaded at that moment, and a @font-face is only fetched once something asks for
 * it, so the show loads every face it draws with before it creates any Pixi text. On a slow or busy
 * machine it stops waiting after a timeout and draws with the fallback face; when the faces do
 * arrive, `onLate` lets the show draw its text again (see PixiHost.refreshText).
 */
import '@fontsource/bungee/400.css';
import '@fontsource/atkinson-hyperlegible/400.css';
import '@fontsource/atkinson-hyperlegible/700.css';

/**
 * Every face the show's Pixi text uses (ui/theme.ts: display text in Bungee, body text in
 * Atkinson Hyperlegible bold and regular), as a CSS font shorthand for `FontFaceSet.load`, with
 * sample text that reaches both the latin and the latin-ext subsets (names such as "Łukasz").
 */
export const FONT_FACES: readonly { font: string; sample: string }[] = [
  { font: '400 64px Bungee', sample: '-+0123456789 THE SHOW! ŁŐŠ' },
  { font: '700 40px "Atkinson Hyperlegible"', sample: 'Ana joins. -4 · … Łőš' },
  { font: '400 40px "Atkinson Hyperlegible"', sample: 'phone on · ŁŐŠ' },
];

/** The part of the browser's `document.fonts` (FontFaceSet) used here; injectable for tests. */
export interface FontLoader {
  load(font: string, text?: string): Promise<readonly unknown[]>;
}

export interface LoadFontsOptions {
  /** Stop waiting after this many ms (the show starts in the fallback face). Default 5000. */
  timeoutMs?: number;
  /** Called once if every face arrives after the timeout: redraw the text made meanwhile. */
  onLate?: () => void;
  /** Default `document.fonts`. */
  fonts?: FontLoader | undefined;
}

/**
 * Load every face in `FONT_FACES`. Resolves true when all of them are ready within `timeoutMs`;
 * false on a timeout (then `onLate` runs when they are all ready), when a face is missing (its
 * load finds no matching @font-face, or fails) or when the browser has no FontFaceSet. Never rejects.
 */
export async function loadFonts(opts: LoadFontsOptions = {}): Promise<boolean> {
  const fonts = 'fonts' in opts ? opts.fonts : globalThis.document?.fonts;
  if (!fonts?.load) return false;
  const all = Promise.all(FONT_FACES.map((f) => fonts.load(f.font, f.sample)))
    .then((loaded) => loaded.every((faces) => faces.length > 0), () => false);
  let timedOut = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => { timedOut = true; resolve(false); }, opts.timeoutMs ?? 5000);
  });
  void all.then((ok) => {
    clearTimeout(timer);
    if (ok && timedOut) opts.onLate?.();
  });
  return Promise.race([all, timeout]);
}
