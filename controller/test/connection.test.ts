import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DECIDE_TIMEOUT_MS, RoomConnection } from '../src/platform/net/connection.js';
import { loadSession, saveSession } from '../src/platform/net/storage.js';
import { FakeClient, FakeRoom, refusal } from './fakes.js';
import { room, seat } from './helpers.js';

beforeEach(() => localStorage.clear());
afterEach(() => vi.useRealTimers());

const playing = () => room({ phase: 'playing', seats: [seat({ id: 'a', chips: 3 }), seat({ id: 'b', name: 'Ben' }), seat({ id: 'c', name: 'Cy' })] }, { auction: 4, current: 0, offer: -9, version: 12 });

async function joined(client = new FakeClient(), r = new FakeRoom()) {
  client.joinQueue.push(r);
  const c = new RoomConnection(client);
  expect(await c.join({ code: 'MKST', role: 'player', name: 'Ana', avatar: 2 })).toBe(true);
  r.message('seat', { seat: 0, id: 'a', secret: 'sek' });
  return { c, client, r };
}

describe('room connection', () => {
  it('joins once however often join is called while pending', async () => {
    const client = new FakeClient();
    client.joinQueue.push(new FakeRoom());
    const c = new RoomConnection(client);
    const results = await Promise.all([c.join({ code: 'MKST', role: 'player', name: 'Ana' }), c.join({ code: 'MKST', role: 'player', name: 'Ana' }), c.join({ code: 'MKST', role: 'player', name: 'Ana' })]);
    expect(results).toEqual([true, false, false]);
    expect(client.joins).toHaveLength(1);
    expect(client.joins[0]).toEqual(['MKST', { role: 'player', name: 'Ana', avatar: undefined, watcher: expect.stringMatching(/^[0-9a-f]{32}$/) }]);
    expect(c.status).toBe('connected');
  });

  it('keeps the seat secret and the reconnection token in storage', async () => {
    const { c } = await joined();
    expect(c.seatId).toBe('a');
    expect(loadSession()).toMatchObject({ code: 'MKST', role: 'player', secret: 'sek', seat: 0, seatId: 'a', token: 'MKST:tok1', name: 'Ana' });
  });

  it('says why a join was refused', async () => {
    const client = new FakeClient();
    client.joinQueue.push(refusal('name-taken'));
    const c = new RoomConnection(client);
    expect(await c.join({ code: 'MKST', role: 'player', name: 'Ana' })).toBe(false);
    expect(c.failure).toBe('name-taken');
    expect(c.status).toBe('idle');
    expect(c.joinsSettled).toBe(1);
  });

  it('sends act with the state version, and locks until the answer', async () => {
    const { c, r } = await joined();
    r.pushState(playing());
    expect(c.act('refuse')).toBe(true);
    expect(c.act('take')).toBe(false);
    expect(r.sent.filter(([t]) => t === 'act')).toEqual([['act', { action: 'refuse', version: 12 }]]);
    r.message('answer', { type: 'act', ok: false, code: 'too-late', message: 'Too late.' });
    expect(c.pendingVersion).toBeNull();
    expect(c.notice).toMatchObject({ type: 'act', code: 'too-late' });
    expect(c.act('take')).toBe(true);
  });

  it('unlocks once the state moves on (another seat acted, or the timer did)', async () => {
    const { c, r } = await joined();
    r.pushState(playing());
    expect(c.act('refuse')).toBe(true);
    r.pushState(room({ ...playing(), phase: 'playing' }, { auction: 4, current: 1, offer: -9, version: 13 }));
    expect(c.pendingVersion).toBeNull();
  });

  it('unlocks an action whose answer never comes', async () => {
    const { c, r } = await joined();
    vi.useFakeTimers();
    r.pushState(playing());
    c.act('take');
    vi.advanceTimersByTime(DECIDE_TIMEOUT_MS + 1);
    expect(c.pendingVersion).toBeNull();
    expect(c.notice?.code).toBe('no-answer');
  });

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

  it('turns into the audience when the server seats a player join there', async () => {
    const { c, r } = await joined();
    r.message('audience', { reason: 'game-in-progress' });
    expect(c.role).toBe('audience');
    expect(c.audienceReason).toBe('game-in-progress');
    expect(loadSession()?.role).toBe('audience');
  });

  it('keeps the best clock offset and the record, with when its game finished', async () => {
    const { c, r } = await joined();
    const now = Date.now();
    r.message('time', { client: now - 10, server: now + 995 });
    expect(Math.abs(c.clock.offsetMs - 1000)).toBeLessThan(50);
    r.message('record', { game: 2, show: 'minus-auction', record: { format: 'minus-auction/record@1' }, finishedAt: 1_800_000_000_000 });
    expect(c.record).toEqual({ game: 2, show: 'minus-auction', record: { format: 'minus-auction/record@1' }, finishedAt: 1_800_000_000_000 });
  });

  it('syncs the clock as the stage does: a burst on joining and every 10 s, the fastest reply wins, none once gone', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    const client = new FakeClient();
    const r = new FakeRoom();
    client.joinQueue.push(r);
    const c = new RoomConnection(client);
    const joining = c.join({ code: 'MKST', role: 'player', name: 'Ana' });
    await vi.advanceTimersByTimeAsync(5);
    expect(await joining).toBe(true);
    const asked = () => r.sent.filter(([t]) => t === 'time').length;
    await vi.advanceTimersByTimeAsync(400);
    expect(asked()).toBe(3);
    r.message('time', { client: Date.now() - 1500, server: Date.now() }); // the server answers (a link nothing answers is let go: link-watch.ts)
    await vi.advanceTimersByTimeAsync(10_000);
    expect(asked()).toBe(6);
    const now = Date.now();
    r.message('time', { client: now - 900, server: now + 1000 }); // slow: 900 ms there and back
    expect(c.clock.offsetMs).toBe(1450);
    r.message('time', { client: now - 20, server: now + 990 }); // fast: 20 ms
    expect(c.clock.offsetMs).toBe(1000);
    r.close(4100, 'kicked');
    const before = asked();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(asked()).toBe(before);
  });

  it('keeps the view it had, not colyseus.js\'s empty state (a lobby without a code), until the room\'s state arrives', async () => {
    const { c, client, r } = await joined();
    r.pushState(playing());
    const phases: (string | undefined)[] = [];
    c.subscribe(() => phases.push(c.view?.phase));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const back = new FakeRoom('tok7');
    back.state = room({ ...playing(), code: '', phase: 'lobby' });
    client.reconnectQueue.push(back);
    r.close(1006);
    c.wake();
    await vi.advanceTimersByTimeAsync(5);
    expect(c.status).toBe('connected');
    expect(c.view?.phase).toBe('playing');
    back.pushState(playing());
    expect(phases).not.toContain('lobby');
    expect(c.view?.phase).toBe('playing');
    vi.useRealTimers();
  });

  it('notes when it saw a game end live, or was told on arriving how long ago it ended, but not a game that ended before it (re)connected', async () => {
    const { c, client, r } = await joined();
    r.pushState(playing());
    expect(c.gameOverAt).toBeNull();
    const finale = room({ ...playing(), phase: 'finale' }, { number: 1 });
    r.pushState(finale);
    expect(c.gameOverAt?.game).toBe(1);
    expect(Math.abs(c.gameOverAt!.at - Date.now())).toBeLessThan(1000);
    // The game-over event of game 2 arrives before its state: it counts once.
    r.message('event', { type: 'game-over', game: 2, seq: 9, variant: 0 });
    const at = c.gameOverAt!.at;
    r.pushState(room({ ...playing(), phase: 'finale' }, { number: 2 }));
    expect(c.gameOverAt).toEqual({ game: 2, at });

    // A new phone joining after the end: the results are old news.
    const late = new FakeRoom('tok5');
    late.state = finale;
    const other = new FakeClient();
    other.joinQueue.push(late);
    const d = new RoomConnection(other);
    await d.join({ code: 'MKST', role: 'player', name: 'Dee' });
    late.pushState(finale);
    expect(d.view?.phase).toBe('finale');
    expect(d.gameOverAt).toBeNull();
    // ...unless the server says the game ended moments ago (the TV may still be revealing it): then it
    // holds from then, as a phone that saw the end does; a malformed message is ignored.
    late.message('finale', { game: 1, sinceMs: 'soon' });
    expect(d.gameOverAt).toBeNull();
    late.message('finale', { game: 1, sinceMs: 2500 });
    expect(d.gameOverAt?.game).toBe(1);
    expect(Math.abs(d.gameOverAt!.at - (Date.now() - 2500))).toBeLessThan(500);

    // A phone whose link dropped mid-game and came back after the end: no hold either.
    r.pushState(playing());
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const back = new FakeRoom('tok6');
    back.state = room({ ...playing(), phase: 'finale' }, { number: 3 });
    client.reconnectQueue.push(back);
    r.close(1006);
    await vi.advanceTimersByTimeAsync(600);
    expect(c.status).toBe('connected');
    expect(c.view?.game.number).toBe(3);
    expect(c.gameOverAt?.game).toBe(2);
  });

  it('remembers why it watches across a reload (the server then says "by-choice")', async () => {
    const { r } = await joined();
    r.message('audience', { reason: 'room-full' });
    const client = new FakeClient();
    const again = new FakeRoom('tok7');
    client.reconnectQueue.push(again);
    const reloaded = new RoomConnection(client);
    expect(await reloaded.resume()).toBe(true);
    again.message('audience', { reason: 'by-choice' });
    expect(reloaded.role).toBe('audience');
    expect(reloaded.audienceReason).toBe('room-full');
  });

  it('takes a seat beside the watcher\'s connection: refused, it goes on watching; in, the watcher\'s goes', async () => {
    const client = new FakeClient();
    const watching = new FakeRoom();
    const seated = new FakeRoom('tok2');
    client.joinQueue.push(watching, refusal('name-taken'), seated);
    const c = new RoomConnection(client);
    expect(await c.join({ code: 'MKST', role: 'audience', name: 'Ana' })).toBe(true);
    watching.message('audience', { reason: 'by-choice' });
    expect(await c.takeSeat({ name: 'Ana', avatar: 2 })).toBe(false);
    expect([c.status, c.role, watching.left]).toEqual(['connected', 'audience', undefined]);
    expect(c.seatAsk).toEqual({ pending: false, refusal: { failure: 'name-taken', name: 'Ana' } });
    expect(await c.takeSeat({ name: 'Ana B', avatar: 2 })).toBe(true);
    expect(client.joins[2]).toEqual(['MKST', { role: 'player', name: 'Ana B', avatar: 2, watcher: expect.stringMatching(/^[0-9a-f]{32}$/) }]);
    expect(watching.left).toBe(true);
    expect(c.seatAsk.refusal).toBeNull();
    seated.message('seat', { seat: 3, id: 'd', secret: 'sek' });
    expect([c.status, c.role, c.seatId]).toEqual(['connected', 'player', 'd']);
    expect(loadSession()).toMatchObject({ code: 'MKST', role: 'player', secret: 'sek', name: 'Ana B', token: 'MKST:tok2' });
    // The watcher's connection, let go, changes nothing.
    watching.pushState(playing());
    expect(c.view).toBeNull();
  });

  it('lets a seat go when the phone left while asking for it', async () => {
    const client = new FakeClient();
    const watching = new FakeRoom();
    const seated = new FakeRoom('tok2');
    client.joinQueue.push(watching, seated);
    const c = new RoomConnection(client);
    await c.join({ code: 'MKST', role: 'audience', name: 'Ana' });
    watching.message('audience', { reason: 'by-choice' });
    const asked = c.takeSeat({ name: 'Ana', avatar: 0 });
    await c.leave();
    expect(await asked).toBe(false);
    expect(seated.left).toBe(true);
    expect(c.status).toBe('idle');
  });
});
