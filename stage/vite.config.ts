import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';

// pixi.js resolves (for require) to its lib/index.js: the modules sit beside it.
const pixiLib = dirname(createRequire(import.meta.url).resolve('pixi.js'));

// The stage: served at `/` by the server from stage/dist. `demo.html` renders scenes from
// hand-built states (no server), for screenshots and the bench.
export default defineConfig({
  base: '/',
  root: fileURLToPath(new URL('.', import.meta.url)),
  resolve: {
    // The stage's Pixi classes come from their own modules (src/engine/pixi-lite.js says why);
    // the side-effect sub-paths ('pixi.js/app', 'pixi.js/events'...) still go to the package.
    alias: [
      { find: /^pixi\.js$/, replacement: fileURLToPath(new URL('./src/engine/pixi-lite.js', import.meta.url)) },
      { find: /^pixi\.js-lib\//, replacement: `${pixiLib}/` },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsInlineLimit: 0,
    chunkSizeWarningLimit: 1200,
    rollupOptions: {
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        demo: fileURLToPath(new URL('./demo.html', import.meta.url)),
      },
    },
  },
  server: { fs: { allow: ['..'] } },
});
