import { defineConfig } from 'vitest/config';
import { APP_TESTS } from '../test-support/app-tests.js';

// Browser tests of the stage: headless Chromium (playwright-core, /usr/bin/chromium) against the
// real server serving the stage the run built first; each file starts its own server on a free
// port. Scheduled with the other projects that drive the built apps (test-support/app-tests.ts).
export default defineConfig({
  test: {
    name: 'stage-browser',
    environment: 'node',
    include: ['test/browser/**/*.test.ts'],
    // Those that measure time on screen run alone, last: vitest.browser-alone.config.ts.
    exclude: ['test/browser/demo.test.ts', 'test/browser/keeps-up.test.ts'],
    testTimeout: 180_000,
    hookTimeout: 240_000,
    ...APP_TESTS,
  },
});
