import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DECIDE_TIMEOUT_MS, RoomConnection } from '../src/platform/net/connection.js';
import { loadSession } from '../src/platform/net/storage.js';
import { FakeClient, FakeRoom, joinedConnection, refusal } from './fakes.js';
import { room, seat } from './helpers.js';

beforeEach(() => localStorage.clear());
afterEach(() => vi.useRealTimers());

const playing = () => room({ phase: 'playing', seats: [seat({ id: 'a', chips: 3 }), seat({ id: 'b', name: 'Ben' }), seat({ id: 'c', name: 'Cy' })] }, { auction: 4, current: 0, offer: -9, version: 12 });

/** Ana's phone joined room MKST through `client` (fakes.ts `joinedConnection`). */
const joined = joinedConnection;

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
