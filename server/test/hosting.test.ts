/**
 * Hosting settings and what they change (README.md, "Hosting many parties"): REDIS_URL, PROCESS_ADDRESS,
 * TLS_CERT / TLS_KEY read from the environment with a sentence per mistake; the certificate
 * checked at start; a server with TLS answering over HTTPS with https:// join links; the files of
 * the built apps compressed (brotli, gzip) and cached (a year for hashed assets, revalidated pages),
 * the health and the API routes left as they are.
 */
import { selfSignedCert, type SelfSignedFiles } from '../../test-support/self-signed.js';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startServer, type RunningServer } from '../src/app.js';
import { configFromEnv } from '../src/config.js';
import { hostingFromEnv } from '../src/hosting-config.js';
import { cacheControlFor, IMMUTABLE, REVALIDATE } from '../src/http/caching.js';
import { createWebServer, TlsError } from '../src/tls.js';

/** A GET with exact request headers (fetch would add its own Accept-Encoding and decode). */
function get(url: string, headers: Record<string, string> = {}, ca?: string): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = (url.startsWith('https:') ? httpsRequest : httpRequest)(url, { headers, ...(ca ? { ca } : {}) }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

let tls: SelfSignedFiles;
beforeAll(async () => {
  tls = await selfSignedCert();
});

describe('hosting settings from the environment', () => {
  it('reads REDIS_URL, PROCESS_ADDRESS and the TLS files, and names the variable of each mistake', () => {
    const exists = (p: string) => p.endsWith('.pem');
    expect(hostingFromEnv({ REDIS_URL: 'redis://10.0.0.2:6379/0', PROCESS_ADDRESS: 'game.example.org/p1/', TLS_CERT: 'c.pem', TLS_KEY: 'k.pem' }, exists)).toEqual({
      ok: true, value: { redisUrl: 'redis://10.0.0.2:6379/0', processAddress: 'game.example.org/p1', tls: { certFile: 'c.pem', keyFile: 'k.pem' } },
    });
    expect(hostingFromEnv({}, exists)).toEqual({ ok: true, value: {} });
    const error = (env: Record<string, string>) => {
      const r = hostingFromEnv(env, exists);
      return r.ok ? null : r.error;
    };
    expect(error({ REDIS_URL: 'http://127.0.0.1:6379' })).toMatch(/^REDIS_URL must be a redis:\/\/ URL/);
    expect(error({ REDIS_URL: 'not a url' })).toMatch(/^REDIS_URL/);
    expect(error({ PROCESS_ADDRESS: 'https://game.example.org' })).toMatch(/^PROCESS_ADDRESS must be host\[:port\]/);
    expect(error({ PROCESS_ADDRESS: 'a b' })).toMatch(/^PROCESS_ADDRESS/);
    expect(error({ TLS_CERT: 'c.pem' })).toMatch(/^TLS_CERT and TLS_KEY go together/);
    expect(error({ TLS_CERT: 'c.pem', TLS_KEY: 'missing.key' })).toMatch(/^TLS_KEY must name a PEM file; "missing.key" does not exist/);
    // Through the server's own parser too.
    expect(configFromEnv({ PORT: '8080', REDIS_URL: 'redis://h:1' })).toEqual({ ok: true, value: { port: 8080, redisUrl: 'redis://h:1' } });
    expect(configFromEnv({ TLS_KEY: 'k.pem' }).ok).toBe(false);
  });

  it('checks the certificate at start: unreadable, not PEM, or a key of another certificate, each in one sentence', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'minus-badtls-'));
    writeFileSync(join(dir, 'junk.pem'), 'hello');
    const other = await selfSignedCert();
    const app = () => undefined;
    expect(() => createWebServer(app, { certFile: join(dir, 'nope.pem'), keyFile: tls.keyFile })).toThrow(/^TLS_CERT: cannot read .*nope\.pem.*ENOENT/);
    expect(() => createWebServer(app, { certFile: tls.certFile, keyFile: join(dir, 'junk.pem') })).toThrow(/^TLS_KEY: .*junk\.pem" is not a PEM file/);
    expect(() => createWebServer(app, { certFile: tls.certFile, keyFile: other.keyFile })).toThrow(TlsError);
    expect(() => createWebServer(app, { certFile: tls.certFile, keyFile: other.keyFile })).toThrow(/does the key belong to the certificate/);
  });

  it('caches a year what Vite named after its content, and revalidates everything else', () => {
    expect(cacheControlFor('/srv/stage/dist/assets/main-DAiX6ig3.js')).toBe(IMMUTABLE);
    expect(cacheControlFor('/srv/controller/dist/assets/bungee-latin-400-normal-Dfnurram.woff2')).toBe(IMMUTABLE);
    expect(cacheControlFor('/srv/stage/dist/index.html')).toBe(REVALIDATE);
    expect(cacheControlFor('/srv/stage/dist/demo.html')).toBe(REVALIDATE);
    expect(cacheControlFor('/srv/stage/dist/assets/readme.txt')).toBe(REVALIDATE);
    expect(cacheControlFor('/srv/stage/dist/robots-AbCdEf12.txt')).toBe(REVALIDATE);
  });
});

describe('a server with TLS_CERT and TLS_KEY, serving built apps', () => {
  let server: RunningServer;
  const logs: string[] = [];
  const script = `/* a hashed bundle */\n${'export const cube = "minus three";\n'.repeat(400)}`;
  const dist = mkdtempSync(join(tmpdir(), 'minus-served-'));
  for (const part of ['stage', 'controller']) {
    mkdirSync(join(dist, part, 'assets'), { recursive: true });
    writeFileSync(join(dist, part, 'index.html'), `<!doctype html><title>${part}</title>${'<!-- padding -->'.repeat(100)}`);
    writeFileSync(join(dist, part, 'assets', 'main-DAiX6ig3.js'), script);
    writeFileSync(join(dist, part, 'assets', 'font-Dfnurram.woff2'), Buffer.alloc(4096, 7));
  }

  beforeAll(async () => {
    server = await startServer({
      port: 0, host: '127.0.0.1', publicUrl: null, tls,
      stageDist: join(dist, 'stage'), controllerDist: join(dist, 'controller'), log: (line) => logs.push(line),
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers over HTTPS, and the join links say https://', async () => {
    expect(server.localUrl).toBe(`https://127.0.0.1:${server.port}`);
    const health = await get(`${server.localUrl}/healthz`, {}, tls.cert);
    expect(health.status).toBe(200);
    expect(JSON.parse(health.body.toString())).toMatchObject({ ok: true, rooms: 0 });
    const info = JSON.parse((await get(`${server.localUrl}/api/info`, {}, tls.cert)).body.toString()) as { joinBase: string; stageUrl: string };
    expect(info.joinBase).toMatch(new RegExp(`^https://[0-9.]+:${server.port}/play$`));
    expect(server.info()).toEqual(info);
    // A client that does not trust the certificate is refused by TLS, not served in clear text.
    await expect(get(`${server.localUrl}/healthz`)).rejects.toThrow(/self-signed|certificate/i);
  });

  it('compresses text files with brotli or gzip as the browser accepts, and caches hashed assets for a year', async () => {
    const url = `${server.localUrl}/assets/main-DAiX6ig3.js`;
    const br = await get(url, { 'Accept-Encoding': 'gzip, deflate, br' }, tls.cert);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(brotliDecompressSync(br.body).toString()).toBe(script);
    expect(br.body.length).toBeLessThan(script.length / 10);
    const gz = await get(`${server.localUrl}/play/assets/main-DAiX6ig3.js`, { 'Accept-Encoding': 'gzip' }, tls.cert);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(script);
    const plain = await get(url, {}, tls.cert);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
    // A font is already compressed: sent as it is, still cached for a year.
    const font = await get(`${server.localUrl}/assets/font-Dfnurram.woff2`, { 'Accept-Encoding': 'br' }, tls.cert);
    expect(font.headers['content-encoding']).toBeUndefined();
    expect(font.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('never lets a browser keep a page without asking: index.html and the /play fallback are no-cache', async () => {
    for (const path of ['/', '/index.html', '/play', '/play/', '/play?room=BCFG', '/play/some/deep/link']) {
      const page = await get(`${server.localUrl}${path}`, { 'Accept-Encoding': 'gzip' }, tls.cert);
      expect(page.status, path).toBe(200);
      expect(page.headers['cache-control'], path).toBe('no-cache');
      expect(page.headers['content-encoding'], path).toBe('gzip');
    }
  });

  it('refuses a websocket meant for another process\'s room over wss, with a line pointing at PROCESS_ADDRESS', async () => {
    const ws = new WebSocket(`wss://127.0.0.1:${server.port}/otherProcess/BCFG?sessionId=abc`, { ca: tls.cert });
    const closed = await new Promise<number>((resolve, reject) => {
      ws.on('close', (code) => resolve(code));
      ws.on('error', reject);
    });
    expect(closed).toBe(4002); // Protocol.WS_CLOSE_WITH_ERROR, after the error frame
    expect(logs.some((l) => /a websocket for process otherProcess reached process .+: check PROCESS_ADDRESS or the proxy's routing/.test(l))).toBe(true);
  });

  it('leaves /healthz and /api/* uncompressed and uncached by these rules', async () => {
    for (const path of ['/healthz', '/api/info', '/api/rooms/BCFG/record/1.json']) {
      const res = await get(`${server.localUrl}${path}`, { 'Accept-Encoding': 'gzip, br' }, tls.cert);
      expect(res.headers['content-encoding'], path).toBeUndefined();
      expect(res.headers['cache-control'], path).toBeUndefined();
      expect(res.headers['content-type'], path).toMatch(/^application\/json/);
    }
  });
});
