/**
 * One load run: the real server in its own process, R rooms of six connections driven by the
 * load processes, a warm-up, then S seconds of measurement. Used by `npm run bench:load` and by
 * the `load` section of `npm run bench`.
 */
import { Fleet } from './fleet.js';
import { ProcSampler, readProc } from './proc.js';
import { startServerProcess } from './server-process.js';
import { sleep } from './phone.js';
import { emptyCounters, type Percentiles } from './stats.js';

export interface LoadOptions {
  rooms: number;
  /** Measured seconds (after every room is up and a warm-up). */
  seconds: number;
  /** Think time before each decision, ms [min, max]; [0, 0] = raw throughput. */
  think: [number, number];
  roomsPerWorker: number;
  /** Spacing between two room openings in one load process, ms. */
  rampMs: number;
  warmupS: number;
  seed: number;
  /** Write the server's V8 CPU profile into this folder. */
  cpuProfDir?: string;
  /** Progress lines on stderr. */
  verbose: boolean;
}

/** The JSON line `bench:load` prints. Times in ms, memory in MB / KB, CPU in % of one core. */
export interface LoadResult {
  rooms: number;
  roomsUp: number;
  connections: number;
  seconds: number;
  think: string;
  gamesFinished: number;
  decisions: number;
  decisionsPerSecond: number;
  /** Decision sent by a phone → the patch showing it, on that phone. */
  latencyMs: Percentiles;
  /** The same decision → the patch showing it, on the room's stage. */
  stageLatencyMs: Percentiles;
  /** The server's event-loop delay over the measured window (5 ms resolution), ms; null if not measured. */
  serverLoopDelayMs: { p50: number; p99: number; max: number } | null;
  serverCpuPercent: number;
  serverRssIdleMB: number;
  serverRssMB: number;
  serverRssPeakMB: number;
  /** (mean RSS under load - idle RSS) / rooms up. */
  rssPerRoomKB: number;
  loadProcesses: number;
  /**
   * The window in 10 s steps: decisions and games finished in the step, the decision-to-patch
   * p99 and max seen by the phones, and the server's largest event-loop delay (1 s slices), ms.
   */
  timeline: { atS: number; decisions: number; gamesFinished: number; p99: number; max: number; serverLoopMaxMs: number | null }[];
  /** SIGTERM to exit at the end of the run, ms. */
  shutdownMs: number;
  errors: number;
  errorSamples: string[];
}

const MB = 1024 * 1024;
const round = (v: number, d = 1) => Math.round(v * 10 ** d) / 10 ** d;

export async function runLoad(o: LoadOptions): Promise<LoadResult> {
  const log = (s: string) => o.verbose && process.stderr.write(`bench:load ${s}\n`);
  const server = await startServerProcess({ loopProbe: true, sliceMs: 1000, ...(o.cpuProfDir ? { cpuProfDir: o.cpuProfDir } : {}) });
  let result: LoadResult;
  try {
    await sleep(1500);
    const idle: number[] = [];
    for (let i = 0; i < 5; i++, await sleep(200)) idle.push(readProc(server.pid).rssBytes);
    const idleRss = idle.reduce((a, b) => a + b, 0) / idle.length;
    log(`server pid ${server.pid} on ${server.wsUrl}, idle RSS ${round(idleRss / MB)} MB; opening ${o.rooms} rooms`);
    const t0 = Date.now();
    const fleet = new Fleet({ wsUrl: server.wsUrl, rooms: o.rooms, think: o.think, seed: o.seed, rampMs: o.rampMs, soak: false, roomsPerWorker: o.roomsPerWorker });
    const roomsUp = await fleet.up();
    log(`${roomsUp}/${o.rooms} rooms up in ${((Date.now() - t0) / 1000).toFixed(1)} s; warming up ${o.warmupS} s`);
    await sleep(o.warmupS * 1000);
    fleet.reset();
    await server.loopDelay();
    const sampler = new ProcSampler(server.pid).start(1000);
    const started = performance.now();
    const timeline: LoadResult['timeline'] = [];
    fleet.takeSlice();
    server.loopSlices();
    // The workers zeroed their counts on `reset` (their next progress message says so).
    let prev = emptyCounters();
    for (let s = 0; s < o.seconds; s += 10) {
      await sleep(Math.min(10, o.seconds - s) * 1000);
      const p = fleet.progress();
      const lat = fleet.takeSlice();
      const loopMax = server.loopSlices().reduce<number | null>((m, l) => Math.max(m ?? 0, l.max), null);
      const step = { atS: Math.min(o.seconds, s + 10), decisions: p.decisions - prev.decisions, gamesFinished: p.gamesFinished - prev.gamesFinished, p99: lat.p99, max: lat.max, serverLoopMaxMs: loopMax };
      timeline.push(step);
      prev = p;
      log(`${step.atS} s: ${p.connections} connections, +${step.decisions} decisions, +${step.gamesFinished} games, p99 ${step.p99} ms, max ${step.max} ms, server loop max ${loopMax ?? '?'} ms, ${p.errors} errors`);
    }
    const elapsedS = (performance.now() - started) / 1000;
    sampler.stop();
    const loop = await server.loopDelay();
    const connections = fleet.progress().connections;
    const report = await fleet.stop();
    const cpu = sampler.summary();
    const serverErrors = server.errorLines();
    const shutdown = await server.stop();
    result = {
      rooms: o.rooms,
      roomsUp,
      connections,
      seconds: round(elapsedS),
      think: `${o.think[0]}-${o.think[1]}`,
      gamesFinished: report.counters.gamesFinished,
      decisions: report.counters.decisions,
      decisionsPerSecond: round(report.counters.decisions / elapsedS),
      latencyMs: report.latency.summary(),
      stageLatencyMs: report.stageLatency.summary(),
      serverLoopDelayMs: loop,
      serverCpuPercent: round(cpu.cpuPercent),
      serverRssIdleMB: round(idleRss / MB),
      serverRssMB: round(cpu.rssMeanBytes / MB),
      serverRssPeakMB: round(cpu.rssPeakBytes / MB),
      rssPerRoomKB: round((cpu.rssMeanBytes - idleRss) / Math.max(1, roomsUp) / 1024),
      loadProcesses: report.workers,
      timeline,
      shutdownMs: shutdown.ms,
      // Graceful shutdown must end within 5 s; a slower one is an error, with the server's last words.
      errors: report.errorCount + serverErrors.length + (shutdown.ms > 5000 ? 1 : 0),
      errorSamples: [
        ...(shutdown.ms > 5000 ? [`SIGTERM to exit took ${shutdown.ms} ms; last output: ${server.lines.slice(-5).join(' | ')}`] : []),
        ...report.errors, ...serverErrors,
      ].slice(0, 20),
    };
  } finally {
    await server.stop();
  }
  return result;
}
