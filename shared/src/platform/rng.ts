/**
 * Seeded randomness for the engine, bots and captions, on the `pure-rand` library.
 * A `Rng` is mutable (each draw advances it); `rngState` / `rngFromState` let its state live in
 * a serialisable game or room state so that a seed plus a list of actions replays exactly.
 * Never the unseeded global generator in shared code.
 */
import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';

/** A seeded generator. Same seed, same sequence. */
export interface Rng {
  /** A whole number from `from` to `to`, both included. */
  int(from: number, to: number): number;
  /** A float in [0, 1). */
  float(): number;
  /** One element of a non-empty array. Throws on an empty one (a programming error). */
  pick<T>(items: readonly T[]): T;
  /** A shuffled copy (Fisher-Yates). */
  shuffle<T>(items: readonly T[]): T[];
  /** The generator's state, to store and restore with `rngFromState`. */
  state(): number[];
}

/**
 * A `Rng` over a pure-rand generator. A class, not an object of closures: making five closures
 * per generator was most of the cost of starting a game (and tsx names every closure it makes).
 */
class GeneratorRng implements Rng {
  constructor(private readonly gen: RandomGenerator) {}
  int(from: number, to: number): number {
    return uniformInt(this.gen, from, to);
  }
  float(): number {
    return uniformInt(this.gen, 0, 0x3fffffff) / 0x40000000;
  }
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[uniformInt(this.gen, 0, items.length - 1)]!;
  }
  shuffle<T>(items: readonly T[]): T[] {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = uniformInt(this.gen, 0, i);
      const v = out[i]!;
      out[i] = out[j]!;
      out[j] = v;
    }
    return out;
  }
  state(): number[] {
    return [...this.gen.getState()];
  }
}

function wrap(gen: RandomGenerator): Rng {
  return new GeneratorRng(gen);
}

/** The form of a 128-bit deal seed: 32 hex digits (show-module.ts, `Seed`). */
export const SEED_HEX = /^[0-9a-f]{32}$/;

/**
 * A generator from a seed: a whole number (any safe integer, folded to 32 bits: tests, the
 * simulate command, old records) or 32 lowercase hex digits (128 bits, the room's deals, drawn
 * from `crypto`), which become the generator's whole state. Throws RangeError for a string of
 * another form (a programming error: validate input with `SEED_HEX`).
 */
export function rngFromSeed(seed: number | string): Rng {
  if (typeof seed === 'number') return wrap(xoroshiro128plus(Math.trunc(seed) | 0));
  if (!SEED_HEX.test(seed)) throw new RangeError('a seed string must be 32 lowercase hex digits');
  const words: number[] = [0, 8, 16, 24].map((i) => Number.parseInt(seed.slice(i, i + 8), 16) | 0);
  // xoroshiro's state must not be all zeros (it would only ever give 0).
  if (!words.some((w) => w !== 0)) words[1] = 1;
  return wrap(xoroshiro128plusFromState(words));
}

/** A generator from a stored `state()`. */
export function rngFromState(state: readonly number[]): Rng {
  return wrap(xoroshiro128plusFromState(state));
}
