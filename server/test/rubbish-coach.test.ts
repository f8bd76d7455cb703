/**
 * Rubbish Auction's coach through the real room (docs/SERVER.md, "Practice games and the coach"):
 * in a practice game one player turns it on; that phone gets one tip per step of theirs (the pick,
 * each peek, each hold-out), each a legal action with reasons a phone can word, and every frame of
 * every other connection is decoded to prove that no tip reaches it. The stage sees the badge.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CoachMessage } from '@minus/shared/platform/protocol/index';
import { rubbishCoachSentence } from '@minus/shared/shows/rubbish-auction/bots/coach-text';
import { ask, createStage, joinPlayer, mySeat, record, startHarness, until, type Harness, type RoomStateShape } from './support/harness.js';
import { expectNoTipReached, hookClientFrames } from './support/frames.js';
import { rubbishAutoPlay, rubbishStateOf } from './support/rubbish-play.js';

let h: Harness;
beforeAll(async () => {
  hookClientFrames();
  h = await startHarness();
});
afterAll(async () => {
  await h.close();
});

describe('the Rubbish Auction coach in a practice game', () => {
  it('tips only the coached phone, once per step of theirs, with a legal action; the stage sees the badge', async () => {
    const stage = await createStage(h);
    const code = stage.room.state.code;
    expect((await ask(stage, 'show', { show: 'rubbish-auction' })).ok).toBe(true);
    const [ann, bo, cy] = [await joinPlayer(h, code, 'Ann'), await joinPlayer(h, code, 'Bo'), await joinPlayer(h, code, 'Cy')];
    const audience = record(await h.client.joinById<RoomStateShape>(code, { role: 'audience', name: 'Watcher' }));
    expect((await ask(stage, 'practice', { on: true })).ok).toBe(true);
    expect((await ask(ann!, 'coach', { on: true })).ok).toBe(true);
    const annId = ann!.seat!.id;
    await until(() => stage.room.state.seats.find((s) => s.id === annId)?.coached === true, 3000, 'the coached badge');

    const stops = [ann!, bo!, cy!].map((p) => rubbishAutoPlay(p));
    expect((await ask(stage, 'start')).ok).toBe(true);
    await until(() => stage.room.state.phase === 'finale', 60_000, 'the finale');
    stops.forEach((s) => s());

    const annIndex = mySeat(ann!);
    const tips = ann!.messages.filter((m) => m.type === 'coach').map((m) => m.message as CoachMessage);
    const annTurns = stage.events.filter((e) => e.type === 'turn' && (e as { seats: number[] }).seats.includes(annIndex));
    expect(tips.length).toBeGreaterThan(7); // at least a hold-out a round, and a pick
    expect(tips.map((t) => t.version)).toEqual(annTurns.map((e) => (e as { version: number }).version));
    const names = rubbishStateOf(stage).seats.map((s) => s.name);
    const kinds = new Set<string>();
    for (const t of tips) {
      const action = t.action as { type: string };
      kinds.add(action.type);
      expect(t.reasons.length).toBeGreaterThan(0);
      expect(rubbishCoachSentence(t, names, annIndex, 'en')).toMatch(/^(Put up|Look at|Hold out) .*\.$/);
    }
    expect([...kinds].sort()).toEqual(['hold-out', 'peek', 'pick']);
    expectNoTipReached(tips, [stage, audience, bo!, cy!]);
    await Promise.all([stage, audience, ann!, bo!, cy!].map((c) => c.room.leave()));
  }, 120_000);
});
