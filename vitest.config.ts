import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Every workspace's tests, each project with its own vitest.config.ts (environment, timeouts).
// The unit projects run first, at least two files at a time (vitest's own default leaves a
// two-core machine one); the projects that drive the built apps follow as one group
// (test-support/app-tests.ts).
export default defineConfig({
  test: {
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: ['shared', 'server', 'controller', 'stage', 'e2e']
      .map((p) => `${p}/vitest.config.ts`)
      .concat(['stage/vitest.browser.config.ts', 'controller/vitest.browser.config.ts'])
      .filter((f) => existsSync(new URL(f, import.meta.url))),
  },
});
