/**
 * The VIP's custom rules checked on the phone before they are sent, by the same judge the room
 * uses (shared presets.ts `resolveRules`), so a range too short says what is short in the
 * phone's words ("4 cubes are too few: 4 players and 5 hidden need 9") rather than the room's
 * general refusal. Only the range and the hidden cubes are checked here; the room still judges
 * every change.
 */
import { resolveRules } from '@minus/shared/shows/minus-auction/presets';
import type { SettingsMessage } from '@minus/shared/shows/minus-auction/lobby-rules';
import { minusPhoneTexts } from './texts/index.js';

/** Why custom rules `rules` cannot deal `players`, in the phone's words; '' when they can (or the room should say why). */
export function customProblem(rules: SettingsMessage, players: number): string {
  if (rules.preset !== 'custom' || resolveRules(rules, players).ok) return '';
  const { smallest = 3, largest = 35, removed = 1 } = rules;
  const t = minusPhoneTexts.now().rules;
  if (largest <= smallest) return t.badEnds;
  const cubes = largest - smallest + 1;
  return cubes < players + removed ? t.shortRange(cubes, players, removed) : '';
}
