import { defineConfig, type Plugin } from 'vite';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { basename, dirname } from 'node:path';

// pixi.js resolves (for require) to its lib/index.js: the modules sit beside it.
const pixiLib = dirname(createRequire(import.meta.url).resolve('pixi.js'));

const INDEX_HTML = fileURLToPath(new URL('./index.html', import.meta.url));
const TITLE = /<title>([^<]*)<\/title>/;
const ENTRY = /<script type="module" src="([^"]+)"><\/script>/;

/**
 * One page, two entries: demo.html holds only what differs from index.html (its title and entry
 * script), and this plugin makes it index.html with those two swapped in, before Vite reads the
 * page (build and dev server alike). The build fails if either page lost its title or entry.
 */
function demoFromIndex(): Plugin {
  return {
    name: 'minus-demo-from-index',
    transformIndexHtml: {
      order: 'pre',
      handler(html, ctx) {
        if (basename(ctx.filename) !== 'demo.html') return html;
        const page = readFileSync(INDEX_HTML, 'utf8');
        const title = TITLE.exec(html)?.[1];
        const entry = ENTRY.exec(html)?.[1];
        if (title === undefined || !entry || !TITLE.test(page) || !ENTRY.test(page)) {
          throw new Error('demo.html needs a <title> and a <script type="module" src="...">, and so does index.html');
        }
        return page.replace(TITLE, () => `<title>${title}</title>`).replace(ENTRY, () => `<script type="module" src="${entry}"></script>`);
      },
    },
  };
}

// The stage: served at `/` by the server from stage/dist. `demo.html` renders scenes from
// hand-built states (no server), for screenshots and the bench; its page is index.html's.
export default defineConfig({
  base: '/',
  plugins: [demoFromIndex()],
  root: fileURLToPath(new URL('.', import.meta.url)),
  resolve: {
    // The stage's Pixi classes come from their own modules (src/platform/engine/pixi-lite.js says why);
    // the side-effect sub-paths ('pixi.js/app', 'pixi.js/events'...) still go to the package.
    alias: [
      { find: /^pixi\.js$/, replacement: fileURLToPath(new URL('./src/platform/engine/pixi-lite.js', import.meta.url)) },
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
