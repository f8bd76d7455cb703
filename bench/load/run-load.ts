/**
 * One load run: the real server in its own process (or several sharing rooms through Redis:
 * servers.ts), R rooms of six connections driven by the load processes, a warm-up, then S
 * seconds of measurement. Used by `npm run bench:load` and by the `load` section of `npm run bench`.
 */
import { Fleet } from './fleet.js';
import { ProcSampler, readProc } from './proc.js';
import { startServers } from './servers.js';
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
  /** Server processes (1 = as `npm start` runs it; more share rooms through Redis). */
  servers: number;
  /** Run the server processes on a private redis-server (REDIS_URL), even one. */
  redis: boolean;
  /** Rooms in memory only (`DATA_DIR=none`): the cost of durability is the difference with a run without it. */
  memory: boolean;
  /** Write the server's V8 CPU profile into this folder. */
  cpuProfDir?: string;
  /** Progress lines on stderr. */
  verbose: boolean;
}

/** One server process's share of a run (CPU in % of one core, RSS in MB, loop delay in ms). */
export interface ProcessShare {
  rooms: number;
  connections: number;
  cpuPercent: number;
  rssMB: number;
  loopP99: number | null;
  loopMax: number | null;
}

/**
 * The JSON line `bench:load` prints. Times in ms, memory in MB / KB, CPU in % of one core. With
 * several server processes, the server figures are summed (CPU, RSS) or the worst (loop delay,
 * shutdown) over the processes; `processes` has each one's share.
 */
export interface LoadResult {
  servers: number;
  redis: boolean;
  /** Each decision and lobby change stored in the rooms' database first (false with `--memory`). */
  durable: boolean;
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
  /**
   * The same latency minus the pauses of the deciding phone's own load process for its garbage
   * collection inside each decision (bench/load/own-pauses.ts): what the server and the network
   * cost, without the load generator's own stalls, which a phone holding one connection has not.
   */
  latencyExLoadGcMs: Percentiles;
  /** Per load process, the share of the window it was paused in its own GC, %. */
  loadGcPausePercent: number[];
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
  /** Each server process at the end of the window (rooms and connections from the cluster's health). */
  processes: ProcessShare[];
  /** redis-server's CPU over the window, % of one core; null without Redis. */
  redisCpuPercent: number | null;
  /** SIGTERM to exit at the end of the run, ms. */
  shutdownMs: number;
  errors: number;
  errorSamples: string[];
}

const MB = 1024 * 1024;
const round = (v: number, d = 1) => Math.round(v * 10 ** d) / 10 ** d;

const worst = (values: (number | null | undefined)[]): number | null => values.reduce<number | null>((m, v) => (v === null || v === undefined ? m : Math.max(m ?? 0, v)), null);

export async function runLoad(o: LoadOptions): Promise<LoadResult> {
  const log = (s: string) => o.verbose && process.stderr.write(`bench:load ${s}\n`);
  const set = await startServers(o.servers, o.redis, { loopProbe: true, sliceMs: 1000, memory: o.memory, ...(o.cpuProfDir ? { cpuProfDir: o.cpuProfDir } : {}) });
  const servers = set.processes;
  let result: LoadResult;
  try {
    await sleep(1500);
    const idle: number[] = [];
    for (let i = 0; i < 5; i++, await sleep(200)) idle.push(servers.reduce((sum, p) => sum + readProc(p.pid).rssBytes, 0));
    const idleRss = idle.reduce((a, b) => a + b, 0) / idle.length;
    log(`${servers.length} server process(es) ${servers.map((p) => `pid ${p.pid} on ${p.wsUrl}`).join(', ')}${set.redis ? ` sharing ${set.redis.url}` : ''}, idle RSS ${round(idleRss / MB)} MB; opening ${o.rooms} rooms`);
    const t0 = Date.now();
    const fleet = new Fleet({ wsUrls: set.wsUrls, rooms: o.rooms, think: o.think, seed: o.seed, rampMs: o.rampMs, soak: false, roomsPerWorker: o.roomsPerWorker });
    const roomsUp = await fleet.up();
    log(`${roomsUp}/${o.rooms} rooms up in ${((Date.now() - t0) / 1000).toFixed(1)} s; warming up ${o.warmupS} s`);
    await sleep(o.warmupS * 1000);
    fleet.reset();
    await Promise.all(servers.map((p) => p.loopDelay()));
    const samplers = servers.map((p) => new ProcSampler(p.pid).start(1000));
    const redisSampler = set.redis ? new ProcSampler(set.redis.pid).start(1000) : null;
    const started = performance.now();
    const timeline: LoadResult['timeline'] = [];
    fleet.takeSlice();
    for (const p of servers) p.loopSlices();
    // The workers zeroed their counts on `reset` (their next progress message says so).
    let prev = emptyCounters();
    for (let s = 0; s < o.seconds; s += 10) {
      await sleep(Math.min(10, o.seconds - s) * 1000);
      const p = fleet.progress();
      const lat = fleet.takeSlice();
      const loopMax = worst(servers.flatMap((x) => x.loopSlices().map((l) => l.max)));
      const step = { atS: Math.min(o.seconds, s + 10), decisions: p.decisions - prev.decisions, gamesFinished: p.gamesFinished - prev.gamesFinished, p99: lat.p99, max: lat.max, serverLoopMaxMs: loopMax };
      timeline.push(step);
      prev = p;
      log(`${step.atS} s: ${p.connections} connections, +${step.decisions} decisions, +${step.gamesFinished} games, p99 ${step.p99} ms, max ${step.max} ms, server loop max ${loopMax ?? '?'} ms, ${p.errors} errors`);
    }
    const elapsedS = (performance.now() - started) / 1000;
    for (const sm of samplers) sm.stop();
    redisSampler?.stop();
    const loops = await Promise.all(servers.map((p) => p.loopDelay()));
    const shares = await set.health().catch(() => []);
    const connections = fleet.progress().connections;
    const report = await fleet.stop();
    const cpus = samplers.map((sm) => sm.summary());
    const serverErrors = servers.flatMap((p) => p.errorLines());
    const shutdowns = await set.stop();
    const shutdownMs = Math.max(...shutdowns.map((x) => x.ms));
    const rssMean = cpus.reduce((sum, c) => sum + c.rssMeanBytes, 0);
    result = {
      servers: servers.length,
      redis: set.redis !== null,
      durable: !o.memory,
      rooms: o.rooms,
      roomsUp,
      connections,
      seconds: round(elapsedS),
      think: `${o.think[0]}-${o.think[1]}`,
      gamesFinished: report.counters.gamesFinished,
      decisions: report.counters.decisions,
      decisionsPerSecond: round(report.counters.decisions / elapsedS),
      latencyMs: report.latency.summary(),
      latencyExLoadGcMs: report.latencyExOwnGc.summary(),
      loadGcPausePercent: report.ownGcShares.map((x) => round(x * 100)),
      stageLatencyMs: report.stageLatency.summary(),
      serverLoopDelayMs: loops.every((l) => l === null) ? null : { p50: worst(loops.map((l) => l?.p50))!, p99: worst(loops.map((l) => l?.p99))!, max: worst(loops.map((l) => l?.max))! },
      serverCpuPercent: round(cpus.reduce((sum, c) => sum + c.cpuPercent, 0)),
      serverRssIdleMB: round(idleRss / MB),
      serverRssMB: round(rssMean / MB),
      serverRssPeakMB: round(cpus.reduce((sum, c) => sum + c.rssPeakBytes, 0) / MB),
      rssPerRoomKB: round((rssMean - idleRss) / Math.max(1, roomsUp) / 1024),
      loadProcesses: report.workers,
      timeline,
      processes: servers.map((_, i) => {
        const share = o.servers === 1 && !o.redis ? { rooms: roomsUp, connections } : (shares[i] ?? { rooms: 0, connections: 0 });
        return { rooms: share.rooms, connections: share.connections, cpuPercent: round(cpus[i]!.cpuPercent), rssMB: round(cpus[i]!.rssMeanBytes / MB), loopP99: loops[i]?.p99 ?? null, loopMax: loops[i]?.max ?? null };
      }),
      redisCpuPercent: redisSampler ? round(redisSampler.summary().cpuPercent) : null,
      shutdownMs,
      // Graceful shutdown must end within 5 s; a slower one is an error, with the server's last words.
      errors: report.errorCount + serverErrors.length + (shutdownMs > 5000 ? 1 : 0),
      errorSamples: [
        ...(shutdownMs > 5000 ? [`SIGTERM to exit took ${shutdownMs} ms; last output: ${servers.flatMap((p) => p.lines.slice(-3)).join(' | ')}`] : []),
        ...report.errors, ...serverErrors,
      ].slice(0, 20),
    };
  } finally {
    await set.stop();
  }
  return result;
}
