import { defineConfig } from 'vitest/config';
import { APP_TESTS } from '../test-support/app-tests.js';

// The stage's browser tests that measure time on screen (how far the captions lag the room, a
// finale against its time plan, text redrawn when late fonts arrive): one at a time, after every
// other file (vitest runs a one-worker project of the default group last), so no other file's
// browser slows their frames. The rest are vitest.browser.config.ts.
export default defineConfig({
  test: {
    name: 'stage-browser-alone',
    environment: 'node',
    include: ['test/browser/demo.test.ts', 'test/browser/keeps-up.test.ts'],
    testTimeout: 180_000,
    hookTimeout: 240_000,
    globalSetup: APP_TESTS.globalSetup,
    retry: APP_TESTS.retry,
    fileParallelism: false,
  },
});
