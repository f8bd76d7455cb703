/**
 * Helpers for the stage's browser tests and screenshots: a free port, a static server for the
 * built stage (demo scenes need no game server), the real game server as a child process, and
 * headless Chromium (Debian's /usr/bin/chromium, never downloaded) through playwright-core.
 */
import { createServer, type Server } from 'node:http';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { freePort } from '../../../test-support/free-port.js';
import { privateDataDir } from '../../../test-support/data-dir.js';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { stageStrings } from '../../../test-support/stage-texts.js';

export const STAGE_DIR = fileURLToPath(new URL('../../', import.meta.url));
export const REPO_DIR = fileURLToPath(new URL('../../../', import.meta.url));
export const ARTIFACTS = join(STAGE_DIR, 'test', 'artifacts');

export { freePort };

/**
 * Build the stage (vite build into stage/dist) unless STAGE_SKIP_BUILD=1 and a build is there: for
 * the screenshots and the benchmarks. The browser tests have it built once per run, before any
 * file starts (test-support/build-apps.ts, the project's global setup).
 */
export function buildStage(): void {
  if (process.env.STAGE_SKIP_BUILD === '1' && existsSync(join(STAGE_DIR, 'dist', 'index.html'))) return;
  execFileSync(process.execPath, [join(REPO_DIR, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'error'], { cwd: STAGE_DIR, stdio: 'inherit' });
}

const TYPES: Record<string, string> = {
  '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.wav': 'audio/wav', '.woff2': 'font/woff2', '.woff': 'font/woff', '.json': 'application/json',
};

/** Serve stage/dist on a free loopback port. */
export async function serveStatic(dir = join(STAGE_DIR, 'dist')): Promise<{ url: string; close: () => Promise<void> }> {
  const port = await freePort();
  const server: Server = createServer((req, res) => {
    const path = normalize(decodeURIComponent((req.url ?? '/').split('?')[0]!)).replace(/^(\.\.[/\\])+/, '');
    let file = join(dir, path);
    if (!existsSync(file) || statSync(file).isDirectory()) file = join(dir, 'index.html');
    res.setHeader('content-type', TYPES[extname(file)] ?? 'application/octet-stream');
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(() => r())) };
}

/** Headless Chromium with software WebGL. */
export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run',
      '--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--ignore-gpu-blocklist', '--autoplay-policy=no-user-gesture-required'],
  });
}

/** The real game server (server/src/index.ts) on a free port, bots deciding at once. */
export async function startGameServer(extraEnv: Record<string, string> = {}): Promise<{ url: string; port: number; proc: ChildProcess; stop: () => Promise<void> }> {
  const port = await freePort();
  const data = privateDataDir();
  const proc = spawn(process.execPath, ['--import', 'tsx', join(REPO_DIR, 'server', 'src', 'index.ts')], {
    cwd: REPO_DIR,
    env: { ...process.env, PORT: String(port), BOT_DELAY_MS: '0', PUBLIC_URL: '', DATA_DIR: data.dir, ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  proc.stdout?.on('data', (d) => { log += String(d); });
  proc.stderr?.on('data', (d) => { log += String(d); });
  const url = `http://127.0.0.1:${port}`;
  const t0 = Date.now();
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`server exited: ${log}`);
    try {
      const r = await fetch(`${url}/api/info`);
      if (r.ok) break;
    } catch {
      // not yet
    }
    if (Date.now() - t0 > 60_000) throw new Error(`server did not start: ${log}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url, port, proc,
    stop: async () => {
      if (proc.exitCode === null) {
        proc.kill('SIGTERM');
        await new Promise((r) => { const t = setTimeout(r, 5000); proc.once('exit', () => { clearTimeout(t); r(null); }); });
        if (proc.exitCode === null) proc.kill('SIGKILL');
      }
      data.remove();
    },
  };
}

/** What `useStageSuite` gives a test file; `browser` and `url` are set once its `beforeAll` has run. */
export interface StageSuite {
  browser: Browser;
  /** Where the stage is served (the game server or the static server). */
  url: string;
  /** Uncaught errors of the file's pages (`watchErrors`); every test ends by expecting none. */
  pageErrors: string[];
  /** Collect `page`'s uncaught errors into `pageErrors`. */
  watchErrors(page: Page): void;
}

/**
 * The hooks a stage browser test file needs: before all, start `serve` (the game server or a
 * static server, on the stage the run built) and Chromium; after each test, expect no uncaught page error; after
 * all, close Chromium and stop `serve`.
 */
export function useStageSuite(serve: () => Promise<{ url: string; stop: () => Promise<void> }>): StageSuite {
  let served: { url: string; stop: () => Promise<void> } | undefined;
  let browser: Browser | undefined;
  const pageErrors: string[] = [];
  const suite: StageSuite = {
    get browser() {
      if (!browser) throw new Error('the browser starts in beforeAll');
      return browser;
    },
    get url() {
      if (!served) throw new Error('the server starts in beforeAll');
      return served.url;
    },
    pageErrors,
    watchErrors(page) {
      page.on('pageerror', (e) => {
        if (pageErrors.length < 2) console.error(e.stack);
        pageErrors.push(e.message);
      });
    },
  };
  beforeAll(async () => {
    [served, browser] = await Promise.all([serve(), launch()]);
  });
  afterEach(() => {
    expect(pageErrors).toEqual([]);
    pageErrors.length = 0;
  });
  afterAll(async () => {
    await browser?.close();
    await served?.stop();
  });
  return suite;
}

/**
 * Open the live stage of `suite` (`query`: e.g. `?lang=ko`) at `width` x `height`, unlock sound
 * with a key and wait for the lobby; returns the page and its room code (the title's last word).
 */
export async function openLiveStage(suite: StageSuite, query: string, width: number, height: number): Promise<{ page: Page; code: string }> {
  const page = await suite.browser.newPage({ viewport: { width, height } });
  suite.watchErrors(page);
  await page.goto(`${suite.url}/${query}`);
  await page.locator('#unlock').waitFor();
  await page.keyboard.press('Space');
  await page.waitForFunction('document.body.dataset.scene === "lobby" && /[A-Z]{4}$/.test(document.title)', null, { timeout: 60_000 });
  return { page, code: (await page.title()).match(/([A-Z]{4})$/)![1]! };
}

/** Every text the stage holds, seen or not (test-support/stage-texts.ts). */
export function drawnTexts(page: Page): Promise<string[]> {
  return stageStrings(page, { faint: true });
}
