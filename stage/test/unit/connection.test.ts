import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AWAY_RETRY_MS, StageLink, type StageClient } from '../../src/platform/app/connection.js';
import type { LinkStatus } from '../../src/platform/app/link-status.js';

/** A room as colyseus.js hands it over, with a way to drop its link. */
function fakeRoom(roomId: string) {
  let leave: (code: number) => void = () => undefined;
  const sent: string[] = [];
  const listeners = new Map<string, (m: unknown) => void>();
  const room = {
    roomId,
    onMessage: (type: string, cb: (m: unknown) => void) => { listeners.set(type, cb); return () => undefined; },
    onStateChange: () => undefined,
    onLeave: (cb: (code: number) => void) => { leave = cb; },
    send: (type: string) => void sent.push(type),
    leave: async () => undefined,
  };
  return { room, sent, drop: (code = 1006) => leave(code), message: (type: string, m: unknown) => listeners.get(type)?.(m) };
}

const refusal = (message: string, code: number) => Object.assign(new Error(message), { code });
const PAUSED = refusal('room-paused', 4215);
const GONE = refusal('room "ABCD" not found', 4212);
const NO_ANSWER = Object.assign(new TypeError('Failed to fetch'), { code: 0 });

/** sessionStorage with the room ABCD saved, as a reloaded TV has it. */
function savedStorage(): Storage {
  const items = new Map<string, string>([['party-stage-room', JSON.stringify({ code: 'ABCD', hostSecret: 's' })]]);
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  } as Storage;
}

/**
 * A stage link whose client answers each join with the next of `joins` (an error is thrown);
 * `storage` is its tab's sessionStorage, `lastRoom` the browser's localStorage (none by default).
 */
function link(joins: unknown[], storage = savedStorage(), lastRoom: Storage | null = null) {
  const statuses: LinkStatus[] = [];
  const rooms: string[] = [];
  const client = {
    joinById: vi.fn(async () => {
      const next = joins.shift();
      if (next instanceof Error) throw next;
      return next;
    }),
    create: vi.fn(async () => fakeRoom('NEWR').room),
  };
  const stage = new StageLink('ws://x', { onState: () => undefined, onEvent: () => undefined, onRoom: (c) => rooms.push(c), onStatus: (s) => statuses.push(s) }, storage, client as unknown as StageClient, lastRoom);
  return { stage, statuses, rooms, client, storage };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the stage link to its room', () => {
  it('passes on what the room refused (its request and code), and nothing for an answer that is not a refusal', async () => {
    const { room, message } = fakeRoom('ABCD');
    const refused: string[] = [];
    const client = { joinById: vi.fn(async () => room), create: vi.fn() };
    const stage = new StageLink('ws://x', { onState: () => undefined, onEvent: () => undefined, onRoom: () => undefined, onStatus: () => undefined, onRefused: (type, code) => refused.push(`${type} ${code}`) }, savedStorage(), client as unknown as StageClient);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await stage.connect();
    message('answer', { type: 'start', ok: false, code: 'bad-settings', message: 'the range -1..-8 has 8 cubes' });
    message('answer', { type: 'settings', ok: true });
    message('answer', null);
    expect(refused).toEqual(['start bad-settings']);
  });

  it('waits out a room whose game server is restarting, saying so, and comes back to the same room', async () => {
    const { room } = fakeRoom('ABCD');
    const { stage, statuses, client, rooms } = link([PAUSED, PAUSED, room]);
    const connected = stage.connect();
    await vi.advanceTimersByTimeAsync(AWAY_RETRY_MS * 2);
    await connected;
    expect(statuses).toEqual(['connecting', 'away', 'away', 'connected']);
    expect(client.joinById).toHaveBeenCalledTimes(3);
    expect(client.create).not.toHaveBeenCalled();
    expect(rooms).toEqual(['ABCD']);
  });

  it('opens a new room when the server answers that the saved one is gone, and says the game was replaced', async () => {
    const { stage, statuses, client, rooms, storage } = link([GONE]);
    await stage.connect();
    expect(client.create).toHaveBeenCalledTimes(1);
    expect(rooms).toEqual(['NEWR']);
    expect(statuses).toEqual(['connecting', 'connected', 'replaced']);
    expect(storage.getItem('party-stage-room')).toBeNull();
  });

  it('keeps the saved room when the server does not answer (the caller tries again)', async () => {
    const { stage, client, storage } = link([NO_ANSWER]);
    await expect(stage.connect()).rejects.toThrow(/fetch/);
    expect(client.create).not.toHaveBeenCalled();
    expect(storage.getItem('party-stage-room')).toContain('ABCD');
  });

  it('sends nothing on a dropped socket (no clock samples, no host requests) until it is back', async () => {
    const first = fakeRoom('ABCD');
    const { stage } = link([first.room, ...Array<unknown>(30).fill(NO_ANSWER)]);
    await stage.connect();
    await vi.advanceTimersByTimeAsync(1000);
    expect(first.sent).toContain('time');
    first.drop();
    const before = first.sent.length;
    stage.send('start', {});
    await vi.advanceTimersByTimeAsync(60_000);
    expect(first.sent.length).toBe(before);
    stage.close();
  });

  it('after a dropped link, rejoins through a pause of the room and no answer, without a new room', async () => {
    const first = fakeRoom('ABCD');
    const { stage, statuses, client } = link([first.room, NO_ANSWER, PAUSED, fakeRoom('ABCD').room]);
    await stage.connect();
    first.drop();
    await vi.advanceTimersByTimeAsync(500 + 1000 + AWAY_RETRY_MS);
    expect(statuses).toEqual(['connecting', 'connected', 'reconnecting', 'away', 'connected']);
    expect(client.joinById).toHaveBeenCalledTimes(4);
    expect(client.create).not.toHaveBeenCalled();
    stage.close();
  });
});

describe('a TV tab closed and opened again (the browser\'s last TV room)', () => {
  /** A storage of plain items (localStorage as a test holds it). */
  function memory(items: Record<string, string> = {}): Storage & { items: Map<string, string> } {
    const map = new Map(Object.entries(items));
    return { items: map, getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), removeItem: (k: string) => void map.delete(k) } as unknown as Storage & { items: Map<string, string> };
  }
  const last = (seenAgoMs: number, closed: boolean) => memory({ 'party-stage-last-room': JSON.stringify({ code: 'LAST', hostSecret: 'h', seenAt: Date.now() - seenAgoMs, closed }) });

  /** A new tab (nothing in its sessionStorage) whose client answers each join with the next of `joins`. */
  const newTab = (joins: unknown[], lastRoom: Storage) => link(joins, memory(), lastRoom);

  it('goes back to the room it showed when its page closed within the hour, with its host secret', async () => {
    const { room } = fakeRoom('LAST');
    const { stage, statuses, client } = newTab([room], last(20 * 60_000, true));
    await stage.connect();
    expect(client.joinById).toHaveBeenCalledWith('LAST', { role: 'stage', hostSecret: 'h' });
    expect(client.create).not.toHaveBeenCalled();
    expect(statuses).toEqual(['connecting', 'connected']);
  });

  it('makes a room of its own beside a TV tab still showing the last room, or when the last room is over an hour old', async () => {
    for (const lastRoom of [last(3000, false), last(61 * 60_000, true)]) {
      const { stage, client } = newTab([], lastRoom);
      await stage.connect();
      expect(client.joinById).not.toHaveBeenCalled();
      expect(client.create).toHaveBeenCalledTimes(1);
    }
  });

  it('makes a new room when the last room is gone, says so (a new code), and forgets it', async () => {
    const lastRoom = last(60_000, true);
    const { stage, statuses, client } = newTab([GONE], lastRoom);
    await stage.connect();
    expect(client.create).toHaveBeenCalledTimes(1);
    expect(statuses).toEqual(['connecting', 'connected', 'replaced']);
    expect(lastRoom.items.has('party-stage-last-room')).toBe(false);
  });

  it('writes the room it shows, and marks it closed when its page goes', async () => {
    const lastRoom = memory();
    const { room, message } = fakeRoom('ROOM');
    const { stage } = newTab([room], lastRoom);
    lastRoom.items.set('party-stage-last-room', JSON.stringify({ code: 'ROOM', hostSecret: 'k', seenAt: Date.now() - 60_000, closed: true }));
    await stage.connect();
    message('host', { hostSecret: 'k' });
    expect(JSON.parse(lastRoom.items.get('party-stage-last-room')!)).toMatchObject({ code: 'ROOM', hostSecret: 'k', closed: false });
    stage.close();
    expect(JSON.parse(lastRoom.items.get('party-stage-last-room')!)).toMatchObject({ code: 'ROOM', closed: true });
  });
});
