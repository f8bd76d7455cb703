/**
 * Challenger `dmc` (measurement only, not offered in the lobby): determinised Monte Carlo with
 * the sharp rule as its rollout and fixed rival noise. It counts chips like a person at the
 * table (`ChipTracker`) but does not read how its rivals play: every imagined seat plays the
 * sharp rule, rivals with `rivalNoise` chips of uniform noise on the pot they ask for, itself
 * with `selfNoise`. Each imagined world is played out twice, after taking and after refusing,
 * with the same world and the same random numbers (common random numbers), for a fixed number of
 * worlds (`budget / cubes left`, clamped), and it picks the action with the better mean value
 * (win share plus a small weight on the score lead). The kind of player the hard level must beat
 * (docs/BOTS.md, "Challengers").
 */
import { step, type Table } from '../core.js';
import type { Action, PlayerView } from '../types.js';
import type { Rng } from '../../../platform/rng.js';
import { SHARP, type PolicyParams } from './policy.js';
import { FastRng, playOutSharp, resetTable, sampleWorld, unseenCubes, worldValue as worldValueImport } from './rollout.js';
import { copyTable, tableFromView } from './table.js';
import type { ChipBelief } from './tracker.js';

// Local copies of hot imports (see medium.ts).
const coreStep = step;
const worldValue = worldValueImport;

/** Tuning of the `dmc` challenger. */
export interface DmcParams {
  /** Worlds per decision: `budget / cubes left`, clamped to `minWorlds..maxWorlds`. */
  budget: number;
  minWorlds: number;
  maxWorlds: number;
  /** Uniform noise (chips, +-) on the pot a rival asks for in imagined worlds. */
  rivalNoise: number;
  /** The same for its own imagined decisions after this one. */
  selfNoise: number;
  /** Weight of one point of score lead next to first place (worth 1). */
  marginWeight: number;
  /** The rollout rule. */
  policy: Readonly<PolicyParams>;
}

/**
 * The `dmc` challenger's tuning: 4.5 times the worlds it first had, which makes its decision at
 * least as long as the hard level's (compute is not what tells them apart; docs/BENCHMARKS.md,
 * "Hard against the challengers", gives each one's time).
 */
export const DMC_PARAMS: Readonly<DmcParams> = {
  budget: 11_700, minWorlds: 72, maxWorlds: 1170, rivalNoise: 3, selfNoise: 1, marginWeight: 0.01, policy: SHARP,
};

/**
 * The `dmc` decision for the view's seat: a pure function of the view, a chip belief (from a
 * `ChipTracker` that saw it) and a generator. Takes when it has no chips.
 */
export function dmcDecide(view: PlayerView, belief: ChipBelief, rng: Rng, p: Readonly<DmcParams> = DMC_PARAMS): Action {
  const me = view.seat;
  if (view.myChips <= 0 || view.offer === null) return 'take';
  const base = tableFromView(view);
  base.current = me;
  const n = base.chips.length;
  const unseen = unseenCubes(base, view.rules.smallest, view.rules.largest);
  const world = copyTable(base);
  const play = copyTable(base);
  const noise = new Float64Array(n).fill(p.rivalNoise);
  noise[me] = p.selfNoise;
  const fast = new FastRng(rng.int(1, 0x7fffffff));
  const worlds = Math.max(p.minWorlds, Math.min(p.maxWorlds, Math.floor(p.budget / (view.deckLeft + 1))));
  const endings = new FastRng(1);
  let diff = 0;
  for (let w = 0; w < worlds; w++) {
    sampleWorld(base, world, unseen, view.deckLeft, belief, me, view.rules.chips * n, fast);
    const seed = fast.below(0x7fffffff) + 1;
    resetTable(play, world);
    coreStep(play, true);
    endings.reseed(seed);
    playOutSharp(play, p.policy, noise, endings);
    const take = worldValue(play, me, p.marginWeight);
    resetTable(play, world);
    coreStep(play, false);
    endings.reseed(seed);
    playOutSharp(play, p.policy, noise, endings);
    diff += take - worldValue(play, me, p.marginWeight);
  }
  return diff >= 0 ? 'take' : 'refuse';
}
