import { defineConfig } from 'vitest/config';

// Whole games with searching computer players take seconds of CPU each; on a machine shared with
// other jobs a test may wait for the CPU far longer than it computes, hence 60 s per test.
export default defineConfig({
  test: { name: 'shared', environment: 'node', include: ['src/**/*.test.ts'], testTimeout: 60_000 },
});
