/**
 * What a bot can say about a hand from public facts (docs/BOTS.md, "Rubbish Auction"): every
 * player owns 1, 2, 2, 5 and 10, minus the face-up blocked card; a bidder's count of held-out
 * cards is public; a peek shows one card of one row. Pure, cached tables; no view needed.
 */
import { holdOutChoices, usableCards } from '../cards.js';
import type { MoneyCard, Peek } from '../types.js';

/** Highest bid in thousands (all five cards). */
export const MAX_VALUE = 20;

/** One different set of cards a hand can hold out. */
export interface HandSet {
  /** Cards, lowest first. */
  cards: MoneyCard[];
  /** Their sum in thousands. */
  value: number;
  count: number;
  /** The highest card (0 for none): the one left face up unless its holder is the bottom bidder. */
  high: number;
  /**
   * How many ways the set can be taken from the hand when the two 2s are told apart: the weight
   * of the set when every choice of physical cards is equally likely.
   */
  ways: number;
  /** The cards kept back (the hand without the set), lowest first. */
  kept: MoneyCard[];
}

const cache = new Map<number, HandSet[]>();

function choose(n: number, k: number): number {
  return k < 0 || k > n ? 0 : k === 0 || k === n ? 1 : choose(n - 1, k - 1) + choose(n - 1, k);
}

/** Every set a hand without `blocked` can hold out (cached; do not change the result). */
export function setsOf(blocked: MoneyCard | null): readonly HandSet[] {
  const key = blocked ?? 0;
  let sets = cache.get(key);
  if (sets) return sets;
  const hand = usableCards(blocked);
  const twos = hand.filter((c) => c === 2).length;
  sets = holdOutChoices(hand).map((cards) => {
    const kept = [...hand];
    for (const c of cards) kept.splice(kept.indexOf(c), 1);
    const value = cards.reduce((a, b) => a + b, 0);
    return { cards, value, count: cards.length, high: cards.length ? cards[cards.length - 1]! : 0, ways: choose(twos, cards.filter((c) => c === 2).length), kept };
  });
  cache.set(key, sets);
  return sets;
}

/** How many times `card` is in `cards`. */
function copies(cards: readonly MoneyCard[], card: MoneyCard): number {
  let n = 0;
  for (const c of cards) if (c === card) n++;
  return n;
}

/**
 * The chance that a look (`peek`, taken at a row of `set`'s holder) shows what it showed if the
 * holder held out `set`: the rows lie in a secret order, so it is the share of the row's cards
 * with that value (0 when the set does not fit the look's row).
 */
export function peekLikelihood(set: HandSet, peek: Pick<Peek, 'row' | 'card' | 'size'>): number {
  const row = peek.row === 'held-out' ? set.cards : set.kept;
  if (row.length !== peek.size) return 0;
  return copies(row, peek.card) / row.length;
}

/**
 * The prior weight of each set of `blocked`'s hand for a bidder who held out `count` cards (null:
 * not yet decided, any count), given an optional look at its rows: `ways` times the peek's
 * likelihood. Same order as `setsOf(blocked)`.
 */
export function setWeights(blocked: MoneyCard | null, count: number | null, peek?: Pick<Peek, 'row' | 'card' | 'size'> | null): number[] {
  return setsOf(blocked).map((s) => {
    if (count !== null && s.count !== count) return 0;
    return peek ? s.ways * peekLikelihood(s, peek) : s.ways;
  });
}

/** A distribution over bid values 0..20 from set weights (normalised; all zero weights give a point at 0). */
export function valueDistribution(blocked: MoneyCard | null, weights: readonly number[]): Float64Array {
  const sets = setsOf(blocked);
  const dist = new Float64Array(MAX_VALUE + 1);
  let total = 0;
  weights.forEach((w, i) => {
    dist[sets[i]!.value]! += w;
    total += w;
  });
  if (total <= 0) {
    dist[0] = 1;
    return dist;
  }
  for (let v = 0; v <= MAX_VALUE; v++) dist[v]! /= total;
  return dist;
}

const plainCache = new Map<number, Float64Array>();

/**
 * The value distribution of a bidder with `blocked` who held out `count` cards (null: any count),
 * every choice of physical cards equally likely, with no look at its rows. Cached: do not change it.
 */
export function plainDistribution(blocked: MoneyCard | null, count: number | null): Float64Array {
  const key = (blocked ?? 0) * 8 + (count ?? 7);
  let dist = plainCache.get(key);
  if (!dist) {
    dist = valueDistribution(blocked, setWeights(blocked, count));
    plainCache.set(key, dist);
  }
  return dist;
}
