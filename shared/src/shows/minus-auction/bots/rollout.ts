/**
 * Determinised Monte Carlo for the hard computer player. A "world" is one guess at what the view
 * hides: which unseen cubes were removed, the order of the rest of the deck, and (where the
 * chip count is not certain) the other seats' chips. Each world is played to the end with the
 * medium rule at every seat, once after taking and once after refusing (the same world for both,
 * so the comparison is fair). Removed cubes are drawn from the unseen ones, so a gap that only
 * a removed cube could fill stays open in those worlds: "a gap you are waiting to fill may never
 * come" (docs/BOTS.md, "Strategy").
 */
import type { ChipBelief } from './tracker.js';
import type { MediumParams } from './medium.js';
import { mediumTakes as mediumTakesImport } from './medium.js';
import { SLOTS as SLOTS_IMPORT, tableCubeScore as tableCubeScoreImport, type Table } from './table.js';

// Local copies of hot imports (see medium.ts): reads through import bindings are slow under tsx.
const mediumTakes = mediumTakesImport;
const tableCubeScore = tableCubeScoreImport;
const SLOTS = SLOTS_IMPORT;

/** A small, fast generator for imagined worlds (xorshift32), seeded from the bot's `Rng`. */
export class FastRng {
  private s: number;
  /** `seed`: any integer; 0 is replaced by a fixed non-zero constant. */
  constructor(seed: number) {
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
  for (let m = smallest; m <= largest; m++) {
    if (m === base.offer) continue;
    let held = false;
    for (let s = 0; s < base.n && !held; s++) held = base.has[s * SLOTS + m] === 1;
    if (!held) out.push(m);
  }
  return out;
}

/** Reused shuffle space for `sampleWorld` (a world is sampled thousands of times a decision). */
let scratch = new Int8Array(64);

/**
 * Fill `world` (same seat count as `base`) with one guess: `base`'s table, a shuffled deck of
 * `deckLeft` cubes drawn from `unseen` (the rest are the removed ones), and chips for the seats
 * the belief is not sure of, spread so the table's chips add up to `totalChips` (pot included).
 */
export function sampleWorld(
  base: Table, world: Table, unseen: readonly number[], deckLeft: number,
  belief: ChipBelief, me: number, totalChips: number, rng: FastRng,
): void {
  world.has.set(base.has);
  world.refused.set(base.refused);
  world.offer = base.offer;
  world.pot = base.pot;
  world.current = base.current;
  world.total = base.total;
  const pool = scratch.length >= unseen.length ? scratch : (scratch = new Int8Array(unseen.length * 2));
  for (let i = 0; i < unseen.length; i++) pool[i] = unseen[i]!;
  for (let i = 0; i < deckLeft; i++) {
    const j = i + rng.below(unseen.length - i);
    const v = pool[j]!;
    pool[j] = pool[i]!;
    pool[i] = v;
    world.deck[i] = v;
  }
  world.next = 0;
  world.deckLeft = deckLeft;
  let loose = totalChips - base.pot;
  let looseSeats = 0;
  for (let s = 0; s < base.n; s++) {
    if (s === me || belief.exact[s]) {
      world.chips[s] = s === me ? base.chips[me]! : Math.round(belief.chips[s]!);
      loose -= world.chips[s]!;
    } else looseSeats++;
  }
  if (looseSeats === 0) return;
  // Unsure seats: the estimate plus noise, rescaled to what they must hold together.
  const guess: number[] = [];
  let sum = 0;
  for (let s = 0; s < base.n; s++) {
    if (s === me || belief.exact[s]) continue;
    const g = Math.max(0.01, belief.chips[s]! + (rng.next() * 4 - 2));
    guess.push(g);
    sum += g;
  }
  let k = 0;
  let given = 0;
  for (let s = 0; s < base.n; s++) {
    if (s === me || belief.exact[s]) continue;
    const c = Math.max(0, Math.floor((guess[k++]! / sum) * Math.max(0, loose)));
    world.chips[s] = c;
    given += c;
  }
  for (let left = Math.max(0, loose) - given; left > 0; left--) {
    // Hand out the rounding remainder one chip at a time to random unsure seats.
    let pick = rng.below(looseSeats);
    for (let s = 0; s < base.n; s++) {
      if (s === me || belief.exact[s]) continue;
      if (pick-- === 0) {
        world.chips[s]! += 1;
        break;
      }
    }
  }
}

/**
 * Play a table to the end in place with the medium rule at every seat: `self` for seat `me`,
 * `p` for the others. At each decision a seat asks for a pot `offset[seat]` chips more than the
 * rule, plus or minus up to `spread[seat]` (uniform), so imagined players are neither clockwork
 * nor all alike (see `RivalReader`).
 */
export function playOut(
  t: Table, p: Readonly<MediumParams>, self: Readonly<MediumParams>, me: number,
  rng: FastRng, spread: ArrayLike<number>, offset: ArrayLike<number>,
): void {
  // The hot loop of the look-ahead: the medium rule for a cube that fits no run, and `step`,
  // written out here (a test checks it against `step(t, mediumTakes(...))` decision by decision).
  const { n, has, chips, refused, deck } = t;
  const span = t.total <= 1 ? 1 : t.total - 1;
  for (;;) {
    const s = t.current;
    const q = s === me ? self : p;
    const amp = spread[s]!;
    const jitter = offset[s]! + (amp === 0 ? 0 : (rng.next() * 2 - 1) * amp);
    const m = t.offer;
    const c = chips[s]!;
    let take = true;
    if (c > 0) {
      const base = s * SLOTS;
      const delta = (has[base + m - 1] === 1 ? 0 : -m) + (has[base + m + 1] === 1 ? m + 1 : 0);
      if (delta >= 0) take = mediumTakes(t, q, jitter);
      else {
        const prog = (t.total - t.deckLeft - 1) / span;
        const short = q.reserve0 + q.reserveGrowth * (prog < 0 ? 0 : prog > 1 ? 1 : prog) - c;
        take = t.pot >= q.ratio * -delta - q.slack - (short > 0 ? q.pressure * short : 0) + jitter;
      }
    }
    if (take) {
      has[s * SLOTS + m] = 1;
      chips[s] = c + t.pot;
      t.pot = 0;
      for (let k = 0; k < n; k++) refused[k] = 0;
      if (t.deckLeft === 0) {
        t.offer = 0;
        return;
      }
      t.offer = deck[t.next++]!;
      t.deckLeft--;
    } else {
      chips[s] = c - 1;
      t.pot++;
      refused[s]! += 1;
      t.current = s + 1 === n ? 0 : s + 1;
    }
  }
}

/**
 * How good a finished table is for `me`: its share of first place (1, or 1/k when k seats
 * share it, else 0) plus `marginWeight` times its score lead over the best rival (points,
 * negative when behind).
 */
export function worldValue(t: Table, me: number, marginWeight: number): number {
  const mine = tableCubeScore(t, me) + t.chips[me]!;
  let best = -Infinity;
  let tied = 1;
  for (let s = 0; s < t.n; s++) {
    if (s === me) continue;
    const sc = tableCubeScore(t, s) + t.chips[s]!;
    if (sc > best) best = sc;
    if (sc === mine) tied++;
  }
  const share = mine > best ? 1 : mine === best ? 1 / tied : 0;
  return share + marginWeight * (mine - best);
}
