import { defineConfig } from 'vitest/config';

// Pure units of the stage (node, fast). The browser tests are the `stage-browser` project in
// vitest.browser.config.ts (headless Chromium against the real server and the built stage).
export default defineConfig({
  test: { name: 'stage', environment: 'node', include: ['test/unit/**/*.test.ts'] },
});
