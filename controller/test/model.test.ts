import { beforeEach, describe, expect, it } from 'vitest';
import { minusView, previewFor, secondsLeft, signed } from '../src/shows/minus-auction/table.js';
import { findMySeat } from '../src/platform/model.js';
import { snapshot } from '../src/platform/net/snapshot.js';
import { loadAvatar, loadName, loadSession, saveAvatar, saveName, saveSession, SESSION_MAX_AGE_MS } from '../src/platform/net/storage.js';
import { room, seat } from './helpers.js';

beforeEach(() => localStorage.clear());

describe('my seat and the take preview', () => {
  const v = room({ phase: 'playing', seats: [seat({ id: 'x' }), seat({ id: 'y', chips: 4, cubes: [-12] }), seat({ id: 'z' })] }, { offer: -7, pot: 4 });

  it('finds my seat by id, then by the index I was given', () => {
    expect(findMySeat(v, { seatId: 'z', seat: 0 })).toBe(2);
    expect(findMySeat(v, { seatId: 'gone', seat: 1 })).toBe(1);
    expect(findMySeat({ ...v, phase: 'lobby' }, { seat: 0 })).toBe(0);
    expect(findMySeat({ ...v, phase: 'lobby' }, { seat: 9 })).toBe(-1);
  });

  it('computes the preview with the engine: -12 and 4 chips, take -7 with 4 in the pot', () => {
    // before -12 + 4 = -8; after -12 + -7 + 8 = -11.
    expect(previewFor(v, v.seats[1])).toEqual({ before: -8, after: -11, delta: -3, pot: 4 });
    expect(previewFor(v, v.seats[0])).toBeNull(); // chips unknown
    expect(previewFor({ ...v, game: { ...v.game, offer: 0 } }, v.seats[1])).toBeNull();
  });

  it('formats signs and seconds', () => {
    expect([signed(-12), signed(4), signed(0)]).toEqual(['-12', '+4', '0']);
    expect(secondsLeft(0, 5)).toBeNull();
    expect(secondsLeft(10_000, 8_500)).toBe(2);
    expect(secondsLeft(10_000, 12_000)).toBe(0);
  });
});

describe('state snapshot', () => {
  it('copies a decoded state and fills what is missing with the unknown values; the show reads its own fields', () => {
    const s = snapshot({
      code: 'MKST', phase: 'playing', show: 'minus-auction',
      seats: [{ id: 'a', name: 'Ana', avatar: 3, kind: 'human', cubes: { toJSON: () => [-5, -4] } }, { id: 'b', name: 'Ben', chips: 7 }],
      game: { auction: 2, offer: -9, refusals: [1] }, stageLocale: 'ko',
    });
    expect(s.seats[0]).toMatchObject({ name: 'Ana', avatar: 3, connected: true });
    expect(s.stageLocale).toBe('ko');
    expect(snapshot({ stageLocale: 7 }).stageLocale).toBe('');
    expect(s.game).toMatchObject({ number: 0, version: 0, deadline: 0 });
    expect(s.evening).toEqual({ shows: [], rows: [] });
    const v = minusView(s);
    expect(v.seats[0]).toMatchObject({ name: 'Ana', avatar: 3, cubes: [-4, -5], chips: -1, connected: true });
    expect(v.seats[1]!.chips).toBe(7);
    expect(v.game).toMatchObject({ auction: 2, offer: -9, refusals: [1], current: -1, winner: -1 });
    expect(minusView(s)).toBe(v);
  });

  it('never breaks on garbage', () => {
    expect(snapshot(null).phase).toBe('lobby');
    expect(snapshot({ phase: 'nonsense', seats: 'x' }).seats).toEqual([]);
  });
});

describe('storage', () => {
  it('remembers name, avatar and session, and forgets an old session', () => {
    saveName('Ana');
    saveAvatar(5);
    expect([loadName(), loadAvatar()]).toEqual(['Ana', 5]);
    saveSession({ code: 'MKST', role: 'player', secret: 's' }, 1000);
    expect(loadSession(2000)?.secret).toBe('s');
    expect(loadSession(1000 + SESSION_MAX_AGE_MS + 1)).toBeNull();
    localStorage.setItem('party.session', '{bad json');
    expect(loadSession()).toBeNull();
    localStorage.setItem('party.avatar', '9');
    expect(loadAvatar()).toBeNull();
  });
});
