/**
 * HTTPS when wanted (README.md, "Hosting many parties"): `npm start` with TLS_CERT and TLS_KEY (a self-signed
 * certificate made in this test) serves the stage, the phones' app, matchmaking and the
 * websockets over TLS on one port. The printed addresses and the stage's join link say https://;
 * a phone joins over wss://; the pages are secure contexts (the Screen Wake Lock API is there);
 * the browser gets brotli-compressed, year-cached scripts and a page it must revalidate.
 * Chromium runs with --ignore-certificate-errors in this file only (the certificate is nobody's).
 */
import { selfSignedCert } from '../test-support/self-signed.js';
import type { Browser, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { launch, log, until } from './browser.js';
import { Phone } from './phone.js';
import { startShow, type ShowServer } from './server.js';
import { Stage } from './stage.js';

let server: ShowServer;
let browser: Browser;

beforeAll(async () => {
  const tls = await selfSignedCert();
  // No PUBLIC_URL: the printed addresses and the join link are the server's own (https://LAN:port).
  [server, browser] = await Promise.all([
    startShow({ TLS_CERT: tls.certFile, TLS_KEY: tls.keyFile, PUBLIC_URL: '' }, 240_000, 'https'),
    launch(['--ignore-certificate-errors']),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the show over HTTPS', () => {
  it('serves the stage and a phone over https and wss, with https join links, compressed and cached', async () => {
    expect(server.log()).toMatch(new RegExp(`Stage \\(open on the TV\\): +https://[0-9.]+:${server.port}/`));
    expect(server.log()).toMatch(new RegExp(`Phones join at: +https://[0-9.]+:${server.port}/play`));
    expect(server.log()).toContain(`Health:                   https://127.0.0.1:${server.port}/healthz`);

    const stage = await Stage.open(browser, server.url);
    onTestFailed(() => stage.dump('https-failure'));
    expect(await stage.page.evaluate(() => window.isSecureContext)).toBe(true);
    const join = new URL(await stage.joinUrl());
    expect(join.protocol).toBe('https:');
    expect(join.port).toBe(String(server.port));
    expect(join.pathname).toBe('/play');
    expect(join.searchParams.get('room')).toBe(stage.code);
    log('https: stage up');

    // The phone opens the join link's page on loopback (the LAN address is not a test target).
    const phone = await Phone.open(browser, 'Ana');
    const responses: Response[] = [];
    phone.page.on('response', (r) => responses.push(r));
    const sockets: string[] = [];
    phone.page.on('websocket', (ws) => sockets.push(ws.url()));
    await phone.join(`${server.url}${join.pathname}${join.search}`, /orange fox/i);
    await until(async () => (await stage.table()).length === 1, 'Ana on the stage');
    expect(await phone.page.evaluate(() => window.isSecureContext && 'wakeLock' in navigator)).toBe(true);
    expect(sockets.at(-1)).toMatch(new RegExp(`^wss://127\\.0\\.0\\.1:${server.port}/`));

    const page = responses.find((r) => r.request().resourceType() === 'document')!;
    expect(page.url()).toBe(`${server.url}/play?room=${stage.code}`);
    expect(page.status()).toBe(200);
    expect((await page.allHeaders())['cache-control']).toBe('no-cache');
    const scripts = responses.filter((r) => r.request().resourceType() === 'script' && /\/play\/assets\/.*-[\w-]{8}\.js$/.test(r.url()));
    expect(scripts.length).toBeGreaterThan(0);
    for (const s of scripts) {
      const h = await s.allHeaders();
      expect(h['cache-control'], s.url()).toBe('public, max-age=31536000, immutable');
      if (Number(h['content-length'] ?? 2000) >= 1024) expect(h['content-encoding'], s.url()).toBe('br');
    }
    await phone.shoot('https-phone-lobby');
    await stage.shoot('https-stage-lobby');
    expect(stage.errors).toEqual([]);
    await Promise.all([stage.close(), phone.close()]);
  });
});
