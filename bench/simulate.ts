/**
 * Run the simulate command (`shared/src/cli/simulate.ts`) as a child process, so it can use
 * every core, and parse its one JSON line. Shared by the computer-player benchmark sections.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { PresetName } from '@minus/shared/shows/minus-auction/types';
import type { SimulateReport } from '@minus/shared/shows/minus-auction/bots/index';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Options of one simulate run. */
export interface SimulateOptions {
  preset: PresetName;
  seed: number;
  duplicate?: boolean;
  /** Worker threads (default: the command's own, one per core). With exactly 1, decisions are timed in CPU time (`--clock cpu`). */
  workers?: number;
}

/** Play `games` games with `seats` (bot labels, one per seat). Rejects on a non-zero exit. */
export function simulate(seats: string[], games: number, o: SimulateOptions): Promise<SimulateReport> {
  const args = ['--import', 'tsx', 'shared/src/cli/simulate.ts', '--game', 'minus-auction', '--games', String(games), '--preset', o.preset, '--seats', seats.join(','), '--seed', String(o.seed)];
  if (o.duplicate) args.push('--duplicate');
  if (o.workers !== undefined) args.push('--workers', String(o.workers));
  if (o.workers === 1) args.push('--clock', 'cpu');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) reject(new Error(`simulate ${seats.join(',')} exited with ${code}`));
      else resolve(JSON.parse(out) as SimulateReport);
    });
  });
}
