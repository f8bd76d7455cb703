/**
 * Scoring for Minus Auction (docs/RULES.md, "Scoring"): runs of consecutive cubes count only their
 * value closest to zero; chips add 1 point each. Pure functions, no allocation beyond results.
 * The counting itself is the rules core's (`heldScore`, core.ts), so the screens, the engine and
 * the computer players count runs with the same code.
 */
import { heldScore } from './core.js';

/** Cubes sorted closest to zero first (-3 before -4). Returns a new array. */
export function sortCubes(cubes: readonly number[]): number[] {
  return [...cubes].sort((a, b) => b - a);
}

/**
 * Maximal runs of consecutive values, e.g. [-4,-5,-17,-18] -> [[-4,-5],[-17,-18]].
 * Each run and the list of runs are ordered closest to zero first.
 */
export function runsOf(cubes: readonly number[]): number[][] {
  const sorted = sortCubes(cubes);
  const runs: number[][] = [];
  for (const c of sorted) {
    const last = runs[runs.length - 1];
    if (last && last[last.length - 1] === c + 1) last.push(c);
    else runs.push([c]);
  }
  return runs;
}

/** The counted value of each run (its head, the value closest to zero). */
export function countedOf(cubes: readonly number[]): number[] {
  return runsOf(cubes).map((r) => r[0]!);
}

/**
 * Cube-only score in points: the sum of counted values (what the table may see before the end).
 * `cubes`: distinct cubes from -1 to -60, in any order.
 */
export function cubeScore(cubes: readonly number[]): number {
  let lo = 0;
  let hi = 0;
  for (const c of cubes) {
    if (-c < 32) lo |= 1 << -c;
    else hi |= 1 << (-c - 32);
  }
  return heldScore(lo, hi);
}

/** Final score in points: cube-only score + 1 per chip (docs/RULES.md, "Scoring"). */
export function score(cubes: readonly number[], chips: number): number {
  return cubeScore(cubes) + chips;
}

/**
 * What taking `cube` with `pot` chips now would do to a score (the phone's take preview).
 * Returns `{ before, after, delta }` in points, chips included.
 */
export function takePreview(
  cubes: readonly number[],
  chips: number,
  cube: number,
  pot: number,
): { before: number; after: number; delta: number } {
  const before = score(cubes, chips);
  const after = score([...cubes, cube], chips + pot);
  return { before, after, delta: after - before };
}

/**
 * Standard competition ranking (1, 1, 3) of scores, higher is better (docs/RULES.md, "Scoring").
 * Returns one place per input, in input order.
 */
export function places(scores: readonly number[]): number[] {
  return scores.map((s) => 1 + scores.filter((t) => t > s).length);
}
