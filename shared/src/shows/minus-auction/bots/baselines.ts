/**
 * Measuring baselines for the simulate command: `random` plays a uniformly random
 * legal action; `greedy` takes exactly when taking does not lower its score (the take preview,
 * chips included, is zero or better).
 */
import { takePreview } from '../scoring.js';
import type { Action, PlayerView } from '../types.js';
import type { Rng } from '../../../platform/rng.js';

/** A uniformly random legal action: a coin toss with chips, take without. */
export function randomDecide(view: PlayerView, rng: Rng): Action {
  if (view.myChips <= 0 || view.offer === null) return 'take';
  return rng.int(0, 1) === 0 ? 'take' : 'refuse';
}

/** Take exactly when taking the cube with its pot does not lower the seat's score, or when it must. */
export function greedyDecide(view: PlayerView): Action {
  if (view.myChips <= 0 || view.offer === null) return 'take';
  const mine = view.seats[view.seat]!.cubes;
  return takePreview(mine, view.myChips, view.offer, view.pot).delta >= 0 ? 'take' : 'refuse';
}
