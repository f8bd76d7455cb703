import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { APP_TESTS } from '../test-support/app-tests.js';

/**
 * The end-to-end suite (project `e2e`): the real server started with `npm start`, the stage and
 * phone-sized controllers in headless Chromium; and the test show (test-show/), whose tests start
 * the server in this process with the show added. Each file starts its own server; scheduled
 * with the other projects that drive the built apps (test-support/app-tests.ts).
 * `@colyseus/tools` is pointed at the server tests' stand-in, as in server/vitest.config.ts.
 */
export default defineConfig({
  resolve: {
    alias: { '@colyseus/tools': fileURLToPath(new URL('../server/test/support/colyseus-tools.ts', import.meta.url)) },
  },
  test: {
    name: 'e2e',
    root: new URL('.', import.meta.url).pathname,
    environment: 'node',
    include: ['*.test.ts'],
    testTimeout: 240_000,
    hookTimeout: 300_000,
    ...APP_TESTS,
    server: { deps: { inline: ['@colyseus/testing'] } },
  },
});
