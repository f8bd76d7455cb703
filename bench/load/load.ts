/**
 * `npm run bench:load -- --rooms R --seconds S [--think MIN-MAX|0] [--per-process N]
 *  [--ramp-ms MS] [--warmup S] [--seed N] [--profile DIR] [--quiet]`
 *
 * Starts the real server in its own process, drives R rooms (a stage and five phones each) from
 * separate load processes (at most N rooms each, default 50 = 300 sockets), and prints one JSON
 * line (run-load.ts `LoadResult`). Exit code 0 when the run had no errors, 1 otherwise, 2 for
 * bad arguments.
 */
import { ArgError, cli, intArg, parseOptions, thinkArg } from './args.js';
import { runLoad } from './run-load.js';

const USAGE = 'usage: npm run bench:load -- --rooms R --seconds S [--think MIN-MAX|0] [--per-process N] [--ramp-ms MS] [--warmup S] [--seed N] [--profile DIR] [--quiet]';

await cli(USAGE, async () => {
  const v = parseOptions(process.argv.slice(2), {
    rooms: { type: 'string' }, seconds: { type: 'string' }, think: { type: 'string' },
    'per-process': { type: 'string' }, 'ramp-ms': { type: 'string' }, warmup: { type: 'string' },
    seed: { type: 'string' }, profile: { type: 'string' }, quiet: { type: 'boolean' },
  });
  if (v.rooms === undefined || v.seconds === undefined) throw new ArgError('--rooms and --seconds are required');
  const result = await runLoad({
    rooms: intArg('rooms', v.rooms, 0, 1, 5000),
    seconds: intArg('seconds', v.seconds, 0, 1, 3600),
    think: thinkArg(v.think),
    roomsPerWorker: intArg('per-process', v['per-process'], 50, 1, 500),
    rampMs: intArg('ramp-ms', v['ramp-ms'], 100, 0, 10_000),
    warmupS: intArg('warmup', v.warmup, 5, 0, 600),
    seed: intArg('seed', v.seed, 1, 0, 2 ** 31 - 1),
    ...(typeof v.profile === 'string' ? { cpuProfDir: v.profile } : {}),
    verbose: !v.quiet,
  });
  process.stdout.write(`${JSON.stringify(result)}\n`);
  return result.errors === 0 ? 0 : 1;
});
