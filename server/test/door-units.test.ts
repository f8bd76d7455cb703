/** The door's small parts: its environment variables, whose address a request is, the log limiter. */
import { describe, expect, it } from 'vitest';
import { clientAddress } from '../src/client-address.js';
import { configFromEnv, DEFAULT_ADMISSION } from '../src/config.js';
import { LogLimiter } from '../src/log-limit.js';
import { matchmakeMethod } from '../src/platform/admission-limits.js';

const req = (remote: string, xff?: string) => ({ headers: xff ? { 'x-forwarded-for': xff } : {}, socket: { remoteAddress: remote } }) as Parameters<typeof clientAddress>[0];

describe('admission variables', () => {
  it('reads TRUST_PROXY, JOIN_BURST, JOIN_PER_S and SEAT_RESERVATION_S, and leaves the defaults alone without them', () => {
    expect(configFromEnv({ PORT: '1' })).toEqual({ ok: true, value: { port: 1 } });
    const r = configFromEnv({ TRUST_PROXY: 'true', JOIN_BURST: '60', JOIN_PER_S: '0.5', SEAT_RESERVATION_S: '12' });
    expect(r).toEqual({ ok: true, value: { admission: { ...DEFAULT_ADMISSION, trustProxy: true, reserve: { burst: 60, perSecond: 0.5 }, seatReservationS: 12 } } });
    expect(DEFAULT_ADMISSION.reserve.burst).toBe(30);
  });
  it('names the variable that is wrong', () => {
    for (const [k, v] of [['TRUST_PROXY', 'yes'], ['JOIN_BURST', '0'], ['JOIN_BURST', '2.5'], ['JOIN_PER_S', 'x'], ['SEAT_RESERVATION_S', '1']]) {
      const r = configFromEnv({ [k!]: v });
      expect(r.ok, k).toBe(false);
      if (!r.ok) expect(r.error).toContain(k);
    }
  });
});

describe('clientAddress', () => {
  it('is the socket\'s address unless the proxy is trusted; then the last X-Forwarded-For entry', () => {
    expect(clientAddress(req('::ffff:10.0.0.5', '1.2.3.4'), false)).toBe('10.0.0.5');
    expect(clientAddress(req('127.0.0.1', 'spoofed, 203.0.113.7'), true)).toBe('203.0.113.7');
    expect(clientAddress(req('127.0.0.1'), true)).toBe('127.0.0.1');
  });
  it('names the matchmaking method of a URL', () => {
    expect(matchmakeMethod('/matchmake/joinById/MKST')).toBe('joinById');
    expect(matchmakeMethod('/matchmake/create/minus')).toBe('create');
    expect(matchmakeMethod('/healthz')).toBeNull();
  });
});

describe('LogLimiter', () => {
  it('writes the first line per address and kind, counts the rest, and sums them up once per window', () => {
    const lines: string[] = [];
    const log = new LogLimiter((l) => lines.push(l), 60_000);
    for (let i = 0; i < 5; i++) log.line('a', 'late join', `late ${i}`);
    log.line('b', 'late join', 'late b');
    log.line('a', 'join refused: name-taken', 'taken');
    expect(lines).toEqual(['late 0', 'late b', 'taken']);
    log.flush();
    expect(lines.slice(3)).toEqual(['[door] 4 more "late join" from a in the last 60 s (not logged one by one)']);
    log.line('a', 'late join', 'late again');
    expect(lines.at(-1)).toBe('late again');
    log.stop();
  });
});
