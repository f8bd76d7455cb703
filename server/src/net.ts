/**
 * Addresses for the QR code and the terminal: the phone join URL uses the machine's LAN IPv4
 * address (never localhost: a phone cannot reach it), or PUBLIC_URL when set.
 */
import { networkInterfaces } from 'node:os';

type Interfaces = ReturnType<typeof networkInterfaces>;

function isPrivate(ip: string): boolean {
  return /^10\./.test(ip) || /^192\.168\./.test(ip) || /^172\.(1[6-9]|2\d|3[01])\./.test(ip);
}

/**
 * The best LAN IPv4 address: a private-range address first (home Wi-Fi), then any other
 * non-internal IPv4; null when the machine has none (only loopback).
 */
export function lanAddress(interfaces: Interfaces = networkInterfaces()): string | null {
  const all = Object.values(interfaces)
    .flatMap((list) => list ?? [])
    .filter((i) => i.family === 'IPv4' && !i.internal)
    .map((i) => i.address);
  return all.find(isPrivate) ?? all[0] ?? null;
}

/**
 * Where people reach this server: `publicUrl`, else `<scheme>://<LAN address>:<port>` (loopback
 * only when there is no LAN); `scheme` is `https` when the server itself serves TLS (tls.ts).
 */
export function baseUrl(port: number, publicUrl: string | null, lan: string | null = lanAddress(), scheme: 'http' | 'https' = 'http'): string {
  if (publicUrl) return publicUrl.replace(/\/+$/, '');
  return `${scheme}://${lan ?? '127.0.0.1'}:${port}`;
}

/** The `/api/info` answer: the phone join base (the QR adds `?room=CODE`) and the stage URL. */
export function serverInfo(port: number, publicUrl: string | null, lan: string | null = lanAddress(), scheme: 'http' | 'https' = 'http'): { joinBase: string; stageUrl: string } {
  const base = baseUrl(port, publicUrl, lan, scheme);
  return { joinBase: `${base}/play`, stageUrl: `${base}/` };
}
