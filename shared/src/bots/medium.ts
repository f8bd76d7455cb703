/**
 * The medium computer player (seeds/004, "Our version"): it prices a cube by the exact change
 * of its own score (the take preview, chips included), keeps a chip reserve that grows late in
 * the game, and lets a cube that fits its own run go round once when no rival's run touches it.
 * The same rule, on a `Table`, plays every seat in the hard player's imagined endings.
 */
import type { Action, PlayerView } from '../minus/types.js';
import type { BotStyle } from './labels.js';
import { cubeDelta, progress, rivalTouches, tableFromView, type Table } from './table.js';

/**
 * Tuning of the medium rule (all in points or chips). It takes a cube that costs `cost` points
 * (minus its own score change, cubes only) when the pot holds at least
 * `ratio * cost - slack - pressure * max(0, reserve - chips)`, where
 * `reserve = reserve0 + reserveGrowth * progress` (progress 0..1 through the deck).
 */
export interface MediumParams {
  /** Chips of pot demanded per point of cost. */
  ratio: number;
  /** Points of cost it swallows with an empty pot. */
  slack: number;
  /** Chip reserve wanted at the start of the game. */
  reserve0: number;
  /** How much the wanted reserve grows by the last cube. */
  reserveGrowth: number;
  /** Pot demand dropped per chip below the reserve. */
  pressure: number;
  /** How many times a cube that fits its run may go round when no rival's run touches it. */
  rounds: number;
  /** Fewest chips it needs in hand to let a fitting cube go round. */
  roundChips: number;
}

/** The medium rule's tuning per style: bold asks for more chips, cautious for fewer. */
export const MEDIUM_PARAMS: Readonly<Record<BotStyle, Readonly<MediumParams>>> = {
  bold: { ratio: 0.62, slack: 1, reserve0: 1, reserveGrowth: 2, pressure: 1.5, rounds: 1, roundChips: 2 },
  steady: { ratio: 0.5, slack: 2, reserve0: 2, reserveGrowth: 2, pressure: 1.5, rounds: 1, roundChips: 2 },
  cautious: { ratio: 0.36, slack: 3, reserve0: 2, reserveGrowth: 3, pressure: 1.5, rounds: 1, roundChips: 3 },
};

/**
 * The medium decision for the current seat of a table: true to take. Only the seat's own chips,
 * the cubes on the table, the pot and this auction's refusals are read (all in its view).
 * A seat without chips always takes (RULES.md, "An auction", 3). `jitter` (chips) is added to
 * the pot it asks for; the hard player's imagined rivals use it to be less predictable.
 */
export function mediumTakes(t: Table, p: Readonly<MediumParams>, jitter = 0): boolean {
  const seat = t.current;
  const chips = t.chips[seat]!;
  if (chips <= 0) return true;
  const m = t.offer;
  const delta = cubeDelta(t.has, seat, m);
  if (delta >= 0) {
    // The cube fits one of its runs: free (or better) to take. Milk it once if nobody else wants it.
    if (rivalTouches(t, seat, m)) return true;
    return t.refused[seat]! >= p.rounds || chips < p.roundChips;
  }
  const reserve = p.reserve0 + p.reserveGrowth * progress(t);
  const need = p.ratio * -delta - p.slack - p.pressure * Math.max(0, reserve - chips) + jitter;
  return t.pot >= need;
}

/** A medium player's decision for the view's seat, from its view alone (deterministic: no generator needed). */
export function mediumDecide(view: PlayerView, style: BotStyle): Action {
  const t = tableFromView(view);
  t.current = view.seat;
  return mediumTakes(t, MEDIUM_PARAMS[style]) ? 'take' : 'refuse';
}
