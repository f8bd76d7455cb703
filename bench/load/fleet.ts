/**
 * The load processes seen from the parent: fork enough workers (worker.ts) that none drives more
 * than `roomsPerWorker` rooms (50 rooms = 300 sockets), hand each its share (and, with several
 * servers, its server: round robin), and merge what they report (counters summed, latency
 * histograms merged).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { addCounters, emptyCounters, Histogram, type Counters, type Percentiles } from './stats.js';
import type { FromWorker, ToWorker, WorkerJob, WorkerReport } from './worker.js';

/** Niceness of the load processes (the server keeps 0). */
const LOAD_NICE = 10;

const WORKER = fileURLToPath(new URL('./worker.ts', import.meta.url));

export interface FleetJob extends Omit<WorkerJob, 'rooms' | 'label' | 'seed' | 'wsUrl'> {
  /** The servers to open rooms through: load process w uses `wsUrls[w % length]`. */
  wsUrls: string[];
  rooms: number;
  seed: number;
  roomsPerWorker: number;
}

/** Everything the workers measured, merged. */
export interface FleetReport {
  /** At the end of the measured window (errors: all). */
  counters: Counters;
  /** Once everyone has left and every record check has ended. */
  after: Counters;
  latency: Histogram;
  /** The same decisions minus each load process's own GC pauses inside them (own-pauses.ts). */
  latencyExOwnGc: Histogram;
  /** Per load process: the share of the window it spent paused in its own GC (0..1). */
  ownGcShares: number[];
  stageLatency: Histogram;
  errors: string[];
  errorCount: number;
  workers: number;
}

export class Fleet {
  /** Latency samples reported since the last `takeSlice()`. */
  private readonly slice = new Histogram();
  private readonly workers: { child: ChildProcess; progress: Counters; final: Promise<WorkerReport>; up: Promise<number> }[] = [];

  /** Fork the workers and give them their rooms (not yet waiting for them to be up). */
  constructor(job: FleetJob) {
    const count = Math.max(1, Math.ceil(job.rooms / job.roomsPerWorker));
    for (let w = 0; w < count; w++) {
      const rooms = Math.floor(job.rooms / count) + (w < job.rooms % count ? 1 : 0);
      // A load process's own garbage collections count as latency (a patch that waits in a
      // paused load process looks late): a 16 MB young generation keeps each pause short (its
      // scavenges took 9-12 ms at the median, 18-30 ms with 64 MB; docs/BENCHMARKS.md).
      // BENCH_LOAD_NODE_FLAGS adds node flags (e.g. --trace-gc) to the load processes only.
      const flags = (process.env.BENCH_LOAD_NODE_FLAGS ?? '').split(' ').filter(Boolean);
      // The server under test gets the cores first, as on its own machine: the load processes
      // run at a lower priority, all their threads (nice.ts; BENCH_LOAD_NICE=0 to measure without).
      const env = { ...process.env, BENCH_LOAD_NICE: process.env.BENCH_LOAD_NICE ?? String(LOAD_NICE) };
      const child = fork(WORKER, [], { execArgv: ['--max-semi-space-size=16', ...flags, '--import', 'tsx'], env, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
      const entry = { child, progress: emptyCounters() } as (typeof this.workers)[number];
      entry.up = new Promise<number>((resolve) => child.on('message', (m: FromWorker) => m.type === 'up' && resolve(m.roomsUp)));
      entry.final = new Promise<WorkerReport>((resolve, reject) => {
        child.on('message', (m: FromWorker) => {
          if (m.type === 'progress') {
            entry.progress = m.counters;
            this.slice.merge(m.slice);
          }
          if (m.type === 'final') resolve(m.report);
        });
        child.once('exit', (code) => reject(new Error(`load process ${w} exited (${code}) before reporting`)));
      });
      entry.final.catch(() => undefined);
      const { wsUrls, roomsPerWorker: _r, ...rest } = job;
      const msg: ToWorker = { type: 'start', job: { ...rest, wsUrl: wsUrls[w % wsUrls.length]!, rooms, label: `w${w}`, seed: job.seed + w * 1_000_003 } };
      child.send(msg);
      this.workers.push(entry);
    }
  }

  /** Resolves with the number of rooms whose six connections are in, once every worker has tried all of its rooms. */
  async up(): Promise<number> {
    return (await Promise.all(this.workers.map((w) => w.up))).reduce((a, b) => a + b, 0);
  }

  /** The warm-up is over: every worker forgets its samples. */
  reset(): void {
    for (const w of this.workers) w.child.send({ type: 'reset' } satisfies ToWorker);
  }

  /** Latency percentiles of the samples reported since the previous call (2 s granularity), ms. */
  takeSlice(): Percentiles {
    const p = this.slice.summary();
    this.slice.reset();
    return p;
  }

  /** The latest progress counters, summed. */
  progress(): Counters {
    const sum = emptyCounters();
    for (const w of this.workers) addCounters(sum, w.progress);
    return sum;
  }

  /** Stop every worker and merge their reports. Workers that fail to report count as errors. */
  async stop(): Promise<FleetReport> {
    for (const w of this.workers) if (w.child.connected) w.child.send({ type: 'stop' } satisfies ToWorker);
    const out: FleetReport = { counters: emptyCounters(), after: emptyCounters(), latency: new Histogram(), latencyExOwnGc: new Histogram(), ownGcShares: [], stageLatency: new Histogram(), errors: [], errorCount: 0, workers: this.workers.length };
    const settled = await Promise.allSettled(this.workers.map((w) => w.final));
    for (const s of settled) {
      if (s.status === 'rejected') {
        out.errorCount += 1;
        out.counters.errors += 1;
        out.errors.push((s.reason as Error).message);
        continue;
      }
      addCounters(out.counters, s.value.counters);
      addCounters(out.after, s.value.after);
      out.latency.merge(s.value.latency);
      out.latencyExOwnGc.merge(s.value.latencyExOwnGc);
      out.ownGcShares.push(s.value.ownGcShare);
      out.stageLatency.merge(s.value.stageLatency);
      out.errorCount += s.value.errorCount;
      out.errors.push(...s.value.errors.slice(0, 10));
    }
    for (const w of this.workers) if (w.child.exitCode === null) w.child.kill('SIGKILL');
    return out;
  }
}
