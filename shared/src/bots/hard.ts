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
import { RIVAL_PRIOR, type RivalRead } from './rivals.js';
import { MEDIUM_PARAMS, mediumTakes as mediumTakesImport } from './medium.js';

// Local copies of hot imports (see medium.ts).
const sharpTakes = sharpTakesImport;
const mediumTakes = mediumTakesImport;
const STEADY_MEDIUM = MEDIUM_PARAMS.steady;
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
  /** The same for a rival imagined as a strong player (the sharp rule; `RivalReader`). */
  rivalSpread: number;
  /** The same for a rival imagined as a medium player (the steady medium rule). */
  mediumSpread: number;
  /** The rule it imagines itself and strong rivals following. */
  policy: Readonly<PolicyParams>;
}

const STEADY: Readonly<HardParams> = {
  maxWorlds: 512, budget: 8192, batch: 16, stopZ: 3, marginWeight: 0.01, bias: 0, noiseMe: 3, rivalSpread: 6, mediumSpread: 2, policy: SHARP,
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
 * `ChipTracker` that has seen this view), what it has read of each rival (from a `RivalReader`;
 * `RIVAL_PRIOR` for any not given) and a generator. Forced when the seat has no chips (take).
 * In each imagined world every rival is drawn as one kind of player (sharp, medium, random) with
 * the probabilities read for it.
 */
export function hardDecide(
  view: PlayerView, belief: ChipBelief, rng: Rng, p: Readonly<HardParams>, reads: readonly RivalRead[] = [],
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
  const kind = new Int8Array(n);
  const amp = new Float64Array(n);
  const odds = Array.from({ length: n }, (_, s) => (s === me ? [1, 0, 0] : (reads[s]?.p ?? RIVAL_PRIOR)));
  let sumT = 0;
  let sumR = 0;
  let sumD = 0;
  let sumD2 = 0;
  let worlds = 0;
  const limit = Math.max(p.batch, Math.min(p.maxWorlds, Math.floor(p.budget / (deckLeft + 1))));
  while (worlds < limit) {
    sampleWorld(base, world, unseen, deckLeft, belief, me, totalChips, fast);
    for (let s = 0; s < n; s++) {
      const u = fast.next();
      const o = odds[s]!;
      kind[s] = u < o[0]! ? 0 : u < o[0]! + o[1]! ? 1 : 2;
      amp[s] = s === me ? p.noiseMe : kind[s] === 0 ? p.rivalSpread : kind[s] === 1 ? p.mediumSpread : 0;
    }
    // Both actions meet the same world and the same random numbers (common random numbers).
    const seed = fast.below(0x7fffffff) + 1;
    const vt = playAfter(world, play, true, me, p, new FastRng(seed), kind, amp);
    const vr = playAfter(world, play, false, me, p, new FastRng(seed), kind, amp);
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

/**
 * Play one action in a world, then the rest of the game with each seat's imagined rule (kind 0:
 * the sharp rule; 1: the steady medium rule; 2: a coin toss), `amp[seat]` chips of uniform noise
 * on the pot it asks for. Returns the world's value for `me`.
 */
function playAfter(world: Table, play: Table, take: boolean, me: number, p: Readonly<HardParams>, rng: FastRng, kind: Int8Array, amp: Float64Array): number {
  resetTable(play, world);
  coreStep(play, take);
  const policy = p.policy;
  while (!play.finished) {
    const s = play.current;
    const a = amp[s]!;
    const jitter = a === 0 ? 0 : (rng.next() * 2 - 1) * a;
    const k = kind[s]!;
    coreStep(play, k === 0 ? sharpTakes(play, policy, jitter) : k === 1 ? mediumTakes(play, STEADY_MEDIUM, jitter) : play.chips[s]! <= 0 || rng.next() < 0.5);
  }
  return worldValue(play, me, p.marginWeight);
}
