/**
 * Hangul as the screens meet it in names and words: syllables (U+AC00..U+D7A3), jamo
 * (U+1100..U+11FF) and compatibility jamo (U+3130..U+318F), the ranges Noto Sans KR covers
 * (docs/I18N.md, "Fonts"). A screen loads that face when such a character is to be drawn.
 */
export const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7a3]/u;
