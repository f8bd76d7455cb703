/**
 * `createRubbishBot(label, seed)`: one computer player for one seat of one game. It sees only its
 * seat's `RubbishPlayerView` (docs/RULES.md, "What each device may know"): the type system keeps
 * the game state out of its reach. Every decision draws from a generator seeded by the bot's seed
 * and the view, so the same seed and views give the same decisions. Docs: docs/BOTS.md.
 */
import type { ShowBot } from '../../../platform/show-module.js';
import { mixSeed } from '../../../platform/mix-seed.js';
import { rngFromSeed, type Rng } from '../../../platform/rng.js';
import type { RubbishAction, RubbishPlayerView } from '../types.js';
import { easyHoldOut, easyPick } from './easy.js';
import { GeekReader } from './belief.js';
import { hardHoldOut, hardPick } from './hard.js';
import { parseRubbishLabel } from './labels.js';
import { mediumHoldOut, mediumPick } from './medium.js';
import { setsOf } from './hands.js';

/** A computer player of Rubbish Auction. */
export type RubbishBot = ShowBot<RubbishPlayerView, RubbishAction>;

/** The generator for one decision: a function of the bot's seed and the view it answers. */
export function decisionRng(seed: number, view: RubbishPlayerView): Rng {
  return rngFromSeed(mixSeed(seed, view.version, view.round, view.seat));
}

/** A look at a uniformly random position: the rows lie in a secret order, so every position is as good. */
function peekAny(view: RubbishPlayerView, rng: Rng): RubbishAction {
  return { type: 'peek', position: rng.int(0, Math.max(0, (view.peekTarget?.size ?? 1) - 1)) };
}

function randomAction(view: RubbishPlayerView, rng: Rng): RubbishAction {
  if (view.step === 'pick') return { type: 'pick', item: rng.pick(view.itemsLeft), firstBidder: rng.int(0, view.seats.length - 1) };
  if (view.step === 'peek') return peekAny(view, rng);
  return { type: 'hold-out', cards: [...rng.pick(setsOf(view.seats[view.seat]!.blocked)).cards] };
}

/** A bot for one seat. Throws RangeError for a label `parseRubbishLabel` refuses. */
export function createRubbishBot(label: string, seed: number): RubbishBot {
  const parsed = parseRubbishLabel(label);
  if (!parsed.ok) throw new RangeError(parsed.error.message);
  const level = parsed.value;
  // The hard level reads each revealed round once; the reader is this bot's memory of its game.
  const reader = new GeekReader();
  const decide = (view: RubbishPlayerView): RubbishAction => {
    const rng = decisionRng(seed, view);
    if (level === 'random') return randomAction(view, rng);
    if (view.step === 'peek') return peekAny(view, rng);
    if (level === 'easy') return view.step === 'pick' ? easyPick(view, rng) : easyHoldOut(view, rng);
    if (level === 'medium') return view.step === 'pick' ? mediumPick(view) : mediumHoldOut(view);
    return view.step === 'pick' ? hardPick(view, rng, reader) : hardHoldOut(view, rng, reader);
  };
  return { label: level, decide, observe: () => {}, watches: false };
}
