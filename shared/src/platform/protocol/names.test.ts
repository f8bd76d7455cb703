import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NAME_MAX } from './constants.js';
import { nameKey, sameName } from './name-skeleton.js';
import { checkName, clipName, nameLength, NAME_MAX_CODE_POINTS } from './names.js';

const code = (raw: string) => {
  const c = checkName(raw);
  return c.ok ? 'ok' : c.code;
};

describe('checkName (docs/SERVER.md, "Names")', () => {
  it('normalises: NFC, one space per run of spaces of any kind, trimmed', () => {
    expect(checkName('  Jose\u0301 \t\u3000 Luis ')).toEqual({ ok: true, name: 'José Luis' });
    expect(checkName('Ann\u00A0Lee')).toEqual({ ok: true, name: 'Ann Lee' });
  });
  it('refuses strings that are not well-formed UTF-16', () => {
    for (const s of ['Bob\uD800', '\uDC00', 'a\uDBFFb', '\uDE00\uD83D']) expect(code(s), JSON.stringify(s)).toBe('name-invalid');
    expect(code('Bo \u{1F3B2}')).toBe('ok');
  });
  it('refuses controls, format characters, private use and misplaced selectors and joiners', () => {
    const bad = ['a\u0000b', 'a\u007Fb', 'Ana\u00AD', 'A\u200Bna', 'Ana\u200E', 'Ana\u202E', 'Ana\u2066', 'A\uFEFFna', 'Ana\u{E0041}',
      'Ana\uE000', 'Ana\uFE0F', 'Ana\u180B', '\u200DAna', 'Ana\u200D', 'An \u200Da', 'a\u200Db', 'A\u200Dna', 'Sp\u200Cam', '\u0411\u200D\u043E', '1\u200D2', '\uAE40\u200D\uBBFC', 'Ana\u034F', 'A\u2800na', 'A\u3164na',
      // Tag letters outside a subdivision flag, or a flag's tags without their cancel tag.
      'Ana\u{E0067}\u{E007F}', '\u{1F3F4}\u{E0067}\u{E0062}', 'A\u{1F3F3}\u{E0067}\u{E007F}',
      // Tag text after a black flag that draws no flag: hidden text riding along with "Ann🏴".
      'Ann\u{1F3F4}\u{E0078}\u{E0078}\u{E007F}', '\u{1F3F4}\u{E0067}\u{E0062}\u{E0078}\u{E0078}\u{E0078}\u{E007F}', '\u{1F3F4}\u{E0075}\u{E0073}\u{E0074}\u{E0078}\u{E007F}'];
    for (const s of bad) expect(code(s), JSON.stringify(s)).toBe('name-invalid');
  });
  it('refuses noncharacters and unassigned code points, which every screen draws as empty boxes', () => {
    for (const s of ['\uFFFF\uFFFE', 'Ana\uFDD0', '\uFDD0\uFDD1', '\u0378\u0379', 'Bo\u{10FFFF}', '\u{1FFFE}x', 'Ana\u{3FFFF}']) {
      expect(code(s), JSON.stringify(s)).toBe('name-invalid');
    }
    // Emoji blocks stay open: a phone newer than the server may send an emoji its tables do not know yet.
    expect(code('Kai \u{1FAE9}')).toBe('ok');
  });
  it('refuses a mark with nothing to sit on and stacks of marks', () => {
    expect(code('\u0301Ana')).toBe('name-invalid');
    expect(code('Ana \u0301x')).toBe('name-invalid');
    expect(code('A\u0301\u0302\u0303')).toBe('ok');
    expect(code('A\u0301\u0302\u0303\u0304')).toBe('name-invalid');
    expect(code('\u00C1\u0302\u0303\u0304')).toBe('name-invalid'); // composed Á counts its accent
  });
  it('keeps emoji sequences, presentation selectors, joiners inside words, subdivision flags and Mongolian selectors after Mongolian letters', () => {
    for (const s of ['❤️ Lu', '❤️‍🔥', '👩‍💻', '👍🏽', '1️⃣', 'می‌خواهم', 'नमस्ते', 'क्\u200Dष', 'ශ්\u200Dරී', '🏳️‍🌈', 'ᠠ᠋ᠡ', 'Zoë', '李小龙']) expect(code(s), s).toBe('ok');
    // The flags of England, Scotland and Wales: "🏴" with tag letters and a cancel tag.
    for (const s of ['Scot 🏴󠁧󠁢󠁳󠁣󠁴󠁿', '🏴󠁧󠁢󠁥󠁮󠁧󠁿 Eng', '🏴󠁧󠁢󠁷󠁬󠁳󠁿🏴󠁧󠁢󠁳󠁣󠁴󠁿']) expect(code(s), s).toBe('ok');
  });
  it('names with nothing to see are empty', () => {
    for (const s of ['', '   ', '\u0301', '\u200B', '\uFE0F\uFE0F', '\u3164', '\u2800', '\u115F\u1160', '\t\n']) expect(code(s), JSON.stringify(s)).toBe('name-empty');
  });
  it(`counts what people see: at most ${NAME_MAX} grapheme clusters and ${NAME_MAX_CODE_POINTS} code points`, () => {
    expect(nameLength('👩‍👩‍👧é')).toBe(2);
    expect(nameLength('e\u0301')).toBe(1);
    expect(code('x'.repeat(NAME_MAX))).toBe('ok');
    expect(code('x'.repeat(NAME_MAX + 1))).toBe('name-too-long');
    expect(code('🎲'.repeat(NAME_MAX))).toBe('ok');
    expect(code('👩‍👩‍👧'.repeat(NAME_MAX))).toBe('name-too-long');
  });
  it('an accepted name is checked again unchanged, and is well-formed (property)', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (raw) => {
      const c = checkName(raw);
      if (!c.ok) return;
      expect(checkName(c.name)).toEqual(c);
      expect(/[\uD800-\uDFFF]/u.test(c.name)).toBe(false);
      expect(c.name).toBe(c.name.trim());
    }), { numRuns: 2000 });
  });
});

describe('clipName: the name field stops at the limit as you type', () => {
  it('keeps the first 16 grapheme clusters, whole emoji sequences and accents included', () => {
    expect(clipName('Alexandrina Longbottom')).toBe('Alexandrina Long');
    expect(nameLength(clipName('Zoë 🦊 Ñandú the Third of Her Name'))).toBe(16);
    expect(clipName('👩‍👩‍👧'.repeat(20))).toBe('👩‍👩‍👧'.repeat(16));
    expect(clipName('e\u0301'.repeat(17))).toBe('e\u0301'.repeat(16));
    expect(clipName('Kit')).toBe('Kit');
    expect(checkName(clipName('x'.repeat(27))).ok).toBe(true);
  });
});

describe('sameName: confusable skeletons (UTS #39), ignoring case', () => {
  it('collides look-alikes from other scripts, widths and styles', () => {
    for (const s of ['ANA', ' ana', '\u0410na', '\u0391na', 'An\u0430', '\uFF21na', '\u{1D400}na', '\uFF41na', 'A\u200Bna', 'Ana\uFE0F', 'Ana\u180B', 'Ana\u{E0041}']) {
      expect(sameName('Ana', s), JSON.stringify(s)).toBe(true);
    }
    expect(sameName('Ian', 'lan')).toBe(true);
    expect(sameName('José', 'Jose\u0301')).toBe(true);
  });
  it('ignores case in names with an i or an l, as in every other name', () => {
    for (const [a, b] of <[string, string][]>[['Iris', 'iris'], ['Iris', 'IRIS'], ['iris', 'IRIS'], ['Iris', 'lris'], ['Mia', 'MIA'], ['Emily', 'EMILY'], ['Liam', 'LIAM'], ['Fitz', 'fitz'], ['Kit', 'KIT'], ['Lili', 'LILI']]) {
      expect(sameName(a, b), `${a} / ${b}`).toBe(true);
    }
    expect(sameName('Iris', 'Irma')).toBe(false);
    expect(sameName('Mia', 'Mira')).toBe(false);
  });
  it('keeps different names apart', () => {
    for (const s of ['Anna', 'Ana 2', 'Aná', 'Ada', 'Ана']) expect(sameName('Ana', s), s).toBe(false);
    expect(nameKey('Bo')).not.toBe(nameKey('Bob'));
  });
});
