/**
 * Product code never leans on the test helpers: no file of `server/src`, `stage/src`,
 * `controller/src` or `shared/src` (tests excepted) imports from `test-support/` (a free port, a
 * private redis-server, a self-signed certificate; README.md, "How it is made").
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repo = fileURLToPath(new URL('../../', import.meta.url));
const PRODUCT_DIRS = ['shared/src', 'server/src', 'stage/src', 'controller/src'];

function productFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return productFiles(path);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [path] : [];
  });
}

describe('product code and the test helpers', () => {
  const all = PRODUCT_DIRS.flatMap((d) => productFiles(join(repo, d)));

  it('finds the product files', () => {
    expect(all.length).toBeGreaterThan(200);
  });

  it('no product file imports from test-support/', () => {
    const found: string[] = [];
    for (const file of all) {
      readFileSync(file, 'utf8').split('\n').forEach((line, i) => {
        if (/\bfrom\s+['"][^'"]*test-support\/|import\(\s*['"][^'"]*test-support\//.test(line)) found.push(`${relative(repo, file)}:${i + 1}: ${line.trim()}`);
      });
    }
    expect(found).toEqual([]);
  });
});
