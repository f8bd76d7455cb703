/**
 * `npm run bench:soak -- --minutes M [--rooms R] [--think MIN-MAX] [--per-process N] [--seed N] [--quiet]`
 *
 * A long evening on one server process: R room slots (default 60), each playing evenings of one
 * to three games with phones dropping and reconnecting, leaving and taking their seat back,
 * seats handed to a bot and back, and games abandoned half-way (chaos.ts); a 5 s decision timer,
 * and a 3 s reconnection window so some drops end with a stand-in. At the end it checks:
 * - every finished game's record replays to the result the room announced (verify.ts), and
 *   chips were conserved in it;
 * - no client saw an error, and the server logged none;
 * - memory is flat after the warm-up: the server's mean RSS over the last fifth of the run is
 *   within 10 % (and 16 MB) of its mean over the fifth right after the warm-up (the first third);
 * - once everyone has left, every room is disposed (no room, timer or seat left behind).
 * Prints one JSON line; exit 0 when every check is green, 1 otherwise, 2 for bad arguments.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ArgError, cli, intArg, parseOptions, thinkArg } from './args.js';
import { Fleet } from './fleet.js';
import { sleep } from './phone.js';
import { ProcSampler } from './proc.js';
import { startServerProcess } from './server-process.js';

const USAGE = 'usage: npm run bench:soak -- --minutes M [--rooms R] [--think MIN-MAX] [--per-process N] [--seed N] [--quiet]';
const MB = 1024 * 1024;

interface Check {
  name: string;
  ok: boolean;
  detail: string;
}

/** Mean of the readings whose time falls in [from, to) (fractions of the run). */
function meanRss(readings: { rssBytes: number; atMs: number }[], from: number, to: number): number {
  const t0 = readings[0]!.atMs;
  const span = readings[readings.length - 1]!.atMs - t0;
  const picked = readings.filter((r) => r.atMs - t0 >= from * span && r.atMs - t0 < to * span);
  return picked.reduce((a, r) => a + r.rssBytes, 0) / Math.max(1, picked.length);
}

await cli(USAGE, async () => {
  const v = parseOptions(process.argv.slice(2), {
    minutes: { type: 'string' }, rooms: { type: 'string' }, think: { type: 'string' },
    'per-process': { type: 'string' }, seed: { type: 'string' }, quiet: { type: 'boolean' },
  });
  if (v.minutes === undefined) throw new ArgError('--minutes is required');
  const minutes = intArg('minutes', v.minutes, 0, 1, 600);
  const rooms = intArg('rooms', v.rooms, 60, 1, 2000);
  const think = thinkArg(v.think);
  const roomsPerWorker = intArg('per-process', v['per-process'], 30, 1, 500);
  const seed = intArg('seed', v.seed, 1, 0, 2 ** 31 - 1);
  const log = (s: string) => !v.quiet && process.stderr.write(`bench:soak ${s}\n`);

  // A data folder of its own, removed at the end: the soak's rooms must not land in (or be
  // restored from) the host's ./data, where the rooms of an earlier run would wait for their
  // people and never dispose.
  const dataDir = mkdtempSync(join(tmpdir(), 'minus-soak-data-'));
  const server = await startServerProcess({ env: { RECONNECT_WINDOW_S: '3', DATA_DIR: dataDir } }).catch((e: unknown) => {
    rmSync(dataDir, { recursive: true, force: true });
    throw e;
  });
  const checks: Check[] = [];
  let out: Record<string, unknown> = {};
  try {
    const sampler = new ProcSampler(server.pid).start(5000);
    const fleet = new Fleet({ wsUrls: [server.wsUrl], rooms, think, seed, rampMs: 200, soak: true, roomsPerWorker });
    await fleet.up();
    const end = Date.now() + minutes * 60_000;
    while (Date.now() < end) {
      await sleep(Math.min(30_000, end - Date.now()));
      const p = fleet.progress();
      log(`${((minutes * 60_000 - (end - Date.now())) / 60_000).toFixed(1)} min: ${p.connections} connections, ${p.gamesFinished} games (${p.gamesVerified} checked), ${p.reconnects} comebacks, ${p.handovers} hand-overs, ${p.abandoned} abandoned, ${p.errors} errors`);
    }
    sampler.stop();
    const report = await fleet.stop();
    // Everyone has left: rooms dispose after the reconnection window (3 s) and the auto-dispose delay.
    let liveRooms = -1;
    for (let i = 0; i < 40; i++) {
      liveRooms = ((await (await fetch(`${server.httpUrl}/healthz`)).json()) as { rooms: number }).rooms;
      if (liveRooms === 0) break;
      await sleep(250);
    }
    const r = sampler.readings;
    const early = meanRss(r, 1 / 3, 1 / 3 + 1 / 5);
    const late = meanRss(r, 4 / 5, 1.01);
    const serverErrors = server.errorLines();
    const a = report.after;
    checks.push(
      { name: 'records replay to the announced results, chips conserved', ok: a.gamesFinished > 0 && a.gamesVerified === a.gamesFinished, detail: `${a.gamesVerified} of ${a.gamesFinished} finished games checked out` },
      { name: 'no client error', ok: report.errorCount === 0, detail: `${report.errorCount} errors${report.errors.length ? `: ${report.errors.slice(0, 5).join(' | ')}` : ''}` },
      { name: 'no server error', ok: serverErrors.length === 0, detail: `${serverErrors.length} error lines${serverErrors.length ? `: ${serverErrors.slice(0, 3).join(' | ')}` : ''}` },
      { name: 'memory flat after warm-up', ok: late <= Math.max(early * 1.1, early + 16 * MB), detail: `RSS ${(early / MB).toFixed(1)} MB after warm-up, ${(late / MB).toFixed(1)} MB at the end` },
      { name: 'every room disposed once everyone left', ok: liveRooms === 0, detail: `${liveRooms} rooms left` },
    );
    out = {
      minutes, rooms, think: `${think[0]}-${think[1]}`,
      gamesFinished: a.gamesFinished, gamesChecked: a.gamesVerified, comebacks: a.reconnects, handovers: a.handovers, abandoned: a.abandoned,
      errors: report.errorCount + serverErrors.length,
      serverCpuPercent: Math.round(sampler.summary().cpuPercent * 10) / 10,
      rssAfterWarmupMB: Math.round((early / MB) * 10) / 10, rssEndMB: Math.round((late / MB) * 10) / 10,
      rssPeakMB: Math.round((sampler.summary().rssPeakBytes / MB) * 10) / 10,
      rssTrendMB: r.filter((_, i) => i % Math.max(1, Math.floor(r.length / 10)) === 0).map((x) => Math.round(x.rssBytes / MB)),
      checks,
      ok: checks.every((c) => c.ok),
    };
  } finally {
    const stop = await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    out.shutdownMs = stop.ms;
  }
  process.stdout.write(`${JSON.stringify(out)}\n`);
  for (const c of checks) process.stderr.write(`${c.ok ? 'ok  ' : 'FAIL'} ${c.name}: ${c.detail}\n`);
  return out.ok ? 0 : 1;
});
