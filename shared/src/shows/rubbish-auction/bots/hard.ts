/**
 * The hard level (docs/BOTS.md, "Rubbish Auction", "Hard"). From its own view only, it reads the
 * rivals' Geeks and styles from the revealed rounds (belief.ts), imagines worlds consistent with
 * everything it has seen (worlds.ts: Geeks, the cards already held out, the cards still to come),
 * and plays each set of cards it could hold out against the same worlds. A world's outcome is
 * valued by the seat's chance to win the show: every player's fame after the round, the Geek
 * fame it has or will have for certain, what its wanted items still to come are worth, the card
 * it leaves face up and the next pick; in the last round, exactly who wins. It picks the item and
 * First Bidder whose best bid is worth most, the same way.
 */
import type { Rng } from '../../../platform/rng.js';
import { GEEK_BONUS, wants } from '../geeks.js';
import type { GeekId, ItemId, RubbishAction, RubbishPlayerView } from '../types.js';
import type { Belief, GeekReader } from './belief.js';
import { setsOf, type HandSet } from './hands.js';
import { situationOf } from './situation.js';
import { sampleWorlds, type RoundFrame, type World } from './worlds.js';

/** The hard level's tuning. */
export const HARD_PARAMS = {
  /** Imagined worlds per hold-out decision. */
  worlds: 96,
  /** Imagined worlds per item and First Bidder weighed for a pick. */
  pickWorlds: 24,
  /** What a wanted item still to come is worth before it is auctioned (fame points). */
  future: 12,
  /** What picking next round is worth, and the cost of a face-up card by value. */
  pick: 2,
  block: { 0: 0, 1: 0.1, 2: 0.3, 5: 1, 10: 3 } as Readonly<Record<number, number>>,
  /** Spread of the final lead (fame points): `sigma0 + sigma1 * rounds left after this one`. */
  sigma0: 3,
  sigma1: 4,
  /** Weight of one point of lead over the best rival, beside the chance to win. */
  margin: 0.005,
} as const;

/** What the evaluation needs per player: index 0 is the seat itself, then the frame's rivals. */
interface Standings {
  fame: number[];
  items: number[];
  /** Per world, per player: wanted items won so far, wanted items still to come, wants the item on offer. */
  wonWanted: Int8Array[];
  toCome: Int8Array[];
  wantsItem: Int8Array[];
}

function countWanted(geek: GeekId, items: readonly ItemId[]): number {
  let n = 0;
  for (const i of items) if (wants(geek, i)) n++;
  return n;
}

function standingsFor(view: RubbishPlayerView, frame: RoundFrame, worlds: readonly World[], upcoming: readonly ItemId[]): Standings {
  const seats = [view.seat, ...frame.rivals.map((r) => r.seat)];
  const perWorld = (f: (geek: GeekId, seat: number) => number): Int8Array[] =>
    worlds.map((w) => {
      const out = new Int8Array(seats.length);
      seats.forEach((seat, i) => (out[i] = f(i === 0 ? view.geek : w.geeks[i - 1]!, seat)));
      return out;
    });
  return {
    fame: seats.map((s) => view.seats[s]!.fame),
    items: seats.map((s) => view.seats[s]!.items.length),
    wonWanted: perWorld((g, s) => countWanted(g, view.seats[s]!.items)),
    toCome: perWorld((g) => countWanted(g, upcoming)),
    wantsItem: perWorld((g) => (wants(g, frame.item) ? 1 : 0)),
  };
}

const logistic = (x: number): number => 1 / (1 + Math.exp(-x));

/**
 * The mean worth of holding out `set` over `worlds`: the seat's chance to win (or its share of a
 * shared win in the last round) plus a little for its lead.
 */
function worthOf(set: HandSet, frame: RoundFrame, worlds: readonly World[], st: Standings, left: number): number {
  const n = frame.rivals.length + 1;
  const index = [frame.me, ...frame.rivals.map((r) => r.index)];
  const value = new Array<number>(n);
  const high = new Array<number>(n);
  const proj = new Array<number>(n);
  const sigma = HARD_PARAMS.sigma0 + HARD_PARAMS.sigma1 * left;
  let sum = 0;
  for (let w = 0; w < worlds.length; w++) {
    const world = worlds[w]!;
    value[0] = set.value;
    high[0] = set.high;
    for (let r = 1; r < n; r++) {
      value[r] = world.value[set.count]![r - 1]!;
      high[r] = world.high[set.count]![r - 1]!;
    }
    let top = 0;
    let bottom = 0;
    for (let p = 1; p < n; p++) {
      if (value[p]! > value[top]! || (value[p] === value[top] && index[p]! < index[top]!)) top = p;
      if (value[p]! < value[bottom]! || (value[p] === value[bottom] && index[p]! > index[bottom]!)) bottom = p;
    }
    const discarded = st.fame[top]! < value[top]!;
    for (let p = 0; p < n; p++) {
      const gain = p === top ? (discarded ? -st.fame[p]! : -value[p]!) : p === bottom ? 0 : value[p]!;
      const won = p === top && !discarded && st.wantsItem[w]![p] ? 1 : 0;
      let x = st.fame[p]! + gain + GEEK_BONUS * (st.wonWanted[w]![p]! + won);
      if (!frame.last) x += HARD_PARAMS.future * st.toCome[w]![p]! + (p === bottom ? HARD_PARAMS.pick : -(HARD_PARAMS.block[high[p]!] ?? 0));
      // The last round's tie-break: more items won ranks higher.
      else x += 1e-3 * (st.items[p]! + (p === top && !discarded ? 1 : 0));
      proj[p] = x;
    }
    let best = -Infinity;
    for (let p = 1; p < n; p++) best = Math.max(best, proj[p]!);
    if (frame.last) {
      if (proj[0]! > best) sum += 1;
      else if (proj[0] === best) sum += 1 / (1 + proj.filter((x, p) => p > 0 && x === best).length);
    } else {
      let chance = 1;
      for (let p = 1; p < n; p++) chance *= logistic((proj[0]! - proj[p]!) / sigma);
      sum += chance + HARD_PARAMS.margin * (proj[0]! - best);
    }
  }
  return sum / worlds.length;
}

/** The best set over the worlds (ties: the lower bid) and its worth. */
function bestOver(sets: readonly HandSet[], frame: RoundFrame, worlds: readonly World[], st: Standings, left: number): { set: HandSet; worth: number } {
  let best = sets[0]!;
  let bestWorth = -Infinity;
  for (const set of sets) {
    const worth = worthOf(set, frame, worlds, st, left);
    if (worth > bestWorth + 1e-12 || (Math.abs(worth - bestWorth) <= 1e-12 && set.value < best.value)) {
      best = set;
      bestWorth = worth;
    }
  }
  return { set: best, worth: bestWorth };
}

function frameOf(view: RubbishPlayerView, item: ItemId, firstBidder: number): RoundFrame {
  const s = situationOf(view, item, firstBidder);
  return {
    item,
    me: s.me,
    myBlocked: view.seats[view.seat]!.blocked,
    rivals: s.rivals,
    last: s.stake.last,
  };
}

/** Hard's hold-out: the set of cards with the best worth over its imagined worlds. */
export function hardHoldOut(view: RubbishPlayerView, rng: Rng, reader: GeekReader): RubbishAction {
  const frame = frameOf(view, view.item!, view.firstBidder!);
  const belief = reader.belief(view);
  const worlds = sampleWorlds(frame, belief, rng, HARD_PARAMS.worlds);
  const st = standingsFor(view, frame, worlds, view.itemsLeft);
  const { set } = bestOver(setsOf(frame.myBlocked), frame, worlds, st, view.itemsLeft.length);
  return { type: 'hold-out', cards: [...set.cards] };
}

/** Hard's pick: the item and First Bidder whose best bid is worth most over imagined rounds. */
export function hardPick(view: RubbishPlayerView, rng: Rng, reader: GeekReader): RubbishAction {
  const belief: Belief = reader.belief(view);
  const mine = setsOf(view.seats[view.seat]!.blocked);
  let best: RubbishAction = { type: 'pick', item: view.itemsLeft[0]!, firstBidder: view.seat };
  let bestWorth = -Infinity;
  // A rival's chances do not depend on the item (only which stake applies does): work each out once.
  const memo = new Map<string, Float64Array[][]>();
  for (const item of view.itemsLeft) {
    const upcoming = view.itemsLeft.filter((i) => i !== item);
    for (let firstBidder = 0; firstBidder < view.seats.length; firstBidder++) {
      const frame = frameOf(view, item, firstBidder);
      const worlds = sampleWorlds(frame, belief, rng, HARD_PARAMS.pickWorlds, false, memo);
      const { worth } = bestOver(mine, frame, worlds, standingsFor(view, frame, worlds, upcoming), upcoming.length);
      if (worth > bestWorth) {
        best = { type: 'pick', item, firstBidder };
        bestWorth = worth;
      }
    }
  }
  return best;
}
