/**
 * The easy level (docs/BOTS.md, "Rubbish Auction", "Easy"): it knows its Geek and its own hand,
 * and nothing of the table. It picks an item its Geek wants while one is left (else any), bids
 * big for a wanted item and small-to-middling for anything else, with plenty of noise.
 */
import type { Rng } from '../../../platform/rng.js';
import { wants } from '../geeks.js';
import type { RubbishAction, RubbishPlayerView } from '../types.js';
import { setsOf } from './hands.js';

/** Shares of its own most that the easy level bids: at least `wantedFloor` for a wanted item, at most `otherCeiling` otherwise. */
export const EASY_PARAMS = { wantedFloor: 0.5, otherCeiling: 0.6 } as const;

/** Easy's pick: a wanted item if one is left (and bid first), else a random item and a random First Bidder. */
export function easyPick(view: RubbishPlayerView, rng: Rng): RubbishAction {
  const wanted = view.itemsLeft.filter((i) => wants(view.geek, i));
  if (wanted.length > 0) return { type: 'pick', item: rng.pick(wanted), firstBidder: view.seat };
  return { type: 'pick', item: rng.pick(view.itemsLeft), firstBidder: rng.int(0, view.seats.length - 1) };
}

/** Easy's hold-out: a random set worth at least half its most for a wanted item, at most 60% of it otherwise. */
export function easyHoldOut(view: RubbishPlayerView, rng: Rng): RubbishAction {
  const sets = setsOf(view.seats[view.seat]!.blocked);
  const most = sets[sets.length - 1]!.value;
  const wanted = view.item !== null && wants(view.geek, view.item);
  const fits = sets.filter((s) => (wanted ? s.value >= EASY_PARAMS.wantedFloor * most : s.value <= EASY_PARAMS.otherCeiling * most));
  return { type: 'hold-out', cards: [...rng.pick(fits).cards] };
}
