/** Korean particles after a name: chosen by the last syllable's final consonant, both forms when it cannot be told. */
import { describe, expect, it } from 'vitest';
import { withEun, withRo } from './hangul.js';

describe('Korean particles', () => {
  it('picks 로 after a vowel or ㄹ, 으로 after another final consonant, and reads digits as spoken', () => {
    expect(withRo('관객 1')).toBe('관객 1로'); // 일: ㄹ
    expect(withRo('관객 3')).toBe('관객 3으로'); // 삼
    expect(withRo('관객 2')).toBe('관객 2로'); // 이
    expect(withRo('주황 여우')).toBe('주황 여우로');
    expect(withRo('파란 고래')).toBe('파란 고래로');
    expect(withRo('노란 별')).toBe('노란 별로');
    expect(withRo('김치찌개 대장')).toBe('김치찌개 대장으로');
    expect(withRo('Watcher 7')).toBe('Watcher 7로'); // 칠: ㄹ
  });

  it('picks 는 after a vowel and 은 after a final consonant', () => {
    expect(withEun('주황 여우')).toBe('주황 여우는');
    expect(withEun('초록 개구리')).toBe('초록 개구리는');
    expect(withEun('검은 고양이')).toBe('검은 고양이는');
    expect(withEun('분홍 꽃')).toBe('분홍 꽃은');
  });

  it('keeps both forms after a word whose sound it cannot tell (a Latin name)', () => {
    expect(withRo('Ana')).toBe('Ana(으)로');
    expect(withEun('Ana')).toBe('Ana은(는)');
    expect(withRo('')).toBe('(으)로');
  });
});
