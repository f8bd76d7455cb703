/**
 * A private rooms' folder (DATA_DIR) for one test server: the server allows one process per
 * folder, and test files run side by side (app-tests.ts), so no test server may use the
 * repository's default `data/`. `remove()` deletes it once the server has stopped.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function privateDataDir(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'minus-test-data-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
