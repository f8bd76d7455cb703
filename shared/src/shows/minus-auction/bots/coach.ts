/**
 * The coach: what the hard player would do in a seat, and why, from that seat's `PlayerView`
 * alone (docs/BOTS.md, "The coach"). The advice is a pure function of the view: same view, same
 * advice; nothing a view does not hold (another seat's chips, the deck, the removed cubes) can
 * change it, because nothing else goes in. Its reasons are typed facts (`CoachReason`), not
 * sentences: `coachSentence` (coach-text.ts) words them in English, and other languages can word
 * the same facts their own way.
 */
import { takeDelta } from '../core.js';
import type { Action, PlayerView } from '../types.js';
import { decisionRng } from './bot.js';
import { HARD_PARAMS, hardDecide } from './hard.js';
import { tableFromView } from './table.js';
import { ChipTracker } from './tracker.js';

/**
 * One fact behind a piece of advice. Cubes are values (-17), points and chips whole numbers,
 * seats indexes into the view's `seats`.
 * - `no-chips`: the seat has no chips, so it must take.
 * - `joins-runs`: the cube joins two of its runs (counted values `upper` and `lower`), raising
 *   its score by `gain` points.
 * - `extends-run`: the cube extends its run counted as `run` (free, or +1 point).
 * - `gap`: the cube sits one gap from its run counted as `run`, and `missing` is still unseen.
 * - `near-run`: the cube sits two or three cubes from its run counted as `run`, and every cube
 *   between is still unseen, from `near` (next to the cube) to `far` (next to the run): it could
 *   grow into that run.
 * - `rival-run`: the cube fits `seat`'s run counted as `run` (the nearest such rival after this
 *   seat): taking keeps it from them; refusing lets them have it (they will likely take it).
 * - `pot-pays`: the pot's `pot` chips pay for much of the cube's `cost` points.
 * - `few-chips`: refusing would leave it `left` chips.
 * - `too-costly`: the cube costs `cost` points and the pot holds only `pot` chips (0: it is empty).
 * - `milk`: the cube fits its run and no rival's: it can go round once more and collect chips.
 * - `spare-chips`: it has `chips` chips, enough to refuse.
 * - `look-ahead`: in endings played on from here, taking is worth `take` and refusing `refuse` (the
 *   hard player's values: a share of wins plus a lead term, not win rates, so the words say which
 *   came out ahead, not a percentage; given only when they tell the actions apart: `LOOK_AHEAD_CLEAR`).
 * - `close-call`: the endings barely tell the actions apart; taking costs `cost` points (0 or less:
 *   nothing) against the pot's `pot` chips.
 * - `trade`: what the choice weighs when no other fact explains it: taking costs `cost` points (more
 *   than 0) and brings the pot's `pot` chips; refusing costs a chip. It goes before the look-ahead,
 *   so the look-ahead is never the only reason a player reads.
 */
export type CoachReason =
  | { kind: 'no-chips' }
  | { kind: 'joins-runs'; upper: number; lower: number; gain: number }
  | { kind: 'extends-run'; run: number }
  | { kind: 'gap'; run: number; missing: number }
  | { kind: 'near-run'; run: number; near: number; far: number }
  | { kind: 'rival-run'; seat: number; run: number }
  | { kind: 'pot-pays'; pot: number; cost: number }
  | { kind: 'small-cube'; cost: number }
  | { kind: 'few-chips'; left: number }
  | { kind: 'too-costly'; cost: number; pot: number }
  | { kind: 'milk' }
  | { kind: 'spare-chips'; chips: number }
  | { kind: 'look-ahead'; take: number; refuse: number }
  | { kind: 'close-call'; cost: number; pot: number }
  | { kind: 'trade'; cost: number; pot: number };

/**
 * The look-ahead is worth a clause when its values differ by at least this much and one is at least
 * this high; nearer than that, the endings barely told the actions apart (a close call).
 */
export const LOOK_AHEAD_CLEAR = 0.02;

/** The coach's advice: the hard player's action, one or two reasons, and the look-ahead's values. */
export interface CoachAdvice {
  action: Action;
  /** The main reason first; at most two. */
  reasons: CoachReason[];
  /** Mean value of each action in the look-ahead (share of first place plus a small lead term); 0 when forced. */
  take: number;
  refuse: number;
}

/** The coach's fixed seed: advice depends on the view only, never on who asks or when. */
const COACH_SEED = 0x0c0ac4;

/** The counted value (head, closest to zero) of the run of `cubes` that holds `cube`. */
function runOf(cubes: readonly number[], cube: number): number {
  let head = cube;
  while (cubes.includes(head + 1)) head += 1;
  return head;
}

/**
 * What the hard player would do in the view's seat, and why. A pure function of the view:
 * deterministic, and blind to everything the view does not hold. Call it on the seat's turn
 * (`view.current === view.seat`); for a finished game it advises `take` with no reasons.
 */
export function coachAdvice(view: PlayerView): CoachAdvice {
  if (view.offer === null || view.finished) return { action: 'take', reasons: [], take: 0, refuse: 0 };
  if (view.myChips <= 0) return { action: 'take', reasons: [{ kind: 'no-chips' }], take: 0, refuse: 0 };
  const tracker = new ChipTracker();
  tracker.update(view);
  const verdict = hardDecide({ ...view, current: view.seat }, tracker.belief(), decisionRng(COACH_SEED, view), HARD_PARAMS.steady);
  const facts = coachFacts(view);
  const wanted: CoachReason['kind'][] = verdict.action === 'take'
    ? ['joins-runs', 'extends-run', 'rival-run', 'gap', 'pot-pays', 'near-run', 'small-cube', 'few-chips']
    : ['milk', 'rival-run', 'too-costly', 'spare-chips'];
  const reasons = wanted.flatMap((k) => facts.filter((f) => f.kind === k)).slice(0, 2);
  if (reasons.length < 2) {
    const clear = Math.max(verdict.take, verdict.refuse) >= LOOK_AHEAD_CLEAR && Math.abs(verdict.take - verdict.refuse) >= LOOK_AHEAD_CLEAR;
    const cost = costOf(view);
    if (clear) {
      if (reasons.length === 0 && cost > 0) reasons.push({ kind: 'trade', cost, pot: view.pot });
      reasons.push({ kind: 'look-ahead', take: verdict.take, refuse: verdict.refuse });
    } else if (reasons.length === 0) reasons.push({ kind: 'close-call', cost, pot: view.pot });
  }
  return { action: verdict.action, reasons, take: verdict.take, refuse: verdict.refuse };
}

/** A cube within this many of the smallest the rules deal is "one of the smallest" (`small-cube`). */
const SMALL_CUBE_SPAN = 4;

/** Points taking the cube on offer costs the view's seat (its score's drop; 0 or less when it joins a run). */
function costOf(view: PlayerView): number {
  return -takeDelta(tableFromView(view).held, view.seat, -view.offer!);
}

/**
 * The `near-run` fact for `cube`: the nearest of the seat's cubes three or four steps away (above
 * first) with every cube between unseen and in the game's range, or null.
 */
function nearRun(view: PlayerView, mine: readonly number[], cube: number, seen: ReadonlySet<number>): CoachReason | null {
  const inRange = (c: number) => -c >= view.rules.smallest && -c <= view.rules.largest;
  for (const d of [3, 4]) {
    for (const dir of [1, -1]) {
      if (!mine.includes(cube + dir * d)) continue;
      const missing = Array.from({ length: d - 1 }, (_, i) => cube + dir * (i + 1));
      if (missing.every((c) => !seen.has(c) && inRange(c))) return { kind: 'near-run', run: runOf(mine, cube + dir * d), near: missing[0]!, far: missing.at(-1)! };
    }
  }
  return null;
}

/**
 * Every fact of `CoachReason` that holds for the cube on offer in this view (look-ahead aside),
 * whichever action it argues for; `coachAdvice` picks the ones behind its action. The view must
 * have a cube on offer.
 */
export function coachFacts(view: PlayerView): CoachReason[] {
  const out: CoachReason[] = [];
  const me = view.seat;
  const mine = view.seats[me]!.cubes;
  const cube = view.offer!;
  const cost = costOf(view);
  const delta = -cost;
  const above = mine.includes(cube + 1);
  const below = mine.includes(cube - 1);
  if (above && below) out.push({ kind: 'joins-runs', upper: runOf(mine, cube + 1), lower: cube - 1, gain: delta });
  else if (above || below) out.push({ kind: 'extends-run', run: above ? runOf(mine, cube + 1) : cube - 1 });
  const seen = new Set(view.seats.flatMap((s) => s.cubes));
  for (const [near, gapCube] of [[cube + 2, cube + 1], [cube - 2, cube - 1]] as const) {
    if (!above && !below && mine.includes(near) && !seen.has(gapCube) && -gapCube >= view.rules.smallest && -gapCube <= view.rules.largest) {
      out.push({ kind: 'gap', run: runOf(mine, near), missing: gapCube });
      break;
    }
  }
  if (!above && !below && !out.some((f) => f.kind === 'gap')) {
    const near = nearRun(view, mine, cube, seen);
    if (near) out.push(near);
  }
  const n = view.seats.length;
  for (let k = 1; k < n; k++) {
    const s = (me + k) % n;
    const theirs = view.seats[s]!.cubes;
    if (theirs.includes(cube + 1) || theirs.includes(cube - 1)) {
      out.push({ kind: 'rival-run', seat: s, run: theirs.includes(cube + 1) ? runOf(theirs, cube + 1) : cube - 1 });
      break;
    }
  }
  if (cost > 0 && view.pot * 2 >= cost) out.push({ kind: 'pot-pays', pot: view.pot, cost });
  // One of the game's smallest cubes (within 4 of the smallest the rules deal): cheap to take.
  if (cost > 0 && -cube <= view.rules.smallest + SMALL_CUBE_SPAN) out.push({ kind: 'small-cube', cost });
  if (view.myChips - 1 <= 2) out.push({ kind: 'few-chips', left: view.myChips - 1 });
  if (cost > 0 && view.pot * 2 < cost) out.push({ kind: 'too-costly', cost, pot: view.pot });
  if (cost <= 0 && !out.some((f) => f.kind === 'rival-run') && view.myChips >= 3) out.push({ kind: 'milk' });
  if (view.myChips >= 4) out.push({ kind: 'spare-chips', chips: view.myChips });
  return out;
}
