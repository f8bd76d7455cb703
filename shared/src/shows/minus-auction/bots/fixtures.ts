/**
 * Hand-built views for the bots' tests (not exported from the package). `handView` makes a
 * `PlayerView` of a `show` table from just the parts a test cares about.
 */
import { applyAction, createGame, legalActions } from '../engine.js';
import { resolveRules } from '../presets.js';
import { rngFromSeed } from '../../../platform/rng.js';
import { cubeScore, runsOf, sortCubes } from '../scoring.js';
import type { GameState, PlayerView } from '../types.js';
import { playerView } from '../views.js';
import { createBot } from './create.js';
import { ChipTracker } from './tracker.js';
import { watcher, type DecisionWatch } from './watch.js';

/** What a test states about a table; everything else gets a plain default. */
export interface HandTable {
  /** Cubes per seat (negative values); the seat count is this array's length (3..7). */
  cubes: number[][];
  /** The seat the view is for (and, unless `current` says otherwise, whose turn it is). */
  me?: number;
  current?: number;
  myChips: number;
  offer: number;
  pot?: number;
  refusals?: number[];
  /** Cubes still face down after the one on offer (default: what the cubes shown leave). */
  deckLeft?: number;
  /** Auction number (default: cubes taken + 1). */
  auction?: number;
  /** State version (default: a large number, as in the middle of a game). */
  version?: number;
}

/** A `show`-preset `PlayerView` for a hand-built table. Throws on an impossible seat count. */
export function handView(t: HandTable): PlayerView {
  const n = t.cubes.length;
  const rules = resolveRules({ preset: 'show' }, n);
  if (!rules.ok) throw new Error(rules.error.message);
  const me = t.me ?? 0;
  const taken = t.cubes.reduce((a, c) => a + c.length, 0);
  const total = rules.value.largest - rules.value.smallest + 1 - rules.value.removed;
  return {
    rules: rules.value,
    seats: t.cubes.map((c, seat) => {
      const cubes = sortCubes(c);
      const runs = runsOf(cubes);
      return { seat, name: `P${seat + 1}`, cubes, runs, counted: runs.map((r) => r[0]!), cubeScore: cubeScore(cubes), chips: null };
    }),
    offer: t.offer,
    pot: t.pot ?? 0,
    current: t.current ?? me,
    refusals: t.refusals ?? [],
    auction: t.auction ?? taken + 1,
    version: t.version ?? 1000,
    deckLeft: t.deckLeft ?? Math.max(0, total - taken - 1),
    removedCount: rules.value.removed,
    removed: null,
    finished: false,
    seat: me,
    myChips: t.myChips,
  };
}

/** A `show` game played `steps` random legal actions from a seed (seeded, so the same every time), for tests. */
export function playedGame(seed: number, seats: number, steps: number): GameState {
  const start = createGame({ preset: 'show' }, Array.from({ length: seats }, (_, i) => `P${i + 1}`), seed);
  if (!start.ok) throw new Error(start.error.message);
  let s = start.value;
  const rng = rngFromSeed(seed + 1);
  for (let i = 0; i < steps && !s.finished; i++) {
    const next = applyAction(s, s.current, rng.pick(legalActions(s, s.current)));
    if (!next.ok) throw new Error(next.error.message);
    s = next.value;
  }
  return s;
}

/**
 * Play one `show` game of `labels` (bots seeded from `seed`) while `reader` watches through seat
 * 0's views with its own chip tracker, as a hard player at that seat would; `actions`: stop after
 * that many actions, the view then seen too.
 */
export function watchGame(labels: readonly string[], seed: number, reader: DecisionWatch, actions = Infinity): void {
  const start = createGame({ preset: 'show' }, [...labels], seed);
  if (!start.ok) throw new Error(start.error.message);
  let s = start.value;
  const bots = labels.map((l, i) => createBot(l, seed * 10 + i));
  const see = watcher(new ChipTracker(), reader);
  for (let n = 0; !s.finished && n < actions; n++) {
    see(playerView(s, 0));
    const next = applyAction(s, s.current, bots[s.current]!.decide(playerView(s, s.current)));
    if (!next.ok) throw new Error(next.error.message);
    s = next.value;
  }
  if (!s.finished) see(playerView(s, 0));
}
