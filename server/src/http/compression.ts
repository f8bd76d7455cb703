/**
 * Compression of the pages and their text assets (README.md, "Hosting many parties"): the `compression`
 * middleware (expressjs) answers with brotli when the browser accepts it, else gzip, for
 * compressible types (JavaScript, CSS, HTML, SVG, JSON) of 1 KB or more. Brotli at quality 5
 * (the middleware's default is 4): the stage's 815 KB of text become 242 KB for about 30 ms of
 * CPU, the phone app's 207 KB become 65 KB for 5 ms (gzip 6: 252 and 67 KB; brotli 11: 221 KB
 * but 1.3 s; docs/BENCHMARKS.md, "Serving the built apps"). A phone loads its app once per
 * evening and then keeps the hashed files (caching.ts).
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
