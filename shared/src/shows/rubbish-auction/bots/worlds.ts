/**
 * Determinised sampling for the hard level (docs/BOTS.md, "Rubbish Auction", "Hard"): imagined
 * worlds consistent with the seat's own view. Each world deals the rivals' Geeks from the
 * belief (belief.ts), gives each rival a model of play (rival-model.ts), and chooses the cards of
 * every rival: for one who has held out, a set with the count it showed that fits the seat's own
 * peek; for one still to bid, a set for each count the seat itself might show (later bidders see
 * it), drawn with one shared random number so the worlds differ only where the seat's choice does.
 */
import type { Rng } from '../../../rng.js';
import { GEEK_IDS, wants } from '../geeks.js';
import type { GeekId, ItemId, MoneyCard, Peek } from '../types.js';
import type { Belief } from './belief.js';
import { peekLikelihood, setsOf } from './hands.js';
import { RIVAL_MODELS, modelChances, type BidContext } from './rival-model.js';

/** One rival as the sampler needs it. */
export interface RivalSlot {
  seat: number;
  /** Index in the bidding order. */
  index: number;
  blocked: MoneyCard | null;
  /** Cards held out, or null when it bids after the seat (or in an imagined round). */
  count: number | null;
  /** The seat's own look at this rival's row, if any. */
  peek: Peek | null;
  fame: number;
}

/** A round to imagine: the bidders in order (the seat's own entry has `seat` = the seat) and what the seat could show. */
export interface RoundFrame {
  item: ItemId;
  /** The seat's index in the bidding order. */
  me: number;
  myBlocked: MoneyCard | null;
  rivals: RivalSlot[];
  last: boolean;
}

/** One imagined world: each rival's Geek and, per count the seat shows (0..5), the value and highest card of its bid. */
export interface World {
  geeks: GeekId[];
  /** `value[k][r]`, `high[k][r]`: rival r's bid when the seat shows k cards. */
  value: Int8Array[];
  high: Int8Array[];
}

const MAX_CARDS = 5;

/** Sample one index from chances (they need not sum to 1) with a uniform number `u` in [0, 1). */
function sampleIndex(chances: ArrayLike<number>, u: number): number {
  let total = 0;
  for (let i = 0; i < chances.length; i++) total += chances[i]!;
  let at = u * total;
  for (let i = 0; i < chances.length; i++) {
    at -= chances[i]!;
    if (at < 0) return i;
  }
  return chances.length - 1;
}

function contextFor(frame: RoundFrame, r: number, myCount: number | null): BidContext {
  const slot = frame.rivals[r]!;
  const size = frame.rivals.length + 1;
  const bidders: BidContext['bidders'] = new Array(size);
  bidders[frame.me] = { blocked: frame.myBlocked, count: frame.me < slot.index ? myCount : null };
  for (const o of frame.rivals) bidders[o.index] = { blocked: o.blocked, count: o.index < slot.index ? o.count : null };
  return { bidders, index: slot.index, fame: slot.fame, last: frame.last };
}

/**
 * `count` worlds for `frame`, drawn with `rng` from `belief` (whose `rivals` must hold every
 * rival seat of the frame).
 */
export function sampleWorlds(frame: RoundFrame, belief: Belief, rng: Rng, count: number): World[] {
  const counts = frame.rivals.map((slot) => (slot.index > frame.me && slot.count === null ? MAX_CARDS + 1 : 1));
  // chances[r][k][model][stake]: for a rival still to bid, per count k the seat shows; else one entry.
  const chances = frame.rivals.map((slot, r) =>
    Array.from({ length: counts[r]! }, (_, k) => modelChances(contextFor(frame, r, counts[r]! > 1 ? k : slot.count))),
  );
  const cumulative: number[] = [];
  let run = 0;
  for (const a of belief.assignments) cumulative.push((run += a.chance));
  const beliefIndex = frame.rivals.map((slot) => belief.rivals.indexOf(slot.seat));
  const worlds: World[] = [];
  for (let w = 0; w < count; w++) {
    const u = rng.float() * run;
    let a = cumulative.findIndex((c) => c > u);
    if (a < 0) a = belief.assignments.length - 1;
    const assigned = belief.assignments[a]!;
    const geeks = frame.rivals.map((_, r) => assigned.geeks[beliefIndex[r]!]!);
    const value = Array.from({ length: MAX_CARDS + 1 }, () => new Int8Array(frame.rivals.length));
    const high = Array.from({ length: MAX_CARDS + 1 }, () => new Int8Array(frame.rivals.length));
    frame.rivals.forEach((slot, r) => {
      const g = GEEK_IDS.indexOf(geeks[r]!);
      const model = sampleIndex(belief.modelChance[beliefIndex[r]!]![g]!, rng.float());
      const stake = wants(geeks[r]!, frame.item) ? 1 : 0;
      const sets = setsOf(slot.blocked);
      const u2 = rng.float();
      for (let k = 0; k <= MAX_CARDS; k++) {
        const byK = chances[r]![Math.min(k, counts[r]! - 1)]!;
        let p: ArrayLike<number> = byK[model]![stake]!;
        if (slot.count !== null) p = Array.from(p, (x, i) => (sets[i]!.count === slot.count ? x * (slot.peek ? peekLikelihood(sets[i]!, slot.peek) : 1) : 0));
        const set = sets[sampleIndex(p, u2)]!;
        value[k]![r] = set.value;
        high[k]![r] = set.high;
        if (counts[r] === 1) {
          for (let j = k + 1; j <= MAX_CARDS; j++) {
            value[j]![r] = set.value;
            high[j]![r] = set.high;
          }
          break;
        }
      }
    });
    worlds.push({ geeks, value, high });
  }
  return worlds;
}

/** The number of models a rival may follow (for tests). */
export const MODEL_COUNT = RIVAL_MODELS.length;
