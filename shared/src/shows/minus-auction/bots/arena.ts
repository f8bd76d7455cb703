/**
 * Minus Auction's bot-against-bot matches for the simulate command and the benchmarks
 * (docs/BOTS.md, "Measuring"; the tallies, histogram and confidence interval are the platform's,
 * platform/tally.ts). Games run
 * through the real engine; each bot is asked only on its turn, with its seat's `PlayerView`,
 * and a bot that `watches` is shown its seat's view after every action, as at a real table.
 * Game `g` of a match uses deal `g` (or `floor(g / seats)` with `duplicate`) and rotation
 * `g mod seats`: seat `i` plays label `seats[(i + rotation) mod seats]`, so every label plays
 * every seat equally. Tallies of game ranges merge, so workers can split a match.
 */
import { applyAction, createGame } from '../engine.js';
import { result } from '../result.js';
import type { PresetName } from '../types.js';
import { playerView } from '../views.js';
import { createBot } from './create.js';
import { parseArenaLabel } from './labels.js';
import { mixSeed } from './seed.js';
import { emptyTally, histBucket, matchGame, tallyFigures, type BotReport, type Tally } from '../../../platform/tally.js';

export { HIST_BASE_MS, HIST_BUCKETS, HIST_RATIO, emptyTally, histBucket, histQuantile, mergeTally, wilson95 } from '../../../platform/tally.js';
export type { BotReport, LabelTally, Tally } from '../../../platform/tally.js';

/** What to play. `seats` are bot labels, one per seat (3..7). */
export interface MatchSpec {
  games: number;
  preset: PresetName;
  seats: string[];
  seed: number;
  duplicate: boolean;
}

/** The simulate command's JSON output. */
export interface SimulateReport {
  games: number;
  preset: PresetName;
  seed: number;
  gamesPerSecond: number;
  bots: BotReport[];
  /** CPU time the command's process took, seconds (every thread, user + system); only the simulate command adds it. */
  cpuSeconds?: number;
}

/** The labels seated in game `g` (seat order) and the seed of its deal (platform/tally.ts `matchGame`). */
export function gameSetup(spec: MatchSpec, g: number): { labels: string[]; dealSeed: number } {
  return matchGame(spec, g);
}

/**
 * Check a match spec. Returns a message naming the first problem, or null: games a whole
 * number >= 1, 3..7 seats, every label parsing, the seed a safe integer.
 */
export function checkMatch(spec: MatchSpec): string | null {
  if (!Number.isSafeInteger(spec.games) || spec.games < 1) return 'games must be a whole number of at least 1';
  if (!Number.isSafeInteger(spec.seed)) return 'seed must be a whole number';
  if (spec.seats.length < 3 || spec.seats.length > 7) return `a game needs 3 to 7 seats, not ${spec.seats.length}`;
  for (const s of spec.seats) {
    const p = parseArenaLabel(s);
    if (!p.ok) return p.error.message;
  }
  const start = createGame({ preset: spec.preset }, spec.seats.map((_, i) => `P${i + 1}`), 0);
  return start.ok ? null : start.error.message;
}

/**
 * Play games `from` (included) to `to` (excluded) of a match and return their tally.
 * `clock` (ms, e.g. `performance.now`) times each decision; without it times are 0.
 * `onGame` is called after each game with the number of games finished in this call.
 * Throws if a bot returns an illegal action (a bug).
 */
export function playMatch(spec: MatchSpec, from: number, to: number, clock?: () => number, onGame?: (done: number) => void): Tally {
  const tally = emptyTally(spec.seats);
  const rowOf = new Map(tally.labels.map((l) => [l.bot, l]));
  for (let g = from; g < to; g++) {
    const { labels, dealSeed } = gameSetup(spec, g);
    const rows = labels.map((l) => rowOf.get(l)!);
    const start = createGame({ preset: spec.preset }, labels.map((l, i) => `${l}#${i + 1}`), dealSeed);
    if (!start.ok) throw new Error(start.error.message);
    let state = start.value;
    const bots = labels.map((l, i) => createBot(l, mixSeed(spec.seed, g, i)));
    const watchers = bots.flatMap((b, i) => (b.watches ? [i] : []));
    while (!state.finished) {
      const seat = state.current;
      const view = playerView(state, seat);
      const t0 = clock ? clock() : 0;
      const action = bots[seat]!.decide(view);
      const ms = clock ? clock() - t0 : 0;
      const row = rows[seat]!;
      row.decisions++;
      row.msSum += ms;
      row.hist[histBucket(ms)]! += 1;
      if (action === 'take') row.takes++;
      else row.refusals++;
      const next = applyAction(state, seat, action);
      if (!next.ok) throw new Error(`${labels[seat]} played an illegal ${action}: ${next.error.message}`);
      state = next.value;
      if (!state.finished) watchers.forEach((i) => bots[i]!.observe(playerView(state, i)));
    }
    const r = result(state);
    const firsts = r.players.filter((p) => p.place === 1).length;
    r.players.forEach((p, i) => {
      const row = rows[i]!;
      row.seatGames++;
      row.scoreSum += p.score;
      if (p.place === 1) row.wins += 1 / firsts;
    });
    tally.games++;
    onGame?.(g - from + 1);
  }
  return tally;
}

/** The report of a whole match's tally; `seconds` is the wall time it took. */
export function matchReport(spec: MatchSpec, tally: Tally, seconds: number): SimulateReport {
  return { games: tally.games, preset: spec.preset, seed: spec.seed, ...tallyFigures(tally, seconds) };
}
