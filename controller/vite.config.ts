/**
 * The phone controller's build: served by the server at /play (docs/ARCHITECTURE.md, "The shape").
 * `npm run build -w controller` writes controller/dist. No PixiJS, howler or QR encoder here:
 * the bundle is Lit, the Colyseus client and our own code (bench/controller-size).
 */
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

const modules = fileURLToPath(new URL('../node_modules/', import.meta.url));

/**
 * colyseus.js modules the phone never runs, by their import in colyseus.js's ES module build, and
 * the stand-ins built instead: WebTransport (the `h3` protocol: the phone always connects by
 * websocket) and Colyseus's accounts API (the phone has no accounts; the module's one act at start,
 * reading a token the game never stores, goes with it). About 1.5 KB gzip of the phone's first load
 * (bench/controller-size).
 */
const UNUSED_COLYSEUS: Readonly<Record<string, string>> = {
  './transport/H3Transport.mjs': 'export class H3TransportTransport { constructor() { throw new Error("the phone connects by websocket only"); } }',
  './Auth.mjs': 'export class Auth { constructor(http) { this.http = http; } }',
};

/** Build the stand-ins of `UNUSED_COLYSEUS` in place of those modules. */
function leaveOutUnusedColyseus(): Plugin {
  const prefix = '\0unused-colyseus:';
  return {
    name: 'leave-out-unused-colyseus',
    enforce: 'pre',
    resolveId(source, importer) {
      return importer?.includes('/colyseus.js/build/esm/') && Object.hasOwn(UNUSED_COLYSEUS, source) ? prefix + source : null;
    },
    load(id) {
      return id.startsWith(prefix) ? UNUSED_COLYSEUS[id.slice(prefix.length)] ?? null : null;
    },
  };
}

export default defineConfig({
  base: '/play/',
  root: new URL('.', import.meta.url).pathname,
  plugins: [leaveOutUnusedColyseus()],
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
