/**
 * Practice games and the coach (docs/SERVER.md, "Practice games and the coach"), through the real
 * room and colyseus.js: the host marks the game as practice, one player turns the coach on from
 * their phone (the stage sees the seat's "coached" flag: the toggle's round trip), that player
 * gets one tip per turn of theirs, and every frame of every other connection (the stage, the
 * audience, the other phones) is decoded to prove that no tip, and no tip's sentence, reaches it.
 * A phone back during its turn gets the tip again; the choice goes with the player from show to
 * show; the lobby after a solo game says what its Start will play. (A show without a coach:
 * e2e/test-show-privacy.test.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CoachMessage } from '@minus/shared/platform/protocol/index';
import { coachSentence } from '@minus/shared/shows/minus-auction/bots/coach-text';
import { ask, autoPlay, createStage, joinPlayer, mySeat, record, serverRoom, startHarness, until, type Harness, type RoomStateShape } from './support/harness.js';
import { expectNoTipReached, hookClientFrames } from './support/frames.js';

let h: Harness;
beforeAll(async () => {
  hookClientFrames();
  h = await startHarness();
});
afterAll(async () => {
  await h.close();
});

describe('the coach in a practice game', () => {
  it('is off by default, needs practice, reaches only its own phone, once per turn, and its flag reaches the stage', async () => {
    const stage = await createStage(h);
    const code = stage.room.state.code;
    const [ann, bo, cy] = [await joinPlayer(h, code, 'Ann'), await joinPlayer(h, code, 'Bo'), await joinPlayer(h, code, 'Cy')];
    const audience = record(await h.client.joinById<RoomStateShape>(code, { role: 'audience', name: 'Watcher' }));
    await until(() => stage.room.state.seats.length === 3, 3000, 'three seats');

    // Off by default, and only in a practice game.
    expect(stage.room.state.seats.every((s) => !s.coached)).toBe(true);
    const early = await ask(ann!, 'coach', { on: true });
    expect(early).toMatchObject({ ok: false, code: 'not-allowed' });
    expect(early.message).toMatch(/practice/i);
    // Only the host marks practice (Ann is the VIP: the first phone; Bo is not).
    expect(await ask(bo!, 'practice', { on: true })).toMatchObject({ ok: false, code: 'not-allowed' });
    expect((await ask(stage, 'practice', { on: true })).ok).toBe(true);
    await until(() => bo!.room.state.practice === true, 3000, 'practice on every screen');
    // Bad payloads are refused, not guessed at.
    expect(await ask(ann!, 'coach', { on: 'yes' })).toMatchObject({ ok: false, code: 'bad-message' });

    // The toggle's round trip: Ann's phone asks, the stage sees her seat coached.
    expect((await ask(ann!, 'coach', { on: true })).ok).toBe(true);
    const annId = ann!.seat!.id;
    await until(() => stage.room.state.seats.find((s) => s.id === annId)?.coached === true, 3000, 'coached badge on the stage');
    expect(stage.room.state.seats.filter((s) => s.coached)).toHaveLength(1);

    const stops = [ann!, bo!, cy!].map((p) => autoPlay(p));
    expect((await ask(stage, 'start')).ok).toBe(true);
    expect(await ask(stage, 'practice', { on: false })).toMatchObject({ ok: false, code: 'not-in-lobby' });
    await until(() => stage.room.state.phase === 'finale', 60_000, 'the finale');
    stops.forEach((s) => s());

    // One tip per turn of Ann's (the stage's turn events say whose turn it was), each a sentence.
    const annIndex = mySeat(ann!);
    const tips = ann!.messages.filter((m) => m.type === 'coach').map((m) => m.message as CoachMessage);
    const annTurns = stage.events.filter((e) => e.type === 'turn' && (e as { seats: number[] }).seats.includes(annIndex));
    expect(tips.length).toBeGreaterThan(0);
    expect(tips.length).toBe(annTurns.length);
    expect(tips.map((t) => t.version)).toEqual(annTurns.map((e) => (e as { version: number }).version));
    for (const t of tips) {
      expect(['take', 'refuse']).toContain(t.action);
      // Data, not a sentence: reasons with numbers, which a phone words in its language.
      expect(t.reasons.length).toBeGreaterThan(0);
      expect(coachSentence(t, [], 'en')).toMatch(/^(Take|Refuse): .*\.$/);
    }

    // No other connection ever decoded a tip or a tip's reasons, in a message or in the state.
    expectNoTipReached(tips, [stage, audience, bo!, cy!]);
    // The server computed them from Ann's own view: the room holds the same module that advises.
    expect(serverRoom(h, code).show.module.coach).toBeTypeOf('function');

    // Turned off, the badge goes.
    expect((await ask(ann!, 'coach', { on: false })).ok).toBe(true);
    await until(() => stage.room.state.seats.every((s) => !s.coached), 3000, 'badge gone');
    await Promise.all([stage, audience, ann!, bo!, cy!].map((c) => c.room.leave()));
  }, 120_000);
});

describe('the coach when a phone comes back, between games and between shows', () => {
  it('a phone reloaded during its turn gets the tip for that turn again, marked with its game', async () => {
    const stage = await createStage(h);
    const code = stage.room.state.code;
    const ann = await joinPlayer(h, code, 'Ann');
    expect((await ask(stage, 'add-bot', { label: 'easy' })).ok).toBe(true);
    expect((await ask(stage, 'add-bot', { label: 'easy' })).ok).toBe(true);
    expect((await ask(stage, 'practice', { on: true })).ok).toBe(true);
    expect((await ask(ann, 'coach', { on: true })).ok).toBe(true);
    expect((await ask(stage, 'start')).ok).toBe(true);
    // Bots decide at once: the game waits on Ann's first turn.
    await until(() => ann.messages.some((m) => m.type === 'coach'), 5000, "Ann's first tip");
    const tips = () => ann.messages.filter((m) => m.type === 'coach').map((m) => m.message as CoachMessage);
    const first = tips()[0]!;
    await until(() => stage.room.state.game.version === first.version, 3000, 'the state of that turn');
    expect(first.game).toBe(stage.room.state.game.number);
    expect(tips()).toEqual([first]);
    // Asked again (a double tap on the switch): the same tip, not another one.
    expect((await ask(ann, 'coach', { on: true })).ok).toBe(true);
    await until(() => tips().length === 2, 3000, 'the tip again');
    expect(tips()[1]).toEqual(first);
    // The phone reloads: a new connection with the seat's secret, during the same turn.
    const secret = ann.seat!.secret;
    await ann.room.leave(false);
    const again = await joinPlayer(h, code, 'Ann', { seatSecret: secret });
    await until(() => again.messages.some((m) => m.type === 'coach'), 3000, 'the tip after the reload');
    expect(again.messages.find((m) => m.type === 'coach')!.message).toEqual(first);
    await Promise.all([stage, again].map((c) => c.room.leave()));
  }, 60_000);

  it('after a solo game the lobby is not practice unless the host says so; Play again after a solo game is practice again, unless switched off on its results', async () => {
    const stage = await createStage(h);
    const code = stage.room.state.code;
    const ann = await joinPlayer(h, code, 'Ann');
    const stop = autoPlay(ann);
    expect((await ask(ann, 'solo', { players: 3 })).ok).toBe(true);
    expect(stage.room.state.practice).toBe(true);
    await until(() => stage.room.state.phase === 'finale', 60_000, 'the solo finale');
    expect((await ask(ann, 'play-again')).ok).toBe(true);
    await until(() => stage.room.state.phase === 'playing' && stage.room.state.game.number === 2, 5000, 'the second game');
    expect(stage.room.state.practice).toBe(true);
    await until(() => stage.room.state.phase === 'finale', 60_000, 'the second finale');
    // Practice switched off on the results is for the next games: the game shown stays a practice game (not counted).
    expect((await ask(stage, 'practice', { on: false })).ok).toBe(true);
    expect(serverRoom(h, code).show.practice).toBe(true);
    // ...and Play again from there plays a counted game.
    expect((await ask(ann, 'play-again')).ok).toBe(true);
    await until(() => stage.room.state.phase === 'playing' && stage.room.state.game.number === 3, 5000, 'the third game');
    expect(stage.room.state.practice).toBe(false);
    await until(() => stage.room.state.phase === 'finale', 60_000, 'the third finale');
    expect(stage.room.state.evening.rows.length).toBeGreaterThan(0);
    expect((await ask(ann, 'back-to-lobby')).ok).toBe(true);
    await until(() => stage.room.state.phase === 'lobby', 3000, 'the lobby');
    expect(stage.room.state.practice).toBe(false);
    expect(await ask(ann, 'coach', { on: true })).toMatchObject({ ok: false, code: 'not-allowed' });
    // A fourth game; practice switched on on its results, then off again in the lobby: a Play again
    // arriving in the lobby (the VIP's tap crossing the TV's Back) starts what the lobby's Start
    // would, a counted game, not the results' choice.
    expect((await ask(ann, 'start')).ok).toBe(true);
    await until(() => stage.room.state.phase === 'finale' && stage.room.state.game.number === 4, 60_000, 'the fourth finale');
    expect((await ask(stage, 'practice', { on: true })).ok).toBe(true);
    expect((await ask(ann, 'back-to-lobby')).ok).toBe(true);
    await until(() => stage.room.state.phase === 'lobby', 3000, 'the lobby');
    expect((await ask(stage, 'practice', { on: false })).ok).toBe(true);
    expect((await ask(ann, 'play-again')).ok).toBe(true);
    await until(() => stage.room.state.phase === 'playing' && stage.room.state.game.number === 5, 5000, 'the fifth game');
    expect(stage.room.state.practice).toBe(false);
    stop();
    await Promise.all([stage, ann].map((c) => c.room.leave()));
  }, 210_000);

  it('the player\'s choice goes with them from show to show: Rubbish Auction has its coach too', async () => {
    const stage = await createStage(h);
    const code = stage.room.state.code;
    const ann = await joinPlayer(h, code, 'Ann');
    expect((await ask(stage, 'practice', { on: true })).ok).toBe(true);
    expect((await ask(ann, 'coach', { on: true })).ok).toBe(true);
    await until(() => stage.room.state.seats[0]?.coached === true, 3000, 'the badge');
    expect((await ask(stage, 'show', { show: 'rubbish-auction' })).ok).toBe(true);
    await until(() => stage.room.state.show === 'rubbish-auction', 3000, 'Rubbish Auction');
    expect(stage.room.state.seats[0]?.coached).toBe(true);
    expect((await ask(ann, 'coach', { on: false })).ok).toBe(true);
    await until(() => stage.room.state.seats[0]?.coached === false, 3000, 'the badge gone');
    expect((await ask(stage, 'show', { show: 'minus-auction' })).ok).toBe(true);
    await until(() => stage.room.state.show === 'minus-auction', 3000, 'Minus Auction');
    expect(stage.room.state.seats[0]?.coached).toBe(false);
    await Promise.all([stage, ann].map((c) => c.room.leave()));
  });
});
