/**
 * The phone controller's build: served by the server at /play (docs/ARCHITECTURE.md, "The shape").
 * `npm run build -w controller` writes controller/dist. No PixiJS, howler or QR encoder here:
 * the bundle is Lit, the Colyseus client and our own code (bench/controller-size).
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const modules = fileURLToPath(new URL('../node_modules/', import.meta.url));

export default defineConfig({
  base: '/play/',
  root: new URL('.', import.meta.url).pathname,
  resolve: {
    // colyseus.js and @colyseus/schema point the "browser" condition at CommonJS / UMD builds that
    // cannot be tree-shaken; their ES module builds are browser-safe and much smaller once shaken.
    alias: [
      { find: /^colyseus\.js$/, replacement: `${modules}colyseus.js/build/esm/index.mjs` },
      { find: /^@colyseus\/schema$/, replacement: `${modules}@colyseus/schema/build/esm/index.mjs` },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    assetsInlineLimit: 0,
    reportCompressedSize: false,
  },
});
