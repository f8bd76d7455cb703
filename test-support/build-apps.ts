/**
 * Vitest global setup of the projects that drive the built apps (`stage-browser`,
 * `controller-browser`, `e2e`): build the stage and the controller (`vite build` into their
 * `dist`), and the server when its build is missing or older than its sources, once per test run
 * and before any of those test files starts. The test files only read the builds, so two of them
 * can run side by side without one serving a half-written `dist` to the other; `npm start` in the
 * end-to-end suite then finds every part fresh and builds nothing.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO = fileURLToPath(new URL('../', import.meta.url));

/** Set in the test runner's own process once the apps are built (each project calls the setup). */
const BUILT = 'MINUS_TEST_APPS_BUILT';

export default function setup(): void {
  if (process.env[BUILT] === '1') return;
  const vite = join(REPO, 'node_modules', 'vite', 'bin', 'vite.js');
  for (const part of ['stage', 'controller']) {
    execFileSync(process.execPath, [vite, 'build', '--logLevel', 'error'], { cwd: join(REPO, part), stdio: 'inherit' });
  }
  execFileSync(process.execPath, [join(REPO, 'server', 'scripts', 'build-if-needed.mjs'), 'server'], { cwd: REPO, stdio: 'inherit' });
  process.env[BUILT] = '1';
}
