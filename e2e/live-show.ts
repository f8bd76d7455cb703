/**
 * The set-up most end-to-end files share: the real server (`npm start`, see server.ts) and one
 * headless Chromium (browser.ts), started together before the file's tests and stopped after
 * them. Either is stopped even when the other failed to start, so a failed start leaves no
 * server process behind.
 */
import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch } from './browser.js';
import { startShow, type ShowServer } from './server.js';

/** The file's server and browser; reading either before `beforeAll` ran throws. */
export interface LiveShow {
  readonly server: ShowServer;
  readonly browser: Browser;
}

/**
 * Register the file's `beforeAll` (start both) and `afterAll` (close the browser, stop the
 * server). Call it at the top of a test file, before the file's own hooks, which then run after
 * the start.
 */
export function liveShow(): LiveShow {
  let server: ShowServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    const [s, b] = await Promise.allSettled([startShow(), launch()]);
    if (s.status === 'fulfilled') server = s.value;
    if (b.status === 'fulfilled') browser = b.value;
    if (s.status === 'rejected') throw s.reason;
    if (b.status === 'rejected') throw b.reason;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  return {
    get server() {
      if (!server) throw new Error('the server is not started (liveShow: beforeAll did not run or failed)');
      return server;
    },
    get browser() {
      if (!browser) throw new Error('the browser is not started (liveShow: beforeAll did not run or failed)');
      return browser;
    },
  };
}
