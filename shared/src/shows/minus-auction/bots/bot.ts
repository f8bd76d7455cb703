/**
 * What a computer player is (docs/BOTS.md, "What a bot is"), and the generator of one decision.
 */
import type { Action, PlayerView } from '../types.js';
import { rngFromSeed, type Rng } from '../../../platform/rng.js';
import { mixSeed } from './seed.js';

/**
 * A computer player for one seat. It may remember the views it is shown (the hard level counts
 * chips from them), so give each seat its own bot, and a new bot for a new game.
 */
export interface Bot {
  /** The canonical label (`hard` is `hard-steady`). */
  readonly label: string;
  /**
   * The decision for the view's seat, as though it were that seat's turn. Same seed, same views
   * in the same order: same decisions. A seat without chips always gets `take`.
   */
  decide(view: PlayerView): Action;
  /**
   * Show the bot a view of its seat without asking it to decide. A host should do this after
   * every action for a bot that `watches` (as a person at the table sees every action): the
   * hard level counts chips and reads rivals from what it sees. `decide` alone also works; the
   * bot then rebuilds what happened between its turns where the public facts allow.
   */
  observe(view: PlayerView): void;
  /** True when the bot learns from `observe` (hard); false when `observe` does nothing. */
  readonly watches: boolean;
}

/** The generator for one decision: a function of the bot's seed and the view it answers. */
export function decisionRng(seed: number, view: PlayerView): Rng {
  return rngFromSeed(mixSeed(seed, view.version, view.auction, view.seat, view.pot, view.offer ?? 0));
}

