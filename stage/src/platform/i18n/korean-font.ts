/**
 * Noto Sans KR for Hangul on the stage (docs/I18N.md, "Fonts"), fetched only when the stage speaks
 * Korean or a name on it is in Hangul (name-faces.ts). Pixi draws text onto a canvas with whatever face is loaded at that moment, so the faces
 * are loaded (`document.fonts.load` with Hangul sample text) before the stage redraws in Korean.
 */
import '@fontsource/noto-sans-kr/400.css';
import '@fontsource/noto-sans-kr/700.css';
import { registeredTexts } from '@minus/shared/platform/i18n/texts';
import { HANGUL } from '@minus/shared/platform/i18n/hangul';

/** Every Hangul character (syllables and jamo) in `value` (a catalogue: strings, and the templates of its functions). */
function hangulOf(value: unknown, out: Set<string>): void {
  if (typeof value === 'string' || typeof value === 'function') {
    for (const ch of String(value)) if (HANGUL.test(ch)) out.add(ch);
  } else if (Array.isArray(value)) value.forEach((v) => hangulOf(v, out));
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => hangulOf(v, out));
}

/**
 * Load regular and bold Noto Sans KR for every Hangul syllable the stage may draw: those of each
 * loaded Korean catalogue, plus `extra` (players' names). A canvas does not fetch `unicode-range`
 * slices by itself, so each slice is asked for here. Resolves when they are in (never rejects).
 */
export async function loadKoreanFaces(extra = ''): Promise<void> {
  const fonts = globalThis.document?.fonts;
  if (!fonts?.load) return;
  const chars = new Set<string>();
  for (const t of registeredTexts()) if (t.loaded('ko')) hangulOf(t.in('ko'), chars);
  hangulOf(extra, chars);
  const sample = [...chars].join('') || '가';
  await Promise.all(['400 40px "Noto Sans KR"', '700 40px "Noto Sans KR"'].map((f) => fonts.load(f, sample).catch(() => [])));
}
