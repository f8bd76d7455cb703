/**
 * The stage's replay (platform/replay-script.ts): a finished game's record of each show becomes
 * one frame per step with the room's events, the last a finale ending in `game-over`; a record
 * of an unfinished game and things that are not records are refused with a reason; each frame
 * says whether the game was practice, as its record does.
 */
import { describe, expect, it } from 'vitest';
import type { AnyShowModule } from '@minus/shared/platform/show-module';
import { SERVER_SHOWS } from '../src/shows/registry.js';
import { replayScript } from '../src/platform/replay-script.js';
import { botGame as playedGame } from '../../test-support/bot-game.js';

/** A whole game of `m` between its first lobby bots, and its record (`upTo` actions, all when absent). */
function botGame(m: AnyShowModule, seats: number, seed: number, upTo = Infinity): unknown {
  return playedGame(m, Array.from({ length: seats }, (_, i) => `P${i + 1}`), seed, upTo).record;
}

describe('replay script', () => {
  for (const server of SERVER_SHOWS) {
    const m = server.module;
    it(`replays a finished ${m.id} game as frames of public state and the room's events`, () => {
      const record = botGame(m, 4, 11);
      const script = replayScript(record, SERVER_SHOWS, 'BCFG', 3);
      if (!script.ok) throw new Error(script.message);
      const { frames } = script.value;
      expect(script.value.show).toBe(m.id);
      expect(frames.length).toBe((record as { actions: unknown[] }).actions.length + 1);
      expect(frames[0]!.state.phase).toBe('playing');
      expect(frames[0]!.state.seats.map((s) => s.name).sort()).toEqual(['P1', 'P2', 'P3', 'P4']);
      const last = frames[frames.length - 1]!;
      expect(last.state.phase).toBe('finale');
      expect(last.events[last.events.length - 1]!.type).toBe('game-over');
      const seqs = frames.flatMap((f) => f.events.map((e) => e.seq));
      expect(seqs).toEqual(seqs.map((_, i) => i + 1));
      // Every turn but the last opens with a `turn` event and no clock.
      expect(frames.slice(0, -1).every((f) => f.events.some((e) => e.type === 'turn' && (e as { deadline: number }).deadline === 0))).toBe(true);
      expect(frames.flatMap((f) => f.events).filter((e) => 'game' in e).every((e) => (e as { game: number }).game === 3)).toBe(true);
    });

    it(`refuses a record of an unfinished ${m.id} game`, () => {
      const script = replayScript(botGame(m, 4, 12, 5), SERVER_SHOWS, 'BCFG', 1);
      expect(script.ok).toBe(false);
      if (!script.ok) expect(script.code).toBe('unfinished');
    });
  }

  it('tags the computer players and says a timed-out turn as one when the record names them (its `bots` and `causes`)', () => {
    const m = SERVER_SHOWS.find((x) => x.module.id === 'minus-auction')!.module;
    const record = botGame(m, 3, 21) as { actions: unknown[] };
    // The first action as the timer's (it is: the timer's action is checked against the game), the rest by a bot or a phone.
    const causes = record.actions.map((_, i) => (i === 0 ? 'timeout' : i % 2 ? 'bot' : 'phone'));
    const script = replayScript({ ...record, bots: [null, 'hard', null], causes }, SERVER_SHOWS, 'BCFG', 1);
    if (!script.ok) throw new Error(script.message);
    const seats = script.value.frames[0]!.state.seats;
    expect(seats.map((s) => [s.kind, s.botLabel])).toEqual([['human', ''], ['bot', 'hard'], ['human', '']]);
    const firstStep = script.value.frames[1]!.events.filter((e) => e.type !== 'turn');
    expect(firstStep.some((e) => (e as { timeout?: boolean }).timeout === true)).toBe(true);
    // A "timeout" on an action the timer would not take is said as the player's own; a label with spaces or controls is no label.
    const forged = replayScript({ ...record, bots: [null, 'Ann: -3 -9\u202e', null], causes: record.actions.map(() => 'timeout') }, SERVER_SHOWS, 'BCFG', 1);
    if (!forged.ok) throw new Error(forged.message);
    expect(forged.value.frames[0]!.state.seats.every((s) => s.kind === 'human')).toBe(true);
    const parsed = m.record.parse(record);
    const walk = parsed.ok ? m.record.steps(parsed.value) : parsed;
    if (!walk.ok) throw new Error(walk.error.message);
    let before = walk.value.start;
    const timerWould = walk.value.steps.map((step) => {
      const same = JSON.stringify(step.action) === JSON.stringify(m.timeoutAction(before, step.seat));
      before = step.after;
      return same;
    });
    const said = forged.value.frames.slice(1).map((f) => f.events.some((e) => (e as { timeout?: boolean }).timeout === true));
    expect(said).toEqual(timerWould);
    expect(timerWould).toContain(false);
    // Without them (or with ones that do not fit the game) every seat is a person's and no turn timed out.
    for (const extras of [{}, { bots: ['hard'], causes: ['timeout'] }, { bots: 'x', causes: [1, 2] }]) {
      const plain = replayScript({ ...record, ...extras }, SERVER_SHOWS, 'BCFG', 1);
      if (!plain.ok) throw new Error(plain.message);
      expect(plain.value.frames[0]!.state.seats.every((s) => s.kind === 'human')).toBe(true);
      expect(plain.value.frames.flatMap((f) => f.events).some((e) => (e as { timeout?: boolean }).timeout === true)).toBe(false);
    }
  });

  it('dresses each seat in the avatar the record kept (its `avatars`); a record without them, or with ones that do not fit, still replays with distinct avatars', () => {
    const m = SERVER_SHOWS.find((x) => x.module.id === 'minus-auction')!.module;
    const record = botGame(m, 4, 31) as Record<string, unknown>;
    const kept = replayScript({ ...record, avatars: [3, 6, 0, 5] }, SERVER_SHOWS, 'BCFG', 2);
    if (!kept.ok) throw new Error(kept.message);
    for (const f of kept.value.frames) expect(f.state.seats.map((s) => s.avatar)).toEqual([3, 6, 0, 5]);
    expect(kept.value.avatarsKnown).toBe(true);
    for (const avatars of [undefined, [3, 6, 0], [3, 3, 0, 5], [3, 6, 0, 7], [0.5, 1, 2, 3], 'x']) {
      const older = replayScript({ ...record, avatars }, SERVER_SHOWS, 'BCFG', 2);
      if (!older.ok) throw new Error(older.message);
      expect(older.value.avatarsKnown, JSON.stringify(avatars)).toBe(false);
      expect(older.value.frames.at(-1)!.state.phase).toBe('finale');
      expect(new Set(older.value.frames[0]!.state.seats.map((s) => s.avatar)).size).toBe(4);
    }
  });

  it('says in every frame whether the game was a practice game, as its record does (a counted game\'s finale never reads as practice)', () => {
    const m = SERVER_SHOWS.find((x) => x.module.id === 'minus-auction')!.module;
    const record = botGame(m, 3, 41) as Record<string, unknown>;
    for (const [practice, said] of [[true, true], [false, false], [undefined, false], ['yes', false]] as const) {
      const script = replayScript({ ...record, practice }, SERVER_SHOWS, 'BCFG', 2);
      if (!script.ok) throw new Error(script.message);
      for (const f of script.value.frames) expect(f.state.practice, String(practice)).toBe(said);
    }
  });

  it('refuses what is not a record, naming why', () => {
    for (const data of [null, 42, 'text', {}, { format: 'chess/record@1' }, { format: 'minus-auction/record@1', players: 'x' }]) {
      const script = replayScript(data, SERVER_SHOWS, 'BCFG', 1);
      expect(script.ok).toBe(false);
      if (!script.ok) {
        expect(script.code).toBe('not-a-record');
        expect(script.message.length).toBeGreaterThan(5);
      }
    }
  });
});
