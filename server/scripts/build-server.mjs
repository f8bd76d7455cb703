// @ts-check
/**
 * Compile the game server to JavaScript: `server/src/index.ts` and everything it imports from
 * `server/src` and `@minus/shared` bundled into `server/dist/index.js` (esbuild), and the history
 * and replay commands into `server/dist/history.js` and `replay.js`, with every npm
 * package left as an import (they are the server's and shared's `dependencies`, installed by
 * `npm ci --omit=dev`). `server/dist` sits as deep in the tree as `server/src`, so the paths the
 * server finds from its own location (the repository root, `assets/`) are the same in both.
 * Usage: `npm run build -w server` (also run by `npm start` when the build is missing or stale).
 */
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const serverDir = fileURLToPath(new URL('../', import.meta.url));
const repoDir = fileURLToPath(new URL('../../', import.meta.url));

/** @param {string} file a package.json's path from the repository's root */
const dependenciesOf = (file) => Object.keys(JSON.parse(readFileSync(`${repoDir}${file}`, 'utf8')).dependencies ?? {});

/** npm packages stay imports; only the workspace's own code (and shared's) is bundled. */
const external = [...new Set([...dependenciesOf('server/package.json'), ...dependenciesOf('shared/package.json')])]
  .filter((name) => name !== '@minus/shared')
  .flatMap((name) => [name, `${name}/*`]);

await build({
  // The server, and the two commands a host runs beside it (`npm run history`, `npm run replay`):
  // built too, so they run where only the production packages are installed (no TypeScript runner).
  entryPoints: { index: `${serverDir}src/index.ts`, history: `${serverDir}src/history/cli.ts`, replay: `${repoDir}shared/src/cli/replay.ts` },
  outdir: `${serverDir}dist`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  tsconfig: `${serverDir}tsconfig.json`,
  logLevel: 'warning',
  legalComments: 'none',
});
console.log('built server/dist/index.js, history.js and replay.js');
