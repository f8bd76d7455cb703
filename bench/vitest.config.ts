import { defineConfig } from 'vitest/config';

/** Unit tests of the benchmarks' own logic (project `bench`): the acceptance ledger's plan and pooling. No simulation runs. */
export default defineConfig({
  test: {
    name: 'bench',
    root: new URL('.', import.meta.url).pathname,
    environment: 'node',
    include: ['cells/*.test.ts'],
    testTimeout: 10_000,
  },
});
