/**
 * Judging a rival's decision by its worth (docs/BOTS.md, "Reading rivals"): how likely a strong
 * player was to take, from a short look-ahead in that rival's seat rather than from the pot
 * alone. The reader of kinds (rivals.ts) can weigh the sharp kind by this instead of by the
 * margin of the pot over the sharp rule's price: a strong player takes when taking is worth more
 * to it, whatever the price says, so a coin-tosser's odd decisions stand out within a few of
 * them (in a game's first auctions, about 1.5 times the evidence per decision of the margin
 * alone against a coin-tosser, 2 to 2.5 times for a strong player; docs/BOTS.md, "Hard").
 */
import { step as stepImport, type Table } from '../core.js';
import { SHARP } from './policy.js';
import { FastRng, playOutSharp, resetTable, sampleWorld, unseenCubes, worldValue as worldValueImport } from './rollout.js';
import { copyTable } from './table.js';

// Local copies of hot imports (see medium.ts).
const step = stepImport;
const worldValue = worldValueImport;

/** What the judge needs of the game besides the table: the cube range and the starting chips per seat. */
export interface JudgeRules {
  smallest: number;
  largest: number;
  chips: number;
}

/**
 * How a decision's worth becomes a strong player's chance of taking: `floor + (1 - 2 floor) x
 * sigmoid(worth x d + margin x logit(marginOdds) + bias)`, where `d` is the look-ahead's value of
 * taking minus refusing (a share of first place, -1..1) and `marginOdds` the margin model's chance
 * (`takeOdds(...).sharp`, clamped to 0.015..0.98). Fitted by maximum likelihood to 2,913
 * decisions of `dmc` and `ismcts-read` players (3 to 7 seats, `show`) with the look-ahead below.
 */
export const JUDGE_FIT = { worlds: 32, worth: 7.746, margin: 0.650, bias: 0.0347, floor: 0.01 } as const;

/**
 * The value, for `seat` deciding at table `t` with `chips` chips (other seats' chips as counted
 * in `t.chips`; the pot as it stood), of taking minus refusing: the mean over `JUDGE_FIT.worlds`
 * imagined worlds (the deck order and removed cubes drawn from the unseen ones, the other seats'
 * chips spread round the counts), each played to the end by the sharp rule with 3 chips of noise
 * for the others and 1 for the seat, once after taking and once after refusing with the same
 * random numbers. Deterministic: the worlds are seeded by the decision itself. `t` is not changed.
 */
export function decisionWorth(t: Table, seat: number, chips: number, rules: JudgeRules): number {
  const base = copyTable(t);
  base.current = seat;
  base.chips[seat] = chips;
  // The refusals before this decision (the milking rule counts them).
  base.refusals = base.refusals.slice(0, Math.min(base.pot, base.refusals.length));
  const n = base.chips.length;
  const unseen = unseenCubes(base, rules.smallest, rules.largest);
  const deckLeft = base.deck.length - base.revealed;
  const belief = { chips: base.chips.slice(), exact: base.chips.map((_, s) => s === seat) };
  const fast = new FastRng(1 + ((seat * 7919 + base.pot * 31 + base.revealed * 101 + base.auction * 13 + chips * 7) % 1_000_003));
  const world = copyTable(base);
  const play = copyTable(base);
  const endings = new FastRng(1);
  // 1 chip of noise for the seat deciding, 3 for the others (as `dmc` imagines them).
  const noise = new Float64Array(n).fill(3);
  noise[seat] = 1;
  let sum = 0;
  for (let w = 0; w < JUDGE_FIT.worlds; w++) {
    sampleWorld(base, world, unseen, deckLeft, belief, seat, rules.chips * n, fast);
    const seed = fast.below(0x7fffffff) + 1;
    sum += ending(world, play, true, seat, noise, endings, seed) - ending(world, play, false, seat, noise, endings, seed);
  }
  return sum / JUDGE_FIT.worlds;
}

function ending(world: Table, play: Table, take: boolean, seat: number, noise: Float64Array, rng: FastRng, seed: number): number {
  resetTable(play, world);
  rng.reseed(seed);
  step(play, take);
  playOutSharp(play, SHARP, noise, rng);
  return worldValue(play, seat, 0.01);
}

/**
 * A strong player's chance of taking, from the decision's worth `d` (`decisionWorth`) and the
 * margin model's chance `marginOdds` (`JUDGE_FIT`).
 */
export function sharpTakeChance(d: number, marginOdds: number): number {
  const o = Math.min(0.98, Math.max(0.015, marginOdds));
  const z = JUDGE_FIT.worth * d + JUDGE_FIT.margin * Math.log(o / (1 - o)) + JUDGE_FIT.bias;
  return JUDGE_FIT.floor + (1 - 2 * JUDGE_FIT.floor) / (1 + Math.exp(-z));
}
