/**
 * Browser-test support: run the real server on a free port as a child process (serving the
 * controller the run built first: test-support/build-apps.ts), drive phones in headless Chromium,
 * and play the stage's part with colyseus.js.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { freePort } from '../../../test-support/free-port.js';
import { privateDataDir } from '../../../test-support/data-dir.js';
import { ROOM_NAME } from '@minus/shared/platform/protocol/constants';
import { fileURLToPath } from 'node:url';
import { Client, type Room } from 'colyseus.js';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

export const repo = fileURLToPath(new URL('../../../', import.meta.url));
export const artifacts = fileURLToPath(new URL('../artifacts/', import.meta.url));

/** The phone sizes every screen is checked at (CSS px). */
export const SIZES = [{ width: 390, height: 844 }, { width: 320, height: 640 }] as const;

export { freePort };

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

/** Start `server/src/index.ts` on a free port with its own rooms' folder; resolves when /healthz answers. */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const data = privateDataDir();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/src/index.ts'], {
    cwd: repo,
    env: { ...process.env, PORT: String(port), BOT_DELAY_MS: '150', RECONNECT_WINDOW_S: '30', DATA_DIR: data.dir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += String(d)));
  child.stderr?.on('data', (d) => (output += String(d)));
  const url = `http://127.0.0.1:${port}`;
  // Up to two minutes: on a loaded machine tsx takes a while to start the server, and a test
  // that went on before /healthz answered failed with ECONNREFUSED.
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`the server stopped: ${output}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      /* not yet */
    }
    if (i >= 1200) throw new Error(`the server did not answer /healthz within 2 minutes: ${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    stop: () => new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    }).then(() => data.remove()),
  };
}

/** Headless Chromium from the system (never downloaded). */
export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

/** A phone: a fresh browser context (its own storage) at a phone size. */
export async function phone(browser: Browser, size: { width: number; height: number } = SIZES[0], scheme: 'dark' | 'light' = 'dark'): Promise<Page> {
  const context = await browser.newContext({ viewport: size, deviceScaleFactor: 2, hasTouch: true, isMobile: true, colorScheme: scheme });
  return context.newPage();
}

/**
 * A phone (a fresh context at `at.size`, dark, in `at.locale`) opened on room `code` at `url`,
 * whose player `at.player` joined through the join screen: `at.words` are that screen's name box
 * and Join button in its language (accessible names).
 */
export async function joinedPhone(browser: Browser, url: string, code: string, at: { size: { width: number; height: number }; locale: string; player: string; words: { name: RegExp | string; join: RegExp | string } }): Promise<Page> {
  const context = await browser.newContext({ viewport: at.size, deviceScaleFactor: 2, hasTouch: true, isMobile: true, colorScheme: 'dark', locale: at.locale });
  const page = await context.newPage();
  await page.goto(`${url}/play?room=${code}`);
  await page.getByRole('textbox', { name: at.words.name }).fill(at.player);
  await page.getByRole('button', { name: at.words.join }).click();
  return page;
}

/** The stage's part: create a room with colyseus.js (Node), as the TV would. */
export async function createRoom(url: string): Promise<{ room: Room; code: string; client: Client }> {
  const client = new Client(url);
  const room = await client.create(ROOM_NAME, { role: 'stage' });
  room.onMessage('*', () => undefined);
  for (let i = 0; i < 100 && !(room.state as { code?: string }).code; i++) await new Promise((r) => setTimeout(r, 20));
  return { room, code: (room.state as { code: string }).code, client };
}

/** Send a stage request and wait for its answer. */
export function ask(room: Room, type: string, body: object): Promise<{ ok: boolean; message?: string }> {
  return new Promise((resolve) => {
    const off = room.onMessage('answer', (a: { type: string; ok: boolean; message?: string }) => {
      if (a.type !== type) return;
      off();
      resolve(a);
    });
    room.send(type, body);
  });
}

/** Wait until `check` holds (polling), or fail with `what`. */
export async function until(check: () => boolean | Promise<boolean>, what: string, ms = 15_000): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/**
 * Screenshot `page` at every phone size (full page) as `<name>-<w>x<h>.png`, checking on the way
 * that nothing sticks out sideways (no horizontal scrolling) at that width.
 */
export async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(artifacts, { recursive: true });
  const original = page.viewportSize();
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.waitForTimeout(120);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    if (overflow > 0) throw new Error(`${name} at ${size.width}px is ${overflow}px too wide`);
    // What the player sees first, then (when the page is longer) what is below, scrolled to the end.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${artifacts}${name}-${size.width}x${size.height}.png` });
    if (await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight + 4)) {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForTimeout(60);
      await page.screenshot({ path: `${artifacts}${name}-${size.width}x${size.height}-end.png` });
      await page.evaluate(() => window.scrollTo(0, 0));
    }
  }
  if (original) await page.setViewportSize(original);
}

/**
 * A test file's server and browser: the server and Chromium started before
 * the file's tests (`beforeAll`, then `ready` is called with them) and stopped after them
 * (`afterAll`). Read `.server` and `.browser` inside the tests.
 */
export function serverAndBrowser(ready?: (server: RunningServer, browser: Browser) => void): { readonly server: RunningServer; readonly browser: Browser } {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launch()]);
    ready?.(server, browser);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  return { get server() { return server!; }, get browser() { return browser!; } };
}

/**
 * Past "Look at the TV!" to the results on `page`: taps "Show my results now" (`now`, the button's
 * name in the phone's language) if the hold is still on, then waits for the results' heading (`over`).
 */
export async function toResults(page: Page, words: { now: RegExp | string; over: RegExp | string }): Promise<void> {
  const now = page.getByRole('button', { name: words.now });
  const over = page.getByRole('heading', { name: words.over });
  await now.or(over).first().waitFor({ timeout: 60_000 });
  if (await now.isVisible()) await now.click();
  await over.waitFor();
}
