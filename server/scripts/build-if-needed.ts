/**
 * `npm start`'s first step: build the stage and the controller only when their `dist` is missing
 * or older than their sources. A failed build is reported and the server starts anyway (it then
 * serves a page saying how to build). Usage: node --import tsx server/scripts/build-if-needed.ts
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** Newest modification time (ms) of a file, or of the files under a folder (0 when missing). */
function newest(dir: string): number {
  if (!existsSync(dir)) return 0;
  if (statSync(dir).isFile()) return statSync(dir).mtimeMs;
  let t = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    t = Math.max(t, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return t;
}

/** True when `part` has no built index.html or its sources (or shared/) changed since. */
export function needsBuild(part: string): boolean {
  const index = join(root, part, 'dist', 'index.html');
  if (!existsSync(index)) return true;
  const built = statSync(index).mtimeMs;
  return [join(root, part, 'src'), join(root, part, 'index.html'), join(root, 'shared', 'src')].some((p) => newest(p) > built);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const parts = ['stage', 'controller'].filter(needsBuild);
  if (parts.length === 0) console.log('stage and controller are built and up to date.');
  for (const part of parts) {
    console.log(`building ${part}...`);
    const run = spawnSync('npm', ['run', 'build', '-w', part], { cwd: root, stdio: 'inherit' });
    if (run.status !== 0) console.warn(`could not build ${part} (exit ${run.status}); the server will say so at its page.`);
  }
}
