/**
 * Determinised Monte Carlo for the hard computer player. A "world" is one guess at what the view
 * hides: which unseen cubes were removed, the order of the rest of the deck, and (where the
 * chip count is not certain) the other seats' chips. Each world is played to the end with the
 * medium rule at every seat, once after taking and once after refusing (the same world for both,
 * so the comparison is fair). Removed cubes are drawn from the unseen ones, so a gap that only
 * a removed cube could fill stays open in those worlds: "a gap you are waiting to fill may never
 * come" (docs/BOTS.md, "Strategy").
 */
import { holds as holdsImport, seatScore as seatScoreImport, step as stepImport, type Table } from '../core.js';
import { mediumTakes as mediumTakesImport, type MediumParams } from './medium.js';
import { sharpTakes as sharpTakesImport, type PolicyParams } from './policy.js';
import type { ChipBelief } from './tracker.js';

// Local copies of hot imports (see medium.ts): reads through import bindings are slow under tsx.
const holds = holdsImport;
const seatScore = seatScoreImport;
const step = stepImport;
const mediumTakes = mediumTakesImport;
const sharpTakes = sharpTakesImport;

/** A small, fast generator for imagined worlds (xorshift32), seeded from the bot's `Rng`. */
export class FastRng {
  private s: number;
  /** `seed`: any integer; 0 is replaced by a fixed non-zero constant. */
  constructor(seed: number) {
    this.s = seed | 0 || 0x9e3779b9;
  }
  /** Start the sequence again from `seed` (as `new FastRng(seed)` would, without allocating). */
  reseed(seed: number): void {
    this.s = seed | 0 || 0x9e3779b9;
  }
  /** A float in [0, 1). */
  next(): number {
    let x = this.s;
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    this.s = x;
    return (x >>> 0) / 4294967296;
  }
  /** A whole number from 0 to `n - 1`. */
  below(n: number): number {
    return Math.floor(this.next() * n);
  }
}

/** Magnitudes of the cubes nobody has seen (not taken, not on offer), closest to zero first. */
export function unseenCubes(base: Table, smallest: number, largest: number): number[] {
  const out: number[] = [];
  const offer = base.offer === null ? 0 : -base.offer;
  const n = base.chips.length;
  for (let m = smallest; m <= largest; m++) {
    if (m === offer) continue;
    let held = false;
    for (let s = 0; s < n && !held; s++) held = holds(base.held, s, m);
    if (!held) out.push(m);
  }
  return out;
}

/**
 * Make `play` the same table as `from` (a table it was copied from, or whose copy it is): the
 * scalars, chips, bit sets and refusals are copied, each seat's cube list is cut back to
 * `from`'s length (a look-ahead only ever appends to it), and the deck is shared (a step only
 * reads it). Allocates nothing.
 */
export function resetTable(play: Table, from: Table): void {
  const n = from.chips.length;
  for (let s = 0; s < n; s++) {
    play.chips[s] = from.chips[s]!;
    const list = play.cubes[s]!;
    for (let k = list.length - from.cubes[s]!.length; k > 0; k--) list.pop();
  }
  for (let w = 0; w < from.held.length; w++) play.held[w] = from.held[w]!;
  const refusals = play.refusals;
  while (refusals.length > 0) refusals.pop();
  for (const r of from.refusals) refusals.push(r);
  play.offer = from.offer;
  play.pot = from.pot;
  play.current = from.current;
  play.deck = from.deck;
  play.revealed = from.revealed;
  play.auction = from.auction;
  play.finished = from.finished;
}

/** Reused shuffle space for `sampleWorld` (a world is sampled thousands of times a decision). */
let scratch = new Int8Array(64);

/**
 * Fill `world` (a copy of `base` with its own deck array) with one guess: `base`'s table, the
 * `deckLeft` cubes after the one on offer drawn from `unseen` magnitudes in a shuffled order (the
 * rest are the removed ones), and chips for the seats the belief is not sure of, spread so the
 * table's chips add up to `totalChips` (pot included).
 */
export function sampleWorld(
  base: Table, world: Table, unseen: readonly number[], deckLeft: number,
  belief: ChipBelief, me: number, totalChips: number, rng: FastRng,
): void {
  const deck = world.deck as number[];
  resetTable(world, base);
  world.deck = deck;
  const pool = scratch.length >= unseen.length ? scratch : (scratch = new Int8Array(unseen.length * 2));
  for (let i = 0; i < unseen.length; i++) pool[i] = unseen[i]!;
  const from = base.revealed;
  for (let i = 0; i < deckLeft; i++) {
    const j = i + rng.below(unseen.length - i);
    const v = pool[j]!;
    pool[j] = pool[i]!;
    pool[i] = v;
    deck[from + i] = -v;
  }
  const n = base.chips.length;
  let loose = totalChips - base.pot;
  let looseSeats = 0;
  for (let s = 0; s < n; s++) {
    if (s === me || belief.exact[s]) {
      world.chips[s] = s === me ? base.chips[me]! : Math.round(belief.chips[s]!);
      loose -= world.chips[s]!;
    } else looseSeats++;
  }
  if (looseSeats === 0) return;
  // Unsure seats: the estimate plus noise, rescaled to what they must hold together.
  const guess: number[] = [];
  let sum = 0;
  for (let s = 0; s < n; s++) {
    if (s === me || belief.exact[s]) continue;
    const g = Math.max(0.01, belief.chips[s]! + (rng.next() * 4 - 2));
    guess.push(g);
    sum += g;
  }
  let k = 0;
  let given = 0;
  for (let s = 0; s < n; s++) {
    if (s === me || belief.exact[s]) continue;
    const c = Math.max(0, Math.floor((guess[k++]! / sum) * Math.max(0, loose)));
    world.chips[s] = c;
    given += c;
  }
  for (let left = Math.max(0, loose) - given; left > 0; left--) {
    // Hand out the rounding remainder one chip at a time to random unsure seats.
    let pick = rng.below(looseSeats);
    for (let s = 0; s < n; s++) {
      if (s === me || belief.exact[s]) continue;
      if (pick-- === 0) {
        world.chips[s]! += 1;
        break;
      }
    }
  }
}

/**
 * How good a finished table is for `me`: its share of first place (1, or 1/k when k seats
 * share it, else 0) plus `marginWeight` times its score lead over the best rival (points,
 * negative when behind).
 */
export function worldValue(t: Table, me: number, marginWeight: number): number {
  const mine = seatScore(t, me);
  let best = -Infinity;
  let tied = 1;
  const n = t.chips.length;
  for (let s = 0; s < n; s++) {
    if (s === me) continue;
    const sc = seatScore(t, s);
    if (sc > best) best = sc;
    if (sc === mine) tied++;
  }
  const share = mine > best ? 1 : mine === best ? 1 / tied : 0;
  return share + marginWeight * (mine - best);
}

/**
 * Play a table to the end in place with the medium rule at every seat: `self` for seat `me`,
 * `p` for the others, each decision applied with the rules core's `step`. At each decision a
 * seat asks for a pot `offset[seat]` chips more than the rule, plus or minus up to
 * `spread[seat]` (uniform), so imagined players are neither clockwork nor all alike (see
 * `StyleReader`).
 */
export function playOut(
  t: Table, p: Readonly<MediumParams>, self: Readonly<MediumParams>, me: number,
  rng: FastRng, spread: ArrayLike<number>, offset: ArrayLike<number>,
): void {
  while (!t.finished) {
    const s = t.current;
    const amp = spread[s]!;
    const jitter = offset[s]! + (amp === 0 ? 0 : (rng.next() * 2 - 1) * amp);
    step(t, mediumTakes(t, s === me ? self : p, jitter));
  }
}

/**
 * Play a table to the end in place with the sharp rule (policy.ts) at every seat, each decision
 * asking for a pot up to `noise[seat]` chips more or less than the rule (uniform; 0: exactly the
 * rule). The ending of the `dmc` challenger's worlds and of the worth judge's (judge.ts).
 */
export function playOutSharp(t: Table, p: Readonly<PolicyParams>, noise: ArrayLike<number>, rng: FastRng): void {
  while (!t.finished) {
    const amp = noise[t.current]!;
    step(t, sharpTakes(t, p, amp === 0 ? 0 : (rng.next() * 2 - 1) * amp));
  }
}
