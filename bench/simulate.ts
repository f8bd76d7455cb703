/**
 * Run the simulate command (`shared/src/cli/simulate.ts`) as a child process, so it can use
 * every core, and parse its one JSON line. Shared by the computer-player benchmark sections.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { BotReport } from '@minus/shared/platform/tally';
import type { SimulateReport } from '@minus/shared/shows/minus-auction/bots/index';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Options of one simulate run. */
export interface SimulateOptions {
  /** The show (default Minus Auction). */
  game?: 'minus-auction' | 'rubbish-auction';
  /** The show's preset (default the show's own default). */
  preset?: string;
  seed: number;
  duplicate?: boolean;
  /** Worker threads (default: the command's own, one per core). With exactly 1, Minus Auction's decisions are timed in CPU time (`--clock cpu`). */
  workers?: number;
  /** Aborting it ends the run (its process is killed) and rejects. */
  signal?: AbortSignal;
}

/** Play `games` games with `seats` (bot labels, one per seat). Rejects on a non-zero exit. */
export function simulate(seats: string[], games: number, o: SimulateOptions): Promise<SimulateReport> {
  const args = ['--import', 'tsx', 'shared/src/cli/simulate.ts', '--game', o.game ?? 'minus-auction', '--games', String(games), '--seats', seats.join(','), '--seed', String(o.seed)];
  if (o.preset !== undefined) args.push('--preset', o.preset);
  if (o.duplicate) args.push('--duplicate');
  if (o.workers !== undefined) args.push('--workers', String(o.workers));
  // Only Minus Auction's command can time decisions in CPU time.
  if (o.workers === 1 && (o.game ?? 'minus-auction') === 'minus-auction') args.push('--clock', 'cpu');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'], signal: o.signal });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) reject(new Error(`simulate ${seats.join(',')} exited with ${code}`));
      else resolve(JSON.parse(out) as SimulateReport);
    });
  });
}

/** The report's row for `bot`. Throws when the run had no seat with that label. */
export function row<R extends { bots: BotReport[] }>(report: R, bot: string): R['bots'][number] {
  const r = report.bots.find((b) => b.bot === bot);
  if (!r) throw new Error(`no row for ${bot}`);
  return r;
}

/** A rate as a percentage with one decimal ("20.5%"). */
export const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;
/** A row's win rate with its 95% interval. */
export const rate = (r: BotReport): string => `${pct(r.winRate)} (95% CI ${pct(r.ci95[0])}..${pct(r.ci95[1])})`;
/** A table cell for a target met or missed. */
export const ok = (pass: boolean): string => (pass ? 'yes' : '**no**');
/** One `bot` seat, then `n` seats of `rival`. */
export const against = (bot: string, rival: string, n: number): string[] => [bot, ...Array<string>(n).fill(rival)];
