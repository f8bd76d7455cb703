// @ts-check
/**
 * `npm start`'s first step, in plain JavaScript (production installs have no TypeScript runner):
 * build the stage, the controller and the server only when their `dist` is missing or older than
 * their sources. Building needs the dev tools (vite, esbuild); after `npm ci --omit=dev` they are
 * not there, so a missing or stale part is reported in one sentence instead (README.md,
 * "Hosting": build first, then install without the dev tools). A stage or controller that cannot
 * be built is not fatal (the server serves a page saying how to build); a server that was never
 * built is (exit 1): there is nothing to run.
 * Usage: `node server/scripts/build-if-needed.mjs [part...]` (parts: stage, controller, server;
 * default all three).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** Each part: its built entry file, the sources it is built from, the tool its build needs. */
export const PARTS = {
  stage: { built: 'stage/dist/index.html', sources: ['stage/src', 'stage/index.html', 'stage/vite.config.ts', 'shared/src'], tool: 'vite' },
  controller: { built: 'controller/dist/index.html', sources: ['controller/src', 'controller/index.html', 'controller/vite.config.ts', 'shared/src'], tool: 'vite' },
  server: { built: 'server/dist/index.js', sources: ['server/src', 'server/scripts/build-server.mjs', 'shared/src'], tool: 'esbuild' },
};

/**
 * Newest modification time (ms) of a file, or of the files under a folder (0 when missing).
 * @param {string} path
 * @returns {number}
 */
function newest(path) {
  if (!existsSync(path)) return 0;
  if (statSync(path).isFile()) return statSync(path).mtimeMs;
  let t = 0;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const child = join(path, entry.name);
    t = Math.max(t, entry.isDirectory() ? newest(child) : statSync(child).mtimeMs);
  }
  return t;
}

/**
 * Whether `part` has no build, or sources newer than it.
 * @param {keyof typeof PARTS} part
 * @returns {'missing' | 'stale' | 'fresh'}
 */
export function buildState(part) {
  const { built, sources } = PARTS[part];
  const file = join(root, built);
  if (!existsSync(file)) return 'missing';
  const at = statSync(file).mtimeMs;
  return sources.some((s) => newest(join(root, s)) > at) ? 'stale' : 'fresh';
}

/**
 * Whether the build tool of `part` is installed (it is a dev dependency).
 * @param {keyof typeof PARTS} part
 */
function canBuild(part) {
  try {
    createRequire(join(root, part, 'package.json')).resolve(PARTS[part].tool);
    return true;
  } catch {
    return false;
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const asked = process.argv.slice(2);
  const parts = /** @type {(keyof typeof PARTS)[]} */ (asked.length > 0 ? asked : Object.keys(PARTS));
  let fatal = false;
  for (const part of parts) {
    if (!(part in PARTS)) {
      console.error(`build-if-needed: unknown part "${part}" (stage, controller, server)`);
      process.exit(2);
    }
    const state = buildState(part);
    if (state === 'fresh') continue;
    if (!canBuild(part)) {
      const how = 'run `npm ci && npm run build` before installing with --omit=dev (README.md, "Hosting many parties")';
      if (state === 'stale') console.warn(`The ${part} build is older than its sources and the build tools are not installed: running the old build; to rebuild, ${how}.`);
      else {
        console.error(`The ${part} is not built and the build tools are not installed: ${how}.`);
        if (part === 'server') fatal = true;
      }
      continue;
    }
    // On stderr: `npm run -s history -- --json` keeps a clean stdout.
    console.error(`building the ${part} (first start or changed sources)...`);
    // The build's own listing (every file and font it writes) is kept for a failure only.
    const run = spawnSync('npm', ['run', 'build', '-w', part], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    if (run.status !== 0) {
      process.stdout.write(run.stdout ?? '');
      process.stderr.write(run.stderr ?? '');
      console.warn(`could not build ${part} (exit ${run.status})${part === 'server' ? '' : '; the server will say so at its page'}.`);
      if (part === 'server' && state === 'missing') fatal = true;
    }
  }
  if (fatal) process.exit(1);
}
