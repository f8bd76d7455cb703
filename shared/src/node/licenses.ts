/**
 * The licences of what the game ships (docs/LICENSES.md): every package the workspaces need at
 * run time (their `dependencies`, and theirs, as installed in node_modules; dev tools left out),
 * each judged against the licences an open-source game may ship. Node-only; used by a test
 * (licenses.test.ts) and by `npm run -s licenses`, which prints the list.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** Permissive OSI licences (SPDX ids), and the SIL Open Font Licence of the bundled fonts. */
export const ALLOWED_LICENSES: readonly string[] = [
  'MIT', 'ISC', 'BSD-2-Clause', 'BSD-3-Clause', 'Apache-2.0', '0BSD', 'CC0-1.0', 'Unlicense', 'BlueOak-1.0.0', 'Zlib', 'OFL-1.1',
];

/**
 * Packages whose licence is not in the list but was read and found to allow this game to ship
 * them, with the reason (docs/LICENSES.md says more). A new exception needs a person's review.
 */
export const REVIEWED_EXCEPTIONS: Readonly<Record<string, string>> = {};

/** One installed runtime package. */
export interface RuntimePackage {
  name: string;
  version: string;
  /** The `license` field (SPDX expression), or null when the package names none. */
  license: string | null;
  /** The workspace package(s) that brought it in first, e.g. `@minus/server`. */
  via: string;
}

interface Manifest {
  name: string;
  version: string;
  private?: boolean;
  license?: string | { type?: string };
  licenses?: { type?: string }[];
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  workspaces?: string[];
}

const read = (file: string): Manifest => JSON.parse(readFileSync(file, 'utf8')) as Manifest;

/** Where node would find package `name` from `fromDir` (its package folder), or null when not installed. */
function locate(name: string, fromDir: string): string | null {
  for (let dir = fromDir; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (dirname(dir) === dir) return null;
  }
}

function licenseOf(m: Manifest): string | null {
  if (typeof m.license === 'string') return m.license;
  if (m.license?.type) return m.license.type;
  const types = (m.licenses ?? []).map((l) => l.type).filter(Boolean);
  return types.length > 0 ? types.join(' OR ') : null;
}

/**
 * Every package the workspaces of the repository at `root` need at run time, with its licence,
 * sorted by name. Optional dependencies count when installed. Throws when a required package is
 * not installed (run `npm ci` first).
 */
export function runtimePackages(root: string): RuntimePackage[] {
  const rootManifest = read(join(root, 'package.json'));
  const seen = new Map<string, RuntimePackage>();
  const queue: { dir: string; via: string }[] = (rootManifest.workspaces ?? []).map((w) => ({ dir: join(root, w), via: read(join(root, w, 'package.json')).name }));
  queue.unshift({ dir: root, via: rootManifest.name });
  while (queue.length > 0) {
    const { dir, via } = queue.shift()!;
    const m = read(join(dir, 'package.json'));
    const key = `${m.name}@${m.version}`;
    if (seen.has(key)) continue;
    seen.set(key, { name: m.name, version: m.version, license: licenseOf(m), via });
    const required = Object.keys(m.dependencies ?? {});
    const optional = Object.keys(m.optionalDependencies ?? {});
    for (const name of [...required, ...optional]) {
      const found = locate(name, dir);
      if (found) queue.push({ dir: found, via });
      else if (!optional.includes(name)) throw new Error(`${name} (a dependency of ${m.name}) is not installed: run npm ci`);
    }
  }
  return [...seen.values()].sort((a, b) => a.name.localeCompare(b.name) || a.version.localeCompare(b.version));
}

/** Whether an SPDX expression is allowed: every `AND` part allowed, any `OR` alternative enough. */
export function isAllowedLicense(expression: string | null): boolean {
  if (!expression) return false;
  const expr = expression.trim().replace(/^\((.*)\)$/, '$1');
  if (/\sOR\s/.test(expr)) return expr.split(/\s+OR\s+/).some((part) => isAllowedLicense(part));
  if (/\sAND\s/.test(expr)) return expr.split(/\s+AND\s+/).every((part) => isAllowedLicense(part));
  return ALLOWED_LICENSES.includes(expr);
}

/** The packages that may not be shipped: a licence outside the list, or none, and no reviewed exception. */
export function forbidden(packages: readonly RuntimePackage[]): RuntimePackage[] {
  return packages.filter((p) => !isAllowedLicense(p.license) && !(p.name in REVIEWED_EXCEPTIONS));
}
