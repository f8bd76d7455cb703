/**
 * Bot-against-bot matches for the simulate command and the benchmarks (issue 3). Games run
 * through the real engine; each bot is asked only on its turn, with its seat's `PlayerView`,
 * and a bot that `watches` is shown its seat's view after every action, as at a real table.
 * Game `g` of a match uses deal `g` (or `floor(g / seats)` with `duplicate`) and rotation
 * `g mod seats`: seat `i` plays label `seats[(i + rotation) mod seats]`, so every label plays
 * every seat equally. Tallies of game ranges merge, so workers can split a match.
 */
import { applyAction, createGame } from '../minus/engine.js';
import { result } from '../minus/result.js';
import type { PresetName } from '../minus/types.js';
import { playerView } from '../minus/views.js';
import { createBot } from './create.js';
import { parseArenaLabel } from './labels.js';
import { mixSeed } from './seed.js';

/** What to play. `seats` are bot labels, one per seat (3..7). */
export interface MatchSpec {
  games: number;
  preset: PresetName;
  seats: string[];
  seed: number;
  duplicate: boolean;
}

/** Decision time histogram: bucket b holds times up to `HIST_BASE_MS * HIST_RATIO ** b` ms. */
export const HIST_BASE_MS = 0.001;
/** Ratio between histogram bucket bounds (2% resolution for percentiles). */
export const HIST_RATIO = 1.02;
/** Histogram buckets (the last one also holds anything slower, about a minute and up). */
export const HIST_BUCKETS = 1000;

/** Sums for one distinct label over the games played. Wins are fractional for shared firsts. */
export interface LabelTally {
  bot: string;
  /** Seats the label fills per game. */
  seats: number;
  /** Games x seats played by the label. */
  seatGames: number;
  wins: number;
  scoreSum: number;
  refusals: number;
  takes: number;
  decisions: number;
  /** Sum of decision times in ms (0 without a clock). */
  msSum: number;
  /** Decision time histogram (see `HIST_BASE_MS`). */
  hist: number[];
}

/** A match's sums over some of its games. `labels` are in order of first appearance. */
export interface Tally {
  games: number;
  labels: LabelTally[];
}

/** One line of the simulate report (see issue 3 for the fields). */
export interface BotReport {
  bot: string;
  seats: number;
  wins: number;
  winRate: number;
  ci95: [number, number];
  meanScore: number;
  refusalsPerTake: number;
  meanDecisionMs: number;
  p99DecisionMs: number;
}

/** The simulate command's JSON output. */
export interface SimulateReport {
  games: number;
  preset: PresetName;
  seed: number;
  gamesPerSecond: number;
  bots: BotReport[];
}

/** An empty tally for a match's seats (labels as written, duplicates counted). */
export function emptyTally(seats: readonly string[]): Tally {
  const labels: LabelTally[] = [];
  for (const bot of seats) {
    const row = labels.find((l) => l.bot === bot);
    if (row) row.seats++;
    else labels.push({ bot, seats: 1, seatGames: 0, wins: 0, scoreSum: 0, refusals: 0, takes: 0, decisions: 0, msSum: 0, hist: new Array<number>(HIST_BUCKETS).fill(0) });
  }
  return { games: 0, labels };
}

/** Add `b` into `a` (same match) and return `a`. */
export function mergeTally(a: Tally, b: Tally): Tally {
  a.games += b.games;
  for (const rb of b.labels) {
    const ra = a.labels.find((l) => l.bot === rb.bot);
    if (!ra) throw new Error(`tally for ${rb.bot} does not belong to this match`);
    for (const k of ['seatGames', 'wins', 'scoreSum', 'refusals', 'takes', 'decisions', 'msSum'] as const) ra[k] += rb[k];
    rb.hist.forEach((v, i) => (ra.hist[i]! += v));
  }
  return a;
}

/** The histogram bucket of a decision time in ms. */
export function histBucket(ms: number): number {
  if (!(ms > HIST_BASE_MS)) return 0;
  return Math.min(HIST_BUCKETS - 1, Math.ceil(Math.log(ms / HIST_BASE_MS) / Math.log(HIST_RATIO)));
}

/** The q-quantile (0..1) of a histogram, as its bucket's upper bound in ms (0 when empty). */
export function histQuantile(hist: readonly number[], q: number): number {
  const total = hist.reduce((a, b) => a + b, 0);
  if (total === 0) return 0;
  let seen = 0;
  for (let b = 0; b < hist.length; b++) {
    seen += hist[b]!;
    if (seen >= q * total) return HIST_BASE_MS * HIST_RATIO ** b;
  }
  return HIST_BASE_MS * HIST_RATIO ** (hist.length - 1);
}

/** Wilson 95% interval of a proportion `wins / trials` (wins may be fractional), clipped to 0..1. */
export function wilson95(wins: number, trials: number): [number, number] {
  if (trials <= 0) return [0, 1];
  const z = 1.959964;
  const p = wins / trials;
  const den = 1 + (z * z) / trials;
  const mid = (p + (z * z) / (2 * trials)) / den;
  const half = (z * Math.sqrt((p * (1 - p)) / trials + (z * z) / (4 * trials * trials))) / den;
  return [wins <= 0 ? 0 : Math.max(0, mid - half), wins >= trials ? 1 : Math.min(1, mid + half)];
}

/** The labels seated in game `g` (seat order) and the seed of its deal. */
export function gameSetup(spec: MatchSpec, g: number): { labels: string[]; dealSeed: number } {
  const n = spec.seats.length;
  const rotation = g % n;
  const deal = spec.duplicate ? Math.floor(g / n) : g;
  return { labels: spec.seats.map((_, i) => spec.seats[(i + rotation) % n]!), dealSeed: mixSeed(spec.seed, deal, 0x5eed) };
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

const round = (x: number, digits: number): number => Number(x.toFixed(digits));

/** The report of a whole match's tally; `seconds` is the wall time it took. */
export function matchReport(spec: MatchSpec, tally: Tally, seconds: number): SimulateReport {
  return {
    games: tally.games,
    preset: spec.preset,
    seed: spec.seed,
    gamesPerSecond: round(seconds > 0 ? tally.games / seconds : 0, 1),
    bots: tally.labels.map((l) => {
      const ci = wilson95(l.wins, l.seatGames);
      return {
        bot: l.bot,
        seats: l.seats,
        wins: round(l.wins, 3),
        winRate: round(l.seatGames ? l.wins / l.seatGames : 0, 4),
        ci95: [round(ci[0], 4), round(ci[1], 4)],
        meanScore: round(l.seatGames ? l.scoreSum / l.seatGames : 0, 2),
        refusalsPerTake: round(l.takes ? l.refusals / l.takes : 0, 3),
        meanDecisionMs: round(l.decisions ? l.msSum / l.decisions : 0, 4),
        p99DecisionMs: round(histQuantile(l.hist, 0.99), 4),
      };
    }),
  };
}
