/**
 * Determinised sampling for the hard level (docs/BOTS.md, "Rubbish Auction", "Hard"): imagined
 * worlds consistent with the seat's own view. Each world deals the rivals' Geeks from the
 * belief (belief.ts), gives each rival a model of play (rival-model.ts), and chooses the cards of
 * every rival: for one who has held out, a set with the count it showed that fits the seat's own
 * peek; for one still to bid, a set for each count the seat itself might show (later bidders see
 * it), drawn with one shared random number so the worlds differ only where the seat's choice does.
 */
import type { Rng } from '../../../platform/rng.js';
import { GEEK_IDS, wants } from '../geeks.js';
import type { GeekId, ItemId, MoneyCard } from '../types.js';
import type { Belief } from './belief.js';
import { peekLikelihood, setsOf } from './hands.js';
import { modelChances, type BidContext } from './rival-model.js';
import type { Rival } from './situation.js';

/** A round to imagine: the item, the seat's place in the bidding order and face-up card, what it knows of each rival. */
export interface RoundFrame {
  item: ItemId;
  /** The seat's index in the bidding order. */
  me: number;
  myBlocked: MoneyCard | null;
  rivals: Rival[];
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
 * rival seat of the frame). With `reactive` false, rivals still to bid ignore the seat's count
 * (cheaper: a pick weighs rounds where nobody has bid yet). `memo` is `modelChances`'s.
 */
export function sampleWorlds(frame: RoundFrame, belief: Belief, rng: Rng, count: number, reactive = true, memo?: Map<string, Float64Array[][]>): World[] {
  const nr = frame.rivals.length;
  // Per rival, per count k the seat shows (one entry when it does not matter), per model and stake:
  // the cumulative chances of the rival's sets (for a rival that held out: only sets that fit).
  const table = frame.rivals.map((slot, r) => {
    const sets = setsOf(slot.blocked);
    const byCount = reactive && slot.index > frame.me && slot.count === null ? MAX_CARDS + 1 : 1;
    return Array.from({ length: byCount }, (_, k) =>
      modelChances(contextFor(frame, r, byCount > 1 ? k : null), memo).map((byStake) =>
        byStake.map((p) => {
          const cum = new Float64Array(p.length);
          let run = 0;
          for (let i = 0; i < p.length; i++) {
            const set = sets[i]!;
            const fits = slot.count === null ? 1 : (set.count === slot.count ? (slot.peek ? peekLikelihood(set, slot.peek) : 1) : 0);
            cum[i] = run += p[i]! * fits;
          }
          return cum;
        }),
      ),
    );
  });
  const cumulative: number[] = [];
  let run = 0;
  for (const a of belief.assignments) cumulative.push((run += a.chance));
  const beliefIndex = frame.rivals.map((slot) => belief.rivals.indexOf(slot.seat));
  const worlds: World[] = [];
  for (let w = 0; w < count; w++) {
    const u = rng.float() * run;
    let a = 0;
    while (a < cumulative.length - 1 && cumulative[a]! <= u) a++;
    const assigned = belief.assignments[a]!;
    const geeks = beliefIndex.map((b) => assigned.geeks[b]!);
    const value = Array.from({ length: MAX_CARDS + 1 }, () => new Int8Array(nr));
    const high = Array.from({ length: MAX_CARDS + 1 }, () => new Int8Array(nr));
    for (let r = 0; r < nr; r++) {
      const model = sampleIndex(belief.modelChance[beliefIndex[r]!]![GEEK_IDS.indexOf(geeks[r]!)]!, rng.float());
      const stake = wants(geeks[r]!, frame.item) ? 1 : 0;
      const sets = setsOf(frame.rivals[r]!.blocked);
      const u2 = rng.float();
      const byCount = table[r]!;
      for (let k = 0; k <= MAX_CARDS; k++) {
        const set = sets[pickCumulative(byCount[Math.min(k, byCount.length - 1)]![model]![stake]!, u2)]!;
        value[k]![r] = set.value;
        high[k]![r] = set.high;
      }
    }
    worlds.push({ geeks, value, high });
  }
  return worlds;
}

/** The index where `u` (in [0, 1)) of the total falls in cumulative chances. */
function pickCumulative(cum: Float64Array, u: number): number {
  const at = u * cum[cum.length - 1]!;
  let i = 0;
  while (i < cum.length - 1 && cum[i]! <= at) i++;
  return i;
}

