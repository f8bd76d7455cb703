/**
 * The hard computer player (docs/BOTS.md, "Hard"). It counts chips from public refusals
 * (`ChipTracker`) and reads how each rival takes (`StyleReader`), then looks ahead: it imagines
 * worlds consistent with its view (which unseen cubes were removed, the deck order, the chips it
 * is not sure of), plays each to the end with the medium rule at every seat (each rival with its
 * read style), once after taking and once after refusing, and picks the action that wins more
 * often. Winning, not scoring, is what it counts, so a cube that would hand the leader first
 * place is worth taking, and a gap that only a removed cube could fill is worth less. The "time
 * budget" is a number of imagined worlds (deterministic), stopped early when one action is
 * clearly better.
 */
import type { Action, PlayerView } from '../types.js';
import type { Rng } from '../../../platform/rng.js';
import type { BotStyle } from './labels.js';
import { MEDIUM_PARAMS, type MediumParams } from './medium.js';
import { step, type Table } from '../core.js';
import { FastRng, playOut, resetTable, sampleWorld, unseenCubes, worldValue } from './rollout.js';
import { PRIOR_STYLE, type RivalStyle } from './styles.js';
import { copyTable, tableFromView } from './table.js';
import type { ChipBelief } from './tracker.js';

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
  /** The rule every other seat follows in imagined worlds (before its read style is applied). */
  rollout: Readonly<MediumParams>;
  /** The rule it follows itself in imagined worlds, after the decision at hand. */
  self: Readonly<MediumParams>;
}

/**
 * The rule the hard player imagines itself following after the decision at hand: the medium
 * rule with a flat reserve of 4 chips and less pressure, which plays better against loose tables.
 */
export const HARD_SELF: Readonly<MediumParams> = {
  ratio: 0.5, slack: 2, reserve0: 4, reserveGrowth: 0, pressure: 1.5, rounds: 1, roundChips: 2, milk: false,
};

/** The hard player's tuning per style; only the bias differs. */
export const HARD_PARAMS: Readonly<Record<BotStyle, Readonly<HardParams>>> = {
  bold: { maxWorlds: 512, budget: 8192, batch: 16, stopZ: 3, marginWeight: 0.01, bias: 0.04, noiseMe: 14, rollout: MEDIUM_PARAMS.steady, self: HARD_SELF },
  steady: { maxWorlds: 512, budget: 8192, batch: 16, stopZ: 3, marginWeight: 0.01, bias: 0, noiseMe: 14, rollout: MEDIUM_PARAMS.steady, self: HARD_SELF },
  cautious: { maxWorlds: 512, budget: 8192, batch: 16, stopZ: 3, marginWeight: 0.01, bias: -0.04, noiseMe: 14, rollout: MEDIUM_PARAMS.steady, self: HARD_SELF },
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
 * `ChipTracker` that has seen this view), the rivals' styles (from a `StyleReader`; a loose
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
  let sumT = 0;
  let sumR = 0;
  let sumD = 0;
  let sumD2 = 0;
  let worlds = 0;
  const limit = Math.max(p.batch, Math.min(p.maxWorlds, Math.floor(p.budget / (deckLeft + 1))));
  while (worlds < limit) {
    sampleWorld(base, world, unseen, deckLeft, belief, me, totalChips, fast);
    const vt = playAfter(world, play, true, me, p, fast, spread, offset);
    const vr = playAfter(world, play, false, me, p, fast, spread, offset);
    sumT += vt;
    sumR += vr;
    const d = vt - vr;
    sumD += d;
    sumD2 += d * d;
    worlds++;
    if (worlds % p.batch === 0) {
      const mean = sumD / worlds;
      const se = Math.sqrt(Math.max(0, sumD2 / worlds - mean * mean) / worlds);
      if (Math.abs(mean - p.bias) > p.stopZ * se + 1e-12) break;
    }
  }
  const take = sumT / worlds;
  const refuse = sumR / worlds;
  return { action: take - refuse > p.bias ? 'take' : 'refuse', take, refuse, worlds };
}

function playAfter(world: Table, play: Table, take: boolean, me: number, p: Readonly<HardParams>, rng: FastRng, spread: Float64Array, offset: Float64Array): number {
  resetTable(play, world);
  if (!step(play, take)) playOut(play, p.rollout, p.self, me, rng, spread, offset);
  return worldValue(play, me, p.marginWeight);
}
