/**
 * One answer per flood (src/platform/message-desk.ts): a connection that floods gets one
 * `rate-limited` answer, also when a frame in the middle of the flood gets through on a token the
 * bucket won back (a slow server reading a long burst), and a new one for a flood a while later.
 * Frames the desk cannot read (not MessagePack, too big) count against the same limit: a flood of
 * them gets one answer too, not one each.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Packr } from '@colyseus/msgpackr';
import { FLOOD_QUIET_MS, MessageDesk, type DeskRoom } from '../src/platform/message-desk.js';
import type { Handlers } from '../src/platform/handlers.js';
import type { RoomClient } from '../src/platform/room-context.js';

const packr = new Packr();
const frame = (type: string, body: unknown) => {
  const name = Buffer.from(type);
  return Buffer.from([13, 0xa0 | name.length, ...name, ...packr.pack(body)]);
};

const room: DeskRoom = { disposed: () => false, guard: () => null, changed: () => undefined, patchNow: () => undefined };

function setUp() {
  const answers: { code?: string }[] = [];
  const logs: string[] = [];
  const client = { sessionId: 'flooder', send: (_type: string, body: { code?: string }) => answers.push(body) } as unknown as RoomClient;
  const desk = new MessageDesk(room, {} as Handlers, { maxMessageBytes: 1024, rate: { perSecond: 10, burst: 3 }, log: (l) => logs.push(l), roomId: 'BCFG' });
  const send = (n: number, buffer = frame('time', { client: 1 })) => Array.from({ length: n }, () => desk.frame(client, buffer));
  const limited = () => answers.filter((a) => a.code === 'rate-limited').length;
  return { send, limited, logs, answers };
}

afterEach(() => vi.useRealTimers());

describe('a flood', () => {
  it('gets one answer though a frame gets through in its middle, and a later flood gets its own', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const { send, limited, logs } = setUp();
    expect(send(10).filter((v) => v === 'data')).toHaveLength(3);
    expect(limited()).toBe(1);
    // 150 ms on, the bucket has a token again: one frame passes, the flood goes on.
    vi.advanceTimersByTime(150);
    expect(send(10).filter((v) => v === 'data')).toHaveLength(1);
    expect(limited()).toBe(1);
    // Quiet for longer than a flood's gaps: the next flood is answered once more.
    vi.advanceTimersByTime(FLOOD_QUIET_MS + 500);
    expect(send(30).filter((v) => v === 'data').length).toBeGreaterThan(0);
    expect(limited()).toBe(2);
    expect(logs.filter((l) => l.includes('rate-limited'))).toHaveLength(1);
  });

  it('of frames the desk cannot read gets one answer, not one per frame', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const { send, answers } = setUp();
    // "act" then a byte MessagePack never uses (0xc1), and a frame over the 1 KiB limit.
    const broken = Buffer.from([13, 0xa3, ...Buffer.from('act'), 0xc1]);
    const huge = frame('time', { client: 'x'.repeat(2000) });
    const verdicts = [...send(500, broken), ...send(500, huge)];
    expect(verdicts.every((v) => v === 'stop')).toBe(true);
    // The burst's three are answered "not understood"; the rest of the flood, once.
    expect(answers.map((a) => a.code)).toEqual(['bad-message', 'bad-message', 'bad-message', 'rate-limited']);
  });
});
