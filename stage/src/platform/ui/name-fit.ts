/**
 * Fitting a player's name into a box on the stage (seat cards, finale rows, tonight's table):
 * whole on one line, or on two, or shrunk; in narrow columns never below a floor, cut with "…"
 * instead. Measures through the text object only (no renderer here), so it is tested in Node.
 */
import type { Text } from 'pixi.js';

/**
 * Show a player's whole name (up to 16 characters, never cut) in `t` within `maxWidth` x
 * `maxHeight` design px: on one line at full size if it fits; otherwise on two lines when that
 * keeps it bigger than one shrunk line and the height allows (split at the space nearest its
 * middle, else after a hyphen, underscore or dot; a name of one word is split between two
 * letters only when one line would shrink below `WORD_SPLIT_BELOW`); otherwise one line shrunk to
 * fit. The text's `align` follows its anchor.
 */
export function fitName(t: Text, name: string, maxWidth: number, maxHeight = Infinity): Text {
  const whole = name.trim();
  // A card calls this on every update: only measure (and so draw) again when something changed.
  const key = `${whole}|${maxWidth}|${maxHeight}|${t.anchor.x}`;
  if (fitted.get(t) === key) return t;
  fitted.set(t, key);
  const align = t.anchor.x >= 0.75 ? 'right' : t.anchor.x >= 0.25 ? 'center' : 'left';
  if (t.style.align !== align) t.style.align = align;
  t.text = whole;
  t.scale.set(1);
  if (t.width <= maxWidth || t.width <= 0) return t;
  const oneLine = maxWidth / t.width;
  const split = splitName(whole, oneLine < WORD_SPLIT_BELOW);
  if (split) {
    t.text = split;
    const twoLines = Math.min(1, maxWidth / t.width, maxHeight / t.height);
    if (twoLines > oneLine) {
      t.scale.set(twoLines);
      return t;
    }
    t.text = whole;
  }
  t.scale.set(oneLine);
  return t;
}

/** One line shrunk below this share of its size is too small for the sofa: a one-word name may then split between letters. */
export const WORD_SPLIT_BELOW = 0.75;

/**
 * `fitName`, but never smaller than `minScale` of the text's size: a name that would shrink
 * further (a long name in a narrow column) is cut at that size with "…" (whole code points), so it
 * stays readable from the sofa. The DOM mirror keeps the whole name for screen readers.
 */
export function fitNameAtLeast(t: Text, name: string, maxWidth: number, maxHeight: number, minScale: number): Text {
  fitName(t, name, maxWidth, maxHeight);
  if (t.scale.x >= minScale || t.width <= 0) return t;
  const chars = [...name.trim()];
  t.scale.set(minScale);
  for (let n = chars.length - 1; n >= 1; n--) {
    t.text = `${chars.slice(0, n).join('').trimEnd()}…`;
    if (t.width <= maxWidth) break;
  }
  return t;
}

/** What each text was last fitted for (`fitName`). */
const fitted = new WeakMap<Text, string>();

/**
 * `name` on two lines, or null when it has nowhere to split: at the space nearest its middle
 * (the space dropped); else after the hyphen, underscore or dot nearest its middle; else, when
 * `anywhere`, between the two letters (whole graphemes) at its middle.
 */
function splitName(name: string, anywhere: boolean): string | null {
  const parts = [...graphemes.segment(name)].map((g) => g.segment);
  const nearest = (ok: (c: string, i: number) => boolean): number => {
    let best = -1;
    parts.forEach((c, i) => {
      if (ok(c, i) && (best < 0 || Math.abs(i - parts.length / 2) < Math.abs(best - parts.length / 2))) best = i;
    });
    return best;
  };
  const space = nearest((c, i) => c === ' ' && i > 0);
  if (space > 0) return `${parts.slice(0, space).join('')}\n${parts.slice(space + 1).join('')}`;
  const mark = nearest((c, i) => /^[-_.]$/.test(c) && i > 0 && i < parts.length - 1);
  if (mark > 0) return `${parts.slice(0, mark + 1).join('')}\n${parts.slice(mark + 1).join('')}`;
  if (!anywhere || parts.length < 4) return null;
  const half = Math.ceil(parts.length / 2);
  return `${parts.slice(0, half).join('')}\n${parts.slice(half).join('')}`;
}

/** Grapheme clusters (a letter with its accents, an emoji with its joiners): never split. */
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
