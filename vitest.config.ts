import { existsSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

// Every workspace's tests, each project with its own vitest.config.ts (environment, timeouts).
// The unit projects run first (vitest's default: one file per core but one; a two-core machine
// runs them one at a time, so the tests that measure real time, the flood limits among them,
// never share the CPU); the projects that drive the built apps follow as one group, two files at
// a time (test-support/app-tests.ts); the stage's files that measure time on screen come last,
// alone (stage/vitest.browser-alone.config.ts).
export default defineConfig({
  test: {
    projects: ['shared', 'server', 'controller', 'stage', 'bench', 'e2e']
      .map((p) => `${p}/vitest.config.ts`)
      .concat(['stage/vitest.browser.config.ts', 'stage/vitest.browser-alone.config.ts', 'controller/vitest.browser.config.ts'])
      .filter((f) => existsSync(new URL(f, import.meta.url))),
  },
});
