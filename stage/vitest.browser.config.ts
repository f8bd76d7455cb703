import { defineConfig } from 'vitest/config';

// Browser tests of the stage: headless Chromium (playwright-core, /usr/bin/chromium) against the
// real server serving the built stage. One file at a time: each starts its own server on a free port.
export default defineConfig({
  test: {
    name: 'stage-browser',
    environment: 'node',
    include: ['test/browser/**/*.test.ts'],
    testTimeout: 180_000,
    hookTimeout: 240_000,
    fileParallelism: false,
  },
});
