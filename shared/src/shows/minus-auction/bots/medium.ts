/**
 * The medium computer player (docs/BOTS.md, "The brief for computer players"): it prices
 * a cube by the exact change of its own score (the take preview, chips included), keeps a chip reserve that grows late in
 * the game, and lets a cube that fits its own run go round once when no rival's run touches it.
 * The same rule, on a `Table`, plays every seat in the hard player's imagined endings.
 */
import type { Action, PlayerView } from '../types.js';
import type { BotStyle } from './labels.js';
import { refusalsBy as refusalsByImport, takeDelta as takeDeltaImport } from '../core.js';
import { progress as progressImport, rivalTouches as rivalTouchesImport, tableFromView, type Table } from './table.js';

// Local copies of hot imports: under tsx every call through an import binding goes through a
// getter, three times slower in the hard player's look-ahead loop.
const takeDelta = takeDeltaImport;
const refusalsBy = refusalsByImport;
const progress = progressImport;
const rivalTouches = rivalTouchesImport;

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
  /**
   * Bold milking: after its `rounds`, keep letting a fitting cube go round while it holds more
   * than its reserve and the pot after one more round would still be below what every rival
   * would take the cube for (priced with the steady rule on the rival's own runs).
   */
  milk: boolean;
}

/** The medium rule's tuning per style: bold asks for more chips, cautious for fewer. */
export const MEDIUM_PARAMS: Readonly<Record<BotStyle, Readonly<MediumParams>>> = {
  bold: { ratio: 0.45, slack: 0, reserve0: 5, reserveGrowth: 1, pressure: 3, rounds: 1, roundChips: 3, milk: true },
  steady: { ratio: 0.45, slack: 0, reserve0: 5, reserveGrowth: 1, pressure: 3, rounds: 1, roundChips: 3, milk: false },
  cautious: { ratio: 0.35, slack: 1, reserve0: 4, reserveGrowth: 1, pressure: 3, rounds: 0, roundChips: 3, milk: false },
};

/** How the bold player prices a cube for its rivals (the steady rule without reserve). */
const RIVAL_RATIO = 0.45;
const RIVAL_SLACK = 3;

/**
 * The medium decision for the current seat of a table: true to take. Only the seat's own chips,
 * the cubes on the table, the pot and this auction's refusals are read (all in its view).
 * A seat without chips always takes (docs/RULES.md, "An auction", 3). `jitter` (chips) is added to
 * the pot it asks for; the hard player's imagined rivals use it to be less predictable.
 */
export function mediumTakes(t: Table, p: Readonly<MediumParams>, jitter = 0): boolean {
  const seat = t.current;
  const chips = t.chips[seat]!;
  if (chips <= 0) return true;
  const m = -t.offer!;
  const delta = takeDelta(t.held, seat, m);
  if (delta >= 0) {
    // The cube fits one of its runs: free (or better) to take. Milk it once if nobody else wants it.
    if (rivalTouches(t, seat, m) || chips < p.roundChips) return true;
    if (refusalsBy(t, seat) < p.rounds) return false;
    if (!p.milk || chips <= p.reserve0 + p.reserveGrowth * progress(t)) return true;
    return t.pot + t.chips.length - 1 >= rivalsPrice(t, seat, m);
  }
  const reserve = p.reserve0 + p.reserveGrowth * progress(t);
  const need = p.ratio * -delta - p.slack - p.pressure * Math.max(0, reserve - chips) + jitter;
  return t.pot >= need;
}

/** The smallest pot at which some rival of `seat` would take the cube -m by the steady rule. */
function rivalsPrice(t: Table, seat: number, m: number): number {
  let price = Infinity;
  for (let s = 0; s < t.chips.length; s++) {
    if (s === seat) continue;
    price = Math.min(price, RIVAL_RATIO * -takeDelta(t.held, s, m) - RIVAL_SLACK);
  }
  return price;
}

/** A medium player's decision for the view's seat, from its view alone (deterministic: no generator needed). */
export function mediumDecide(view: PlayerView, style: BotStyle): Action {
  const t = tableFromView(view);
  t.current = view.seat;
  return mediumTakes(t, MEDIUM_PARAMS[style]) ? 'take' : 'refuse';
}
