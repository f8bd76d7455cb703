import { defineConfig } from 'vitest/config';
import { APP_TESTS } from '../test-support/app-tests.js';

/**
 * Browser tests of the phone controller (project `controller-browser`): headless Chromium
 * (playwright-core, /usr/bin/chromium) against the real server on a free port, with the
 * controller the run built first. Screenshots go to test/artifacts/ (git-ignored). Scheduled with
 * the other projects that drive the built apps (test-support/app-tests.ts).
 */
export default defineConfig({
  test: {
    name: 'controller-browser',
    root: new URL('.', import.meta.url).pathname,
    environment: 'node',
    include: ['test/browser/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    ...APP_TESTS,
  },
});
