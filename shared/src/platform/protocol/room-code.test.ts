import { describe, expect, it } from 'vitest';
import { newRoomCode, normalizeRoomCode, ROOM_CODE_ALPHABET, roomCodeMistake } from './room-code.js';

describe('room codes', () => {
  it('forgives case, spaces, dashes and digit look-alikes', () => {
    expect(normalizeRoomCode('mkst')).toBe('MKST');
    expect(normalizeRoomCode('  m-k 5 t ')).toBe('MKST');
    expect(normalizeRoomCode('8z6l')).toBe('BZGL');
    // Pasted from a chat app (a no-break space), typed on a full-width keyboard, or with an accent.
    expect(normalizeRoomCode('mfnz\u00a0')).toBe('MFNZ');
    expect(normalizeRoomCode('ＢＣＦＧ')).toBe('BCFG');
    expect(normalizeRoomCode('Ｂ－Ｃ　ＦＧ')).toBe('BCFG');
    expect(normalizeRoomCode('ḂCFG')).toBe('BCFG');
  });
  it('refuses what cannot be a code', () => {
    for (const bad of ['', 'MKS', 'MKSTV', 'MOST', 'ABCD', '????', 'x'.repeat(500)]) expect(normalizeRoomCode(bad)).toBeNull();
  });
  it('tells four letters a code never uses from a wrong length', () => {
    expect(roomCodeMistake('ABCD')).toBe('letters');
    expect(roomCodeMistake(' m-o s t')).toBe('letters');
    expect(roomCodeMistake('MKS')).toBe('length');
    expect(roomCodeMistake('MKSTO')).toBe('length');
    expect(roomCodeMistake('M?ST')).toBe('length');
    expect(roomCodeMistake('BCF0')).toBe('letters');
    expect(roomCodeMistake('ÄBCF')).toBe('letters');
    expect(roomCodeMistake('mkst')).toBeNull();
  });
  it('new codes use the alphabet only and avoid taken ones', () => {
    let i = 0;
    const taken = new Set(['BBBB']);
    const code = newRoomCode(() => (i++ < 4 ? 0 : 1), (c) => taken.has(c));
    expect(code).not.toBe('BBBB');
    expect([...code].every((c) => ROOM_CODE_ALPHABET.includes(c))).toBe(true);
  });
});
