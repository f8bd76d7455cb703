/**
 * Serving the built stage at `/` and the built controller at `/play` (with a fallback to its
 * index.html, so `/play?room=CODE` and deep links work), and the show's icon at `/favicon.ico`.
 * A missing build is not an error: the page says how to build it. Text files are compressed
 * (compression.ts); hashed assets are cached for a year, pages revalidated every time (caching.ts).
 */
import express, { type Express } from 'express';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../paths.js';
import { cacheControlFor, REVALIDATE } from './caching.js';
import { compressText } from './compression.js';

/** The show's icon (a minus cube, made by the project); both pages link it with `rel=icon`. */
export const FAVICON_FILE = join(REPO_ROOT, 'assets', 'favicon.svg');

/** The friendly page shown when a part is not built yet. */
export function notBuiltPage(part: 'stage' | 'controller'): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Minus Auction: not built yet</title>
<style>body{font-family:system-ui,sans-serif;background:#0b1026;color:#f4f6ff;display:grid;place-items:center;min-height:100vh;margin:0}
main{max-width:36rem;padding:2rem;text-align:center}code{background:#141b3d;padding:.2em .4em;border-radius:.3em}</style></head>
<body><main><h1>The ${part} is not built yet</h1><p>Run <code>npm run build</code> (or <code>npm start</code>, which builds what is missing), then reload this page.</p></main></body></html>`;
}

/** Mount one built app (a Vite `dist` folder) at `mount`. */
function mountApp(app: Express, mount: string, dist: string, part: 'stage' | 'controller'): void {
  const index = join(dist, 'index.html');
  app.use(mount, compressText(), express.static(dist, {
    index: 'index.html',
    fallthrough: true,
    // `/play?room=CODE` (the QR code's link) is answered at once by the fallback below, not
    // redirected to `/play/?room=CODE` first (one round trip less for every phone that scans).
    redirect: false,
    cacheControl: false,
    setHeaders: (res, path) => res.setHeader('Cache-Control', cacheControlFor(path)),
  }));
  app.use(mount, (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (!existsSync(index)) return void res.status(503).type('html').send(notBuiltPage(part));
    // Only page routes fall back to index.html; a missing asset is a plain 404.
    if (/\.[a-z0-9]+$/i.test(req.path)) return void res.status(404).type('text').send('Not found');
    res.sendFile(index, { cacheControl: false, headers: { 'Cache-Control': REVALIDATE } });
  });
}

/**
 * Serve the controller at /play and the stage at / (controller first: /play is under /), and
 * answer `/favicon.ico` (what browsers and bookmarks ask for by default) with the SVG icon. Any
 * other method than GET and HEAD on a page is 405 in JSON. Mount after every other route.
 */
export function mountApps(app: Express, stageDist: string, controllerDist: string): void {
  app.get('/favicon.ico', (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=86400');
    res.type('image/svg+xml').sendFile(FAVICON_FILE);
  });
  mountApp(app, '/play', controllerDist, 'controller');
  mountApp(app, '/', stageDist, 'stage');
  // Every page is read with GET: another method (a POST to /) is a short JSON 405, not Express' HTML page.
  app.use((req, res) => {
    res.status(405).set('Allow', 'GET, HEAD').json({ error: 'method-not-allowed', message: `${req.method} is not how this address is used: open it in a browser.` });
  });
}
