/** Unit tests of the server's small pure parts: environment, addresses, frame checks, rate limit, seats. */
import { Packr } from '@colyseus/msgpackr';
import { describe, expect, it } from 'vitest';
import { configFromEnv } from '../src/config.js';
import { baseUrl, lanAddress, serverInfo } from '../src/net.js';
import { checkFrame } from '../src/platform/frame-check.js';
import { RateLimiter } from '../src/platform/rate-limit.js';
import { RefusalLog } from '../src/platform/refusals.js';
import { SeatBook } from '../src/platform/seat-book.js';

describe('configFromEnv', () => {
  it('reads every variable', () => {
    expect(configFromEnv({ PORT: '3000', PUBLIC_URL: 'https://x.example/', RECONNECT_WINDOW_S: '60', STAGE_WINDOW_S: '7200', BOT_DELAY_MS: '500,900', DATA_DIR: '/srv/party', ROOM_IDLE_HOURS: '1.5' })).toEqual({
      ok: true, value: { port: 3000, publicUrl: 'https://x.example', reconnectWindowS: 60, stageWindowS: 7200, botDelayMs: [500, 900], dataDir: '/srv/party', roomIdleMs: 5_400_000 },
    });
    expect(configFromEnv({ BOT_DELAY_MS: '0' })).toEqual({ ok: true, value: { botDelayMs: [0, 0] } });
    expect(configFromEnv({})).toEqual({ ok: true, value: {} });
    // A blank DATA_DIR is no DATA_DIR (`npm start` then uses ./data).
    expect(configFromEnv({ DATA_DIR: '  ' })).toEqual({ ok: true, value: {} });
  });
  it('names the variable that is wrong', () => {
    for (const [k, v] of [['PORT', 'abc'], ['PORT', '70000'], ['PUBLIC_URL', 'party'], ['PUBLIC_URL', 'ftp://x'], ['RECONNECT_WINDOW_S', '-1'], ['STAGE_WINDOW_S', 'an hour'], ['STAGE_WINDOW_S', '90000'], ['BOT_DELAY_MS', '900,500'], ['BOT_DELAY_MS', '1,2,3'], ['ROOM_IDLE_HOURS', '0'], ['ROOM_IDLE_HOURS', 'soon'], ['ROOM_IDLE_HOURS', '9000']]) {
      const r = configFromEnv({ [k!]: v });
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error).toContain(k);
    }
  });
});

describe('addresses', () => {
  const ifaces = {
    lo: [{ address: '127.0.0.1', family: 'IPv4', internal: true }],
    docker0: [{ address: '203.0.113.5', family: 'IPv4', internal: false }],
    wlan0: [{ address: '192.168.1.23', family: 'IPv4', internal: false }, { address: 'fe80::1', family: 'IPv6', internal: false }],
  } as unknown as Parameters<typeof lanAddress>[0];
  it('prefers a private LAN IPv4 address, never loopback', () => {
    expect(lanAddress(ifaces)).toBe('192.168.1.23');
    expect(lanAddress({ lo: ifaces!.lo } as never)).toBeNull();
  });
  it('builds the join base and stage URL; PUBLIC_URL wins', () => {
    expect(serverInfo(2567, null, '192.168.1.23')).toEqual({ joinBase: 'http://192.168.1.23:2567/play', stageUrl: 'http://192.168.1.23:2567/' });
    expect(baseUrl(2567, 'https://party.example/', '10.0.0.2')).toBe('https://party.example');
  });
});

describe('checkFrame', () => {
  const packr = new Packr();
  const frame = (type: string, body?: unknown) => {
    const name = Buffer.from(type);
    return new Uint8Array([13, 0xa0 | name.length, ...name, ...(body === undefined ? [] : packr.pack(body))]);
  };
  it('accepts what colyseus.js sends (msgpackr records included)', () => {
    expect(checkFrame(frame('act', { action: 'take', version: 7 }), 1024)).toEqual({ ok: true, kind: 'data', type: 'act' });
    expect(checkFrame(frame('start'), 1024)).toMatchObject({ ok: true, type: 'start' });
    expect(checkFrame(frame('settings', { preset: 'custom', timerMs: null, smallest: 3.5 }), 1024)).toMatchObject({ ok: true });
    // A second object of the same shape is a record reference (one byte, 0x40 up), then its values.
    const twice = frame('x', [{ a: 1, b: 'z' }, { a: 100, b: 'y' }]);
    expect(packr.unpack(twice.subarray(3))).toEqual([{ a: 1, b: 'z' }, { a: 100, b: 'y' }]);
    expect(checkFrame(twice, 1024)).toMatchObject({ ok: true, type: 'x' });
    expect(checkFrame(new Uint8Array([10]), 1024)).toEqual({ ok: true, kind: 'control' });
  });
  it('refuses oversized, truncated, trailing, extension and unknown frames', () => {
    expect(checkFrame(frame('x', 'a'.repeat(2000)), 1024)).toMatchObject({ ok: false });
    expect(checkFrame(frame('act', { a: 1 }).slice(0, -1), 1024)).toMatchObject({ ok: false });
    expect(checkFrame(new Uint8Array([...frame('act', 1), 1]), 1024)).toMatchObject({ ok: false, reason: 'trailing bytes' });
    // A payload it cannot read (a msgpack timestamp) still names its request: the answer is that request's.
    expect(checkFrame(new Uint8Array([...frame('act'), 0xd6, 0xff, 0, 0, 0, 0]), 1024)).toMatchObject({ ok: false, type: 'act' });
    expect(checkFrame(new Uint8Array([17, 0xa1, 0x61, 1]), 1024)).not.toHaveProperty('type');
    expect(checkFrame(new Uint8Array([17, 0xa1, 0x61, 1]), 1024)).toMatchObject({ ok: false });
    expect(checkFrame(new Uint8Array([]), 1024)).toMatchObject({ ok: false });
    const deep: unknown[] = [];
    let cur = deep;
    for (let i = 0; i < 20; i++) { const next: unknown[] = []; cur.push(next); cur = next; }
    expect(checkFrame(frame('act', deep), 1024)).toMatchObject({ ok: false, reason: 'nested too deep' });
    // A record defined, then its id used as a value again and again: msgpackr reads each as a
    // record (which threw in Colyseus and closed the socket); refused here, not read as numbers.
    const refs = new Uint8Array([13, 0xa3, 0x61, 0x63, 0x74, 0x9f, 0xd4, 0x72, 0x40, 0x91, 0xa1, 0x61, ...Array(14).fill(0x40), 0x01]);
    expect(checkFrame(refs, 1024)).toMatchObject({ ok: false });
    expect(checkFrame(new Uint8Array([13, 0xa1, 0x61, 0xd4, 0x72, 0x20, 0x91, 0xa1, 0x61, 1]), 1024)).toMatchObject({ ok: false, reason: 'bad record id' });
  });
});

describe('RateLimiter', () => {
  it('allows a burst, then refills at the rate', () => {
    const r = new RateLimiter(10, 3);
    expect([r.take('a', 0), r.take('a', 0), r.take('a', 0), r.take('a', 0)]).toEqual([true, true, true, false]);
    expect(r.take('b', 0)).toBe(true);
    expect(r.take('a', 100)).toBe(true);
    expect(r.take('a', 100)).toBe(false);
  });
});

describe('RefusalLog', () => {
  it('writes each kind once per connection and counts the rest', () => {
    const lines: string[] = [];
    const log = new RefusalLog((l) => lines.push(l), 'BCFG');
    log.note('s1', 'bad-message', 'x');
    log.note('s1', 'bad-message', 'y');
    log.note('s1', 'rate-limited', 'z');
    log.note('s2', 'bad-message', 'x');
    expect(lines).toHaveLength(3);
    expect(log.count('s1', 'bad-message')).toBe(2);
  });
});

describe('SeatBook', () => {
  it('checks names: trimmed, 1-16 characters, unique ignoring case', () => {
    const book = new SeatBook();
    book.addHuman('Ann', 's', 'x');
    expect(book.checkName('  ')).toMatchObject({ ok: false, code: 'name-empty' });
    expect(book.checkName('A'.repeat(17))).toMatchObject({ ok: false, code: 'name-too-long' });
    expect(book.checkName(' ANN ')).toMatchObject({ ok: false, code: 'name-taken' });
    expect(book.checkName('  Bo   Diddley ')).toEqual({ ok: true, name: 'Bo Diddley' });
  });
  it('refuses invisible names, look-alike duplicates, and controls, bidi overrides and zero-width spaces inside a name', () => {
    const book = new SeatBook();
    book.addHuman('Zoë', 's', 'x');
    for (const blank of ['\u200b\u200b', '\u3164', '\u2800\u2800', '\u202e', '\ufeff \u200f', '\u0301']) {
      expect(book.checkName(blank)).toMatchObject({ ok: false, code: 'name-empty' });
    }
    expect(book.checkName('Zoe\u0308')).toMatchObject({ ok: false, code: 'name-taken' }); // decomposed ë
    expect(book.checkName('ＺＯË')).toMatchObject({ ok: false, code: 'name-taken' }); // full-width letters
    expect(book.checkName('Z\u200boë')).toMatchObject({ ok: false, code: 'name-invalid' });
    expect(book.checkName('\u202eevil')).toMatchObject({ ok: false, code: 'name-invalid' });
    expect(book.checkName('a\u0007b')).toMatchObject({ ok: false, code: 'name-invalid' });
    expect(book.checkName('👩\u200d💻 Ann')).toEqual({ ok: true, name: '👩\u200d💻 Ann' });
  });
  it('gives unique avatars and bot names, and passes the VIP on to the next person', () => {
    const book = new SeatBook();
    const ann = book.addHuman('Ann', 's1', 'x', 2);
    const bot = book.addBot('easy-steady', 'Ann');
    const bo = book.addHuman('Bo', 's2', 'y', 2);
    expect(bot.name).toBe('Ann 2');
    expect(new Set([ann.avatar, bot.avatar, bo.avatar]).size).toBe(3);
    expect(book.vipId).toBe(ann.id);
    book.remove(ann.id);
    expect(book.vipId).toBe(bo.id);
  });
});
