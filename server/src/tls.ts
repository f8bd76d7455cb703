/**
 * HTTPS when wanted (README.md, "Hosting many parties"): with `TLS_CERT` and `TLS_KEY` (PEM files) the one
 * port serves the pages, matchmaking and the websockets over TLS (https://, wss://); without them,
 * plain HTTP as before. The certificate is read once, at start.
 */
import { readFileSync } from 'node:fs';
import { createServer as createHttpServer, type RequestListener, type Server as HttpServer } from 'node:http';
import { createServer as createHttpsServer, type Server as HttpsServer } from 'node:https';
import type { TlsFiles } from './hosting-config.js';

/** The server the app, matchmaking and the websockets share: HTTP, or HTTPS with `tls`. */
export type WebServer = HttpServer | HttpsServer;

/** A certificate or key file that could not be read or used; the message names the variable. */
export class TlsError extends Error {}

/** Read one PEM file; throws TlsError naming `variable` when it cannot be read or is not PEM. */
function readPem(variable: 'TLS_CERT' | 'TLS_KEY', path: string): Buffer {
  let pem: Buffer;
  try {
    pem = readFileSync(path);
  } catch (e) {
    throw new TlsError(`${variable}: cannot read "${path}" (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
  }
  if (!pem.includes('-----BEGIN ')) throw new TlsError(`${variable}: "${path}" is not a PEM file (no "-----BEGIN" line)`);
  return pem;
}

/**
 * An HTTP server for `app`, or an HTTPS one with the certificate and key of `tls`.
 * Errors: TlsError when a file is missing, unreadable, not PEM, or the key does not match the
 * certificate.
 */
export function createWebServer(app: RequestListener, tls: TlsFiles | null): WebServer {
  if (!tls) return createHttpServer(app);
  const cert = readPem('TLS_CERT', tls.certFile);
  const key = readPem('TLS_KEY', tls.keyFile);
  try {
    return createHttpsServer({ cert, key }, app);
  } catch (e) {
    throw new TlsError(`TLS_CERT / TLS_KEY: ${(e as Error).message} (does the key belong to the certificate?)`);
  }
}

/** `https` for a server made with `tls`, `http` otherwise. */
export function schemeOf(tls: TlsFiles | null): 'http' | 'https' {
  return tls ? 'https' : 'http';
}
