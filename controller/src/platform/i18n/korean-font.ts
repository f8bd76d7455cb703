/**
 * Noto Sans KR (regular and bold) for Hangul, fetched only when the phone speaks Korean
 * (docs/I18N.md, "Fonts"). Fontsource splits it by `unicode-range`, so the browser downloads just
 * the slices of the characters on screen. Imported dynamically by locale.ts: its own chunk.
 */
import '@fontsource/noto-sans-kr/400.css';
import '@fontsource/noto-sans-kr/700.css';
