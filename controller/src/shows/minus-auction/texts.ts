/**
 * Minus Auction's sentences on the phone: presets, computer players' levels and styles, chips,
 * its own refusals, from its catalogue (texts/, docs/I18N.md). Functions (not constants) so they
 * read the current locale at render time.
 */
import { wordOf } from '@minus/shared/platform/i18n/word-of';
import { minusPhoneTexts } from './texts/index.js';
import { parseBotLabel } from '@minus/shared/shows/minus-auction/bots/labels';

export { minusPhoneTexts };

type Line = { name: string; description: string };

function lineOf(group: Record<string, Line>, key: string): Line {
  return wordOf(group, key) ?? { name: key, description: '' };
}

/** One line per preset (docs/RULES.md, "Presets"). */
export function presetText(preset: string): Line {
  return lineOf(minusPhoneTexts.now().presets, preset);
}

/** A bot level's name and one-line description, for the lobby picker (shared shows/minus-auction/bots/labels.ts keys). */
export function botLevelText(level: string): Line {
  return lineOf(minusPhoneTexts.now().levels, level);
}

/** A computer player's label in the phone's language: "Hard · Bold" for `hard-bold`; a label it cannot read stays as it is. */
export function botLabelText(label: string): string {
  const spec = parseBotLabel(label);
  if (!spec.ok || spec.value.kind !== 'level') return label;
  return `${botLevelText(spec.value.level).name} · ${botStyleText(spec.value.style).name}`;
}

/** A bot style's name and one-line description. */
export function botStyleText(style: string): Line {
  return lineOf(minusPhoneTexts.now().styles, style);
}

/** "3 chips" / "1 chip", in the phone's language. */
export function chipsText(n: number): string {
  return minusPhoneTexts.now().chips(n);
}

/** The phone's sentence for one of Minus Auction's own refusal codes, or null for the platform's. */
export function minusNotice(code: string): string | null {
  return code === 'no-chips' ? minusPhoneTexts.now().noChips : null;
}
