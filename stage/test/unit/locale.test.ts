// @vitest-environment happy-dom
/**
 * The stage's language across a reload (i18n/locale.ts, docs/I18N.md "Picking a language"): a TV
 * opened with `?lang=ko` whose host then picks Italian on the lobby's Language tile comes back in
 * Italian after a reload (it came back in Korean: the address still said ko); the address keeps
 * its other parameters, and one without `?lang=` is left alone.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { setLocale } from '@minus/shared/platform/i18n/texts';
import { chooseStageLocale, startStageLocale } from '../../src/platform/i18n/locale.js';

afterAll(() => setLocale('en'));

/** A browser's saved settings, as localStorage keeps them. */
function storage(): Storage {
  const kept = new Map<string, string>();
  return {
    getItem: (k) => kept.get(k) ?? null, setItem: (k, v) => void kept.set(k, v), removeItem: (k) => void kept.delete(k),
    clear: () => kept.clear(), key: (i) => [...kept.keys()][i] ?? null, get length() { return kept.size; },
  };
}

describe('the stage\'s language across a reload', () => {
  it('keeps the Language tile\'s choice over the `?lang=` the TV was opened with', async () => {
    const saved = storage();
    history.replaceState(null, '', '/?lang=ko&room=BCFG');
    expect(await startStageLocale(location.search, [], saved)).toBe('ko');
    await chooseStageLocale('it', saved);
    // The reload: the same address, the same saved settings.
    expect(await startStageLocale(location.search, [], saved)).toBe('it');
    expect(new URLSearchParams(location.search).get('room')).toBe('BCFG');
    expect(location.pathname).toBe('/');
  });

  it('leaves an address without `?lang=` as it was, the choice remembered all the same', async () => {
    const saved = storage();
    history.replaceState(null, '', '/?room=BCFG');
    expect(await startStageLocale(location.search, ['en-GB'], saved)).toBe('en');
    await chooseStageLocale('ms', saved);
    expect(location.search).toBe('?room=BCFG');
    expect(await startStageLocale(location.search, ['en-GB'], saved)).toBe('ms');
  });
});
