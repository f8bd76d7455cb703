import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';

// The stage: served at `/` by the server from stage/dist. `demo.html` renders scenes from
// hand-built states (no server), for screenshots and the bench.
export default defineConfig({
  base: '/',
  root: fileURLToPath(new URL('.', import.meta.url)),
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
