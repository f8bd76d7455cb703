/**
 * The replay routes under a long record: a legal custom Minus Auction game where everyone refuses
 * while they can (7 seats, 30 chips each: thousands of decisions) is prepared in slices, so a live
 * room's taps are answered while it renders, and one process prepares one replay at a time: a
 * second asked meanwhile is answered 429 `busy` with `Retry-After` at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_SHOWS } from '../src/shows/registry.js';
import { ask, createStage, joinPlayer, startHarness, until, type Harness } from './support/harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.close();
});

/**
 * The record of a legal custom game (cubes -1..-60, none removed, 7 seats with 30 chips) where each
 * cube is refused until 44 chips lie on it (or the seat has none), then taken: over 2,000 decisions.
 */
function longRecord(): string {
  const m = SERVER_SHOWS.find((s) => s.module.id === 'minus-auction')!.module;
  const rules = { preset: 'custom', smallest: 1, largest: 60, removed: 0, chips: 30, seating: 'join', starter: 'first', timerMs: null };
  const created = m.createGame(rules, ['A', 'B', 'C', 'D', 'E', 'F', 'G'], 44);
  if (!created.ok) throw new Error(created.error.message);
  let state = created.value;
  let pot = 0;
  while (!m.finished(state)) {
    const seat = m.toAct(state)[0]!;
    const refused = pot < 44 ? m.applyAction(state, seat, 'refuse') : null;
    const next = refused?.ok ? refused : m.applyAction(state, seat, 'take');
    if (!next.ok) throw new Error(next.error.message);
    pot = next === refused ? pot + 1 : 0;
    state = next.value;
  }
  const record = m.record.of(state, rules) as { actions: unknown[] };
  expect(record.actions.length).toBeGreaterThan(2000);
  return JSON.stringify(record);
}

const postReplay = (body: string, code: string) => fetch(`${h.server.localUrl}/api/replay?room=${code}`, { method: 'POST', body, headers: { 'content-type': 'text/plain' } });

describe('a long replay', () => {
  it('is prepared one at a time: a second asked meanwhile is 429 "busy" with Retry-After', async () => {
    const body = longRecord();
    const answers = await Promise.all([postReplay(body, 'BCFG'), postReplay(body, 'BCFG')]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 429]);
    const busy = answers.find((a) => a.status === 429)!;
    expect(busy.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await busy.json()).toMatchObject({ error: 'busy', message: expect.stringMatching(/try again/) });
    const done = (await answers.find((a) => a.status === 200)!.json()) as { frames: unknown[] };
    expect(done.frames.length).toBeGreaterThan(2000);
    // Once it is sent, the next one is prepared.
    const again = await postReplay(body, 'BCFG');
    expect(again.status).toBe(200);
    await again.body?.cancel();
  });

  it("never holds the event loop for the whole replay: a live room's taps are answered while it renders", async () => {
    const body = longRecord();
    const stage = await createStage(h);
    const code = stage.room.state.code;
    const phones = [await joinPlayer(h, code, 'Ann'), await joinPlayer(h, code, 'Bo'), await joinPlayer(h, code, 'Cy')];
    expect((await ask(stage, 'start', {})).ok).toBe(true);
    await until(() => stage.room.state.phase === 'playing');
    // The longest the event loop (this process runs the server too) went without a turn, while the replay was prepared.
    let last = performance.now();
    let longest = 0;
    const ticker = setInterval(() => {
      const now = performance.now();
      longest = Math.max(longest, now - last);
      last = now;
    }, 2);
    const started = performance.now();
    let pending = true;
    const replay = postReplay(body, code).then(async (res) => {
      await res.arrayBuffer();
      pending = false;
      return res.status;
    });
    let answered = 0;
    while (pending) {
      // Any answer (taken, or refused as not this seat's turn) is the room answering a tap.
      const p = phones[answered % phones.length]!;
      await ask(p, 'act', { action: 'refuse', version: stage.room.state.game.version });
      if (pending) answered++;
    }
    const took = performance.now() - started;
    clearInterval(ticker);
    expect(await replay).toBe(200);
    expect(answered).toBeGreaterThanOrEqual(2);
    // Prepared in slices: no single stall is near the whole replay's time.
    expect(longest).toBeLessThan(took / 3);
  });
});
