/**
 * The terminal's language (docs/I18N.md): `--lang`, else the POSIX locale variables, else English;
 * its lines are complete in every locale.
 */
import { describe, expect, it } from 'vitest';
import { checkTexts } from '@minus/shared/platform/i18n/check';
import { terminalLocale, terminalTexts } from '../src/texts/index.js';

describe('the terminal language', () => {
  it('takes --lang first, then LC_ALL, LC_MESSAGES and LANG, else English', () => {
    expect(terminalLocale(['--lang', 'ko'], { LANG: 'it_IT.UTF-8' })).toBe('ko');
    expect(terminalLocale(['--lang=ms'], {})).toBe('ms');
    expect(terminalLocale([], { LC_ALL: 'it_IT.UTF-8', LANG: 'ko_KR.UTF-8' })).toBe('it');
    expect(terminalLocale([], { LC_MESSAGES: 'ms_MY', LANG: 'ko_KR.UTF-8' })).toBe('ms');
    expect(terminalLocale([], { LANG: 'C.UTF-8' })).toBe('en');
    expect(terminalLocale([], {})).toBe('en');
  });

  it('has every line in every locale, and says where to go in Korean', async () => {
    expect(await checkTexts(terminalTexts)).toEqual([]);
    const ko = await terminalTexts.load('ko');
    const text = ko.on('http://10.0.0.2:2567/', 'http://10.0.0.2:2567/play', 'http://127.0.0.1:2567/healthz', '[QR]');
    expect(text).toContain('http://10.0.0.2:2567/play');
    expect(text).toMatch(/휴대폰/);
  });
});
