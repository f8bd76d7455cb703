/**
 * The show's look (docs/STAGE.md, "Colour" and "Type"): a late-night vault in navy, gold chips, cold
 * red cubes on offer, Okabe-Ito seat colours. Sizes are design px on 1920x1080.
 */
import { Text, type TextStyleOptions } from 'pixi.js';
import { stageTexts } from '../i18n/texts/index.js';

export const COLOURS = {
  bgTop: 0x141b3d,
  bgBottom: 0x0b1026,
  surface: 0x1d2654,
  surfaceHigh: 0x2a3670,
  line: 0x3a4a8c,
  text: 0xf4f6ff,
  textDim: 0xb8c0e6,
  gold: 0xf2c14e,
  goldDark: 0x8a6510,
  cube: 0xc8324a,
  cubeDark: 0x7d1627,
  cubeStruck: 0x4a2a3a,
  ok: 0x39d98a,
  off: 0x8a93b8,
  /** The countdown's last seconds: the ring and the seconds text turn this red together. */
  urgent: 0xff5a5a,
  captionBg: 0x060a1c,
} as const;

/** Display face (titles, cube numbers, the room code, scores). */
export const DISPLAY_FONT = 'Bungee';
/** Text face (names, captions, settings). */
export const TEXT_FONT = 'Atkinson Hyperlegible';
/**
 * The face for Hangul, after either face: Bungee and Atkinson have no Korean, so the canvas falls
 * back glyph by glyph to Noto Sans KR, loaded only when the stage speaks Korean (docs/I18N.md, "Fonts").
 */
export const HANGUL_FONT = 'Noto Sans KR';
/** Emoji in names, loaded only when a name has one (i18n/emoji-font.ts, i18n/name-faces.ts). */
export const EMOJI_FONT = 'Noto Color Emoji';

/** Parse "#E69F00" into 0xE69F00 (0xffffff for anything else). */
export function hexColour(css: string): number {
  const m = /^#?([0-9a-f]{6})$/i.exec(css.trim());
  return m ? parseInt(m[1]!, 16) : 0xffffff;
}

/** Display text (Bungee). `size` in design px. */
export function displayText(text: string, size: number, fill: number = COLOURS.text, extra: TextStyleOptions = {}): Text {
  return new Text({ text, style: { fontFamily: [DISPLAY_FONT, HANGUL_FONT, EMOJI_FONT, 'sans-serif'], fontSize: size, fill, padding: Math.ceil(size * 0.1), ...extra } });
}

/** Body text (Atkinson Hyperlegible). `size` in design px; bold by default. */
export function bodyText(text: string, size: number, fill: number = COLOURS.text, extra: TextStyleOptions = {}): Text {
  return new Text({ text, style: { fontFamily: [TEXT_FONT, HANGUL_FONT, EMOJI_FONT, 'sans-serif'], fontSize: size, fontWeight: '700', fill, padding: 4, ...extra } });
}

/** Shrink a text's scale so that it is at most `maxWidth` design px wide (never grows it). */
export function fitWidth(t: Text, maxWidth: number): Text {
  t.scale.set(1);
  if (t.width > maxWidth && t.width > 0) t.scale.set(maxWidth / t.width);
  return t;
}

/** "1st", "2nd", "3rd", "4th"... in the stage's language (places, the order of refusals). */
export function ordinal(n: number): string {
  return stageTexts.now().ordinal(n);
}

