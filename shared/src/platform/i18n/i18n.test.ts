/**
 * The i18n layer (docs/I18N.md): locale matching, Intl formatting per locale, catalogues loaded
 * on demand, the realm's locale switch, and the completeness check that every part's test runs.
 */
import { describe, expect, it } from 'vitest';
import { checkTexts } from './check.js';
import { formatsFor } from './format.js';
import { LOCALES, matchLocale, pickLocale } from './locales.js';
import { currentLocale, defineTexts, onLocaleChange, setLocale, textsReady, type TextLoaders } from './texts.js';

describe('locales', () => {
  it('matches browser tags, POSIX names and any case', () => {
    expect(matchLocale('ko-KR')).toBe('ko');
    expect(matchLocale('it_IT.UTF-8')).toBe('it');
    expect(matchLocale('MS')).toBe('ms');
    expect(matchLocale('ms_MY@euro')).toBe('ms');
    expect(matchLocale('C')).toBeNull();
    expect(matchLocale('fr-FR')).toBeNull();
    expect(matchLocale(undefined)).toBeNull();
  });

  it('picks the first spoken locale, else English', () => {
    expect(pickLocale(['fr', 'it-CH', 'ko'])).toBe('it');
    expect(pickLocale([null, '', 'de'])).toBe('en');
    expect(pickLocale([])).toBe('en');
  });
});

describe('formats', () => {
  it('keeps the sign of a loss and signs gains in every locale', () => {
    for (const l of LOCALES) {
      const f = formatsFor(l);
      expect(f.signed(-27)).toMatch(/^[-\u2212]27$/);
      expect(f.signed(12)).toBe('+12');
      expect(f.signed(0)).toBe('0');
      expect(f.number(Number.NaN)).toBe('0');
    }
  });

  it('groups digits the locale way', () => {
    expect(formatsFor('en').number(8000)).toBe('8,000');
    expect(formatsFor('it').number(12000)).toBe('12.000');
    expect(formatsFor('ko').number(8000)).toBe('8,000');
  });

  it('words counts by the locale plural rules', () => {
    const chips = { '=0': 'no chips', one: '# chip', other: '# chips' };
    const en = formatsFor('en');
    expect(en.count(0, chips)).toBe('no chips');
    expect(en.count(1, chips)).toBe('1 chip');
    expect(en.count(3, chips)).toBe('3 chips');
    // Korean and Malay have only "other": one form for every count.
    expect(formatsFor('ko').category(1)).toBe('other');
    expect(formatsFor('ms').category(1)).toBe('other');
    expect(formatsFor('it').count(1, { one: '# gettone', other: '# gettoni' })).toBe('1 gettone');
    expect(formatsFor('it').count(2, { one: '# gettone', other: '# gettoni' })).toBe('2 gettoni');
  });

  it('joins lists in the locale words', () => {
    expect(formatsFor('en').list(['Ana', 'Ben', 'Cy'])).toBe('Ana, Ben and Cy');
    expect(formatsFor('it').list(['Ana', 'Ben'])).toBe('Ana e Ben');
    expect(formatsFor('ms').list(['Ana', 'Ben'])).toMatch(/Ana dan Ben/);
  });
});

interface Demo { hello: string; chips: (n: number) => string; cheers: string[]; group: { bye: string } }

const demoEn: Demo = { hello: 'Hello', chips: (n) => formatsFor('en').count(n, { one: '# chip', other: '# chips' }), cheers: ['Yay', 'Woo'], group: { bye: 'Bye' } };
const demoKo: Demo = { hello: '안녕하세요', chips: (n) => `칩 ${formatsFor('ko').number(n)}개`, cheers: ['좋아요'], group: { bye: '안녕' } };

function loaders(ko: unknown, it: unknown = ko, ms: unknown = ko): TextLoaders<Demo> {
  return { ko: async () => ko as Demo, it: async () => it as Demo, ms: async () => ms as Demo };
}

describe('catalogues', () => {
  it('speak English until a locale is loaded, then the locale', async () => {
    const t = defineTexts('demo-load', demoEn, loaders(demoKo));
    expect(t.in('ko').hello).toBe('Hello');
    expect(t.loaded('ko')).toBe(false);
    await t.load('ko');
    expect(t.in('ko').hello).toBe('안녕하세요');
    expect(t.in('ko').chips(3)).toBe('칩 3개');
  });

  it('loads a locale once, and again after a failure', async () => {
    let calls = 0;
    let fail = true;
    const t = defineTexts<Demo>('demo-once', demoEn, {
      ko: async () => { calls += 1; if (fail) throw new Error('offline'); return demoKo; },
      it: async () => demoKo, ms: async () => demoKo,
    });
    await expect(t.load('ko')).rejects.toThrow('offline');
    fail = false;
    await Promise.all([t.load('ko'), t.load('ko')]);
    expect(calls).toBe(2);
    expect(t.in('ko').hello).toBe('안녕하세요');
  });

  it('switches the realm locale, tells listeners, and the later switch wins', async () => {
    const t = defineTexts('demo-switch', demoEn, loaders(demoKo));
    const heard: string[] = [];
    const stop = onLocaleChange((l) => heard.push(l));
    const first = setLocale('ko');
    const second = setLocale('it');
    await Promise.all([first, second]);
    expect(currentLocale()).toBe('it');
    expect(heard).toEqual(['it']);
    await setLocale('ko');
    expect(t.now().hello).toBe('안녕하세요');
    await setLocale('en');
    expect(t.now().hello).toBe('Hello');
    stop();
    await expect(setLocale('fr' as never)).rejects.toThrow(RangeError);
    expect(currentLocale()).toBe('en');
  });

  it('loads a catalogue defined after the switch when asked (a chunk arriving later)', async () => {
    await setLocale('ko');
    const late = defineTexts('demo-late', demoEn, loaders(demoKo));
    expect(late.now().hello).toBe('Hello');
    await textsReady();
    expect(late.now().hello).toBe('안녕하세요');
    await setLocale('en');
  });
});

describe('the completeness check', () => {
  it('passes a complete catalogue', async () => {
    expect(await checkTexts(defineTexts('demo-ok', demoEn, loaders(demoKo)))).toEqual([]);
  });

  it('names every missing, extra, empty or mistyped entry, and a locale that fails to load', async () => {
    const broken = { hello: '', chips: () => 'x', cheers: [], extra: 'x' };
    const t = defineTexts<Demo>('demo-bad', demoEn, {
      ko: async () => broken as unknown as Demo,
      it: async () => ({ ...demoKo, cheers: 'one' }) as unknown as Demo,
      ms: async () => { throw new Error('no file'); },
    });
    expect(await checkTexts(t)).toEqual([
      'demo-bad: ko hello: empty text',
      'demo-bad: ko chips: function/0 where English has function/1',
      'demo-bad: ko cheers: no wordings',
      'demo-bad: ko group: missing',
      'demo-bad: ko extra: not in English',
      'demo-bad: it cheers: string where English has list',
      'demo-bad: ms: cannot load (no file)',
    ]);
  });

  it('names an English copy (a text, a wording, a list entry), but lets names and numbers through', async () => {
    const copy: Demo = { hello: 'Hello', chips: demoEn.chips, cheers: ['좋아요', 'Woo'], group: { bye: '안녕' } };
    const names: Demo = { hello: 'VIP', chips: (n) => `${n} (+${n})`, cheers: ['Geek: VIP!'], group: { bye: '안녕' } };
    const withNames: Demo = { ...demoEn, hello: 'VIP', chips: (n) => `${n} (+${n})`, cheers: ['Geek: VIP!'] };
    expect(await checkTexts(defineTexts<Demo>('demo-copy', demoEn, loaders(copy, demoKo, demoKo)))).toEqual([
      'demo-copy: ko hello: English copy "Hello"',
      'demo-copy: ko chips: English copy "3 chips"',
      'demo-copy: ko cheers[1]: English copy "Woo"',
    ]);
    expect(await checkTexts(defineTexts<Demo>('demo-names', withNames, loaders(names)))).toEqual([]);
    expect(await checkTexts(defineTexts<Demo>('demo-same', { ...demoEn, hello: 'Ciao' }, loaders({ ...demoKo, hello: 'Ciao' })), ['Ciao'])).toEqual([]);
  });
});
