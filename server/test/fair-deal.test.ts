/**
 * The hidden cube stays hidden (docs/SERVER.md, "Randomness"). A watcher (the TV's devtools, a
 * phone that taps "Just watch") collects every event and state frame it receives; the deal must
 * not follow from any of it. The attack: every event carries a caption `variant`; if the
 * generator behind those variants also drew the deal, a watcher could recover it and read the
 * removed cubes and the reveal order before the first decision.
 *
 * Through the real server and colyseus.js: two rooms whose cosmetic generators are the same and
 * whose deal seeds differ send their watchers identical streams up to the first reveal, while
 * their decks differ; the same deal seed under different cosmetic generators deals the same deck;
 * and with the real source every game, "play again" included, gets its own 128-bit seed.
 */
import { rngFromSeed, SEED_HEX, type Rng } from '@minus/shared/platform/rng';
import type { GameEvent, RoomStateShape } from './support/harness.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cryptoRandom, type RandomSource } from '../src/platform/randomness.js';
import { ask, createStage, joinPlayer, minusGame, record, serverRoom, startHarness, until, type Conn, type Harness } from './support/harness.js';
import type { GameRecord } from '@minus/shared/shows/minus-auction/index';

/** A source whose next room gets `cosmetic` and whose games get the deal seeds in `deals`, in turn. */
function scripted(): RandomSource & { next: { cosmetic: string; deals: string[] }; dealt: string[] } {
  const src = {
    next: { cosmetic: '0'.repeat(31) + '1', deals: [] as string[] },
    dealt: [] as string[],
    dealSeed(): string {
      const seed = src.next.deals.shift() ?? cryptoRandom.dealSeed() as string;
      src.dealt.push(seed);
      return seed;
    },
    botSeed: () => 7,
    cosmetic: (): Rng => rngFromSeed(src.next.cosmetic),
  };
  return src;
}

const source = scripted();
let h: Harness;
beforeAll(async () => {
  h = await startHarness({ random: source });
});
afterAll(async () => {
  await h.close();
});

/** Seat order and first seat fixed (no draw for them): only the cubes come from the deal. */
const FIXED_SEATING = { preset: 'custom', smallest: 3, largest: 35, removed: 1, chips: 9, seating: 'join', starter: 'first', timerMs: null } as const;

/** A room with a stage, a watcher and three phones that never decide; starts one game and waits for the first turn. */
async function dealOne(cosmetic: string, deal: string): Promise<{ stage: Conn; watcher: Conn; code: string; phones: Conn[] }> {
  source.next = { cosmetic, deals: [deal] };
  const stage = await createStage(h);
  const code = stage.room.state.code;
  const watcher = record(await h.client.joinById<RoomStateShape>(code, { role: 'audience', name: 'Eve' }));
  await until(() => watcher.audience !== undefined);
  expect((await ask(stage, 'settings', FIXED_SEATING)).ok).toBe(true);
  const phones = [];
  for (const name of ['Ann', 'Bo', 'Cy']) phones.push(await joinPlayer(h, code, name));
  expect((await ask(stage, 'start')).ok).toBe(true);
  await until(() => watcher.events.some((e) => e.type === 'turn') && stage.events.some((e) => e.type === 'turn'), 3000, 'the first turn');
  return { stage, watcher, code, phones };
}

/** What a watcher received before the first cube was shown (events and the state then). */
function beforeFirstReveal(events: GameEvent[]): GameEvent[] {
  const at = events.findIndex((e) => e.type === 'cube-revealed');
  return events.slice(0, at);
}

describe('a watcher cannot predict the deal', () => {
  it('two games with different deal seeds give a watcher identical streams up to the first reveal; their decks differ', async () => {
    const a = await dealOne('ab'.repeat(16), '11'.repeat(16));
    const b = await dealOne('ab'.repeat(16), '22'.repeat(16));
    const deckA = minusGame(serverRoom(h, a.code)).deck;
    const deckB = minusGame(serverRoom(h, b.code)).deck;
    const removedA = minusGame(serverRoom(h, a.code)).removed;
    const removedB = minusGame(serverRoom(h, b.code)).removed;
    expect(deckA.join()).not.toBe(deckB.join());
    expect(removedA.join() + deckA.slice(0, 5).join()).not.toBe(removedB.join() + deckB.slice(0, 5).join());
    for (const who of ['stage', 'watcher'] as const) {
      const sa = beforeFirstReveal(a[who].events);
      const sb = beforeFirstReveal(b[who].events);
      expect(sa.length).toBeGreaterThan(3);
      expect(sa, who).toEqual(sb);
      // Every variant of the whole stream (the reveal and the turn included) is the same too:
      // variants come from the cosmetic generator alone.
      expect(a[who].events.map((e) => e.variant), who).toEqual(b[who].events.map((e) => e.variant));
    }
    await Promise.all([a, b].flatMap((r) => [r.stage, r.watcher, ...r.phones].map((c) => c.room.leave())));
  });

  it('the same deal seed deals the same cubes whatever the cosmetic generator drew before', async () => {
    const a = await dealOne('01'.repeat(16), '33'.repeat(16));
    const b = await dealOne('fe'.repeat(16), '33'.repeat(16));
    expect(a.watcher.events.map((e) => e.variant)).not.toEqual(b.watcher.events.map((e) => e.variant));
    expect(minusGame(serverRoom(h, a.code)).deck).toEqual(minusGame(serverRoom(h, b.code)).deck);
    expect(minusGame(serverRoom(h, a.code)).removed).toEqual(minusGame(serverRoom(h, b.code)).removed);
    await Promise.all([a, b].flatMap((r) => [r.stage, r.watcher, ...r.phones].map((c) => c.room.leave())));
  });

  it('every game, "play again" included, draws a fresh 128-bit seed from the deal source', async () => {
    source.next = { cosmetic: 'cd'.repeat(16), deals: [] };
    const before = source.dealt.length;
    const stage = await createStage(h);
    const code = stage.room.state.code;
    expect((await ask(stage, 'settings', { preset: 'custom', smallest: 3, largest: 8, removed: 1, chips: 1, timerMs: null })).ok).toBe(true);
    for (const label of ['easy', 'easy', 'easy']) expect((await ask(stage, 'add-bot', { label })).ok).toBe(true);
    expect((await ask(stage, 'start')).ok).toBe(true);
    await until(() => stage.room.state.phase === 'finale', 5000, 'game 1 over');
    expect((await ask(stage, 'play-again')).ok).toBe(true);
    await until(() => stage.room.state.phase === 'finale' && stage.room.state.game.number === 2, 5000, 'game 2 over');
    const seeds = source.dealt.slice(before);
    expect(seeds).toHaveLength(2);
    for (const s of seeds) expect(s).toMatch(SEED_HEX);
    expect(seeds[0]).not.toBe(seeds[1]);
    // The record keeps the explicit setup (no seed): it replays without any generator.
    const rec = serverRoom(h, code).show.records.get(2)!.record as GameRecord;
    expect(rec.seed).toBeUndefined();
    expect(rec.deck?.length).toBeGreaterThan(0);
    await stage.room.leave();
  });

  it('the real source: deal seeds are 32 hex digits from crypto, never repeated; cosmetic generators differ per room', () => {
    const seeds = new Set(Array.from({ length: 200 }, () => cryptoRandom.dealSeed()));
    expect(seeds.size).toBe(200);
    for (const s of seeds) expect(s).toMatch(SEED_HEX);
    const a = cryptoRandom.cosmetic();
    const b = cryptoRandom.cosmetic();
    const draws = (r: Rng) => Array.from({ length: 8 }, () => r.int(0, 999)).join();
    expect(draws(a)).not.toBe(draws(b));
  });
});
