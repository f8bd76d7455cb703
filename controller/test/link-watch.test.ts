/**
 * A link that dies without closing (a phone that slept past its network's idle limit): the phone
 * notices that its `time` requests go unanswered, lets the socket go and comes back by its seat
 * secret. A link that answers, or sends state, is left alone; a page that was asleep asks again
 * before it judges.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DECIDE_TIMEOUT_MS, RoomConnection } from '../src/platform/net/connection.js';
import { SILENT_CHECK_MS, SILENT_MS } from '../src/platform/net/link-watch.js';
import { FakeClient, FakeRoom, refusal } from './fakes.js';
import { room, seat } from './helpers.js';

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

async function joined() {
  const client = new FakeClient();
  const r = new FakeRoom();
  client.joinQueue.push(r);
  const c = new RoomConnection(client);
  const joining = c.join({ code: 'MKST', role: 'player', name: 'Ana', avatar: 2 });
  await vi.advanceTimersByTimeAsync(5);
  expect(await joining).toBe(true);
  r.message('seat', { seat: 0, id: 'a', secret: 'sek' });
  r.pushState(room({ phase: 'playing', seats: [seat({ id: 'a' }), seat({ id: 'b', name: 'Ben' }), seat({ id: 'c', name: 'Cy' })] }, { auction: 1, current: 0, offer: -9, version: 3 }));
  return { c, client, r };
}

/** Answer every `time` request the room has been sent and not yet answered, as the server does. */
function answering(r: FakeRoom): () => void {
  let answered = 0;
  return () => {
    const asks = r.sent.filter(([t]) => t === 'time');
    for (; answered < asks.length; answered++) r.message('time', { client: (asks[answered]![1] as { client: number }).client, server: Date.now() });
  };
}

const times = (r: FakeRoom) => r.sent.filter(([t]) => t === 'time').length;

describe('a link that goes silent', () => {
  it('is let go once a time request waits too long, and the phone comes back to its seat', async () => {
    const { c, client, r } = await joined();
    expect(times(r)).toBeGreaterThan(0);
    await vi.advanceTimersByTimeAsync(SILENT_MS - 2 * SILENT_CHECK_MS);
    expect(c.status).toBe('connected');
    client.reconnectQueue.push(refusal('expired', 4214));
    const back = new FakeRoom('tok2');
    client.joinQueue.push(back);
    await vi.advanceTimersByTimeAsync(3 * SILENT_CHECK_MS);
    expect(r.left).toBe(false);
    expect(c.status).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(1000);
    expect(client.joins.at(-1)?.[1]).toMatchObject({ role: 'player', seatSecret: 'sek' });
    expect(c.status).toBe('connected');
    // The old socket's close, when the browser gets to it, changes nothing.
    r.close(1006);
    expect(c.status).toBe('connected');
  });

  it('is judged from a tap on: a tap into a dead link is noticed within the wait, not after the next clock request', async () => {
    const { c, r } = await joined();
    await vi.advanceTimersByTimeAsync(400);
    answering(r)();
    await vi.advanceTimersByTimeAsync(4600); // 5 s in: the next clock request is 5 s away
    expect(c.act('take')).toBe(true);
    await vi.advanceTimersByTimeAsync(SILENT_MS + SILENT_CHECK_MS);
    expect(c.status).toBe('reconnecting');
  });

  it('drops "try again" once the game has moved past the tap (a second tap would decide the next turn)', async () => {
    const { c, r } = await joined();
    const answer = answering(r);
    expect(c.act('take')).toBe(true);
    for (let t = 0; t <= DECIDE_TIMEOUT_MS; t += 500) {
      answer();
      await vi.advanceTimersByTimeAsync(500);
    }
    expect(c.notice?.code).toBe('no-answer');
    r.pushState(r.state); // the same moment: the notice stays
    expect(c.notice?.code).toBe('no-answer');
    const moved = room({ phase: 'playing', seats: [seat({ id: 'a' }), seat({ id: 'b', name: 'Ben' }), seat({ id: 'c', name: 'Cy' })] }, { auction: 2, current: 0, offer: -24, version: 4 });
    r.pushState(moved);
    expect(c.notice).toBeNull();
  });

  it('is kept while the server answers, or while state comes', async () => {
    const { c, r } = await joined();
    const answer = answering(r);
    for (let t = 0; t < 60_000; t += 500) {
      answer();
      await vi.advanceTimersByTimeAsync(500);
    }
    expect(c.status).toBe('connected');
    // No replies now, but the state moves every second: the link lives.
    for (let t = 0; t < 3 * SILENT_MS; t += 1000) {
      r.pushState(r.state);
      await vi.advanceTimersByTimeAsync(1000);
    }
    expect(c.status).toBe('connected');
  });

  it('asks again, rather than judging, after the page was asleep, and when it is in sight again', async () => {
    const { c, r } = await joined();
    const answer = answering(r);
    await vi.advanceTimersByTimeAsync(400);
    answer();
    await vi.advanceTimersByTimeAsync(10_000); // the next burst goes out; the page sleeps before its replies come
    const before = times(r);
    vi.setSystemTime(Date.now() + 5 * 60_000); // five minutes asleep: no timer ran
    await vi.advanceTimersByTimeAsync(SILENT_CHECK_MS);
    expect(c.status).toBe('connected');
    expect(times(r)).toBe(before + 1);
    answer();
    await vi.advanceTimersByTimeAsync(SILENT_MS);
    expect(c.status).toBe('connected');
    // The page comes into sight: a request at once.
    answer();
    const seen = times(r);
    c.wake();
    expect(times(r)).toBe(seen + 1);
    await vi.advanceTimersByTimeAsync(SILENT_MS + SILENT_CHECK_MS);
    expect(c.status).toBe('reconnecting');
  });
});
