/**
 * The module boundary (docs/ARCHITECTURE.md, "Show modules"): nothing in any part's `platform/`
 * folder names a show or reaches into a show's folder. Only the registries and each show's own
 * `shows/<id>/` folders may. (The workspace's package scope in import paths is the project's
 * name, not a show's.)
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SHOWS } from '../shows/registry.js';

const repo = fileURLToPath(new URL('../../../', import.meta.url));
const PLATFORM_DIRS = ['shared/src/platform', 'server/src/platform', 'stage/src/platform', 'controller/src/platform'];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.(ts|js)$/.test(name) ? [path] : [];
  });
}

/** Every word a show goes by: its id, its id's words, its title, its short name. */
function namesOf(show: { id: string; title: string; short: string }): RegExp[] {
  const words = new Set([show.id, show.title, show.short, show.title.replace(/\s+/g, '')]);
  // A name as a word of its own: not inside another word ("roomInUse"), not the package scope.
  return [...words].filter((w) => w.length > 3).map((w) => new RegExp(`(?<![a-z])${w.replace(/[-]/g, '[- ]?')}(?![a-z]|/shared)`, 'i'));
}

describe('the platform names no show', () => {
  // This file reads the registry to know the shows' names; it is the one exception.
  const self = fileURLToPath(import.meta.url);
  const all = PLATFORM_DIRS.flatMap((d) => files(join(repo, d))).filter((f) => f !== self);

  it('finds the platform folders and their files', () => {
    expect(all.length).toBeGreaterThan(60);
  });

  it.each(SHOWS.map((s) => [s.id, s] as const))('no platform file names %s', (_id, show) => {
    const names = namesOf(show);
    const found: string[] = [];
    for (const file of all) {
      readFileSync(file, 'utf8').split('\n').forEach((line, i) => {
        if (names.some((re) => re.test(line))) found.push(`${relative(repo, file)}:${i + 1}: ${line.trim()}`);
      });
    }
    expect(found).toEqual([]);
  });

  it('no platform file imports from a show\'s folder or a registry', () => {
    const found: string[] = [];
    for (const file of all) {
      readFileSync(file, 'utf8').split('\n').forEach((line, i) => {
        if (/\bfrom\s+['"][^'"]*shows\/|import\(\s*['"][^'"]*shows\//.test(line)) found.push(`${relative(repo, file)}:${i + 1}: ${line.trim()}`);
      });
    }
    expect(found).toEqual([]);
  });
});
