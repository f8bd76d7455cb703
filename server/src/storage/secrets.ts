/**
 * Secrets are stored as hashes (docs/SERVER.md, "Durability"): a phone proves its seat by sending
 * its seat secret, the stage its host secret; the server keeps SHA-256 of each, so a copy of the
 * database (a backup, an exported file) cannot be used to take a seat. The secrets are 128 random
 * bits (platform/join.ts), so a plain hash without salt or stretching is enough.
 */
import { createHash, timingSafeEqual } from 'node:crypto';

/** SHA-256 of `secret` (its UTF-8 bytes) as 64 lower-case hex digits. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/**
 * True when `secret` hashes to `hash`. False for a missing or empty secret, a null hash, or a
 * hash that is not 64 hex digits. Compared in constant time.
 */
export function secretMatches(secret: string | undefined | null, hash: string | null | undefined): boolean {
  if (!secret || !hash || !/^[0-9a-f]{64}$/.test(hash)) return false;
  return timingSafeEqual(Buffer.from(hashSecret(secret), 'hex'), Buffer.from(hash, 'hex'));
}
