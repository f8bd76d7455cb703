/**
 * How long browsers may keep the files of the built apps (README.md, "Hosting many parties"). Vite names every
 * file it emits under `assets/` after a hash of its content (`main-DAiX6ig3.js`), so such a file
 * never changes: a year, `immutable` (no revalidation on reload). The pages (`index.html`, and any
 * other file without a hash) must be asked for every time (`no-cache`: the browser revalidates
 * with the ETag, a 304 costs a few bytes), so a new build reaches every phone at its next load.
 */

/** Cache-Control of a hashed asset. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Cache-Control of a page and of any file without a content hash. */
export const REVALIDATE = 'no-cache';

/** A Vite asset name: `<name>-<8 hash characters>.<ext>` inside an `assets` folder. */
const HASHED_ASSET = /(^|[\\/])assets[\\/][^\\/]+-[A-Za-z0-9_-]{8}\.[a-z0-9]+$/i;

/** The Cache-Control for the file at `path` (a path on disk or a URL path). */
export function cacheControlFor(path: string): string {
  return HASHED_ASSET.test(path) ? IMMUTABLE : REVALIDATE;
}
