/**
 * Challenger `ismcts` (measurement only, not offered in the lobby): single-observer
 * information-set Monte Carlo tree search. One tree over the public decisions from the view,
 * shared by every determinisation (a world consistent with the view: deck order, removed cubes,
 * unsure chips). Each iteration samples a world, walks the tree choosing each seat's action by
 * UCB on that seat's own reward (a seat without chips in that world can only take; actions are
 * scored against how often they were available), adds one node, plays the rest with the sharp
 * rule plus noise, and backs every seat's reward up the path. Cube reveals are chance nodes with
 * progressive widening: a node visited v times keeps at most ceil(k x v^alpha) cube children, and
 * a world whose next cube would open one more has an existing child's cube swapped in (that cube
 * is unseen at that point, so the world stays consistent). Picks the root action visited most.
 * The hard level uses the same search (`ismctsSearch`, every rival a strong player, with progressive
 * unpruning: `unprune`; at 3 and 7 seats with a paired root: `paired`) for its decisions at a table it
 * does not read as one of medium players or coin-tossers (hard.ts, `weakBar`).
 */
import { step, type Table } from '../core.js';
import type { Action, PlayerView } from '../types.js';
import type { Rng } from '../../../platform/rng.js';
import { MEDIUM_PARAMS, mediumTakes as mediumTakesImport } from './medium.js';
import { SHARP, sharpTakes as sharpTakesImport, type PolicyParams } from './policy.js';
import { kindOf, RIVAL_KINDS, type RivalRead } from './rivals.js';
import { FastRng, resetTable, sampleWorld, unseenCubes } from './rollout.js';
import { seatScore as seatScoreImport } from '../core.js';
import { copyTable, tableFromView } from './table.js';
import type { ChipBelief } from './tracker.js';

const sharpTakes = sharpTakesImport;
const mediumTakes = mediumTakesImport;
const STEADY_MEDIUM = MEDIUM_PARAMS.steady;
const coreStep = step;
const seatScore = seatScoreImport;

/** Tuning of the `ismcts` challenger. */
export interface IsmctsParams {
  /** Iterations per decision: `budget / cubes left`, clamped to `minIterations..maxIterations`. */
  budget: number;
  minIterations: number;
  maxIterations: number;
  /** UCB exploration weight (rewards are a share of first place, 0..1, plus the lead term). */
  explore: number;
  /** Progressive widening of cube reveals: at most ceil(widenK x visits^widenAlpha) children. */
  widenK: number;
  widenAlpha: number;
  /** Uniform noise (chips, +-) on the pot asked for in rollouts, by seats played with the sharp rule. */
  noise: number;
  /** The same for seats played with the steady medium rule (rivals read as medium players). */
  mediumNoise: number;
  /** Weight of one point of score lead next to first place (worth 1). */
  marginWeight: number;
  /** Value given up to refuse rather than take, at the root (positive: bold; negative: cautious). */
  bias: number;
  /**
   * Progressive unpruning: a decision node below the root plays the sharp rule's choice (with the
   * rollouts' noise) until it has been reached this many times or both actions have been tried, and
   * only then chooses by UCB; 0: UCB from the first visit. A node reached a few times then stands
   * for a rival (or itself, later) deciding as a strong player does, not by a coin toss between
   * two barely tried actions.
   */
  unprune: number;
  policy: Readonly<PolicyParams>;
  /**
   * A paired root: each iteration plays both root actions on the same imagined world with the
   * same random numbers (half the iterations each, so the same work), and the root compares their
   * mean rewards. The difference is then the actions', not the luck of the worlds each happened to
   * draw; below the root the tree searches as before. Omitted or false: UCB chooses at the root too.
   */
  paired?: boolean;
}

/**
 * The `ismcts` challenger's tuning: the hard level's own iteration budget, so the comparison is
 * at equal compute (docs/BENCHMARKS.md, "Hard against the challengers", gives each one's time).
 */
export const ISMCTS_PARAMS: Readonly<IsmctsParams> = {
  budget: 20_800, minIterations: 160, maxIterations: 2080, explore: 0.5, widenK: 1, widenAlpha: 0.5, noise: 2, mediumNoise: 2, marginWeight: 0.01, bias: 0, unprune: 0, policy: SHARP,
};

/** A decision node: statistics of take (0) and refuse (1) for the seat that acts there. */
interface Decision {
  /** Times take (0) / refuse (1) was chosen, and the summed reward of the acting seat after it. */
  n0: number;
  n1: number;
  w0: number;
  w1: number;
  /** Times refuse was legal when the node was reached (take always is: `visits`). */
  visits: number;
  avail1: number;
  /** After a take: the cube revealed next (chance). After a refuse: the next seat's decision. */
  take: Chance | null;
  refuse: Decision | null;
}

/** A chance node: the cube revealed after a take, by cube. */
interface Chance {
  visits: number;
  children: Map<number, Decision>;
  cubes: number[];
}

function decisionNode(): Decision {
  return { n0: 0, n1: 0, w0: 0, w1: 0, visits: 0, avail1: 0, take: null, refuse: null };
}

/** Each seat's reward at the end of a world: its share of first place plus the lead term. */
function rewards(t: Table, marginWeight: number, out: Float64Array): void {
  const n = t.chips.length;
  let best = -Infinity;
  let second = -Infinity;
  let firsts = 0;
  for (let s = 0; s < n; s++) {
    const sc = seatScore(t, s);
    out[s] = sc;
    if (sc > best) {
      second = best;
      best = sc;
      firsts = 1;
    } else if (sc === best) {
      firsts++;
      second = sc;
    } else if (sc > second) second = sc;
  }
  for (let s = 0; s < n; s++) {
    const sc = out[s]!;
    const other = sc === best && firsts === 1 ? second : best;
    out[s] = (sc === best ? 1 / firsts : 0) + marginWeight * (sc - other);
  }
}

/** Swap the cube `want` into the next reveal position of a world's deck (it is unseen, so it is later in the deck or removed). */
function forceNext(t: Table, want: number): void {
  const deck = t.deck as number[];
  const at = t.revealed;
  for (let i = at + 1; i < deck.length; i++) {
    if (deck[i] === want) {
      deck[i] = deck[at]!;
      deck[at] = want;
      return;
    }
  }
  deck[at] = want; // it was one of this world's removed cubes; the displaced cube is removed instead
}

/** Belief that a rival is a coin-tosser from which the search starts imagining it tossing coins now and then. */
export const COIN_BAR = 0.2;

/** What a search found at the root: the action, each action's mean reward and visits. */
export interface SearchVerdict {
  action: Action;
  /** Mean reward of `me` after taking / refusing (share of first place plus the lead term); 0 when forced. */
  take: number;
  refuse: number;
  /** Iterations run, and how many went through each root action (0 when the action was forced). */
  iterations: number;
  takeVisits: number;
  refuseVisits: number;
}

/**
 * The search for the view's seat: a pure function of the view, a chip belief (from a
 * `ChipTracker` that saw it), what is read of each rival (`RivalReader`; below the tree each
 * rival plays as the kind `kindOf` its read gives, a strong player for any not given) and a
 * generator. Takes when it has no chips. The action is the one with the better mean reward at
 * the root, refusing needing `bias` more.
 */
export function ismctsSearch(
  view: PlayerView, belief: ChipBelief, rng: Rng, p: Readonly<IsmctsParams>, reads: readonly RivalRead[] = [],
): SearchVerdict {
  const me = view.seat;
  if (view.myChips <= 0 || view.offer === null) return { action: 'take', take: 0, refuse: 0, iterations: 0, takeVisits: 0, refuseVisits: 0 };
  const base = tableFromView(view);
  base.current = me;
  const n = base.chips.length;
  const unseen = unseenCubes(base, view.rules.smallest, view.rules.largest);
  const world = copyTable(base);
  const fast = new FastRng(rng.int(1, 0x7fffffff));
  const root = decisionNode();
  const iterations = Math.max(p.minIterations, Math.min(p.maxIterations, Math.floor(p.budget / (view.deckLeft + 1))));
  const reward = new Float64Array(n);
  const pathNodes: Decision[] = [];
  const pathActs: number[] = [];
  const pathSeats: number[] = [];
  const kind = new Int8Array(n);
  // A seat imagined as a strong player that might be a coin-tosser (belief at least `COIN_BAR`)
  // makes a coin-toss decision as often as it is believed to be one: a slow read costs less so.
  const coin = new Float64Array(n);
  for (let s = 0; s < n; s++) {
    kind[s] = s === me || !reads[s] ? 0 : RIVAL_KINDS.indexOf(kindOf(reads[s]!));
    const random = s !== me && kind[s] === 0 && reads[s] ? reads[s]!.p[2] : 0;
    coin[s] = random >= COIN_BAR ? random : 0;
  }
  if (p.paired) pairedRoot(Math.max(1, Math.floor(iterations / 2)));
  else for (let it = 0; it < iterations; it++) {
    sampleWorld(base, world, unseen, view.deckLeft, belief, me, view.rules.chips * n, fast);
    descend(world, -1, fast);
  }

  /**
   * `pairs` iterations of a paired root: each world played from take and from refuse. The second
   * is a copy with its own deck array (a chance node may swap a cube into the next reveal) and
   * replays the first's random numbers.
   */
  function pairedRoot(pairs: number): void {
    const twin = copyTable(base);
    const twinDeck: number[] = [];
    const pairRng = new FastRng(1);
    for (let it = 0; it < pairs; it++) {
      sampleWorld(base, world, unseen, view.deckLeft, belief, me, view.rules.chips * n, fast);
      resetTable(twin, world);
      twinDeck.length = 0;
      for (const c of world.deck) twinDeck.push(c);
      twin.deck = twinDeck;
      const seed = fast.below(0x7fffffff) + 1;
      pairRng.reseed(seed);
      descend(world, 0, pairRng);
      pairRng.reseed(seed);
      descend(twin, 1, pairRng);
    }
  }

  /** One iteration on world `t` from the root (`first`: the root action it must take, -1: UCB's), backed up the path. */
  function descend(t: Table, first: number, fast: FastRng): void {
    let node: Decision | null = root;
    pathNodes.length = 0;
    pathActs.length = 0;
    pathSeats.length = 0;
    while (node && !t.finished) {
      const s = t.current;
      const canRefuse = t.chips[s]! > 0;
      const here: Decision = node;
      here.visits++;
      if (canRefuse) here.avail1++;
      let a = 0;
      const c = coin[s]!;
      if (here === root && first >= 0) a = first;
      else if (canRefuse && s !== me && (kind[s] !== 0 || (c > 0 && fast.next() < c))) {
        // A rival read as a medium player or a coin-tosser decides by its kind in the tree too,
        // not as the best reply to this seat: that is what it does at the table.
        const k = kind[s] === 0 ? 2 : kind[s]!;
        const u = fast.next() * 2 - 1;
        a = (k === 1 ? mediumTakes(t, STEADY_MEDIUM, u * p.mediumNoise) : u < 0) ? 0 : 1;
      } else if (canRefuse && here !== root && here.visits <= p.unprune && (here.n0 === 0 || here.n1 === 0)) {
        a = sharpTakes(t, p.policy, (fast.next() * 2 - 1) * p.noise) ? 0 : 1;
      } else if (canRefuse) {
        if (here.n0 === 0 || here.n1 === 0) a = here.n0 === 0 ? (here.n1 === 0 ? fast.below(2) : 0) : 1;
        else {
          // Subset-armed UCB: each action's bonus counts the visits in which it was available.
          const u0 = here.w0 / here.n0 + p.explore * Math.sqrt(Math.log(here.visits) / here.n0);
          const u1 = here.w1 / here.n1 + p.explore * Math.sqrt(Math.log(here.avail1) / here.n1);
          a = u1 > u0 ? 1 : 0;
        }
      }
      pathNodes.push(here);
      pathActs.push(a);
      pathSeats.push(s);
      const fresh = (a === 0 ? here.n0 : here.n1) === 0;
      if (a === 1) {
        coreStep(t, false);
        node = fresh ? null : (here.refuse ??= decisionNode());
        continue;
      }
      const chance: Chance = (here.take ??= { visits: 0, children: new Map(), cubes: [] });
      chance.visits++;
      if (t.revealed < t.deck.length && !fresh) {
        let cube = t.deck[t.revealed]!;
        if (!chance.children.has(cube) && chance.children.size >= Math.ceil(p.widenK * chance.visits ** p.widenAlpha)) {
          cube = chance.cubes[fast.below(chance.cubes.length)]!;
          forceNext(t, cube);
        }
        coreStep(t, true);
        let child = chance.children.get(cube);
        if (!child) {
          child = decisionNode();
          chance.children.set(cube, child);
          chance.cubes.push(cube);
          node = null; // one new node per iteration: roll out from here
        } else node = child;
      } else {
        coreStep(t, true);
        node = null;
      }
    }
    rollout(t, p, kind, coin, fast);
    rewards(t, p.marginWeight, reward);
    for (let i = 0; i < pathNodes.length; i++) {
      const d = pathNodes[i]!;
      const r = reward[pathSeats[i]!]!;
      if (pathActs[i] === 0) {
        d.n0++;
        d.w0 += r;
      } else {
        d.n1++;
        d.w1 += r;
      }
    }
  }
  const take = root.n0 ? root.w0 / root.n0 : -Infinity;
  const refuse = root.n1 ? root.w1 / root.n1 : -Infinity;
  return { action: take - refuse > p.bias ? 'take' : 'refuse', take, refuse, iterations, takeVisits: root.n0, refuseVisits: root.n1 };
}

/**
 * Play a world to the end below the tree: each seat by the rule of its kind (0: the sharp rule,
 * 1: the steady medium rule, 2: a coin toss), with uniform noise on the pot it asks for.
 */
function rollout(t: Table, p: Readonly<IsmctsParams>, kind: Int8Array, coin: Float64Array, rng: FastRng): void {
  while (!t.finished) {
    const s = t.current;
    const c = coin[s]!;
    const k = c > 0 && rng.next() < c ? 2 : kind[s]!;
    const u = rng.next() * 2 - 1;
    coreStep(t, k === 0 ? sharpTakes(t, p.policy, u * p.noise) : k === 1 ? mediumTakes(t, STEADY_MEDIUM, u * p.mediumNoise) : t.chips[s]! <= 0 || u < 0);
  }
}

/** The `ismcts` challenger's decision: the search with every rival imagined as a strong player; the root action visited most. */
export function ismctsDecide(view: PlayerView, belief: ChipBelief, rng: Rng, p: Readonly<IsmctsParams>): Action {
  const v = ismctsSearch(view, belief, rng, p, view.seats.map(() => ({ p: [1, 0, 0], decisions: 0 })));
  return v.iterations === 0 || v.takeVisits >= v.refuseVisits ? 'take' : 'refuse';
}
