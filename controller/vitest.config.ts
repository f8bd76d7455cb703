import { defineConfig } from 'vitest/config';

/**
 * Component and unit tests of the phone controller (project `controller`): happy-dom, no server.
 * The browser tests against the real server are the `controller-browser` project
 * (vitest.browser.config.ts).
 */
export default defineConfig({
  test: {
    name: 'controller',
    root: new URL('.', import.meta.url).pathname,
    environment: 'happy-dom',
    include: ['test/*.test.ts'],
    testTimeout: 10_000,
  },
});
