/**
 * Noto Color Emoji for emoji in players' names on the stage (docs/I18N.md, "Fonts"): a TV or a
 * small Linux box without an emoji face of its own drew "Zoë 🦊" as "Zoë ▯". Fetched only when a
 * name on the stage holds an emoji (name-faces.ts), and then only the slices its emoji need (the
 * package's `unicode-range` slices). Pixi draws text onto a canvas with whatever face is loaded at
 * that moment, so the slices are loaded (`document.fonts.load` with the emoji as sample text)
 * before the stage redraws.
 *
 * The faces are declared here from the package's WOFF files, not its CSS: Chromium draws the
 * package's WOFF2 files of this face as nothing at all (the DOM and a canvas alike), while the WOFF
 * files of the same slices draw in colour.
 */
import slices from '@fontsource/noto-color-emoji/unicode.json';
import face0 from '@fontsource/noto-color-emoji/files/noto-color-emoji-0-400-normal.woff?url';
import face1 from '@fontsource/noto-color-emoji/files/noto-color-emoji-1-400-normal.woff?url';
import face2 from '@fontsource/noto-color-emoji/files/noto-color-emoji-2-400-normal.woff?url';
import face3 from '@fontsource/noto-color-emoji/files/noto-color-emoji-3-400-normal.woff?url';
import face4 from '@fontsource/noto-color-emoji/files/noto-color-emoji-4-400-normal.woff?url';
import face5 from '@fontsource/noto-color-emoji/files/noto-color-emoji-5-400-normal.woff?url';
import face6 from '@fontsource/noto-color-emoji/files/noto-color-emoji-6-400-normal.woff?url';
import face7 from '@fontsource/noto-color-emoji/files/noto-color-emoji-7-400-normal.woff?url';
import face8 from '@fontsource/noto-color-emoji/files/noto-color-emoji-8-400-normal.woff?url';
import face9 from '@fontsource/noto-color-emoji/files/noto-color-emoji-9-400-normal.woff?url';
import face10 from '@fontsource/noto-color-emoji/files/noto-color-emoji-10-400-normal.woff?url';
import { EMOJI_FONT } from '../ui/theme.js';

/** Each slice's file, by its number in the package's `unicode.json` ("[7]": the seventh). */
const FILES: readonly string[] = [face0, face1, face2, face3, face4, face5, face6, face7, face8, face9, face10];

let declared = false;

/** Add the face's slices to the page's fonts once (declaring fetches nothing). */
function declare(fonts: FontFaceSet): void {
  if (declared) return;
  declared = true;
  for (const [key, range] of Object.entries(slices as Record<string, string>)) {
    const file = FILES[Number(key.replace(/\D/g, ''))];
    if (file) fonts.add(new FontFace(EMOJI_FONT, `url(${file}) format('woff')`, { unicodeRange: range, display: 'swap' }));
  }
}

/**
 * Load the Noto Color Emoji slices `chars` (emoji and the joiners and selectors between them)
 * need. Resolves when they are in (never rejects; a failed fetch leaves the fallback drawn).
 */
export async function loadEmojiFaces(chars: string): Promise<void> {
  const fonts = globalThis.document?.fonts;
  if (!fonts?.load || !chars || typeof FontFace === 'undefined') return;
  declare(fonts);
  await fonts.load(`400 40px "${EMOJI_FONT}"`, chars).catch(() => []);
}
