/**
 * Every package the game ships has a licence an open-source game may ship (docs/LICENSES.md):
 * read from the installed node_modules, dev tools left out; and docs/LICENSES.md names every
 * direct runtime dependency of every workspace.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { forbidden, isAllowedLicense, runtimePackages } from './licenses.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));

describe('licences of what the game ships', () => {
  it('judges SPDX expressions: a permissive licence, OR with one allowed, AND with all allowed', () => {
    expect(isAllowedLicense('MIT')).toBe(true);
    expect(isAllowedLicense('(MIT OR GPL-3.0)')).toBe(true);
    expect(isAllowedLicense('MIT AND GPL-3.0')).toBe(false);
    expect(isAllowedLicense('GPL-3.0')).toBe(false);
    expect(isAllowedLicense('SEE LICENSE IN LICENSE')).toBe(false);
    expect(isAllowedLicense(null)).toBe(false);
    expect(forbidden([{ name: 'left-pad-gpl', version: '1.0.0', license: 'AGPL-3.0', via: 'x' }])).toHaveLength(1);
  });

  it('finds only allowed licences (or reviewed exceptions) among the installed runtime packages', () => {
    const packages = runtimePackages(root);
    const names = new Set(packages.map((p) => p.name));
    // The server's, the stage's and the phone's run-time packages are all there; dev tools are not.
    for (const n of ['@colyseus/core', '@colyseus/redis-presence', 'ioredis', 'express', 'compression', 'pixi.js', 'lit', 'nosleep.js', '@fontsource/bungee', '@fontsource/noto-sans-kr']) expect(names).toContain(n);
    for (const n of ['vite', 'vitest', 'tsx', 'typescript', 'esbuild', 'playwright-core', 'selfsigned']) expect(names).not.toContain(n);
    expect(forbidden(packages)).toEqual([]);
    expect(packages.filter((p) => p.name.startsWith('@fontsource/')).every((p) => p.license === 'OFL-1.1')).toBe(true);
  });

  it('names every direct runtime dependency of every workspace in docs/LICENSES.md', () => {
    const doc = readFileSync(new URL('docs/LICENSES.md', `file://${root}`), 'utf8');
    for (const ws of ['shared', 'server', 'stage', 'controller']) {
      const deps = Object.keys((JSON.parse(readFileSync(`${root}${ws}/package.json`, 'utf8')) as { dependencies?: Record<string, string> }).dependencies ?? {});
      for (const d of deps.filter((x) => !x.startsWith('@minus/'))) expect(doc, `${ws}: ${d}`).toContain(`\`${d}\``);
    }
  });
});
