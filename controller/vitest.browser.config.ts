import { defineConfig } from 'vitest/config';

/**
 * Browser tests of the phone controller (project `controller-browser`): headless Chromium
 * (playwright-core, /usr/bin/chromium) against the real server on a free port, with the built
 * controller. Screenshots go to test/artifacts/ (git-ignored).
 */
export default defineConfig({
  test: {
    name: 'controller-browser',
    root: new URL('.', import.meta.url).pathname,
    environment: 'node',
    include: ['test/browser/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
