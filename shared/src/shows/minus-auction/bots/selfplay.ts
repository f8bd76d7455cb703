/**
 * Fast games between cheap rules, straight on the rules core (no views, no engine states): the
 * self-play that tunes the sharp rule (shared/src/shows/minus-auction/cli/tune.ts). Deals come from the engine's own
 * `drawSetup`, so a seed gives the same deal here as in a real game.
 */
import { emptyHeld, seatScore, step, type Table } from '../core.js';
import { drawSetup } from '../engine.js';
import { resolveRules } from '../presets.js';
import type { PresetName } from '../types.js';

/** A cheap rule for the seat whose turn it is: true to take. */
export type TableRule = (t: Table) => boolean;

/** The first table of the deal `seed` for `seats` seats of a preset. Throws on a bad preset or seat count. */
export function dealTable(preset: PresetName, seats: number, seed: number): Table {
  const rules = resolveRules({ preset }, seats);
  if (!rules.ok) throw new RangeError(rules.error.message);
  const names = Array.from({ length: seats }, (_, i) => `P${i + 1}`);
  const setup = drawSetup(rules.value, names, seed);
  const cubes: number[][] = [];
  for (let s = 0; s < seats; s++) cubes.push([]);
  return {
    chips: new Array<number>(seats).fill(rules.value.chips), cubes, held: emptyHeld(seats), refusals: [],
    offer: setup.deck[0]!, pot: 0, current: setup.first, deck: setup.deck, revealed: 1, auction: 1, finished: false,
  };
}

/**
 * Play a table to the end in place, `rules[seat]` deciding for each seat. Returns each seat's
 * share of first place (1, or 1/k for k seats sharing it, else 0).
 */
export function playTable(t: Table, rules: readonly TableRule[]): number[] {
  while (!t.finished) step(t, t.chips[t.current]! <= 0 || rules[t.current]!(t));
  const n = t.chips.length;
  const scores = Array.from({ length: n }, (_, s) => seatScore(t, s));
  const best = Math.max(...scores);
  const firsts = scores.filter((x) => x === best).length;
  return scores.map((x) => (x === best ? 1 / firsts : 0));
}
