/**
 * A load process (forked by fleet.ts): drives its share of the rooms and reports to the parent
 * over IPC. One Node process saturates near a few hundred sockets, so the parent starts several.
 *
 * Parent → worker: `start` (WorkerJob), `reset` (the warm-up is over: forget samples), `stop`.
 * Worker → parent: `up` (every room has opened, or failed to), `progress` (counters, every 2 s),
 * `final` (WorkerReport), after which it exits.
 */
import { rngFromSeed } from '@minus/shared/platform/rng';
import { Client } from 'colyseus.js';
import http from 'node:http';
import { playEvening } from './chaos.js';
import { niceAllThreads } from './nice.js';
import { OwnPauses } from './own-pauses.js';
import './shared-reflection.js';
import { sleep } from './phone.js';
import { RoomDriver, type RoomDriverOptions } from './room-driver.js';
import { emptyCounters, Histogram, type Counters, type HistogramData } from './stats.js';

export interface WorkerJob {
  wsUrl: string;
  rooms: number;
  /** Think time before each decision, ms [min, max]; [0, 0] for raw throughput. */
  think: [number, number];
  seed: number;
  /** Spacing between opening two rooms, ms (spreads the joins). */
  rampMs: number;
  /** Soak: evenings with chaos and record checks, rooms replaced when an evening ends. */
  soak: boolean;
  /** Label prefix for room tags (the worker's number). */
  label: string;
}

export interface WorkerReport {
  /** Counters at the end of the measured window (errors: all of them). */
  counters: Counters;
  /** Counters once every connection has left and every record check has ended. */
  after: Counters;
  latency: HistogramData;
  /** The same decisions' latency minus this process's own GC pauses inside each (own-pauses.ts). */
  latencyExOwnGc: HistogramData;
  /** Share of the measured window this process spent paused in its own GC (0..1). */
  ownGcShare: number;
  stageLatency: HistogramData;
  /** The first errors seen (at most 50), and how many there were in all. */
  errors: string[];
  errorCount: number;
}

export type ToWorker = { type: 'start'; job: WorkerJob } | { type: 'reset' } | { type: 'stop' };
export type FromWorker =
  | { type: 'up'; roomsUp: number }
  /** `slice`: the latency samples since the previous progress message. */
  | { type: 'progress'; counters: Counters; slice: HistogramData }
  | { type: 'final'; report: WorkerReport };

// colyseus.js matchmakes over node's global HTTP agent (httpie), whose sockets time out after
// 5 s of silence and are then aborted ("socket hang up"). On this 2-core machine, shared with the
// load processes and other work, a join's round trip can stall that long while every process
// waits for a core; a phone's browser has no such limit. Give it 30 s, and a fresh connection
// per request (no keep-alive race with the server's 5 s keep-alive timeout).
const agent = http.globalAgent as unknown as { keepAlive: boolean; options: { timeout?: number; keepAlive?: boolean } };
agent.keepAlive = false;
agent.options.keepAlive = false;
agent.options.timeout = 30_000;

const counters = emptyCounters();
/** Latency since the last progress message (for the run's timeline). */
const slice = new Histogram();
/** Every decision-to-patch sample also goes into the current slice. */
class SlicedHistogram extends Histogram {
  override add(ms: number): void {
    super.add(ms);
    slice.add(ms);
  }
}
const latency = new SlicedHistogram();
const stageLatency = new Histogram();
const ownPauses = new OwnPauses();
const errors: string[] = [];
let errorCount = 0;
let stopped = false;

const send = (m: FromWorker) => process.send?.(m);

function error(what: string): void {
  errorCount += 1;
  counters.errors += 1;
  if (errors.length < 50) errors.push(what);
}

function optionsFor(job: WorkerJob, client: Client, seed: number): RoomDriverOptions {
  const rng = rngFromSeed(seed);
  const [min, max] = job.think;
  return {
    client, rng, counters, latency, stageLatency, error, inFlight: null,
    decided: (at, end) => ownPauses.sample(at, end),
    chaos: job.soak,
    verify: job.soak,
    think: () => (max > 0 ? rng.int(min, max) : 0),
    pause: () => (max > 0 ? rng.int(500, 2000) : 0),
    ...(job.soak ? { settings: { preset: 'show', timerMs: 5000 } } : {}),
  };
}

/**
 * A client for one room's household: its matchmaking requests name their own address in
 * X-Forwarded-For (the bench's servers run with TRUST_PROXY=1: server-process.ts), as the phones
 * of different homes would, so the per-address limits at the door (server/src/platform/
 * admission-limits.ts) apply per room and not to the whole load at once. No traffic goes to
 * these addresses: they are only names for the limits.
 */
function householdClient(job: WorkerJob, room: number): Client {
  const client = new Client(job.wsUrl);
  const http = client.http as unknown as { getOptions(o: { headers?: Record<string, string> }): unknown };
  const own = http.getOptions.bind(http);
  const address = `10.${Number(job.label.replace(/\D/g, '')) % 256}.${(room >> 8) % 256}.${room % 256}`;
  http.getOptions = (o) => own({ ...o, headers: { ...o.headers, 'X-Forwarded-For': address } });
  return client;
}

async function run(job: WorkerJob): Promise<void> {
  const drivers: RoomDriver[] = [];
  const slots: Promise<void>[] = [];
  let opened = 0;
  for (let r = 0; r < job.rooms && !stopped; r++) {
    const tag = `${job.label}r${r}`;
    const client = householdClient(job, r);
    if (job.soak) {
      slots.push((async () => {
        for (let evening = 0; !stopped; evening++) {
          await playEvening(optionsFor(job, client, job.seed * 7919 + r * 104_729 + evening), `${tag}e${evening}`, () => stopped);
          if (evening === 0) opened += 1;
        }
      })());
      await sleep(job.rampMs);
      continue;
    }
    const d = new RoomDriver(optionsFor(job, client, job.seed * 7919 + r), tag);
    drivers.push(d);
    slots.push(d.open().then(
      () => void (opened += 1),
      (e: unknown) => {
        opened += 1;
        error(`${tag}: could not open the room: ${(e as Error).message}`);
      },
    ));
    await sleep(job.rampMs);
  }
  if (!job.soak) await Promise.all(slots);
  send({ type: 'up', roomsUp: counters.roomsUp });
  const progress = setInterval(() => {
    send({ type: 'progress', counters: { ...counters }, slice: slice.toData() });
    slice.reset();
    ownPauses.settle();
  }, 2000);
  await new Promise<void>((resolve) => process.on('message', (m: ToWorker) => m.type === 'stop' && resolve()));
  clearInterval(progress);
  // The window's counters now; then everyone leaves (stand-in bots may finish games in progress)
  // and pending record checks end: `after` counts those too, and every error.
  const window = { ...counters };
  const ownGcShare = ownPauses.pausedShare();
  stopped = true;
  await Promise.race([Promise.all([...drivers.map((d) => d.close()), ...slots]), sleep(20_000)]);
  ownPauses.settle(undefined, true);
  ownPauses.stop();
  const report: WorkerReport = {
    counters: { ...window, errors: counters.errors }, after: { ...counters },
    latency: latency.toData(), latencyExOwnGc: ownPauses.latency.toData(), ownGcShare, stageLatency: stageLatency.toData(), errors: [...errors], errorCount,
  };
  send({ type: 'final', report });
  process.disconnect?.();
  setTimeout(() => process.exit(0), 200).unref();
}

process.on('message', (m: ToWorker) => {
  if (m.type === 'start') {
    // fleet.ts asks for a lower priority (the server under test first); V8's threads exist by now.
    const nice = Number(process.env.BENCH_LOAD_NICE ?? 0);
    if (nice > 0) niceAllThreads(nice);
    void run(m.job);
  }
  if (m.type === 'reset') {
    latency.reset();
    stageLatency.reset();
    ownPauses.reset();
    for (const k of ['gamesFinished', 'decisions', 'gamesVerified', 'reconnects', 'handovers', 'abandoned'] as const) counters[k] = 0;
  }
});
process.on('disconnect', () => process.exit(0));
