/**
 * What a bot-against-bot match adds up, for any show (the simulate command's report): per bot
 * label, seats, games, wins (a shared first place gives each sharer 1/k), points, decisions and a
 * histogram of decision times, and the report's figures (win rate with its Wilson 95% interval,
 * mean points, decision time mean and p99). `takes` and `refusals` count the actions named
 * `take` and `refuse` (a show that has none leaves them 0). Tallies of game ranges merge, so
 * workers can split a match.
 */
import { mixSeed } from './mix-seed.js';

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

/** One line of the simulate report (docs/BOTS.md, "The simulate command", lists the fields). */
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

/**
 * The labels seated in game `g` of a match (seat order) and the seed of its deal: game `g` uses
 * deal `g` (or `floor(g / seats)` when `duplicate`) and rotation `g mod seats`, so seat `i`
 * plays label `seats[(i + rotation) mod seats]` and every label plays every seat equally.
 */
export function matchGame(spec: { seats: readonly string[]; seed: number; duplicate: boolean }, g: number): { labels: string[]; dealSeed: number } {
  const n = spec.seats.length;
  const rotation = g % n;
  const deal = spec.duplicate ? Math.floor(g / n) : g;
  return { labels: spec.seats.map((_, i) => spec.seats[(i + rotation) % n]!), dealSeed: mixSeed(spec.seed, deal, 0x5eed) };
}

const round = (x: number, digits: number): number => Number(x.toFixed(digits));

/** The report's figures of a whole match's tally; `seconds` is the wall time it took. */
export function tallyFigures(tally: Tally, seconds: number): { gamesPerSecond: number; bots: BotReport[] } {
  return {
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
