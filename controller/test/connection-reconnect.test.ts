/**
 * The phone's connection coming back (net/connection.ts): by itself after a dropped link with its
 * token, by its seat secret when the token is refused, never after a kick or a seat given away,
 * not against another screen holding the seat, through a server's stop and a cluster's restart,
 * and at once when the page is seen again.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RoomConnection } from '../src/platform/net/connection.js';
import { loadSession, saveSession } from '../src/platform/net/storage.js';
import { FakeClient, FakeRoom, joinedConnection as joined, refusal } from './fakes.js';

beforeEach(() => localStorage.clear());
afterEach(() => vi.useRealTimers());

describe('room connection coming back', () => {
  it('reconnects by itself after a dropped link, with the token, and saves the new token', async () => {
    const { c, client, r } = await joined();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const again = new FakeRoom('tok2');
    client.reconnectQueue.push(new Error('Failed to fetch'), again);
    r.close(1006);
    expect(c.status).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(600);
    expect(client.reconnects).toEqual(['MKST:tok1']);
    expect(c.status).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(1100);
    expect(c.status).toBe('connected');
    expect(loadSession()?.token).toBe('MKST:tok2');
  });

  it('falls back to the seat secret when the token is no longer valid', async () => {
    const { c, client, r } = await joined();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    client.reconnectQueue.push(refusal('expired', 4214));
    client.joinQueue.push(new FakeRoom('tok3'));
    r.close(1006);
    await vi.advanceTimersByTimeAsync(600);
    expect(client.joins.at(-1)).toEqual(['MKST', { role: 'player', name: 'Ana', seatSecret: 'sek', watcher: expect.stringMatching(/^[0-9a-f]{32}$/) }]);
    expect(c.status).toBe('connected');
  });

  it('falls back to the seat secret when the server answers the token 4213 or colyseus.js cannot read it, instead of retrying it forever', async () => {
    for (const answer of [Object.assign(new Error('The game server could not answer just now; try again in a moment.'), { code: 4213 }), new Error('Invalid reconnection token format.\nThe format should be roomId:reconnectionToken')]) {
      localStorage.clear();
      const { c, client, r } = await joined();
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      client.reconnectQueue.push(answer);
      client.joinQueue.push(new FakeRoom('tok3'));
      r.close(1006);
      await vi.advanceTimersByTimeAsync(600);
      expect(client.joins.at(-1)?.[1], answer.message).toMatchObject({ role: 'player', seatSecret: 'sek' });
      expect(c.status, answer.message).toBe('connected');
      vi.useRealTimers();
    }
  });

  it('still waits without trying the secret when nothing answers at all', async () => {
    const { c, client, r } = await joined();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    client.reconnectQueue.push(new Error('Failed to fetch'));
    r.close(1006);
    await vi.advanceTimersByTimeAsync(600);
    expect(client.joins).toHaveLength(1);
    expect(c.status).toBe('reconnecting');
  });

  it('does not reconnect after a kick, and says so', async () => {
    const { c, client, r } = await joined();
    r.close(4100, 'kicked');
    expect(c.status).toBe('idle');
    expect(c.failure).toBe('kicked');
    expect(loadSession()).toBeNull();
    await new Promise((res) => setTimeout(res, 700));
    expect(client.reconnects).toEqual([]);
  });

  it('says the seat was given away when the VIP removed it while the phone was away, and forgets the room', async () => {
    const { c, client, r } = await joined();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    client.reconnectQueue.push(refusal('expired', 4214));
    client.joinQueue.push(refusal('kicked', 4215));
    r.close(1006);
    await vi.advanceTimersByTimeAsync(600);
    expect(c.failure).toBe('kicked');
    expect(c.status).toBe('idle');
    expect(loadSession()).toBeNull();
  });

  it('does not fight another screen that took the seat over', async () => {
    const { c, client, r } = await joined();
    r.close(4001, 'seat taken over by another connection');
    expect(c.status).toBe('idle');
    expect(c.failure).toBe('taken-over');
    expect(client.reconnects).toEqual([]);
    // "Join here again to bring it back": the join sends the seat's secret, so the seat comes back here.
    client.joinQueue.push(new FakeRoom('tok8'));
    expect(await c.join({ code: 'MKST', role: 'player', name: 'Ana', avatar: 0 })).toBe(true);
    expect(client.joins.at(-1)?.[1]).toMatchObject({ seatSecret: 'sek' });
  });

  it('says the game has ended when the server stops (Ctrl-C), and says nothing after its own later leave', async () => {
    const { c, client, r } = await joined();
    r.message('restarting', {});
    r.close(4000);
    expect(c.status).toBe('idle');
    expect(c.failure).toBe('room-ended');
    expect(loadSession()).toBeNull();
    // The same phone joins the next room; its own leave later says nothing (the flag went with the old room).
    const next = new FakeRoom('tok9');
    client.joinQueue.push(next);
    await c.join({ code: 'MKST', role: 'player', name: 'Ana', avatar: 0 });
    expect(c.status).toBe('connected');
    await c.leave();
    expect(c.failure).toBeNull();
    // A drop (1006) after a `restarting` that came with it is retried, not taken for the end.
    const third = await joined();
    third.r.message('restarting', {});
    third.r.close(1006);
    expect(third.c.status).toBe('reconnecting');
    // Its banner says the server is stopping (the TV's words), not that the phone's own link failed.
    expect(third.c.stopping).toBe(true);
  });

  it('keeps coming back when the stopping server keeps its rooms, and says the game is back', async () => {
    const { c, client, r } = await joined();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    r.message('restarting', { keeps: true });
    r.close(4000);
    expect(c.status).toBe('reconnecting');
    expect(c.failure).toBeNull();
    // The restarted server knows no reconnection token: the phone rejoins the same code by its seat secret.
    client.reconnectQueue.push(refusal('reconnection token invalid or expired.', 4214));
    const back = new FakeRoom('tok5');
    client.joinQueue.push(back);
    c.wake();
    await vi.advanceTimersByTimeAsync(5);
    expect(c.status).toBe('connected');
    back.message('seat', { seat: 0, id: 's1', secret: 'sek', restored: true });
    expect(c.restored).toBe('back');
    await vi.advanceTimersByTimeAsync(15_000);
    expect(c.restored).toBeNull();
    // Back without its game (it was set aside: its stored moves do not replay): the phone says so.
    back.message('seat', { seat: 0, id: 's1', secret: 'sek', restored: true, gameLost: true });
    expect(c.restored).toBe('game-lost');
    vi.useRealTimers();
  });

  it('retries at once when the page becomes visible again', async () => {
    const { c, client, r } = await joined();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    client.reconnectQueue.push(new FakeRoom('tok4'));
    r.close(1006);
    c.wake();
    await vi.advanceTimersByTimeAsync(5);
    expect(c.status).toBe('connected');
    expect(client.reconnects).toHaveLength(1);
  });

  it('resumes a saved session after a reload, and gives up kindly when the room is gone', async () => {
    saveSession({ code: 'MKST', role: 'player', secret: 'sek', token: 'MKST:old', name: 'Ana' });
    const client = new FakeClient();
    client.reconnectQueue.push(refusal('no rooms found', 4212));
    client.joinQueue.push(refusal('no-such-room', 4212));
    const c = new RoomConnection(client);
    expect(await c.resume()).toBe(false);
    expect(c.failure).toBe('room-ended');
    expect(loadSession()).toBeNull();
  });

  it('waits, seat secret kept, while another game server says the room\'s own is restarting (a cluster)', async () => {
    const { c, client, r } = await joined();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    client.reconnectQueue.push(refusal('no rooms found', 4212));
    client.joinQueue.push(refusal('room-paused', 4215));
    r.close(1006);
    await vi.advanceTimersByTimeAsync(600);
    expect(c.status).toBe('reconnecting');
    expect(c.away).toBe(true);
    expect(c.failure).toBeNull();
    expect(loadSession()?.secret).toBe('sek');
    // Again and again while it is away; back in its seat when it returns.
    client.reconnectQueue.push(refusal('room-paused', 4215));
    client.joinQueue.push(refusal('room-paused', 4215));
    await vi.advanceTimersByTimeAsync(1100);
    expect(c.status).toBe('reconnecting');
    expect(client.joins.at(-1)?.[1]).toMatchObject({ seatSecret: 'sek' });
    client.reconnectQueue.push(refusal('room-paused', 4215));
    client.joinQueue.push(new FakeRoom('tok6'));
    c.wake();
    await vi.advanceTimersByTimeAsync(5);
    expect(c.status).toBe('connected');
    expect(c.away).toBe(false);
    vi.useRealTimers();
  });

});
