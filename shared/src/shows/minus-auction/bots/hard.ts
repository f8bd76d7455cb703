/**
 * The hard computer player (docs/BOTS.md, "Hard"). It counts chips from public refusals
 * (`ChipTracker`), reads how each rival takes (`StyleReader`) and what kind of player it is
 * (`RivalReader`), then looks ahead: it imagines worlds consistent with its view (which unseen
 * cubes were removed, the deck order, the chips it is not sure of), plays each to the end (a
 * rival read as a strong player by the sharp rule with a little noise, any other by the medium
 * rule with its read style, itself by the sharp rule), once after taking and once after
 * refusing, and picks the action that wins more
 * often. Winning, not scoring, is what it counts, so a cube that would hand the leader first
 * place is worth taking, and a gap that only a removed cube could fill is worth less. The "time
 * budget" is a number of imagined worlds (deterministic), stopped early when one action is
 * clearly better.
 */
import type { Action, PlayerView } from '../types.js';
import type { Rng } from '../../../platform/rng.js';
import type { BotStyle } from './labels.js';
import { MEDIUM_PARAMS, mediumTakes as mediumTakesImport, type MediumParams } from './medium.js';
import { step as stepImport, type Table } from '../core.js';
import { SHARP, sharpTakes as sharpTakesImport, type PolicyParams } from './policy.js';
import type { RivalRead } from './rivals.js';
import { FastRng, resetTable, sampleWorld, unseenCubes, worldValue } from './rollout.js';
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
  /** The rule it follows itself in imagined worlds, after the decision at hand (when `selfSharp` is false). */
  self: Readonly<MediumParams>;
  /** True: it imagines itself playing the sharp rule (with `noiseMe`) after the decision at hand. */
  selfSharp: boolean;
  /** The rule of a rival imagined as a strong player. */
  sharp: Readonly<PolicyParams>;
  /** Uniform noise (chips, +-) on the pot a rival imagined as a strong player asks for. */
  sharpNoise: number;
  /** False: every rival is imagined with the medium rule and its read style, whatever its kind. */
  readKinds: boolean;
  /**
   * Belief that a rival is a strong player (`RivalRead.p[0]`, from the kind reader with prior
   * `kindPrior`) at which it is imagined with the sharp rule; below it, with the medium rule and
   * its read style (`StyleReader`).
   */
  sharpBar: number;
  /** The kind reader's prior (`RIVAL_KINDS` order: sharp, medium, random). */
  kindPrior: Readonly<[number, number, number]>;
}

/**
 * A medium rule the hard player can imagine itself following after the decision at hand (when
 * `selfSharp` is false): a flat reserve of 4 chips and less pressure. The sharp rule with 1 chip
 * of noise (the default) did better against random and medium tables (docs/BOTS.md, "Hard").
 */
export const HARD_SELF: Readonly<MediumParams> = {
  ratio: 0.5, slack: 2, reserve0: 4, reserveGrowth: 0, pressure: 1.5, rounds: 1, roundChips: 2, milk: false,
};

const HARD_BASE: Omit<HardParams, 'bias'> = {
  maxWorlds: 1024, budget: 16384, batch: 16, stopZ: 3, marginWeight: 0.01, noiseMe: 1, rollout: MEDIUM_PARAMS.steady, self: HARD_SELF,
  selfSharp: true, sharp: SHARP, sharpNoise: 3, readKinds: true, sharpBar: 0.75, kindPrior: [0.4, 0.3, 0.3],
};

/** The hard player's tuning per style; only the bias differs. */
export const HARD_PARAMS: Readonly<Record<BotStyle, Readonly<HardParams>>> = {
  bold: { ...HARD_BASE, bias: 0.04 },
  steady: { ...HARD_BASE, bias: 0 },
  cautious: { ...HARD_BASE, bias: -0.04 },
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
  reads: readonly RivalRead[] = [],
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
  const sharp = new Uint8Array(n);
  for (let s = 0; s < n; s++) {
    const read = reads[s];
    const strong = p.readKinds && read !== undefined && read.p[0] >= p.sharpBar;
    sharp[s] = s === me ? (p.selfSharp ? 1 : 0) : strong ? 1 : 0;
    const style = s === me ? { offset: 0, spread: p.noiseMe } : strong ? { offset: 0, spread: p.sharpNoise } : (styles[s] ?? PRIOR_STYLE);
    spread[s] = style.spread;
    offset[s] = style.offset;
  }
  const rules: Rules = { p, me, rng: fast, spread, offset, sharp };
  let sumT = 0;
  let sumR = 0;
  let sumD = 0;
  let sumD2 = 0;
  let worlds = 0;
  const limit = Math.max(p.batch, Math.min(p.maxWorlds, Math.floor(p.budget / (deckLeft + 1))));
  while (worlds < limit) {
    sampleWorld(base, world, unseen, deckLeft, belief, me, totalChips, fast);
    const vt = playAfter(world, play, true, rules);
    const vr = playAfter(world, play, false, rules);
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

/** How every seat of an imagined world decides: per seat the sharp rule (`sharp[s]` 1) or the medium rule, with its offset and spread. */
interface Rules {
  p: Readonly<HardParams>;
  me: number;
  rng: FastRng;
  spread: Float64Array;
  offset: Float64Array;
  sharp: Uint8Array;
}

// Local copies of hot imports (see medium.ts).
const step = stepImport;
const mediumTakes = mediumTakesImport;
const sharpTakes = sharpTakesImport;

function playAfter(world: Table, play: Table, take: boolean, r: Rules): number {
  resetTable(play, world);
  if (!step(play, take)) {
    const { p, me, rng, spread, offset, sharp } = r;
    while (!play.finished) {
      const s = play.current;
      const amp = spread[s]!;
      const jitter = offset[s]! + (amp === 0 ? 0 : (rng.next() * 2 - 1) * amp);
      step(play, sharp[s] ? sharpTakes(play, p.sharp, jitter) : mediumTakes(play, s === me ? p.self : p.rollout, jitter));
    }
  }
  return worldValue(play, r.me, r.p.marginWeight);
}
