/**
 * Fitting a player's name into a box on the stage (seat cards, finale rows, tonight's table):
 * whole on one line, or on two, or shrunk; in narrow columns never below a floor, cut with "…"
 * instead. Measures through the text object only (no renderer here), so it is tested in Node.
 */
import type { Text } from 'pixi.js';

/**
 * Show a player's whole name (up to 16 characters, never cut) in `t` within `maxWidth` x
 * `maxHeight` design px: on one line at full size if it fits; otherwise on two lines (split at
 * the space nearest its middle) when that keeps it bigger than one shrunk line and the height
 * allows; otherwise one line shrunk to fit. The text's `align` follows its anchor.
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
  const split = splitName(whole);
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

/** `name` on two lines at the space nearest its middle, or null when it has no space. */
function splitName(name: string): string | null {
  const chars = [...name];
  let best = -1;
  chars.forEach((c, i) => {
    if (c === ' ' && (best < 0 || Math.abs(i - chars.length / 2) < Math.abs(best - chars.length / 2))) best = i;
  });
  return best > 0 ? `${chars.slice(0, best).join('')}\n${chars.slice(best + 1).join('')}` : null;
}
