/**
 * `tsx bench/load/profile.ts FILE.cpuprofile [--top N]`: the functions with the most self time
 * in a V8 CPU profile (as written by `node --cpu-prof`, e.g. `npm run bench:load -- --profile DIR`),
 * as a markdown table: self ms, % of all samples, function and where it lives (package or file).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ArgError, cli, intArg, parseOptions } from './args.js';

/** This repository's root, as a `file://` URL and as a path (both end with a slash): our files are named from it. */
const REPO_ROOTS = [new URL('../../', import.meta.url).href, fileURLToPath(new URL('../../', import.meta.url))];

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples?: number[];
  timeDeltas?: number[];
}

/** Where a function lives: `pkg` for node_modules, the repo path for our code, `node:` for Node's own. */
export function place(url: string, line: number): string {
  if (!url) return '(native)';
  const nm = url.lastIndexOf('/node_modules/');
  if (nm >= 0) {
    const rest = url.slice(nm + 14).split('/');
    return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
  }
  if (url.startsWith('node:')) return url;
  const root = REPO_ROOTS.find((r) => url.startsWith(r));
  return `${root ? url.slice(root.length) : url}:${line + 1}`;
}

/** Self time per function (ms), merged by name and place, largest first. */
export function selfTimes(p: CpuProfile): { name: string; where: string; ms: number; pct: number }[] {
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const ms = new Map<number, number>();
  const samples = p.samples ?? [];
  const deltas = p.timeDeltas ?? [];
  for (let i = 0; i < samples.length; i++) ms.set(samples[i]!, (ms.get(samples[i]!) ?? 0) + (deltas[i + 1] ?? deltas[i] ?? 0) / 1000);
  const total = [...ms.values()].reduce((a, b) => a + b, 0) || 1;
  const merged = new Map<string, { name: string; where: string; ms: number }>();
  for (const [id, t] of ms) {
    const f = byId.get(id)!.callFrame;
    const name = f.functionName || '(anonymous)';
    const where = place(f.url, f.lineNumber);
    const key = `${name}@${where}`;
    const m = merged.get(key) ?? { name, where, ms: 0 };
    m.ms += t;
    merged.set(key, m);
  }
  return [...merged.values()].sort((a, b) => b.ms - a.ms).map((m) => ({ ...m, pct: (m.ms / total) * 100 }));
}

/** Self time summed per place (package or file), largest first. */
export function byPlace(rows: { where: string; ms: number; pct: number }[]): { where: string; ms: number; pct: number }[] {
  const m = new Map<string, { where: string; ms: number; pct: number }>();
  for (const r of rows) {
    const key = r.where.replace(/:\d+$/, '');
    const e = m.get(key) ?? { where: key, ms: 0, pct: 0 };
    e.ms += r.ms;
    e.pct += r.pct;
    m.set(key, e);
  }
  return [...m.values()].sort((a, b) => b.ms - a.ms);
}

const USAGE = 'usage: tsx bench/load/profile.ts FILE.cpuprofile [--top N]';
if (process.argv[1]?.endsWith('profile.ts')) {
  await cli(USAGE, async () => {
    const file = process.argv[2];
    if (!file || file.startsWith('--')) throw new ArgError('a .cpuprofile file is required');
    const v = parseOptions(process.argv.slice(3), { top: { type: 'string' } });
    const top = intArg('top', v.top, 20, 1, 200);
    const rows = selfTimes(JSON.parse(readFileSync(file, 'utf8')) as CpuProfile);
    const line = (r: { ms: number; pct: number }, label: string) => `| ${label} | ${r.ms.toFixed(0)} | ${r.pct.toFixed(1)} % |`;
    process.stdout.write(['| function (where) | self ms | share |', '|---|---|---|', ...rows.slice(0, top).map((r) => line(r, `\`${r.name}\` (${r.where})`))].join('\n') + '\n\n');
    process.stdout.write(['| place | self ms | share |', '|---|---|---|', ...byPlace(rows).slice(0, top).map((r) => line(r, r.where))].join('\n') + '\n');
    return 0;
  });
}
