/**
 * Bad input is a normal day: each case is refused with a clear answer, the
 * connection and the room carry on, the game does not change, and each kind of refusal is logged
 * once per connection. The real rate limit (10/s, burst 20) and message limit (1 KiB) apply.
 */
import type { RoomStateShape } from './support/harness.js';
import { CLOSE_KICKED, ROOM_NAME } from '@minus/shared/platform/protocol/index';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TOO_BIG_LINE } from '../src/quiet-logger.js';
import { ask, createStage, joinPlayer, record, sleep, startHarness, until, type Conn, type Harness } from './support/harness.js';

let h: Harness;
let stage: Conn;
let ann: Conn;
let bo: Conn;
let code: string;

beforeAll(async () => {
  h = await startHarness({ rateLimit: { perSecond: 10, burst: 20 }, maxMessageBytes: 1024 });
  stage = await createStage(h);
  code = stage.room.state.code;
  ann = await joinPlayer(h, code, 'Ann');
  bo = await joinPlayer(h, code, 'Bo');
});
afterAll(async () => {
  await h.close();
});

/** Send raw bytes on a client's websocket. */
function raw(conn: Conn, bytes: number[]): void {
  conn.room.connection.send(new Uint8Array(bytes));
}

/** The connection still works: a clock request is answered. */
async function stillWorks(conn: Conn): Promise<void> {
  const since = conn.messages.length;
  conn.room.send('time', { client: 1 });
  await until(() => conn.messages.slice(since).some((m) => m.type === 'time'), 2000, 'time reply');
}

const lastAnswer = (conn: Conn) => conn.answers.at(-1)!;

/**
 * Wait until every connection's bucket is full again (burst 20 at 10 a second): every frame takes a
 * token, broken ones too, so a group of tests must not start on what the group before it spent
 * (on a fast machine the role tests' asks met an empty bucket and were never answered).
 */
const rested = () => sleep(2100);

describe('malformed and oversized messages', () => {
  it('an oversized message is refused and the connection stays', async () => {
    const n = ann.answers.length;
    ann.room.send('settings', { preset: 'custom', junk: 'x'.repeat(2000) });
    await until(() => ann.answers.length > n);
    expect(lastAnswer(ann)).toMatchObject({ ok: false, code: 'bad-message', type: 'unknown' });
    await stillWorks(ann);
    expect(stage.room.state.settings.preset).toBe('show');
  });

  it('a frame over the websocket limit (64 KB) closes that connection only, with one line on the terminal', async () => {
    // A room of its own: the closed phone keeps its seat for its reconnection window.
    const other = await createStage(h);
    const big = await joinPlayer(h, other.room.state.code, 'Big');
    const printed = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      let closed = false;
      big.room.onLeave(() => (closed = true));
      big.room.send('act', { s: 'x'.repeat(70_000) });
      await until(() => closed, 3000, 'the close');
      await sleep(50);
      const lines = printed.mock.calls.map((c) => String(c[0]));
      expect(lines).toEqual([TOO_BIG_LINE]);
    } finally {
      printed.mockRestore();
    }
    await stillWorks(other);
    await stillWorks(ann);
    await other.room.leave(true);
  });

  it('a frame that is not MessagePack is refused and the connection stays', async () => {
    const n = ann.answers.length;
    raw(ann, [13, 0xa3, ...Buffer.from('act'), 0xc1, 0xff, 0x00]);
    await until(() => ann.answers.length > n);
    expect(lastAnswer(ann)).toMatchObject({ ok: false, code: 'bad-message' });
    await stillWorks(ann);
  });

  it('a truncated frame and an unknown frame code are refused', async () => {
    const n = ann.answers.length;
    raw(ann, [13, 0xa6, 0x64]);
    raw(ann, [99, 1, 2, 3]);
    raw(ann, []);
    await until(() => ann.answers.length >= n + 3);
    expect(ann.answers.slice(n).every((a) => !a.ok && a.code === 'bad-message')).toBe(true);
    await stillWorks(ann);
  });

  it('an unknown message type is refused', async () => {
    expect(await ask(ann, 'unknown', {}).catch(() => lastAnswer(ann))).toMatchObject({ ok: false, code: 'bad-message' });
    const n = ann.answers.length;
    ann.room.send('explode', { now: true });
    await until(() => ann.answers.length > n);
    expect(lastAnswer(ann)).toMatchObject({ ok: false, code: 'bad-message', type: 'unknown' });
    await stillWorks(ann);
  });

  it('a byte message is refused', async () => {
    const n = ann.answers.length;
    ann.room.sendBytes('act', new Uint8Array([1, 2, 3]));
    await until(() => ann.answers.length > n);
    expect(lastAnswer(ann)).toMatchObject({ ok: false, code: 'bad-message' });
  });

  it('a payload of the wrong shape is refused with the field named', async () => {
    expect(await ask(ann, 'act', { action: 'steal' })).toMatchObject({ ok: false, code: 'bad-message', type: 'act' });
    expect(await ask(ann, 'settings', { preset: 'custom', chips: 'many' })).toMatchObject({ ok: false, code: 'bad-message', type: 'settings' });
    // A number out of its range is no malformed payload: the phone is told the range (settings-range.test.ts).
    expect(await ask(ann, 'settings', { preset: 'custom', chips: 99 })).toMatchObject({ ok: false, code: 'bad-settings', reason: 'setting-range', type: 'settings' });
    expect(await ask(ann, 'kick', 'everyone')).toMatchObject({ ok: false, code: 'bad-message', type: 'kick' });
  });

  it('an action JSON cannot carry (a 64-bit integer) is refused before it reaches the game or the disk', async () => {
    const answer = await ask(ann, 'act', { action: { type: 'pick', item: 'rubber-duck', firstBidder: 1, junk: 2n ** 63n }, version: 0 });
    expect(answer).toMatchObject({ ok: false, code: 'bad-message', type: 'act' });
    await stillWorks(ann);
  });

  it('a decision cannot name another seat', async () => {
    expect(await ask(bo, 'act', { action: 'take', version: 0, seat: 0 })).toMatchObject({ ok: false, code: 'bad-message' });
  });

  it('each kind of refusal is logged once per connection', async () => {
    const before = h.logs.filter((l) => l.includes(ann.room.sessionId) && l.includes('bad-message')).length;
    for (let i = 0; i < 5; i++) raw(ann, [13, 0xa3, ...Buffer.from('act'), 0xc1]);
    await sleep(200);
    const after = h.logs.filter((l) => l.includes(ann.room.sessionId) && l.includes('bad-message')).length;
    expect(before).toBe(1);
    expect(after).toBe(1);
  });
});

describe('roles', () => {
  beforeAll(rested);
  it('a player who is not the VIP cannot reach host actions', async () => {
    for (const [type, body] of [['start', {}], ['add-bot', { label: 'easy' }], ['settings', { preset: 'veto' }], ['kick', { seat: 0 }], ['hand-to-bot', { seat: 0 }], ['play-again', {}], ['back-to-lobby', {}], ['remove-seat', { seat: 0 }]] as const) {
      expect(await ask(bo, type, body), type).toMatchObject({ ok: false, code: 'not-allowed' });
    }
    expect(stage.room.state.seats.length).toBe(2);
    expect(stage.room.state.settings.preset).toBe('show');
  });

  it('the audience cannot reach host actions or decide', async () => {
    const watcher = record(await h.client.joinById<RoomStateShape>(code, { role: 'audience' }));
    await until(() => watcher.room.state?.seats !== undefined);
    expect(await ask(watcher, 'add-bot', { label: 'easy' })).toMatchObject({ ok: false, code: 'not-allowed' });
    expect(await ask(watcher, 'take-back')).toMatchObject({ ok: false, code: 'not-allowed' });
    await watcher.room.leave();
  });

  it('starting with fewer than 3 seats is refused', async () => {
    // A code, a reason and its numbers, which each phone words in its language; English for logs.
    expect(await ask(ann, 'start')).toMatchObject({ ok: false, code: 'too-few-seats', reason: 'needs-players', params: { min: 3 }, message: 'This show needs at least 3 players. Add a bot or wait for friends.' });
  });

  it('a bad bot label and bad settings are refused with the reason', async () => {
    expect(await ask(ann, 'add-bot', { label: 'wizard' })).toMatchObject({ ok: false, code: 'bad-bot' });
    const a = await ask(ann, 'settings', { preset: 'custom', smallest: 3, largest: 5, removed: 5 });
    // Three cubes with five hidden deal no game at all: said so, in words a phone can translate.
    expect(a).toMatchObject({ ok: false, code: 'bad-settings', reason: 'deals-none' });
    expect(a.message).toMatch(/cannot deal a game/);
  });

  it('the VIP can kick a player: the phone is closed for good and the seat is freed', async () => {
    // Every frame above, the broken ones too, took a token from Ann's bucket (burst 20, 10 a second): let it fill.
    await sleep(2000);
    const cy = await joinPlayer(h, code, 'Cy');
    await until(() => stage.room.state.seats.length === 3);
    const closed = new Promise<number>((resolve) => cy.room.onLeave((c) => resolve(c)));
    expect(await ask(ann, 'kick', { seat: 2 })).toMatchObject({ ok: true });
    expect(await closed).toBe(CLOSE_KICKED);
    await until(() => stage.room.state.seats.length === 2);
    expect(await ask(ann, 'kick', { seat: 0 })).toMatchObject({ ok: false, code: 'not-allowed' });
    expect(await ask(ann, 'kick', { seat: 6 })).toMatchObject({ ok: false, code: 'no-such-seat' });
  });
});

describe('joining badly', () => {
  beforeAll(rested);
  it('joining a room that does not exist is refused with no-such-room', async () => {
    const missing = code === 'BBBB' ? 'CCCC' : 'BBBB';
    await expect(h.client.joinById(missing, { role: 'player', name: 'Zed' })).rejects.toMatchObject({ code: 4212, message: 'no-such-room' });
  });

  it('a typed code is mended (case, look-alike digits)', async () => {
    const typed = code.toLowerCase();
    const watcher = await h.client.joinById(typed, { role: 'audience' });
    expect(watcher.roomId).toBe(code);
    await watcher.leave();
  });

  it('names: empty, too long, and bad options are refused with their codes', async () => {
    await expect(h.client.joinById(code, { role: 'player', name: '   ' })).rejects.toMatchObject({ message: 'name-empty' });
    await expect(h.client.joinById(code, { role: 'player', name: 'A'.repeat(17) })).rejects.toMatchObject({ message: 'name-too-long' });
    await expect(h.client.joinById(code, { role: 'player', name: 'A'.repeat(500) })).rejects.toMatchObject({ message: 'name-too-long' });
    // A watcher's name is optional: a pasted essay is dropped (listed as "Watcher N"), not a refusal.
    const essay = await h.client.joinById(code, { role: 'audience', name: 'x'.repeat(500) });
    expect(essay.roomId).toBe(code);
    await essay.leave();
    await expect(h.client.joinById(code, { role: 'audience', name: 'x'.repeat(500), watcher: 'nope' })).rejects.toMatchObject({ message: 'bad-options' });
    await expect(h.client.joinById(code, { role: 'wizard' })).rejects.toMatchObject({ message: 'bad-options' });
    await expect(h.client.joinById(code, { role: 'player' })).rejects.toMatchObject({ message: 'bad-options' });
  });

  it('only a stage can create a room, and rooms are joined by code only', async () => {
    await expect(h.client.create(ROOM_NAME, { role: 'player', name: 'Zed' })).rejects.toBeDefined();
    await expect(h.client.joinOrCreate(ROOM_NAME, { role: 'stage' })).rejects.toBeDefined();
    await expect(h.client.join(ROOM_NAME, { role: 'audience' })).rejects.toBeDefined();
  });
});

describe('floods', () => {
  beforeAll(rested);
  it('a message flood is rate limited with one answer, the room carries on, the log has one line', async () => {
    const n = bo.answers.length;
    for (let i = 0; i < 200; i++) bo.room.send('time', { client: i });
    // The answer comes once the server has read the flood (slower on a loaded machine); no second one follows.
    await until(() => bo.answers.slice(n).some((a) => a.code === 'rate-limited'), 5000, 'the rate-limited answer');
    await sleep(300);
    const limited = bo.answers.slice(n).filter((a) => a.code === 'rate-limited');
    expect(limited).toHaveLength(1);
    // It names the request it dropped, so a phone knows which of its requests went unanswered.
    expect(limited[0]!.type).toBe('time');
    expect(h.logs.filter((l) => l.includes(bo.room.sessionId) && l.includes('rate-limited'))).toHaveLength(1);
    // Others are not affected, and the flooder recovers once the bucket refills.
    await stillWorks(ann);
    await sleep(1200);
    await stillWorks(bo);
  });
});
