import { describe, expect, it } from 'vitest';
import { classifyJoinError, isFinalFailure } from './join-errors.js';

describe('join errors', () => {
  it.each([
    [Object.assign(new Error('name-taken: Someone has that name'), { code: 4216 }), 'name-taken'],
    [Object.assign(new Error('room "ZZZZ" not found'), { code: 4212 }), 'no-such-room'],
    [Object.assign(new Error('game-in-progress'), { code: 4215 }), 'game-in-progress'],
    [Object.assign(new Error('room-paused'), { code: 4215 }), 'room-paused'],
    [{ code: 'room-full' }, 'room-full'],
    [new TypeError('Failed to fetch'), 'unreachable'],
    [Object.assign(new Error('xhr error'), { code: 0 }), 'unreachable'],
    [Object.assign(new Error('boom'), { code: 500 }), 'bad-options'],
    // The server's own trouble (Redis down, a process not answering): try again.
    [Object.assign(new Error('The game server could not answer just now; try again in a moment.'), { code: 4213 }), 'unreachable'],
    [Object.assign(new Error('Reached the max retries per request limit (which is 20).'), { code: 4213 }), 'unreachable'],
    // An expired reconnection token is a refusal (the phone then joins with its seat secret).
    [Object.assign(new Error('reconnection token invalid or expired.'), { code: 4214 }), 'bad-options'],
    [null, 'unreachable'],
    ['no-such-room', 'no-such-room'],
  ])('classifies %s', (e, code) => expect(classifyJoinError(e)).toBe(code));

  it('tells failures worth another try from final ones', () => {
    expect(['unreachable', 'slow-down', 'not-saved', 'room-paused'].map((f) => isFinalFailure(f as never))).toEqual([false, false, false, false]);
    expect(['no-such-room', 'name-taken', 'room-full', 'bad-options'].map((f) => isFinalFailure(f as never))).toEqual([true, true, true, true]);
  });
});
