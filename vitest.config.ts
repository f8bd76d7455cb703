import { defineConfig } from 'vitest/config';

// Every workspace's tests, each project with its own vitest.config.ts (environment, timeouts).
export default defineConfig({
  test: {
    projects: ['shared', 'server', 'controller', 'stage', 'e2e'].map((p) => `${p}/vitest.config.ts`),
  },
});
