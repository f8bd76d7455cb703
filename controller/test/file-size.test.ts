// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** The phone's source files, split by idea, stay short enough to read whole. */
const LIMIT = 390;
const src = fileURLToPath(new URL('../src/', import.meta.url));

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : path.endsWith('.ts') ? [path] : [];
  });
}

describe('the phone\'s source files', () => {
  it(`are each at most ${LIMIT} lines`, () => {
    const all = files(src);
    expect(all.length).toBeGreaterThan(20);
    const long = all.map((f) => ({ file: f.slice(src.length), lines: readFileSync(f, 'utf8').split('\n').length - 1 })).filter((f) => f.lines > LIMIT);
    expect(long).toEqual([]);
  });
});
