import { existsSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

// Every workspace's tests, each project with its own vitest.config.ts (environment, timeouts).
export default defineConfig({
  test: {
    projects: ['shared', 'server', 'controller', 'stage', 'e2e']
      .map((p) => `${p}/vitest.config.ts`)
      .concat(['stage/vitest.browser.config.ts', 'controller/vitest.browser.config.ts'])
      .filter((f) => existsSync(new URL(f, import.meta.url))),
  },
});
