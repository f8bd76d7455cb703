/**
 * The hard computer player (docs/BOTS.md, "Hard"). It counts chips from public refusals
 * (`ChipTracker`) and reads how each rival takes (`RivalReader`), then looks ahead: it imagines
 * worlds consistent with its view (which unseen cubes were removed, the deck order, the chips it
 * is not sure of), plays each to the end with the sharp rule at every seat (each rival with the
 * offset and noise read from its play), once after taking and once after refusing with the same
 * random numbers, and picks the action that wins more often. Winning, not scoring, is what it
 * counts, so a cube that would hand the leader first place is worth taking, and a gap that only a
 * removed cube could fill is worth less. The "time budget" is a number of imagined worlds
 * (deterministic), stopped early when one action is clearly better.
 */
import type { Action, PlayerView } from '../minus/types.js';
import type { Rng } from '../rng.js';
import type { BotStyle } from './labels.js';
import { SHARP, sharpTakes as sharpTakesImport, type PolicyParams } from './policy.js';
import { step, type Table } from '../minus/core.js';
import { FastRng, resetTable, sampleWorld, unseenCubes, worldValue as worldValueImport } from './rollout.js';
import { copyTable, tableFromView } from './table.js';
import type { ChipBelief } from './tracker.js';
import { PRIOR_STYLE, type RivalStyle } from './rivals.js';

// Local copies of hot imports (see medium.ts).
const sharpTakes = sharpTakesImport;
const coreStep = step;
const worldValue = worldValueImport;

/** Tuning of the hard player's look-ahead. */
export interface HardParams {
  /** Most imagined worlds per decision (each played twice: take and refuse). */
  maxWorlds: number;
  /**
   * The time budget, as cubes: at most `budget / cubes left` worlds (but at least `batch`), so
   * early decisions, whose worlds are long, get fewer of them. Deterministic, unlike a clock.
   */
  budget: number;
  /** Worlds played between checks for an early stop, and before the first check. */
  batch: number;
  /** Stop early when the mean difference is this many standard errors from the bias. */
  stopZ: number;
  /** Weight of one point of score lead in a world's value (first place is worth 1). */
  marginWeight: number;
  /** Value it gives up to refuse rather than take (positive: bold; negative: cautious). */
  bias: number;
  /** Random change (chips, uniform +-) of the pot asked for at each of its own imagined decisions. */
  noiseMe: number;
  /** The rule every seat follows in imagined worlds (each rival's read style is applied to it). */
  policy: Readonly<PolicyParams>;
  /**
   * Plans for this cube weighed besides "take now" and "refuse, then play the rule": "refuse now,
   * take it when it comes back" (1), "... the second time it comes back" (2), up to `plans`. The
   * value of refusing is the best refusing plan's. A plan is fixed before a world is looked at, so
   * no plan sees the deck it is played on.
   */
  plans: number;
}

const STEADY: Readonly<HardParams> = {
  maxWorlds: 512, budget: 8192, batch: 16, stopZ: 3, marginWeight: 0.01, bias: 0, noiseMe: 1, policy: SHARP, plans: 0,
};

/** The hard player's tuning per style; only the bias differs. */
export const HARD_PARAMS: Readonly<Record<BotStyle, Readonly<HardParams>>> = {
  bold: { ...STEADY, bias: 0.04 },
  steady: STEADY,
  cautious: { ...STEADY, bias: -0.04 },
};

/** What a hard decision found: the action and the mean values it compared. */
export interface HardVerdict {
  action: Action;
  /** Mean value of taking and of refusing over the worlds played (share of a win + margin). */
  take: number;
  refuse: number;
  /** Worlds played (0 when the action was forced). */
  worlds: number;
}

/**
 * One hard decision for the view's seat, as a pure function of the view, a chip belief (from a
 * `ChipTracker` that has seen this view), the rivals' styles (from a `RivalReader`; a loose
 * player is assumed for any not given) and a generator. Forced when the seat has no chips (take).
 */
export function hardDecide(
  view: PlayerView, belief: ChipBelief, rng: Rng, p: Readonly<HardParams>, styles: readonly RivalStyle[] = [],
): HardVerdict {
  const me = view.seat;
  if (view.myChips <= 0 || view.offer === null) return { action: 'take', take: 0, refuse: 0, worlds: 0 };
  const base = tableFromView(view);
  base.current = me;
  const unseen = unseenCubes(base, view.rules.smallest, view.rules.largest);
  const deckLeft = view.deckLeft;
  const n = base.chips.length;
  const totalChips = view.rules.chips * n;
  const fast = new FastRng(rng.int(1, 0x7fffffff));
  const world: Table = copyTable(base);
  const play: Table = copyTable(world);
  const spread = new Float64Array(n);
  const offset = new Float64Array(n);
  for (let s = 0; s < n; s++) {
    const style = s === me ? { offset: 0, spread: p.noiseMe } : (styles[s] ?? PRIOR_STYLE);
    spread[s] = style.spread;
    offset[s] = style.offset;
  }
  // sums[0]: take now; sums[1]: refuse, then the rule; sums[1 + k]: refuse, take at the k-th return.
  const plans = 2 + p.plans;
  const sums = new Float64Array(plans);
  const diffs = new Float64Array(plans);
  const diffs2 = new Float64Array(plans);
  const values = new Float64Array(plans);
  let worlds = 0;
  let best = 1;
  const limit = Math.max(p.batch, Math.min(p.maxWorlds, Math.floor(p.budget / (deckLeft + 1))));
  while (worlds < limit) {
    sampleWorld(base, world, unseen, deckLeft, belief, me, totalChips, fast);
    // Every plan meets the same world and the same random numbers (common random numbers).
    const seed = fast.below(0x7fffffff) + 1;
    for (let k = 0; k < plans; k++) values[k] = playPlan(world, play, k, me, p, new FastRng(seed), spread, offset);
    for (let k = 1; k < plans; k++) {
      const d = values[0]! - values[k]!;
      sums[k]! += values[k]!;
      diffs[k]! += d;
      diffs2[k]! += d * d;
    }
    sums[0]! += values[0]!;
    worlds++;
    if (worlds % p.batch === 0) {
      best = 1;
      for (let k = 2; k < plans; k++) if (sums[k]! > sums[best]!) best = k;
      const mean = diffs[best]! / worlds;
      const se = Math.sqrt(Math.max(0, diffs2[best]! / worlds - mean * mean) / worlds);
      if (Math.abs(mean - p.bias) > p.stopZ * se + 1e-12) break;
    }
  }
  best = 1;
  for (let k = 2; k < plans; k++) if (sums[k]! > sums[best]!) best = k;
  const take = sums[0]! / worlds;
  const refuse = sums[best]! / worlds;
  return { action: take - refuse > p.bias ? 'take' : 'refuse', take, refuse, worlds };
}

/**
 * Play one plan for this cube in a world (0: take now; 1: refuse, then the rule; 1 + k: refuse,
 * and take when the cube comes back for the k-th time), then the rest of the game with the sharp
 * rule at every seat. Returns the world's value for `me`.
 */
function playPlan(world: Table, play: Table, plan: number, me: number, p: Readonly<HardParams>, rng: FastRng, spread: Float64Array, offset: Float64Array): number {
  resetTable(play, world);
  coreStep(play, plan === 0);
  const policy = p.policy;
  const auction = world.revealed;
  let returns = 0;
  while (!play.finished) {
    const s = play.current;
    const amp = spread[s]!;
    const jitter = offset[s]! + (amp === 0 ? 0 : (rng.next() * 2 - 1) * amp);
    if (plan > 1 && s === me && play.revealed === auction) {
      returns++;
      coreStep(play, returns >= plan - 1 || play.chips[me]! <= 0);
    } else coreStep(play, sharpTakes(play, policy, jitter));
  }
  return worldValue(play, me, p.marginWeight);
}
