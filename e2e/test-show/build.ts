/**
 * The test build (tests only): the stage and the phone app built with Vite exactly as for
 * production, except that each part's registry (`#shows`) is the test one (the production shows
 * and Count Up), into a temporary folder. Production builds never see the test show.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** The two apps built with the test registries: their folders, and a function that deletes them. */
export interface TestBuild {
  stageDist: string;
  controllerDist: string;
  remove(): void;
}

export async function buildWithTestShow(): Promise<TestBuild> {
  const dir = mkdtempSync(join(tmpdir(), 'party-test-show-'));
  const parts: [string, string, string][] = [
    ['stage', '../../stage/vite.config.ts', './stage-registry.ts'],
    ['controller', '../../controller/vite.config.ts', './phone-registry.ts'],
  ];
  for (const [name, config, registry] of parts) {
    await build({
      configFile: here(config),
      logLevel: 'warn',
      resolve: { alias: [{ find: /^#shows$/, replacement: here(registry) }] },
      build: { outDir: join(dir, name), emptyOutDir: true },
    });
  }
  return { stageDist: join(dir, 'stage'), controllerDist: join(dir, 'controller'), remove: () => rmSync(dir, { recursive: true, force: true }) };
}
