/**
 * Latency histograms and counters for the load and soak runs. A histogram keeps counts in
 * 0.1 ms buckets up to 10 s (one overflow bucket beyond), so every load process can ship a
 * compact, mergeable copy to the parent and percentiles stay exact to 0.1 ms.
 */

/** Bucket width, ms. */
export const BUCKET_MS = 0.1;
/** Number of regular buckets (0 .. 10,000 ms); one more holds everything above. */
const BUCKETS = 100_000;

/** A plain-data histogram (what crosses the IPC channel). `counts` is sparse: [bucket, count] pairs. */
export interface HistogramData {
  counts: [number, number][];
  total: number;
  /** Largest sample, ms (exact, not bucketed). */
  max: number;
  /** Sum of samples, ms (for the mean). */
  sum: number;
}

/** Percentiles of a histogram, ms (0.1 ms resolution); all 0 when empty. */
export interface Percentiles {
  count: number;
  mean: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export class Histogram {
  private readonly counts = new Uint32Array(BUCKETS + 1);
  total = 0;
  max = 0;
  sum = 0;

  /** Record one sample in ms (negative values count as 0). */
  add(ms: number): void {
    const v = ms > 0 ? ms : 0;
    this.counts[Math.min(BUCKETS, Math.floor(v / BUCKET_MS))]! += 1;
    this.total += 1;
    this.sum += v;
    if (v > this.max) this.max = v;
  }

  /** Forget every sample (the warm-up is over). */
  reset(): void {
    this.counts.fill(0);
    this.total = 0;
    this.max = 0;
    this.sum = 0;
  }

  /** Add another histogram's samples (from a load process). */
  merge(data: HistogramData): void {
    for (const [bucket, count] of data.counts) this.counts[bucket]! += count;
    this.total += data.total;
    this.sum += data.sum;
    if (data.max > this.max) this.max = data.max;
  }

  toData(): HistogramData {
    const counts: [number, number][] = [];
    for (let i = 0; i <= BUCKETS; i++) if (this.counts[i]! > 0) counts.push([i, this.counts[i]!]);
    return { counts, total: this.total, max: this.max, sum: this.sum };
  }

  /** The value at quantile `q` (0..1), as the upper edge of its bucket, capped at the max. */
  quantile(q: number): number {
    if (this.total === 0) return 0;
    const rank = Math.max(1, Math.ceil(q * this.total));
    let seen = 0;
    for (let i = 0; i <= BUCKETS; i++) {
      seen += this.counts[i]!;
      if (seen >= rank) return Math.min(this.max, (i + 1) * BUCKET_MS);
    }
    return this.max;
  }

  summary(): Percentiles {
    const round = (v: number) => Math.round(v * 10) / 10;
    return {
      count: this.total,
      mean: round(this.total ? this.sum / this.total : 0),
      p50: round(this.quantile(0.5)),
      p95: round(this.quantile(0.95)),
      p99: round(this.quantile(0.99)),
      max: round(this.max),
    };
  }
}

/** Counters every room driver keeps; summed by the parent. */
export interface Counters {
  /** Rooms whose six connections all joined. */
  roomsUp: number;
  /** Connections open now (stage + phones). */
  connections: number;
  gamesFinished: number;
  /** Decisions sent by phones and seen applied. */
  decisions: number;
  /** Games whose record replayed to the announced result (soak). */
  gamesVerified: number;
  /** Phone drops followed by a reconnection (soak). */
  reconnects: number;
  /** Seats handed to a bot and taken back (soak). */
  handovers: number;
  /** Games abandoned (the stage left mid-game, soak). */
  abandoned: number;
  errors: number;
}

export function emptyCounters(): Counters {
  return { roomsUp: 0, connections: 0, gamesFinished: 0, decisions: 0, gamesVerified: 0, reconnects: 0, handovers: 0, abandoned: 0, errors: 0 };
}

/** Add `b` into `a` (in place). */
export function addCounters(a: Counters, b: Counters): void {
  for (const k of Object.keys(a) as (keyof Counters)[]) a[k] += b[k];
}
