import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// @colyseus/testing 0.16 imports @colyseus/tools for its `boot()` helper, and that package is not
// installed; the tests build their server with startServer() and only use ColyseusTestServer, so
// the import is pointed at a small stand-in (test/support/colyseus-tools.ts).
export default defineConfig({
  resolve: {
    alias: { '@colyseus/tools': fileURLToPath(new URL('./test/support/colyseus-tools.ts', import.meta.url)) },
  },
  test: {
    name: 'server',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 20_000,
    server: { deps: { inline: ['@colyseus/testing'] } },
    env: { NODE_ENV: 'test' },
  },
});
