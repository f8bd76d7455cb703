/**
 * A production install (README.md, "Hosting many parties"): the repository built with its dev
 * tools, then copied (tracked files and the three builds, timestamps kept) to a temporary folder
 * and installed there with `npm ci --omit=dev` (install scripts aside: see below), as a host does
 * after its build step. There, without tsx, vite, esbuild or TypeScript, `npm start` runs the
 * compiled server (no build), serves both apps compressed, and holds a room a phone joins. With
 * the server's build removed, `npm start` stops with a sentence saying how to build, instead of a
 * stack trace.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ROOM_NAME } from '@minus/shared/platform/protocol/constants';
import { Client } from 'colyseus.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { log } from './browser.js';
import { cleanEnv, REPO, startShow, type ShowServer } from './server.js';

const copy = mkdtempSync(join(tmpdir(), 'minus-production-'));
/** better-sqlite3's native binding, as its install script builds it. */
const SQLITE_BINARY = 'node_modules/better-sqlite3/build/Release/better_sqlite3.node';
let server: ShowServer | undefined;

beforeAll(() => {
  // Build what is stale here, with the dev tools (npm start's first step does the same).
  execFileSync(process.execPath, ['server/scripts/build-if-needed.mjs'], { cwd: REPO, stdio: 'inherit' });
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: REPO, encoding: 'utf8' }).split('\0').filter(Boolean);
  for (const f of files) {
    if (!existsSync(join(REPO, f))) continue; // deleted in the work tree, not yet committed
    mkdirSync(dirname(join(copy, f)), { recursive: true });
    cpSync(join(REPO, f), join(copy, f), { preserveTimestamps: true });
  }
  for (const dist of ['stage/dist', 'controller/dist', 'server/dist']) cpSync(join(REPO, dist), join(copy, dist), { recursive: true, preserveTimestamps: true });
  log('production: copied; npm ci --omit=dev');
  // The packages' install scripts are left out: the only one that builds anything is
  // better-sqlite3's, which compiles SQLite for a minute where its prebuilt binary cannot be
  // downloaded; the repository's own `npm ci` has just built the same version (the lock pins it)
  // for this Node, so its binary is copied in. What this test proves is the rest: the runtime
  // dependencies alone run the compiled server.
  const ci = spawnSync('npm', ['ci', '--omit=dev', '--ignore-scripts', '--no-audit', '--no-fund', '--prefer-offline'], { cwd: copy, env: cleanEnv({}), encoding: 'utf8' });
  if (ci.status !== 0) throw new Error(`npm ci --omit=dev failed (${ci.status}):\n${ci.stdout}\n${ci.stderr}`);
  cpSync(join(REPO, SQLITE_BINARY), join(copy, SQLITE_BINARY), { preserveTimestamps: true });
  log('production: installed');
}, 600_000);

afterAll(async () => {
  await server?.stop();
  rmSync(copy, { recursive: true, force: true });
});

describe('npm ci --omit=dev, then npm start', () => {
  it('runs the compiled server without the dev tools, serves the apps and holds a room', async () => {
    for (const tool of ['tsx', 'vite', 'esbuild', 'typescript', 'vitest']) expect(existsSync(join(copy, 'node_modules', tool)), tool).toBe(false);
    server = await startShow({}, 120_000, 'http', copy);
    expect(server.log()).not.toMatch(/building|not built|older than its sources/);
    expect(server.log()).toContain('Minus Auction is on.');

    const page = await fetch(`${server.url}/play?room=BCFG`);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const html = await page.text();
    const script = html.match(/src="(\/play\/assets\/[^"]+\.js)"/)?.[1];
    expect(script).toBeDefined();
    const asset = await fetch(`${server.url}${script}`, { headers: { 'Accept-Encoding': 'br' } });
    expect(asset.headers.get('content-encoding')).toBe('br');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(`${server.url}/`)).status).toBe(200);

    const client = new Client(server.url.replace('http', 'ws'));
    const stage = await client.create(ROOM_NAME, { role: 'stage' });
    stage.onMessage('*', () => undefined);
    const phone = await client.joinById(stage.roomId, { role: 'player', name: 'Ana' });
    phone.onMessage('*', () => undefined);
    const health = (await (await fetch(`${server.url}/healthz`)).json()) as { rooms: number; connections: number };
    expect(health.rooms).toBe(1);
    await Promise.all([phone.leave(), stage.leave()]);
    await server.stop();
  });

  it('without the server\'s build, says how to build it and stops', () => {
    rmSync(join(copy, 'server', 'dist'), { recursive: true, force: true });
    const run = spawnSync('npm', ['start'], { cwd: copy, env: cleanEnv({ PORT: '0' }), encoding: 'utf8', timeout: 60_000 });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('The server is not built and the build tools are not installed: run `npm ci && npm run build` before installing with --omit=dev');
    expect(run.stderr).not.toMatch(/\n\s+at /); // no stack trace
  });
});
