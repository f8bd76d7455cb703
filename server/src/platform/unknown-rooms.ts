/**
 * The door against a scan of room codes (docs/SERVER.md, "Admission limits"): each address may
 * ask about `burst` room codes that do not exist, then one more every 1/`perSecond` s; while it
 * has none left, every room question from it is refused (the `/api/rooms/CODE/...` routes and
 * matchmaking's `joinById`). Only a code new to that address costs: a phone whose join screen
 * asks again and again about the code in its box (a mistyped one, an old QR code's) pays once,
 * and a code that exists costs nothing. An address counts by its key (client-address.ts
 * `limitKey`: an IPv6 one by its /64).
 */
import { limitKey } from '../client-address.js';
import { RateLimiter } from './rate-limit.js';

/** How long (ms) an address's unknown code is remembered: asked again meanwhile, it costs nothing. */
const REMEMBER_MS = 15 * 60_000;
/** Unknown codes remembered per address (the oldest forgotten first). */
const REMEMBER_CODES = 32;
/** Addresses remembered before the full buckets and old codes are swept. */
const SWEEP_AT = 10_000;

export class UnknownRooms {
  private readonly misses: RateLimiter;
  /** Per address: the unknown codes it asked about, with when (ms), oldest first. */
  private readonly asked = new Map<string, Map<string, number>>();

  constructor(limits: { burst: number; perSecond: number }) {
    this.misses = new RateLimiter(limits.perSecond, limits.burst);
  }

  /** Whether `address` may ask about a room at `now` (ms): false once its unknown codes are spent. */
  mayAsk(address: string, now: number): boolean {
    return this.misses.has(limitKey(address), now);
  }

  /** `address` asked about `code`, which no room has, at `now` (ms): a miss unless it asked about that code lately. */
  missed(address: string, code: string, now: number): void {
    const key = limitKey(address);
    let codes = this.asked.get(key);
    if (!codes) this.asked.set(key, (codes = new Map()));
    const last = codes.get(code);
    codes.delete(code);
    codes.set(code, now);
    if (codes.size > REMEMBER_CODES) codes.delete(codes.keys().next().value!);
    if (last === undefined || now - last > REMEMBER_MS) this.misses.take(key, now);
    if (this.asked.size > SWEEP_AT) this.sweep(now);
  }

  private sweep(now: number): void {
    this.misses.sweep(now);
    for (const [address, codes] of this.asked) {
      for (const [code, at] of codes) if (now - at > REMEMBER_MS) codes.delete(code);
      if (codes.size === 0) this.asked.delete(address);
    }
  }
}
