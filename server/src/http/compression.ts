/**
 * Compression of the pages and their text assets (README.md, "Hosting"): the `compression`
 * middleware (expressjs) answers with brotli when the browser accepts it, else gzip, for
 * compressible types (JavaScript, CSS, HTML, SVG, JSON) of 1 KB or more. Brotli at quality 5
 * (the middleware's default is 4): the scripts and styles of both apps, 1.0 MB, become 303 KB in
 * about 60 ms of CPU (gzip 6: 315 KB; brotli 4: 323 KB; brotli 11: 277 KB but 3 s;
 * docs/BENCHMARKS.md, "Serving"). A phone loads its app once per evening, and keeps the hashed
 * files (caching.ts).
 * Images, fonts (woff2 is compressed already) and the websocket are left alone; so are
 * `/healthz` and `/api/*`, which are not mounted behind it (static-apps.ts).
 */
import compression from 'compression';
import type { RequestHandler } from 'express';
import { constants } from 'node:zlib';

/** Smallest response compressed, bytes (smaller ones gain less than the header costs). */
export const COMPRESS_THRESHOLD = 1024;

/** Brotli quality for text assets (0-11). */
export const BROTLI_QUALITY = 5;

/** The middleware for the static apps. */
export function compressText(): RequestHandler {
  return compression({
    threshold: COMPRESS_THRESHOLD,
    brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
  }) as unknown as RequestHandler;
}
