/**
 * `npm run -s licenses`: the packages the game ships (its runtime dependencies, transitively), by
 * licence, as the Markdown list in docs/LICENSES.md; exit 1 naming any package whose licence is
 * not allowed (shared/src/node/licenses.ts).
 */
import { fileURLToPath } from 'node:url';
import { forbidden, REVIEWED_EXCEPTIONS, runtimePackages } from '../node/licenses.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const packages = runtimePackages(root).filter((p) => !p.name.startsWith('@minus/') && p.name !== 'minus-auction');
const byLicense = new Map<string, string[]>();
for (const p of packages) {
  const key = p.license ?? '(none)';
  byLicense.set(key, [...(byLicense.get(key) ?? []), `${p.name} ${p.version}`]);
}
const lines = [...byLicense.entries()].sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]))
  .map(([license, names]) => `- **${license}** (${names.length}): ${names.join(', ')}`);
process.stdout.write(`${packages.length} packages.\n\n${lines.join('\n')}\n`);
const bad = forbidden(packages);
for (const [name, why] of Object.entries(REVIEWED_EXCEPTIONS)) process.stderr.write(`reviewed exception: ${name}: ${why}\n`);
if (bad.length > 0) {
  process.stderr.write(`not allowed: ${bad.map((p) => `${p.name} ${p.version} (${p.license ?? 'no licence'})`).join(', ')}\n`);
  process.exit(1);
}
