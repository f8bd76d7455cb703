/**
 * Where the server finds the repository's files. This module is `server/src/paths.ts` when run
 * from source and part of `server/dist/index.js` when compiled (server/scripts/build-server.mjs):
 * both sit two folders below the repository's root, so one relative path serves both.
 */
import { fileURLToPath } from 'node:url';

/** The repository's root folder, with a trailing slash. */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
