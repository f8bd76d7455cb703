/**
 * The easy computer player (docs/BOTS.md, "The brief for computer players"): it judges
 * a cube by its face value and the chips on it, blind to its runs. It takes when the pot reaches a share of the cube's face
 * value, with a little noise so it does not play like a clock.
 */
import type { Action, PlayerView } from '../types.js';
import type { Rng } from '../../../platform/rng.js';
import type { BotStyle } from './labels.js';

/**
 * Tuning of the easy rule: it takes the cube -m when the pot holds at least
 * `ratio * m - slack + noise`, the noise uniform in [-noise, +noise] chips.
 */
export interface EasyParams {
  ratio: number;
  slack: number;
  noise: number;
}

/** The easy rule's tuning per style: bold waits for a fuller pot, cautious for less. */
export const EASY_PARAMS: Readonly<Record<BotStyle, Readonly<EasyParams>>> = {
  bold: { ratio: 0.6, slack: 3, noise: 2 },
  steady: { ratio: 0.45, slack: 3, noise: 2 },
  cautious: { ratio: 0.3, slack: 3, noise: 2 },
};

/** An easy decision for the view's seat. Takes when it has no chips (docs/RULES.md, "An auction", 3). */
export function easyDecide(view: PlayerView, style: BotStyle, rng: Rng): Action {
  if (view.myChips <= 0 || view.offer === null) return 'take';
  const p = EASY_PARAMS[style];
  const need = p.ratio * -view.offer - p.slack + (rng.float() * 2 - 1) * p.noise;
  return view.pot >= need ? 'take' : 'refuse';
}
