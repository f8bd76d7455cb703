/**
 * Node-only helper for the HTTPS tests: a self-signed certificate for `localhost` and 127.0.0.1,
 * made in the test (the `selfsigned` package, a dev dependency), written as PEM files to a fresh
 * temporary folder, as a host would give them in TLS_CERT and TLS_KEY.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generate } from 'selfsigned';

export interface SelfSignedFiles {
  certFile: string;
  keyFile: string;
  /** The certificate's PEM (also its own authority: pass it as `ca` to trust it). */
  cert: string;
}

/** A one-day certificate for localhost and 127.0.0.1 (RSA 2048, SHA-256), as files. */
export async function selfSignedCert(): Promise<SelfSignedFiles> {
  const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
    keySize: 2048,
    algorithm: 'sha256',
    notAfterDate: new Date(Date.now() + 24 * 3600 * 1000),
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, keyEncipherment: true },
      { name: 'extKeyUsage', serverAuth: true },
      { name: 'subjectAltName', altNames: [{ type: 2, value: 'localhost' }, { type: 7, ip: '127.0.0.1' }] },
    ],
  });
  const dir = mkdtempSync(join(tmpdir(), 'minus-tls-'));
  const certFile = join(dir, 'cert.pem');
  const keyFile = join(dir, 'key.pem');
  writeFileSync(certFile, pems.cert);
  writeFileSync(keyFile, pems.private);
  return { certFile, keyFile, cert: pems.cert };
}
