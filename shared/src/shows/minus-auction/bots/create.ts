/**
 * `createBot(label, seed)`: one computer player for one seat. A bot sees only its
 * seat's `PlayerView` (docs/RULES.md, "What each person may know"); the type system keeps the full
 * game state out of its reach. Docs: docs/BOTS.md.
 */
import type { Action, PlayerView } from '../types.js';
import { rngFromSeed, type Rng } from '../../../platform/rng.js';
import { greedyDecide, randomDecide } from './baselines.js';
import { easyDecide } from './easy.js';
import { HARD_PARAMS, hardDecide } from './hard.js';
import { parseBotLabel, type BotSpec } from './labels.js';
import { mediumDecide } from './medium.js';
import { mixSeed } from './seed.js';
import { RivalReader } from './rivals.js';
import { ChipTracker } from './tracker.js';

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

/**
 * Make a bot from a label (see `parseBotLabel`) or a parsed spec and an integer seed.
 * Throws RangeError for a label that does not parse (validate user input with `parseBotLabel`).
 */
export function createBot(label: string | BotSpec, seed: number): Bot {
  let spec: BotSpec;
  if (typeof label === 'string') {
    const parsed = parseBotLabel(label);
    if (!parsed.ok) throw new RangeError(parsed.error.message);
    spec = parsed.value;
  } else spec = label;
  const name = spec.label;
  if (spec.kind === 'baseline') {
    const random = spec.baseline === 'random';
    return {
      label: name,
      decide: (view) => (random ? randomDecide(view, decisionRng(seed, view)) : greedyDecide(view)),
      observe: () => {},
      watches: false,
    };
  }
  const { level, style } = spec;
  if (level === 'easy') {
    return { label: name, decide: (view) => easyDecide(view, style, decisionRng(seed, view)), observe: () => {}, watches: false };
  }
  if (level === 'medium') return { label: name, decide: (view) => mediumDecide(view, style), observe: () => {}, watches: false };
  const tracker = new ChipTracker();
  const rivals = new RivalReader();
  const see = (view: PlayerView): void => {
    tracker.update(view);
    rivals.update(view, tracker.belief(), tracker.lastHidden());
  };
  return {
    label: name,
    decide(view) {
      see(view);
      const styles = view.seats.map((s) => rivals.styleOf(s.seat));
      return hardDecide(view, tracker.belief(), decisionRng(seed, view), HARD_PARAMS[style], styles).action;
    },
    observe: see,
    watches: true,
  };
}
