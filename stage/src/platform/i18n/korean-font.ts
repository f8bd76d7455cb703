/**
 * Noto Sans KR for Hangul on the stage (docs/I18N.md, "Fonts"), fetched only when the stage speaks
 * Korean. Pixi draws text onto a canvas with whatever face is loaded at that moment, so the faces
 * are loaded (`document.fonts.load` with Hangul sample text) before the stage redraws in Korean.
 */
import '@fontsource/noto-sans-kr/400.css';
import '@fontsource/noto-sans-kr/700.css';

/** Hangul sample text that reaches the slices of the common syllables. */
const SAMPLE = '가나다라마바사아자차카타파하 입장 경매 큐브 칩 점수 우승';

/** Load regular and bold Noto Sans KR for the sample; resolves when both are in (or failed: never rejects). */
export async function loadKoreanFaces(): Promise<void> {
  const fonts = globalThis.document?.fonts;
  if (!fonts?.load) return;
  await Promise.all(['400 40px "Noto Sans KR"', '700 40px "Noto Sans KR"'].map((f) => fonts.load(f, SAMPLE).catch(() => [])));
}
