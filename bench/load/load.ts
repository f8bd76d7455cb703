/**
 * `npm run bench:load -- --rooms R --seconds S [--servers N --redis] [--think MIN-MAX|0]
 *  [--processes P | --per-process N] [--ramp-ms MS] [--warmup S] [--seed N] [--profile DIR] [--memory] [--quiet]`
 * (`--memory`: the server keeps its rooms in memory only, `DATA_DIR=none`, to measure the cost of durability)
 *
 * Starts the real server in its own process (or N processes sharing rooms through a private
 * redis-server: `--servers N --redis`; `--redis` alone runs one process on Redis), drives R rooms
 * (a stage and five phones each) from P separate load processes (default 3), or from as many as
 * needed for at most N rooms each, each load process opening its rooms through one server in
 * turn, and prints one JSON line (run-load.ts `LoadResult`). Exit code 0 when the run had no
 * errors, 1 otherwise, 2 for bad arguments.
 */
import { ArgError, cli, intArg, parseOptions, thinkArg } from './args.js';
import { runLoad } from './run-load.js';

/**
 * Load processes by default. On the 2-core machine the server needs one core and the load
 * processes share the other: more processes than that add scheduling delay to the latency they
 * measure (400 rooms: 8 processes p99 55 ms, 4: 43 ms, 3: 30 ms, 2: 50 ms; docs/BENCHMARKS.md).
 */
const DEFAULT_PROCESSES = 3;

const USAGE = 'usage: npm run bench:load -- --rooms R --seconds S [--servers N --redis] [--think MIN-MAX|0] [--processes P | --per-process N] [--ramp-ms MS] [--warmup S] [--seed N] [--profile DIR] [--memory] [--quiet]';

await cli(USAGE, async () => {
  const v = parseOptions(process.argv.slice(2), {
    rooms: { type: 'string' }, seconds: { type: 'string' }, think: { type: 'string' },
    'per-process': { type: 'string' }, processes: { type: 'string' }, 'ramp-ms': { type: 'string' }, warmup: { type: 'string' },
    seed: { type: 'string' }, profile: { type: 'string' }, quiet: { type: 'boolean' },
    servers: { type: 'string' }, redis: { type: 'boolean' }, memory: { type: 'boolean' },
  });
  if (v.rooms === undefined || v.seconds === undefined) throw new ArgError('--rooms and --seconds are required');
  if (v.processes !== undefined && v['per-process'] !== undefined) throw new ArgError('give --processes or --per-process, not both');
  const rooms = intArg('rooms', v.rooms, 0, 1, 5000);
  const processes = intArg('processes', v.processes, DEFAULT_PROCESSES, 1, 64);
  const servers = intArg('servers', v.servers, 1, 1, 8);
  if (servers > 1 && !v.redis) throw new ArgError('--servers N shares rooms through Redis: add --redis');
  if (servers > 1 && typeof v.profile === 'string') throw new ArgError('--profile profiles one server process: use it without --servers');
  const result = await runLoad({
    rooms,
    seconds: intArg('seconds', v.seconds, 0, 1, 3600),
    think: thinkArg(v.think),
    roomsPerWorker: intArg('per-process', v['per-process'], Math.ceil(rooms / processes), 1, 5000),
    rampMs: intArg('ramp-ms', v['ramp-ms'], 100, 0, 10_000),
    warmupS: intArg('warmup', v.warmup, 5, 0, 600),
    seed: intArg('seed', v.seed, 1, 0, 2 ** 31 - 1),
    servers,
    redis: v.redis === true,
    memory: v.memory === true,
    ...(typeof v.profile === 'string' ? { cpuProfDir: v.profile } : {}),
    verbose: !v.quiet,
  });
  process.stdout.write(`${JSON.stringify(result)}\n`);
  return result.errors === 0 ? 0 : 1;
});
