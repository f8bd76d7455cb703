import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The end-to-end suite (project `e2e`): the real server started with `npm start`, the stage and
 * phone-sized controllers in headless Chromium; and the test show (test-show/), whose tests start
 * the server in this process with the show added. One file at a time (each starts its own
 * server), and after every other project (`groupOrder: 1`): on a two-core machine the browser
 * suites of the stage and the controller would otherwise compete with it for the CPU.
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
    fileParallelism: false,
    sequence: { groupOrder: 1 },
    server: { deps: { inline: ['@colyseus/testing'] } },
  },
});
