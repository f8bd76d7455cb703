/**
 * The hard computer player (docs/BOTS.md, "Hard"). It counts chips from public refusals
 * (`ChipTracker`), reads what kind of player each rival is (`RivalReader`), and searches: an
 * information-set Monte Carlo tree search (ismcts.ts) over the decisions still to come, every
 * iteration in a world consistent with its view (which unseen cubes were removed, the deck
 * order, any chips it is not sure of), each rival below the tree played as the kind it was read
 * as. Winning, not scoring, is what it counts, so a cube that would hand the leader first place
 * is worth taking, and a gap that only a removed cube could fill is worth less. The "time budget"
 * is a number of iterations (deterministic), the same as the `ismcts` challenger's: what tells
 * them apart is the reading of rivals, not compute.
 */
import type { Action, PlayerView } from '../types.js';
import type { Rng } from '../../../platform/rng.js';
import { ISMCTS_PARAMS, ismctsSearch, type IsmctsParams } from './ismcts.js';
import type { BotStyle } from './labels.js';
import type { RivalRead } from './rivals.js';
import type { ChipBelief } from './tracker.js';

/** Tuning of the hard player's search (see `IsmctsParams`). */
export type HardParams = IsmctsParams;

const STEADY: Readonly<HardParams> = ISMCTS_PARAMS;

/** The hard player's tuning per style; only the bias differs (bold asks 0.04 more of a take, cautious 0.04 less). */
export const HARD_PARAMS: Readonly<Record<BotStyle, Readonly<HardParams>>> = {
  bold: { ...STEADY, bias: 0.04 },
  steady: STEADY,
  cautious: { ...STEADY, bias: -0.04 },
};

/** What a hard decision found: the action and the mean values it compared. */
export interface HardVerdict {
  action: Action;
  /** Mean value of taking and of refusing in the search (share of first place plus a small lead term). */
  take: number;
  refuse: number;
  /** Search iterations (0 when the action was forced). */
  iterations: number;
}

/**
 * One hard decision for the view's seat, as a pure function of the view, a chip belief (from a
 * `ChipTracker` that has seen this view), what it has read of each rival (from a `RivalReader`;
 * the prior for any not given) and a generator. Forced when the seat has no chips (take).
 */
export function hardDecide(
  view: PlayerView, belief: ChipBelief, rng: Rng, p: Readonly<HardParams>, reads: readonly RivalRead[] = [],
): HardVerdict {
  const v = ismctsSearch(view, belief, rng, p, reads);
  return { action: v.action, take: v.take, refuse: v.refuse, iterations: v.iterations };
}
